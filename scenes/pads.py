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

import logging
import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from . import theme
from .scene import Scene
from .widgets import Button, draw_hint, draw_panel, wrap_text

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

BUTTONS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: "a",
    pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x",
    pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_BACK: "back",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "lb",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rb",
}
"""SDL's named buttons (SDL maps each pad's own buttons onto these) to our words."""

DIRECTIONS: dict[str, tuple[int, int]] = {
    "up": (0, -1),
    "down": (0, 1),
    "left": (-1, 0),
    "right": (1, 0),
}
REPEATED = ("up", "down", "left", "right", "lt", "rt")
"""Commands repeated while held (D-pad, stick, triggers)."""
REPEAT_DELAY = 0.35
REPEAT_EVERY = 0.09
STICK_ON = 0.55
"""Share of the stick's travel past which it points a way (and the triggers press)."""
STICK_OFF = 0.3
"""Back under this share, the stick is at rest again."""
AXIS_MAX = 32767.0
PAD_EVENTS = frozenset(
    {
        pygame.CONTROLLERDEVICEADDED,
        pygame.CONTROLLERDEVICEREMOVED,
        pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP,
        pygame.CONTROLLERAXISMOTION,
    }
)


@dataclass(frozen=True)
class PadPress:
    """One press of pad `pad` (an SDL instance id): `command` is one of BUTTONS' words,
    or "lt"/"rt" for a trigger; `seat` the seat that holds the pad (None: no seat)."""

    pad: int
    command: str
    seat: int | None = None
    repeat: bool = False


@dataclass
class _Held:
    command: str
    pad: int
    wait: float = REPEAT_DELAY


def _open_pad(device_index: int) -> tuple[int, str, Any] | None:
    """Open the pad SDL announced at `device_index`: (instance id, name, handle)."""
    try:
        from pygame._sdl2 import controller

        if not controller.get_init():
            controller.init()
        if not controller.is_controller(device_index):
            return None
        pad = controller.Controller(device_index)
        return pad.as_joystick().get_instance_id(), str(pad.name), pad
    except (pygame.error, ImportError, AttributeError, IndexError) as exc:
        log.info("pad %s not opened: %s", device_index, exc)
        return None


class PadHub:
    """The pads known, and the seats that hold them (`App.pads`)."""

    def __init__(self) -> None:
        self.opener: Callable[[int], tuple[int, str, Any] | None] = _open_pad
        """Opens a pad SDL announced (tests give a stand-in: the dummy driver has none)."""
        self.pads: dict[int, str] = {}
        """Pads known, by instance id: their names."""
        self._handles: dict[int, Any] = {}
        """SDL's controller objects, kept open while the pad is plugged in."""
        self.seats: dict[int, int] = {}
        """Seat -> the instance id of its pad, for the game being set up or played."""
        self.lost: dict[int, str] = {}
        """Seats whose pad was unplugged -> the pad's name (until one comes back)."""
        self.in_use = False
        """The last input came from a pad (tables draw their focus ring then)."""
        self._held: dict[tuple[int, str], _Held] = {}
        self._stick: dict[tuple[int, str], str] = {}
        """A stick or trigger pointing a way now, per pad and axis group."""
        self.start_sdl()

    @staticmethod
    def start_sdl() -> None:
        """SDL's game controller part on (it sends the pad events), when it can be."""
        try:
            from pygame._sdl2 import controller

            if not controller.get_init():
                controller.init()
        except (pygame.error, ImportError) as exc:
            log.info("no game controller support: %s", exc)

    # ------------------------------------------------------------------ seats
    def seat_of(self, pad: int) -> int | None:
        return next((seat for seat, held in self.seats.items() if held == pad), None)

    def pad_of(self, seat: int) -> int | None:
        return self.seats.get(seat)

    def give(self, seat: int, pad: int) -> None:
        """`pad` is now `seat`'s (taken from any other seat that held it)."""
        for other in [s for s, p in self.seats.items() if p == pad]:
            del self.seats[other]
        self.seats[seat] = pad
        self.lost.pop(seat, None)
        self.pads.setdefault(pad, "")

    def release(self, seat: int) -> None:
        """`seat` plays without a pad (the mouse and keys still work for it)."""
        self.seats.pop(seat, None)
        self.lost.pop(seat, None)

    def clear(self) -> None:
        self.seats.clear()
        self.lost.clear()

    def name(self, pad: int | None) -> str:
        if pad is None:
            return ""
        return self.pads.get(pad) or f"#{pad + 1}"

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> list[PadPress]:
        """One SDL controller event: the presses it makes (none for a plug or unplug)."""
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            self._added(int(getattr(event, "device_index", 0)))
            return []
        pad = int(getattr(event, "instance_id", -1))
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self._removed(pad)
            return []
        self.pads.setdefault(pad, "")  # a pad heard from is a pad known
        if kind == pygame.CONTROLLERBUTTONDOWN:
            command = BUTTONS.get(int(getattr(event, "button", -1)))
            if command is None:
                return []
            if command in REPEATED:
                self._held[(pad, command)] = _Held(command, pad)
            return [self._press(pad, command)]
        if kind == pygame.CONTROLLERBUTTONUP:
            command = BUTTONS.get(int(getattr(event, "button", -1)), "")
            self._held.pop((pad, command), None)
            return []
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(pad, int(getattr(event, "axis", -1)), int(getattr(event, "value", 0)))
        return []

    def _press(self, pad: int, command: str, repeat: bool = False) -> PadPress:
        self.in_use = True
        return PadPress(pad, command, self.seat_of(pad), repeat)

    def _added(self, device_index: int) -> None:
        opened = self.opener(device_index)
        if opened is None:
            return
        pad, name, handle = opened
        self.pads[pad] = name
        if handle is not None:
            self._handles[pad] = handle
        if pad in self.seats.values():
            return
        for seat in sorted(self.lost):  # plugged in again: the seat that lost its pad
            self.give(seat, pad)
            break

    def _removed(self, pad: int) -> None:
        name = self.name(pad)
        self.pads.pop(pad, None)
        self._handles.pop(pad, None)
        for key in [k for k in self._held if k[0] == pad]:
            del self._held[key]
        for key in [k for k in self._stick if k[0] == pad]:
            del self._stick[key]
        seat = self.seat_of(pad)
        if seat is not None:
            del self.seats[seat]
            self.lost[seat] = name

    def _axis(self, pad: int, axis: int, value: int) -> list[PadPress]:
        share = value / AXIS_MAX
        if axis in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            group = "stick-x" if axis == pygame.CONTROLLER_AXIS_LEFTX else "stick-y"
            ways = ("left", "right") if group == "stick-x" else ("up", "down")
            way = ways[0] if share < 0 else ways[1]
        elif axis in (pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT):
            group = way = "lt" if axis == pygame.CONTROLLER_AXIS_TRIGGERLEFT else "rt"
        else:
            return []
        key = (pad, group)
        before = self._stick.get(key)
        if abs(share) >= STICK_ON and before != way:
            if before is not None:
                self._held.pop((pad, before), None)
            self._stick[key] = way
            self._held[(pad, way)] = _Held(way, pad)
            return [self._press(pad, way)]
        if abs(share) < STICK_OFF and before is not None:
            del self._stick[key]
            self._held.pop((pad, before), None)
        return []

    def repeats(self, dt: float) -> list[PadPress]:
        """The presses repeated by what is held down for `dt` more seconds."""
        presses = []
        for held in self._held.values():
            held.wait -= dt
            if held.wait <= 0:
                held.wait += REPEAT_EVERY
                presses.append(self._press(held.pad, held.command, repeat=True))
        return presses


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

    def __init__(self, app: App, seat_names: Callable[[int], str], seats: Sequence[int]) -> None:
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
