"""Gamepads, the low floor (issue 19 §1): SDL's pads opened, held by seats, and their
controller events turned into `PadPress`es ("up", "a", "start", "lt"...), a direction
or trigger held repeated. `App.pads` is a `PadHub`. scenes/pads.py (focus rings, the
lost-pad screen) builds on this module; the app imports only this one, so the app and
the scenes it shows never import each other.

SDL knows the pads (its own mapping database turns any known pad into the same
A/B/X/Y, D-pad, sticks, triggers and Start); this module writes no mapping of its own.
Seats hold pads by the pad's SDL instance id. A pad plugged in again gets a new id.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

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
