"""A person's own summoning, rolled, waits for their read before the computer plays
(newcomer X, s13, 034-036, 055_1-2: after her last die the result panel and the
computer's whole turn went by in about 2 s; she never read 'Hélène gains 3 ninjas').

The summoning that passes the turn to a computer keeps its dice, their faces and the
'+N' on the board, and the prompt says what they gave and that Enter (Space, E) or a
click goes on: only then the turn's end is told ('Blue clan: turn 3') and the computer
starts, as a battle's turned cards wait (reveal_hold.py). Between two people nothing
waits: the next one's turn shows the summoning's '+N' as it comes. The computer's
summoning, one move at a time (Settings), is held alike before the person's turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..tableflow import computer_pace
from .reveal_hold import BUTTON_H, BUTTON_W, GoOn, watched_game

if TYPE_CHECKING:
    from typing import Any

    from ninjas.core.events import Event

    DojoTable = Any  # the scene itself

TURN_EVENTS = frozenset({"turn_over", "turn"})
"""The events of the turn's end: they wait while the summoning is read."""
SUMMON_ENDS = frozenset({"die", "joker"})
"""The actions whose roll (or Joker's ninja) may end a summoning."""


class SummonHold(GoOn):
    """`SummonHold(table)`: `after_play(kind, seat)` once an action is played; `waiting`
    while the person's rolled summoning waits to be read; `go_on()` when it is."""

    def __init__(self, table: DojoTable) -> None:
        super().__init__(table, "dojo.reveal.button")
        self.waiting = False

    def after_play(self, kind: str, seat: int) -> None:
        """The person's last die (or Joker) ended their turn, and a computer plays next:
        hold the turn's end until it is read."""
        table = self.table
        state = table.state
        if kind not in SUMMON_ENDS or not watched_game(table) or state.is_terminal:
            return  # (one person and the computer at the laptop, animated)
        seats = table.session.seats
        if not (0 <= seat < len(seats)):
            return
        if seats[seat].is_ai:  # the computer's, one move at a time: its cards and dice
            # held till her press too (newcomer K, s17, 048 -> 049: 'one press played
            # the summoning and my turn began 3 s later')
            self.waiting = computer_pace.following(table) and not table.session.ai_to_move
            return
        if state.mover != seat and table.session.ai_to_move:
            self.waiting = True

    def holds(self, event: Event) -> bool:
        """The queued `event` waits for the read (the turn's end)."""
        return self.waiting and event.kind in TURN_EVENTS

    @property
    def shown(self) -> bool:
        """Its button is offered: the dice have stopped (everything before the turn's
        end told)."""
        table = self.table
        queue = table.queue
        told = not queue or self.holds(queue[0])
        return self.waiting and told and not table.stage.blocking and table.app.top is table

    def go_on(self) -> None:
        """Read: the turn's end is told, and the computer plays."""
        if self.waiting:
            self.waiting = False
            self.table.choices.build()

    def clear(self) -> None:
        """The state changed under the table (an undo, a load)."""
        self.waiting = False

    def prompt(self, rolled: str) -> str:
        """'The dice show 6, 2: you gain 1 ninja. Enter or a click: Blue clan's turn.'"""
        name = self.table.seat_name(self.table.state.current_player)
        return str(self.table.app.tr("dojo.summon_hold.prompt", what=rolled, name=name))

    def place(self) -> pygame.Rect:
        """The Go on button: just above the summoning's cards at the panel's foot, the
        dice's rows kept above it (rows_bottom)."""
        table = self.table
        action = table.layout.action
        cards_top = action.bottom - theme.px(table.summoning.area_h())
        rect = pygame.Rect(0, 0, theme.px(BUTTON_W), theme.px(BUTTON_H))
        rect.midbottom = (action.centerx, cards_top - theme.px(4))
        return rect

    def rows_bottom(self, bottom: int) -> int:
        """Where the summoning's rows of dice must end (`bottom`, or above the button)."""
        return min(bottom, self.place().top - theme.px(6)) if self.shown else bottom

    def draw(self, canvas: pygame.Surface) -> None:
        """The Go on button, between the dice's rows and the summoning's cards."""
        if not self.shown:
            return
        self.button.rect = self.place()
        self.button.hovered = self.button.rect.collidepoint(self.table.mouse)
        self.button.draw(canvas)
