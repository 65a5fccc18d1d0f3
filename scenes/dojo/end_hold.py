"""A game the computer's move ends keeps its final board, with a banner saying what
happened ('Blue clan takes your Dojo: defeat'), until the person presses a key or
clicks; only then the results (issue 33, newcomer M, s11, nc-M/130_07: the computer's
turn walked in, fought and threw, then 'Défaite' came by itself about 3 s after its
turn began). A person's own last move already waits for End turn (turn_end.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from . import art, step_said
from .layout import OPTIONS_TOP
from .reveal_hold import BUTTON_H, BUTTON_W, GoOn, watched
from .ribbon_place import draw_ribbon

if TYPE_CHECKING:
    from typing import Any

    from ninjas.core.events import Event

    DojoTable = Any  # the scene itself

px = theme.px


def holding(table: DojoTable) -> bool:
    """A read is waited for: a round's turned cards, a person's summoning before the
    computer plays (summon_hold.py), or the end of the game (the table busy: the
    computer, the hand-off and the results wait)."""
    return bool(table.reveal.waiting or table.summon_hold.waiting or table.end_hold.waiting)


def after_play(table: DojoTable, kind: str, seat: int) -> None:
    """An action was played: the reads it calls for begin."""
    table.reveal.after_play(kind, seat)
    table.summon_hold.after_play(kind, seat)


def holds(table: DojoTable, event: Event) -> bool:
    """The queued `event` waits for a read (the next round's deal, the turn's end)."""
    return bool(
        table.reveal.holds(event)
        or table.summon_hold.holds(event)
        or table.turn_again.holds(event)
        or table.turn_again.follow.holds(event)  # a computer's walk, one at a time
    )


def read_shown(table: DojoTable) -> bool:
    """A read stands that stops the computer's turn clock: the turned cards, or its walk
    waiting one move at a time (follow_pace.py): the time read is the person's."""
    return bool(table.reveal.shown or table.turn_again.follow.shown)


def clear(table: DojoTable) -> None:
    """The state changed under the table (an undo, a load): no read is waited for."""
    table.reveal.clear()
    table.summon_hold.clear()


def read_key(table: DojoTable, key: int) -> bool:
    reads = (table.reveal, table.summon_hold, table.end_hold, table.turn_again)
    theirs = table.fresh_enter.theirs()  # (before the read plays on: fresh_enter.py)
    taken = any(read.take_key(key) for read in (*reads, table.turn_again.follow))
    if taken:
        table.fresh_enter.read(key, theirs)
    return taken


def read_press(table: DojoTable, pos: tuple[int, int]) -> bool:
    reads = (table.reveal, table.summon_hold, table.end_hold, table.turn_again)
    theirs = table.fresh_enter.theirs()
    taken = any(read.take_press(pos) for read in (*reads, table.turn_again.follow))
    if taken:
        table.fresh_enter.read(None, theirs)
    return taken


def draw_reads(table: DojoTable, canvas: pygame.Surface) -> None:
    table.reveal.draw(canvas)
    table.summon_hold.draw(canvas)
    table.end_hold.draw(canvas)
    table.turn_again.draw(canvas)  # the computer's walks seen again (turn_again.py)
    table.turn_again.follow.draw(canvas)  # one move at a time (follow_pace.py)
    step_said.draw(canvas, table)  # the step shown, in words (step_said.py)


class EndHold(GoOn):
    """`EndHold(table)`: `waiting` while the final board waits for the person's read;
    `go_on()` opens the results."""

    def __init__(self, table: DojoTable) -> None:
        super().__init__(table, "dojo.end_hold.button")
        self.read_at: int | None = None
        """The number of actions played when the person read the end (an undo forgets)."""

    @property
    def waiting(self) -> bool:
        """The computer's move ended the game, the person has not said it is read."""
        table = self.table
        if not table.state.is_terminal or table.results_shown:
            return False
        turn = table.last_turn
        if turn is None or not watched(table, turn):
            return False
        return self.read_at != len(table.session.actions)

    @property
    def shown(self) -> bool:
        """The banner and its button: the end told, nothing else held."""
        table = self.table
        stage = table.stage
        told = not any(e.kind == "banner" and not e.done for e in stage.effects)
        still = not table.queue and not stage.blocking and not table.reveal.waiting
        if stage.tray is not None and stage.tray.closing is not None:
            still = False  # the last battle's tray goes first (else the ribbon, placed
            # clear of it, stayed low on the map once it had gone: ribbon_place)
        return self.waiting and still and told and table.app.top is table

    def go_on(self) -> None:
        """Read: the results (the table no longer busy with it)."""
        if not self.waiting:
            return
        self.read_at = len(self.table.session.actions)
        self.table.show_results()

    def words(self) -> str:
        """What happened, from the person's side: who took whose Dojo, or whose deck ran
        out and the land then, and the result."""
        table = self.table
        state = table.state
        tr = table.app.tr
        me = table.humans[0]
        other = 1 - me
        result = "tie" if state.winner is None else ("win" if state.winner == me else "lose")
        if state.end_reason == "dojo":
            return str(tr(f"dojo.end_hold.dojo_{result}", name=table.seat_name(other)))
        short = state.ran_out if state.ran_out is not None else other
        # by names, the winner first, as the results say it ('land, you 13, Blue clan 2'
        # mixed 'you' and names: newcomer K, s17, 074)
        first, second = (other, me) if state.winner == other else (me, other)
        return str(
            tr(
                f"dojo.end_hold.cards_{result}",
                short=table.seat_name(short),
                first=table.seat_name(first),
                a=state.land(first),
                second=table.seat_name(second),
                b=state.land(second),
            )
        )

    def prompt(self) -> str:
        return str(self.table.app.tr("dojo.end_hold.prompt", what=self.words()))

    def draw(self, canvas: pygame.Surface) -> None:
        """The banner in the winner's colour, its button under it, in the action panel
        under the prompt, clear of the board the prompt asks her to look at (newcomer T,
        s20, 089_4: over the map at 1920x1080, the whole board the ribbon's place was
        hexes, it hid the bottom row and its ninjas)."""
        if not self.shown:
            return
        table = self.table
        winner = table.state.winner
        colour = art.CLAN_COLOURS[winner] if winner is not None else theme.GOLD
        action = table.layout.action
        top = action.top + px(OPTIONS_TOP)
        inside = pygame.Rect(action.left, top, action.width, action.bottom - top)
        ribbon = draw_ribbon(table, canvas, self.words(), colour, 210, inside=inside)
        self.button.rect = pygame.Rect(0, 0, px(BUTTON_W), px(BUTTON_H))
        self.button.rect.midtop = (ribbon.centerx, ribbon.bottom + px(12))
        self.button.rect.clamp_ip(action)
        self.button.hovered = self.button.rect.collidepoint(table.mouse)
        self.button.draw(canvas)
