"""The computer's Dojo turn followed one walk at a time (newcomer F, s15: 'the turn is
fast, 2-3 s for 5-7 walks with free forest steps; I could not follow it live, only
afterwards'). The default stays brisk (a whole turn near issue 33's 4 s); with Settings'
"Computer's turns: One move at a time" (settings.computer_pace "step", as Taisen's
table follows, scenes/taisen/follow.py), each of its walks, once landed and ringed
(march_beat.py), waits: 'Its next move (Enter)' where the turned cards' Go on stands,
until Enter, Space, E or a click, or FOLLOW_WAIT seconds. Its battles against a person
wait for her read already (reveal_hold.py), its summoning's dice are held in view
(stage.py). A key that ends a wait ends only the wait: the computer's next move comes
after it, never the person's turn, and a key held on is dropped there
(tableflow/keys.CarriedKeys). The wait is the table's own event, never recorded."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event

from .reveal_hold import GoOn, read_place

if TYPE_CHECKING:
    DojoTable = Any  # the scene itself

FOLLOW = "follow_wait"
"""The event a computer's walk waits at, one move at a time (held until read)."""
FOLLOW_WAIT = 2.5
"""Seconds (at speed 1) a computer's walk waits when nobody goes on."""
STEP = "step"


def on(table: DojoTable) -> bool:
    """One move at a time, at a table where a person watches the computer play."""
    return bool(
        table.app.settings.computer_pace == STEP
        and table.humans
        and not table.app.demo
        and not getattr(table, "watching", False)
    )


def wait(seat: int) -> Event:
    """The wait after a computer's walk (seat `seat`)."""
    return Event(FOLLOW, {"seat": seat})


class FollowHold(GoOn):
    """`FollowHold(table)`: `shown` while a computer's walk waits; `go_on()` lets it
    play on; `frame()` each update ends a wait FOLLOW_WAIT seconds old."""

    def __init__(self, table: DojoTable) -> None:
        super().__init__(table, "dojo.follow.button")
        self.since: float | None = None
        """The table's time when the wait shown began."""

    def holds(self, event: Event) -> bool:
        return event.kind == FOLLOW

    @property
    def shown(self) -> bool:
        table = self.table
        queue = table.queue
        return bool(
            queue
            and queue[0].kind == FOLLOW
            and not table.stage.blocking
            and table.app.top is table
        )

    def go_on(self) -> None:
        queue = self.table.queue
        if queue and queue[0].kind == FOLLOW:
            queue.pop(0)
        self.since = None

    def frame(self) -> None:
        """A wait shown FOLLOW_WAIT seconds (at the animation speed) goes on by itself;
        one left when the pace turned brisk goes at once."""
        if not self.shown:
            self.since = None
            return
        table = self.table
        if not on(table):
            self.go_on()
            return
        if self.since is None:
            self.since = table.time
        speed = float(table.app.settings.animation_speed) or 1.0
        if (table.time - self.since) * speed >= FOLLOW_WAIT:
            self.go_on()

    def draw(self, canvas: pygame.Surface) -> None:
        """'Its next move (Enter)' where the turned cards' Go on stands (read_place)."""
        if not self.shown:
            return
        table = self.table
        self.button.rect = read_place(table)
        self.button.hovered = self.button.rect.collidepoint(table.mouse)
        self.button.draw(canvas)
