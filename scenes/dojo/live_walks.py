"""The computer's walks (and battles, throws) of the turn being told, kept as they are
told, for the board to draw as they go (walk_trail.py; newcomers A and D, s14: 'one group at a time, with its
trail drawn as it goes'). A march is the steps that go on one from the other with
nothing told between (a landing's beat, march_beat.py, ends one). They go when the
computer's next turn begins or a person walks; once the person may roll, the recap's
kept walks (TheirTurn.walks, the same walks) are drawn instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .routes import event_hex
from .turn_marks import Fight, fight_of

if TYPE_CHECKING:
    from ninjas.core.events import Event
    from ninjas.dojo.hexgrid import Hex


class LiveWalks:
    """The walks of the computer's turn being told (`told` each event as it is told)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.walks: list[list[Hex]] = []
        self.open = False
        """The last event told was a step: a step on from where it ended goes on."""
        self.fights: list[Fight] = []
        """Its battles and throws told so far, marked on the board (turn_marks.py)."""

    def clear(self) -> None:
        self.seat, self.walks, self.open, self.fights = None, [], False, []

    def told(self, event: Event, computer: bool) -> None:
        """`event` is told; `computer`: the seat that acts is a computer's."""
        kind = event.kind
        if kind == "turn":
            if computer:  # its new turn: the last one's walks go
                self.clear()
            return
        if kind == "battle" and computer:  # its mark stays once its tray has gone
            self.fights.append(fight_of(event))
        if kind != "stepped":
            self.open = False
            return
        if not computer:  # a person walks: the computer's trail has done its work
            self.clear()
            return
        d = event.data
        seat, src, dst = int(d["seat"]), event_hex(d["src"]), event_hex(d["dst"])
        if self.seat != seat:
            self.walks = []
        if self.open and self.seat == seat and self.walks and self.walks[-1][-1] == src:
            self.walks[-1].append(dst)
        else:
            self.walks.append([src, dst])
        self.seat, self.open = seat, True
