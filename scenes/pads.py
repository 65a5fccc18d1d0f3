"""Gamepads (issue 19 §1): one pad per seat, through SDL's game controller support.

SDL knows the pads (its own mapping database turns any known pad into the same
A/B/X/Y, D-pad, sticks, triggers and Start); this module writes no mapping of its own.
`App.pads` (a `PadHub`) opens each pad SDL announces, remembers which seat holds which
pad for the game being played, turns SDL's controller events into `PadPress`es
("up", "a", "start", "lt"...), repeats a direction or trigger held, and tells the app
when a seat's pad is unplugged or comes back.

Scenes get presses through `Scene.handle_pad` (scenes/scene.py): a menu screen reads
them as keys (any pad: arrows, Enter, Escape); a table (scenes/table.py) moves a focus
among the choices its seat may make now (`PadTarget`s), draws its ring
(`draw_pad_ring`) and lets only the pad of the seat to act act.

Seats hold pads by the pad's SDL instance id. A pad plugged in again gets a new id:
it is given to the seat that lost its pad (`PadLostScene` waits for it).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from . import theme
from .pad_hub import (  # noqa: F401 (the hub's names, re-exported for scenes and tests)
    AXIS_MAX,
    BUTTONS,
    DIRECTIONS,
    PAD_EVENTS,
    REPEAT_DELAY,
    REPEAT_EVERY,
    REPEATED,
    STICK_OFF,
    STICK_ON,
    PadHub,
    PadPress,
    _open_pad,
)
from .scene import Scene
from .widgets import Button, draw_hint, draw_panel, wrap_text

if TYPE_CHECKING:
    from .host import Host


# ---------------------------------------------------------------------- focus
@dataclass
class PadTarget:
    """A choice a pad can focus on a table: where it is drawn (`rect`, real pixels), what
    A does (`action`; None: a click at its middle) and what names it across frames
    (`key`; its rectangle when None)."""

    rect: pygame.Rect
    action: Callable[[], Any] | None = None
    key: Hashable = None
    ident: Hashable = field(init=False)

    def __post_init__(self) -> None:
        self.rect = pygame.Rect(self.rect)
        self.ident = self.key if self.key is not None else tuple(self.rect)


def step_focus(targets: Sequence[PadTarget], current: int, direction: tuple[int, int]) -> int:
    """The target a direction leads to from target `current`: the nearest whose middle
    lies that way (within 60 degrees, nearer to the line counting more); when none
    does, the next one in the list's order (the previous one for left and up), so every
    target can be reached."""
    if not targets:
        return -1
    if not 0 <= current < len(targets):
        return 0
    sx, sy = targets[current].rect.center
    best: tuple[float, int] | None = None
    for index, target in enumerate(targets):
        if index == current:
            continue
        dx, dy = target.rect.centerx - sx, target.rect.centery - sy
        along = dx * direction[0] + dy * direction[1]
        if along <= 0:
            continue
        across = abs(dx * direction[1] - dy * direction[0])
        if across > along * math.sqrt(3):
            continue
        score = along + 2.0 * across
        if best is None or score < best[0]:
            best = (score, index)
    if best is not None:
        return best[1]
    forward = 1 if direction in ((1, 0), (0, 1)) else -1
    return (current + forward) % len(targets)


RING = (255, 255, 255)
"""The pad's ring: white, a colour no table uses for its own highlights (gold: hints,
hover and keys; vermilion: refusals)."""
RING_SHADOW = (12, 10, 24)
A_BADGE = (64, 170, 80)


def draw_pad_ring(canvas: pygame.Surface, rect: pygame.Rect, time: float, label: str = "") -> None:
    """The pad's focus: a white ring on a wide dark one (it reads on any art), breathing
    a little, an "A" badge on its top right corner (A chooses it) and `label` (the
    seat's name, when several people play) on a tag above its top left corner."""
    px = theme.px
    grow = px(7) + round(px(2) * (0.5 + 0.5 * math.sin(time * 5.0)))
    ring = rect.inflate(2 * grow, 2 * grow).clip(canvas.get_rect().inflate(-px(4), -px(4)))
    radius = px(12)
    pygame.draw.rect(canvas, RING_SHADOW, ring.inflate(px(6), px(6)), px(8), border_radius=radius)
    pygame.draw.rect(canvas, RING, ring, max(3, px(5)), border_radius=radius)
    badge = max(px(13), 10)
    centre = (min(ring.right, canvas.get_width() - badge - 1), max(ring.top, badge + 1))
    pygame.draw.circle(canvas, RING_SHADOW, centre, badge + px(3))
    pygame.draw.circle(canvas, A_BADGE, centre, badge)
    theme.blit_text(canvas, "A", theme.FONT_MIN, RING, center=centre)
    if label:
        text = theme.text(label, theme.FONT_MIN, RING_SHADOW)
        tag = text.get_rect()
        tag.inflate_ip(px(14), px(6))
        tag.bottomleft = (ring.left + px(4), ring.top - px(2))
        if tag.top < 0:
            tag.top = ring.bottom + px(2)
        tag.clamp_ip(canvas.get_rect())
        pygame.draw.rect(canvas, RING_SHADOW, tag.inflate(px(4), px(4)), border_radius=px(7))
        pygame.draw.rect(canvas, RING, tag, border_radius=px(6))
        canvas.blit(text, text.get_rect(center=tag.center))


# ---------------------------------------------------------------------- a pad lost
PANEL_SIZE = (680, 280)


class PadLostScene(Scene):
    """Over a table whose seat lost its pad: the game waits (the table is not updated
    under an overlay), the screen names the seat; a pad plugged in, or A pressed on a
    pad no seat holds, gives it that seat's pad again and the game goes on. "Play on
    without it" (or Esc) lets the seat play with the mouse and keys."""

    overlay = True

    def __init__(self, app: Host, seat_names: Callable[[int], str], seats: Sequence[int]) -> None:
        super().__init__(app)
        self.seat_names = seat_names
        self.seats = list(seats)
        self.time = 0.0
        self.button = Button(
            app, (0, 0, 1, 1), lambda: app.tr("pads.lost.play_on"), self.play_on, style="quiet"
        )
        self.panel = pygame.Rect(0, 0, 1, 1)

    @property
    def waiting(self) -> list[int]:
        """The seats of this table still without their pad."""
        return [seat for seat in self.seats if seat in self.app.pads.lost]

    def _layout(self, size: tuple[int, int]) -> None:
        with theme.scaled_for(size):
            self.panel = theme.centred_rect(*PANEL_SIZE, size)
            rect = theme.design_rect(0, 0, 360, 56)
            rect.midbottom = (self.panel.centerx, self.panel.bottom - theme.px(26))
            self.button.rect = rect

    def play_on(self) -> None:
        for seat in self.waiting:
            self.app.pads.release(seat)
        self.close()

    def close(self) -> None:
        if self in self.app.stack:
            if self.app.top is self:
                self.app.pop()
            else:
                self.app.stack.remove(self)

    def handle_event(self, event: pygame.event.Event) -> None:
        self._layout(self.app.view_size)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.play_on()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.button.activate()
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.button.handle_event(event)

    def handle_pad(self, press: PadPress) -> None:
        """A on a pad that no seat holds: it becomes the waiting seat's pad."""
        waiting = self.waiting
        if press.command == "a" and press.seat is None and waiting:
            self.app.pads.give(waiting[0], press.pad)
            self.app.audio.play("click")
            if not self.waiting:
                self.close()

    def update(self, dt: float) -> None:
        self.time += dt
        self.button.update(dt)
        if not self.waiting:
            self.close()

    def draw(self, canvas: pygame.Surface) -> None:
        size = canvas.get_size()
        self._layout(size)
        theme.draw_veil(canvas, 200)
        draw_panel(canvas, self.panel, border=theme.VERMILION)
        tr = self.app.tr
        px = theme.px
        names = ", ".join(self.seat_names(seat) for seat in self.waiting)
        title = theme.blit_text(
            canvas,
            tr("pads.lost.title", seat=names),
            theme.FONT_HEADING,
            theme.GOLD,
            "display",
            shadow=True,
            midtop=(self.panel.centerx, self.panel.top + px(24)),
        )
        y = title.bottom + px(16)
        for line in wrap_text(
            tr("pads.lost.text", seat=names), theme.FONT_BODY, self.panel.width - px(60)
        )[:4]:
            label = theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(self.panel.centerx, y)
            )
            y = label.bottom + px(4)
        self.button.draw(canvas)
        draw_hint(canvas, tr("pads.lost.keys"))
