"""The setup's people's names, the SetupScene's part that gives them (issue 34, section
4): a seat's Player choice picked (a computer, a person, a person's name), a name typed
in the box (NameEntryScene) and offered to every seat from then on. Two seats never
bear one name: the records tell people apart by their names."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..registry import seat_name
from .name_entry import NameEntryScene
from .names import SeatNames, name_value, value_name

if TYPE_CHECKING:
    from ninjas.core.session import Seat

    from ..widgets import Choice
    from .names import PlayerChoice


class SeatNaming:
    """Mixed into SetupScene, whose seats, choices and player count it reads."""

    app: Any
    game: str
    seats: list[Seat]
    players: int
    people: SeatNames
    kind_choices: list[PlayerChoice]
    level_choices: list[Choice]
    update_pads: Callable[[], None]

    def pick_player(self, seat: int, value: object) -> None:
        """The Player choice's value: "ai", "human", a person's name, or "New name…"
        (a person with no name until one is typed)."""
        kind = "ai" if value == "ai" else "human"
        self.seats[seat] = replace(self.seats[seat], kind=kind, name=value_name(value))
        self.level_choices[seat].enabled = kind == "ai" and seat < self.players
        self.update_pads()

    # ------------------------------------------------------------------ names
    def name_taken(self, seat: int, name: str) -> bool:
        """Another seat bears `name` (two seats never share one: the records tell
        people apart by their names)."""
        return any(other.name == name for i, other in enumerate(self.seats) if i != seat)

    def ask_name(self, seat: int) -> None:
        """The box to type the name of the person at `seat` ("New name…")."""
        title = self.app.tr("setup.name.title", seat=seat_name(self.app, self.game, seat))
        self.app.push(
            NameEntryScene(
                self.app,
                title,
                lambda name: self.name_typed(seat, name),
                lambda name: self.name_taken(seat, name),
            )
        )

    def name_typed(self, seat: int, name: str) -> None:
        """A name typed for `seat`: offered to every seat from now on, and this seat's."""
        self.people.add(name)
        self.names_changed()
        self.pick_player(seat, name_value(name))
        self.kind_choices[seat].set_value(name_value(name))

    def names_changed(self) -> None:
        for seat, choice in zip(self.seats, self.kind_choices, strict=True):
            choice.set_options(self.people.options(seat.name))
