"""The computer's last turn, stepped through from the table itself (newcomer C, s14: 'T
exists but only in the footer ... offer this step through the computer's last turn from
the table itself'): a 'Replay its turn (T)' button at the right of the prompt under the
board while the board keeps another side's turn (turn_again.available), which plays it
again one move at a time; while it waits after a move the button reads 'Next move (T)'
and the prompt 'Move 1 of 3 shown...'. Once a game, the first time it is offered, the
prompt says what it is for: 'Too fast? ...' (with the animation speed in Settings)."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..registry import person_name
from ..tableflow import computer_pace
from . import layout as L
from . import turn_again
from .animations import BeatStep
from .game_log import side_name
from .hud import Button
from .naming import SIDE_KEYS

WIDTH = 170
"""Design px across: 'Replay its turn (T)' / 'Rejouer son tour (T)' at the buttons' size."""
TIP_ATTRIBUTE = "again_tip_at"
"""The table's attribute holding the number of actions played when the tip was first
said (None: not yet): said through that one kept turn, never again that game."""


READABLE = theme.FONT_BODY - 4
"""The least size the prompt keeps beside the button (guidance.READABLE: 11 px capitals
at 1280x720); a longer prompt (a refusal, a warning) takes the panel's whole width, the
button giving way while it shows."""
GIVEN_WAY = "again_given_way"
"""The table's attribute: the button gave way to the prompt in the frame last drawn."""


def shown(table: Any) -> bool:
    """The button stands: a kept turn to replay, or one replaying, and the prompt drawn
    last left it room."""
    return offered(table) and not getattr(table, GIVEN_WAY, False)


def replaying(table: Any) -> bool:
    """A turn played again is on the board (T, or the button)."""
    return bool(table.again) and bool(table.animator.busy)


def offered(table: Any) -> bool:
    """A kept turn to replay, or one replaying."""
    return bool(turn_again.available(table)) or replaying(table)


def place(table: Any, text: str) -> pygame.Rect:
    """Where the prompt's `text` is drawn this frame: left of the button, unless it
    would not stand readable there (then the button gives way)."""
    setattr(table, GIVEN_WAY, False)
    room = prompt_rect(table)
    if room != L.PROMPT_RECT:
        size, lines = table.prompt_panel.fit(text, room)
        if len(lines) > 2 or size < READABLE:
            setattr(table, GIVEN_WAY, True)
            return L.PROMPT_RECT
    return room


def kept_person(table: Any) -> int | None:
    """The seat of the person whose turn the board keeps (two people at one table,
    newcomer U, s20, 077: Bruno sat beside her), None for a computer's."""
    side = table.trail_side
    seats = table.session.seats
    if side is None or not 0 <= side < len(seats) or seats[side].is_ai:
        return None
    return int(side)


def offer_words(table: Any) -> str:
    """'Replay its turn (T)' after a computer's turn; after a person's, the person named,
    'Replay Bruno's turn (T)', or their side, 'Replay the Wolf's turn (T)' (newcomer U,
    s20, 077: 'its' said of the person sitting beside her)."""
    tr = table.app.tr
    seat = kept_person(table)
    if seat is None:
        return str(tr("taisen.again.button"))
    name = person_name(table.session, seat)
    if name:
        return str(tr("taisen.again.named", name=name))
    return str(tr("taisen.again.side", side=side_name(tr, SIDE_KEYS[seat])))


def width(table: Any = None) -> int:
    """The button's width: WIDTH, or more for a person's name to stand whole."""
    least = L.px(WIDTH)
    if table is None or replaying(table) or kept_person(table) is None:
        return least
    said = theme.font(theme.FONT_BODY - 3).size(offer_words(table))[0] + L.px(20)
    return max(least, min(said, L.PROMPT_RECT.width // 2))


def rect(table: Any = None) -> pygame.Rect:
    """At the right of the prompt, in the control panel, above the buttons' row."""
    prompt = L.PROMPT_RECT
    wide, height = width(table), L.BUTTON_H - L.px(6)
    return pygame.Rect(prompt.right - wide, prompt.centery - height // 2, wide, height)


def prompt_rect(table: Any) -> pygame.Rect:
    """Where the prompt's words go: left of the button while it is offered."""
    if not offered(table):
        return L.PROMPT_RECT
    prompt = L.PROMPT_RECT.copy()
    prompt.width -= width(table) + L.px(8)
    return prompt


def button(table: Any) -> Button:
    """The button as it stands now: 'Next move' while a replay waits (greyed while a
    move of it plays), else 'Replay its turn'."""
    again = replaying(table)
    wait = turn_again.waiting(table)
    key = "taisen.again.next" if again else "taisen.again.button"
    if wait is not None and wait.event.data.get("last"):  # the replay's end: her turn
        key = "dojo.turn_again.back"
    made = Button("again", rect(table), key)
    made.enabled = not again or turn_again.waiting(table) is not None
    made.hovered = made.enabled and made.rect.collidepoint(table.mouse)
    return made


def draw(canvas: pygame.Surface, table: Any) -> None:
    if shown(table):
        made, tr = button(table), table.app.tr
        offer = made.label_key == "taisen.again.button"
        made.draw(canvas, lambda key: offer_words(table) if offer else tr(key), table.time)


def click(table: Any, pos: tuple[int, int]) -> bool:
    """A click on the button: the kept turn replayed, or its next move. True when the
    click was the button's (even greyed: it plays no move under it)."""
    if not shown(table) or not rect(table).collidepoint(pos):
        return False
    table.app.audio.play("click")
    if not turn_again.next_move(table):
        turn_again.play_again(table)
    return True


def pace_offered(table: Any) -> bool:
    """The computer's pace is offered (follow.py's button, 'Follow each move (F)') while
    a computer plays at a person's table, not while a person's move waits for its End
    turn (newcomer E, s15: the offer was a once-a-game line; the lead: switch, in
    place, to a pace one can follow)."""
    animator = table.animator
    steps = [animator.current, *animator.queue]
    computer = table.session.ai_to_move or any(isinstance(s, BeatStep) for s in steps)
    return bool(
        computer
        and not table.again
        and not table.turn_end.waiting
        and computer_pace.switchable(table)
    )


def tip_due(table: Any) -> bool:
    """The prompt says what the button is for: the first kept turn of the game offered
    to replay, until the person acts; not at the game's first turn (the computer's
    moves the only ones played): a person's first prompt says how to move."""
    if not turn_again.available(table):
        return False
    played = len(table.session.actions)
    at = getattr(table, TIP_ATTRIBUTE, None)
    if at is None:
        if played <= len(table.trail) + 1:  # its moves, and an End turn, all there is
            return False
        setattr(table, TIP_ATTRIBUTE, played)
        return True
    return bool(at == played)


def tip(table: Any) -> str:
    """The once-a-game tip, offering only what is not on: one move at a time already
    followed, only T (newcomer J, s16, 107_8: 'it was ALREADY one at a time'); only T
    after a person's turn too, the computer's pace nothing to do with two people
    (newcomer U, s20, 079: 'Too fast?' between Bruno and her)."""
    following = computer_pace.following(table) or kept_person(table) is not None
    return str(table.app.tr("taisen.again.tip_step" if following else "taisen.again.tip"))


def retire_tip(table: Any) -> None:
    """The tip said no more this game (F switched the pace, said in its own line: the
    tip under it would contradict it, newcomer J, s16, 108)."""
    setattr(table, TIP_ATTRIBUTE, -1)


def help_key(table: Any) -> str:
    """The footer's words while a kept turn may be replayed: 'T: replay their turn' after
    a person's (newcomer U, s20, 077), 'T: replay its turn' after a computer's."""
    return "taisen.help_again" if kept_person(table) is None else "taisen.help_again_person"
