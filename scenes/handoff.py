"""The hand-off screen: with two or more people at one laptop, the table is covered
between their turns, so nobody sees a hand that is not theirs.

It is opaque (the table is not drawn under it), names who plays next, and waits for
that person's explicit "I am <name>: show my hand" (the button, Enter or Space). A
stray click elsewhere does nothing. Any game uses it:

    if needs_handoff(session, shown_seat):
        app.push(HandoffScene(app, name, colour, on_ready=lambda: reveal(seat)))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from . import theme
from .scene import Scene
from .widgets import Button, draw_brush_line

if TYPE_CHECKING:
    from .app import App

READY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
GRACE_SECONDS = 0.4
"""Keys held from the last turn are ignored this long, so nobody skips it by accident."""


def human_seats(session: Any) -> list[int]:
    return [i for i, seat in enumerate(session.seats) if not seat.is_ai]


def needs_handoff(session: Any, shown_seat: int | None) -> bool:
    """A hand-off is due: two or more people play, and the seat to move is a person
    whose hand is not the one shown."""
    if session.state.is_terminal or len(human_seats(session)) < 2:
        return False
    seat = session.state.current_player
    return seat in human_seats(session) and seat != shown_seat


class HandoffScene(Scene):
    """`HandoffScene(app, name, colour, on_ready)`: covers the screen until `name`
    says it is them; then pops itself and calls `on_ready()`."""

    def __init__(
        self,
        app: App,
        name: str,
        colour: tuple[int, int, int],
        on_ready: Callable[[], None],
        message_key: str = "handoff.pass_to",
    ) -> None:
        super().__init__(app)
        self.name = name
        self.colour = colour
        self.on_ready = on_ready
        self.message_key = message_key
        self.time = 0.0
        self.done = False
        self.button = Button(
            app,
            (390, 430, 500, 70),
            lambda: app.tr("handoff.ready", name=name),
            self.ready,
            style="primary",
        )

    def ready(self) -> None:
        if self.done or self.time < GRACE_SECONDS:
            return
        self.done = True
        if self.app.top is self:
            self.app.pop()
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in READY_KEYS:
            self.ready()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.button.handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.button.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        theme.draw_background(canvas)
        theme.draw_veil(canvas, 235)
        tr = self.app.tr
        title = theme.shadowed_text(
            tr(self.message_key, name=self.name), theme.FONT_BANNER, self.colour, kind="display"
        )
        canvas.blit(title, title.get_rect(center=(640, 250)))
        draw_brush_line(canvas, 640, 300, 520)
        hint = theme.text(tr("handoff.hint"), theme.FONT_BODY, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(center=(640, 350)))
        self.button.draw(canvas)


def hand_over(table: Any, seat: int, colour: tuple[int, int, int]) -> None:
    """Cover `table` until `seat`'s person says they are at the laptop: the table's
    `handoff_open` is set meanwhile, then its `shown_seat` becomes `seat` and it is
    refreshed. (The tables of Shinobi, Ninja Night and Dojo.)"""
    table.handoff_open = True

    def ready() -> None:
        table.handoff_open = False
        table.shown_seat = seat
        table._refresh()

    table.app.push(HandoffScene(table.app, table.seat_name(seat), colour, ready))
