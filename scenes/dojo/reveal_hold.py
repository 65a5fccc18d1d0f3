"""Dojo hot-seat: a battle's round ends with its cards turned in front of both people,
held until one of them says they have read it (issue 33, newcomer H, s10, nc-98/101.png,
125->126, loop.png; newcomer E, 152-166).

The attacker's last card of a round was followed at once by the defender's cover for
the next round (or the next battle): the attacker never saw it turn, and the defender,
told to look away while the attacker chose, saw no card turn at all. Cards turned by
the rules are public, so once the round's last card is played nothing of it is secret:
the table now shows nobody's face-down cards (shown_seat None: neither the attacker's
unplayed cards nor the defender's unturned ones), keeps the round's turned row and its
tally in view (the next round's deal waits: `holds`), says both may look, and waits for
Enter, Space or a click on its button; only then the next cover comes, or the turn goes
on in the open.

Fewest passes that keep the secrets (ties): a defender's lone card is laid by the table
(handoff_skip.lay_unseen), and an attacker with no choice at all (one card, one slot:
`play_unseen`) has it played by the table in the open, its turning the reveal: a round
of one card against one asks no pass of the laptop, only the read.

Against the computer (newcomer M, s11, nc-M/130_03..07, 149, 150_07: a whole turn of its
battles, each result on screen 0.5-1 s, even at 0.5x): a round the computer's card ends,
in its turn, waits for the person's read the same way (`watched`); and so does the
person's own round as attacker (newcomer P, s12, 049: her 2-vs-Q loss flashed by, where
as defender, 044, the reveal waited for Enter: the same pause both ways). The computer's turn clock stands still meanwhile
(DojoScene.update): the time read is the person's, not its 4 s budget. A round that ends
the game is left to end_hold.py, which holds the final board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..widgets import Button
from .battle_key import key_lines
from .handoff_skip import shared_screen
from .layout import LOG_LINE

if TYPE_CHECKING:
    from typing import Any

    from ninjas.core.events import Event

    DojoTable = Any  # the scene itself

GO_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_e)
"""The keys that say the round's cards are read."""
NEXT_ROUND = frozenset({"redraw", "battle_cards", "fury", "joker"})
"""The events of the next round's deal: they wait while the turned cards are read."""
BUTTON_W, BUTTON_H = 230, 50


class GoOn:
    """A read the person ends with Enter, Space or E, or a click anywhere, once `shown`:
    its Go on button, keys and click, shared by the round's turned cards (RevealHold)
    and the final board (end_hold.EndHold), which say when they are shown and what
    `go_on` does."""

    def __init__(self, table: DojoTable, button_key: str) -> None:
        self.table = table
        app = table.app
        self.button = Button(
            app,
            (0, 0, 1, 1),
            lambda: app.tr(button_key),
            self.go_on,
            style="primary",
            size=theme.FONT_BODY,
        )

    @property
    def shown(self) -> bool:
        raise NotImplementedError

    def go_on(self) -> None:
        raise NotImplementedError

    def take_key(self, key: int) -> bool:
        """Enter, Space or E once shown: read (True: taken). Before, the keys are left
        to the table (Space hurries)."""
        if not self.shown or key not in GO_KEYS:
            return False
        self.button.click()
        self.go_on()
        return True

    def take_press(self, pos: tuple[int, int]) -> bool:
        """A click on the table, its button or anywhere else, once shown (True: taken;
        the top bar's buttons answer first)."""
        if not self.shown:
            return False
        self.button.click()
        self.go_on()
        return True


class RevealHold(GoOn):
    """`RevealHold(table)`: `after_play(kind)` once an action is played; `waiting` while
    the turned cards wait to be read; `go_on()` when they are."""

    def __init__(self, table: DojoTable) -> None:
        super().__init__(table, "dojo.reveal.button")
        self.waiting = False
        self.reader: int | None = None
        """The attacker, who played the round's last card at the laptop."""
        self.card_click = False
        """A click on a card of the tray was not taken as the read (card_click)."""

    def after_play(self, kind: str, seat: int) -> None:
        """The attacker's card just played ended the round (the battle goes to its next
        round, the next battle, or on): hold, with nobody's hidden cards shown."""
        state = self.table.state
        if kind != "play" or state.phase == "attack":
            return
        if not shared_screen(self.table):
            if watched_game(self.table) and not state.is_terminal:
                self.waiting, self.reader, self.card_click = True, None, False
                self.table.choices.build()  # none until read (options_panel.build)
            return
        self.waiting, self.card_click = True, False
        self.reader = seat
        self.table.shown_seat = None  # the unplayed cards of both go back unseen
        self.table.choices.build()  # none until read (options_panel.build)

    def holds(self, event: Event) -> bool:
        """The queued `event` waits for the read (the next round's deal)."""
        return self.waiting and event.kind in NEXT_ROUND

    @property
    def shown(self) -> bool:
        """Its button is offered: the round's cards have turned (nothing else told)."""
        table = self.table
        queue = table.queue
        told = not queue or self.holds(queue[0])
        return self.waiting and told and not table.stage.blocking and table.app.top is table

    def take_press(self, pos: tuple[int, int]) -> bool:
        """A click reads the turned cards, except on a card of the tray: that click was
        aimed at a card, most often one of hers the table had just laid for her (taken,
        nothing done; the prompt says why)."""
        if self.shown and on_a_card(self.table, pos):
            self.card_click = True
            return True
        return super().take_press(pos)

    def go_on(self) -> None:
        """Read: the next round's deal is told, then the next cover (or the turn goes on
        in the open). The person at the laptop is the attacker, with the others looking:
        a cover for the attacker's next cards asks nobody to pass it (handoff_skip)."""
        if not self.waiting:
            return
        self.waiting = False
        table = self.table
        if self.reader is None:  # the computer's round, read by the person
            if table.state.battle is None:  # the battle is over and read: its panel
                # goes with it, not over the board's top-left through the summoning
                # that follows (newcomer P, s12, 060)
                table.stage.tray = None
            table.choices.build()
            return
        table.holder = None
        table.open_seat = self.reader
        table.choices.build()

    def clear(self) -> None:
        """The state changed under the table (an undo, a load)."""
        self.waiting = False

    def prompt(self) -> str:
        if self.card_click:
            return str(self.table.app.tr("dojo.reveal.card_click"))
        key = "dojo.reveal.prompt" if self.reader is not None else "dojo.reveal.prompt_ai"
        return str(self.table.app.tr(key))

    def keep_tray(self) -> None:
        """Each frame: the battle's tray stays in full view while its cards are read (a
        battle over closes it, and it fades once read)."""
        tray = self.table.stage.tray
        if self.waiting and tray is not None and tray.closing is not None:
            tray.closing = min(tray.closing, 0.0)

    def draw(self, canvas: pygame.Surface) -> None:
        """The button in the action panel, under the die and the battle's key, never
        over their words (read_place)."""
        if not self.shown:
            return
        self.button.rect = read_place(self.table)
        self.button.hovered = self.button.rect.collidepoint(self.table.mouse)
        self.button.draw(canvas)


def read_place(table: DojoTable) -> pygame.Rect:
    """The turned cards' Go on button: under the prompt's die and choices and under the
    battle's key (the ranks, the tie), at the panel's foot when they fill it, the key
    then left out (battle_key.key_lines: never cut). It stood where the End turn does,
    over the key's last line ('sauf en montagne, où le défenseur l'emporte', newcomer X,
    s13, 059_4, 063_5)."""
    action = table.layout.action
    rect = pygame.Rect(0, 0, theme.px(BUTTON_W), theme.px(BUTTON_H))
    panel = table.prompt_panel
    top = panel.key_top()
    lines = key_lines(table, top, panel.key_area(whole=True))
    y = top + len(lines) * theme.px(LOG_LINE) + theme.px(8) if lines else top
    rect.midtop = (action.centerx, min(y, action.bottom - theme.px(8) - rect.height))
    return rect


def on_a_card(table: DojoTable, pos: tuple[int, int]) -> bool:
    """Is `pos` on a card of the battle's tray? Laying her cards one by one, a defender's
    last card is laid by the table (controls.lay_alone), the computer strikes, and her
    click on that card, which she still meant to lay, read the turned cards unseen: the
    blow and the rest of its turn went by (newcomer N, s17, 155->157; E4 s18 in a real
    window, three cards: the third click ended the read)."""
    layout = table.tray_view.layout
    rects = [r for r, _ in layout.pool + layout.hand + layout.slots]
    rects += [r for pair in layout.turned for r in pair]
    return any(r.inflate(theme.px(8), theme.px(8)).collidepoint(pos) for r in rects)


def watched_game(table: DojoTable) -> bool:
    """One person against the computer at the laptop: every round's turned cards wait
    for the read, whoever attacked (an animated table: tests that play at once,
    animate=False, run on)."""
    return bool(table.animate and len(table.humans) == 1 and table.phones is None)


def watched(table: DojoTable, seat: int) -> bool:
    """`seat` is the computer's, with one person watching the laptop."""
    return watched_game(table) and seat not in table.humans


def play_unseen(table: DojoTable) -> bool:
    """An attacker with no choice at all, one card against one face-down card: the table
    plays it in the open, no pass of the laptop, its turning shown to both (True); else
    nothing is done (False).

    Only a hand of one card, which every seat can count: cards of one rank against one
    slot are no choice either, but playing them for her would tell the defender at the
    laptop that the hand she keeps is all of that rank (s15: hidden information wins
    over one cover; before, s13's newcomer X had them played by the table)."""
    state = table.state
    if state.phase != "attack" or not shared_screen(table):
        return False
    battle = state.battle
    if battle is None or len(battle.hand) != 1:
        return False
    legal = state.legal_actions()
    if len(legal) != 1:
        return False
    table.shown_seat = None
    table.play(str(legal[0]))
    return True
