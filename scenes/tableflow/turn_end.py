"""The "End turn" confirm (issue 33 §1): a person's move that passes the turn waits for
them to say so, and Undo may take it back until then.

The move is played at once (the table shows what it did), but the session keeps the
undo of the turn (GameSession.apply with `hold`, `ending`) and nothing of the next turn
happens: the computer does not start, no hand-off covers the table, and the table
reveals nothing new (Taisen rolls the next dice only on the confirm). A move that itself
revealed something (a draw, a die, a throw) could not be taken back anyway: it does not
wait (the session decides). Nor does the computer's move, a guided game's while its
guide speaks (its steps expect the turn to pass; Taisen's and Shinobi's lessons teach
the confirm and wait), or any with the setting "Confirm end of turn" off. A move
sent from a phone waits too: its phone offers End turn and Undo (scenes/phone_turn.py),
as the laptop does.

Enter or E (or the button, or A on the pad of the seat that moved) ends the turn; Undo
(U, Backspace, Ctrl+Z, the top bar's button, Y or B on that pad) takes the turn back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from .. import theme
from ..pads import PadPress
from ..table_protocol import TableParts
from ..widgets import Button, hint_strip_height

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_e)
"""Enter, and E: the key the footers of Taisen and Dojo name for ending a turn."""
UNDO_KEYS = (pygame.K_BACKSPACE,)
"""With U (the keys every table answers) and Ctrl+Z: Undo while the turn waits."""
BUTTON_W, BUTTON_H = 230, 50
"""The End turn button, in design units (its words: the table's prompt says them)."""
REMIND_AFTER = 4.0
"""Seconds a turn waits for its End turn before a gold ring pulses round the button: a
newcomer waited 3 minutes for the computers before seeing the table waited for him
(issue 33, newcomer H, gm-49)."""


def action_kind(action: Any) -> str | None:
    """An action's kind, from the action or its text form ('end', 'plan move collect')."""
    kind = getattr(action, "kind", None)
    if kind is None and isinstance(action, str):
        kind = action.split(" ", 1)[0]
    return kind if isinstance(kind, str) else None


def bottom_middle(canvas: pygame.Surface) -> tuple[int, int]:
    """Where the button stands on a table that names no place of its own: in the
    middle, just above the help line (its centre)."""
    width, height = canvas.get_size()
    return width // 2, height - hint_strip_height() - theme.px(12 + BUTTON_H // 2)


class TurnEndHooks:
    """What a table answers for its "End turn" confirm (TableScene has these; a table
    overrides what is its own)."""

    says_end_turn: frozenset[str] = frozenset()
    """Kinds of action that are the player saying "end my turn" (Night's "End the turn"
    row): they pass the turn at once, not asking twice (ends_own_turn)."""
    queue: list[Any]

    if TYPE_CHECKING:  # the table's (TableScene); a stub here would hide it

        def phone_seat(self, seat: int) -> bool: ...

    def ends_own_turn(self, action: Any) -> bool:
        """`action` is the player saying "end my turn" (its kind in says_end_turn): it
        passes the turn at once, not waiting for "End turn" (TurnEnd.holds)."""
        return action_kind(action) in self.says_end_turn

    def tell_after_turn(self, events: list[Any]) -> None:
        """The events the turn held back (TurnEnd.held), told as it is ended."""
        self.queue.extend(events)

    def turn_end_anchor(self, canvas: pygame.Surface) -> tuple[int, int] | None:
        """Where the "End turn" confirm stands (the middle of its bottom edge), or None
        when the table offers it in a place of its own."""
        return bottom_middle(canvas)

    def turn_ends_on_phone(self, seat: int) -> bool:
        """The turn of `seat`, a phone's, that waits ends on that phone (its End turn and
        Undo there): yes unless the table says the move was made at the screen, where
        that person then ends it (Night's placing: newcomer I, s10, nc-99/023-024.png,
        Kenji placed on the laptop, then had to end the turn on his phone)."""
        return bool(self.phone_seat(seat))


class Confirming(TableParts[Any], Protocol):
    """What the confirm needs of a table (TableScene has it)."""

    app: Any
    session: Any
    mouse: tuple[int, int]
    confirms_turn_end: bool

    @property
    def busy(self) -> bool: ...

    def seat_name(self, seat: int) -> str: ...
    def phone_seat(self, seat: int) -> bool: ...
    def undo(self) -> None: ...
    def turn_confirmed(self) -> None: ...
    def turn_end_anchor(self, canvas: pygame.Surface) -> tuple[int, int] | None: ...
    def turn_ends_on_phone(self, seat: int) -> bool: ...
    def ends_own_turn(self, action: Any) -> bool: ...
    def tell_after_turn(self, events: list[Any]) -> None: ...


class TurnEnd:
    """`TurnEnd(table)`: `holds()` before a play (may it wait?), `waiting` while it
    does, `held` (what it holds back), `confirm()`, and the keys, clicks, pad presses
    and drawing of the confirm."""

    def __init__(self, table: Confirming) -> None:
        self.table = table
        self.held: list[Any] = []
        """Events of the move waiting for "End turn" that the table tells only once the
        turn is ended (Night's skip, 'Ada does nothing this turn.'): told then, by the
        table's tell_after_turn; gone with an undo (TableScene.undo)."""
        self._since: tuple[int, float] | None = None
        """(the game's actions, the table's time) when the wait shown now began."""
        app = table.app
        self.button = Button(
            app,
            (0, 0, 1, 1),
            lambda: app.tr("turn_end.button"),
            self.confirm,
            style="primary",
            size=theme.FONT_BODY,
        )

    def holds(self, action: Any = None) -> bool:
        """The move the seat to move is about to play waits for "End turn" if it passes
        the turn: a person's, at the laptop or on a phone (not the computer's), at a
        table that confirms (confirms_turn_end: not a guided game while its guide
        speaks, but Taisen's and Shinobi's lessons do), with the setting on, unless the
        move is itself the player's "end my turn": the table answers (ends_own_turn; as
        Taisen's End turn button is its own confirm, and Night's End the turn unless it
        skips the planned action)."""
        table = self.table
        app = table.app
        state = table.state
        if state.is_terminal or table.session.ai_to_move or app.demo:
            return False
        if not (table.confirms_turn_end and app.settings.confirm_turn_end):
            return False
        return not table.ends_own_turn(action)

    @property
    def waiting(self) -> bool:
        """A move that ended a person's turn waits for their "End turn"."""
        return self.table.session.ending is not None

    @property
    def seat(self) -> int | None:
        """The person whose turn waits to end."""
        ending: int | None = self.table.session.ending
        return ending

    @property
    def on_phone(self) -> bool:
        """The turn that waits is a phone's seat's: its End turn and Undo are on that
        phone (scenes/phone_turn.py), never the laptop's to press for them; unless its
        move was made at the screen (the table's turn_ends_on_phone says no)."""
        seat = self.seat
        return seat is not None and bool(self.table.turn_ends_on_phone(seat))

    @property
    def shown(self) -> bool:
        """The confirm is offered now, at the laptop: a turn waits, what it did has been
        told, and it is not a phone's seat's (that phone offers it)."""
        table = self.table
        return self.waiting and not table.busy and not table.covered and not self.on_phone

    def prompt(self) -> str:
        """What the table's prompt says while a turn waits: the laptop's End turn and
        Undo, or that the person on a phone ends it there (a phone's move waited with
        "Your move is played: End turn (Enter)...", naming no one, and the laptop's
        button could end that person's turn)."""
        tr = self.table.app.tr
        seat = self.seat
        last = "_last" if self.table.session.ending_game else ""  # results with End turn
        if seat is not None and self.on_phone:
            name = self.table.seat_name(seat)
            return str(tr(f"turn_end.prompt_phone{last}", name=name))
        return str(tr(f"turn_end.prompt{last}"))

    def confirm(self) -> None:
        """End turn: the move is kept and the game goes on (the next dice, the
        computer, the hand-off)."""
        if not self.waiting:
            return
        self.table.session.confirm_turn()
        held, self.held = self.held, []
        if held:  # first what the move did, then the next turn
            self.table.tell_after_turn(held)
        self.table.turn_confirmed()

    def take(self, event: pygame.event.Event) -> bool:
        """An event the confirm answers while a turn waits (True if taken): Enter or a
        click on its button ends the turn; Backspace and Ctrl+Z take it back (U is the
        tables' own Undo key). Other events go on to the table. Before it, the hand-off's
        hold on the computer's last move takes Space, Enter and a click (its end)."""
        flow = getattr(self.table, "handoff_flow", None)
        if flow is not None and flow.skip(event):
            return True
        if not self.shown:
            return False
        kind = event.type
        if kind == pygame.KEYDOWN:
            key = event.key
            ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
            if key in CONFIRM_KEYS:
                self.button.click()
                self.confirm()
                return True
            if key in UNDO_KEYS or (key == pygame.K_z and ctrl):
                self.table.undo()
                return True
            return False
        if kind == pygame.MOUSEMOTION:
            self.button.hovered = self.button.rect.collidepoint(getattr(event, "pos", (-1, -1)))
            return False
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self.button.handle_event(event)
        return False

    def take_pad(self, press: PadPress) -> bool:
        """A pad's press while a turn waits, from the pad of the seat that moved (or the
        one shared pad): A ends the turn, Y or B takes it back. True if taken. Before
        it, the hand-off's hold on the computer's last move ends with A."""
        flow = getattr(self.table, "handoff_flow", None)
        if flow is not None and flow.skip_pad(press.command):
            return True
        if not self.shown:
            return False
        pads = self.table.app.pads
        seat = self.seat
        if press.seat is not None and press.seat != seat:
            return press.command in ("a", "b", "y", "x")  # another seat's pad: not its turn
        if press.seat is None and seat is not None and pads.pad_of(seat) is not None:
            return press.command in ("a", "b", "y", "x")
        if press.command == "a":
            self.confirm()
            return True
        if press.command in ("b", "y"):
            self.table.undo()
            return True
        return press.command == "x"  # no hint for a turn that is over

    def targets(self) -> list[pygame.Rect]:
        """Where a pad's ring goes while a turn waits: the button."""
        return [self.button.rect] if self.shown else []

    def draw(self, canvas: pygame.Surface) -> None:
        """The End turn button, centred where the table says (turn_end_anchor: where
        its choices stand); the table's prompt says what waits (turn_end.prompt)."""
        if not self.shown or self.table.app.top is not self.table:
            return
        anchor = self.table.turn_end_anchor(canvas)
        if anchor is None:  # the table offers it in a place of its own (Taisen's button)
            return
        self.button.rect = pygame.Rect(0, 0, theme.px(BUTTON_W), theme.px(BUTTON_H))
        self.button.rect.center = anchor
        self.button.rect.clamp_ip(canvas.get_rect())
        self.button.hovered = self.button.rect.collidepoint(self.table.mouse)
        self.button.draw(canvas)
        waited = self.waited()
        if waited >= REMIND_AFTER:  # still waiting: say so by the button, pulsing
            pulse = 0.5 + 0.5 * abs(((waited - REMIND_AFTER) * 2) % 2 - 1)
            colour = theme.lerp(theme.GOLD_DARK, theme.GOLD, pulse)
            ring = self.button.rect.inflate(theme.px(16), theme.px(16))
            pygame.draw.rect(canvas, colour, ring, max(1, theme.px(4)), border_radius=theme.px(14))

    def waited(self) -> float:
        """Seconds of the table's time the wait shown now has lasted (0 when none)."""
        table = self.table
        now = table.time
        key = len(table.session.actions)
        if not self.shown:
            self._since = None
            return 0.0
        if self._since is None or self._since[0] != key:
            self._since = (key, now)
        return now - self._since[1]
