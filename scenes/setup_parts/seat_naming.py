"""The setup's people's names, the SetupScene's part that gives them (issue 34, section
4; issue 33: each person's seat shows a Name row, name_row.py): a seat's Player choice
picked (a computer, a person), a name typed or picked in the box its Name row opens
(NameEntryScene) and offered to every seat from then on. Two seats at the table never
bear one name: the records tell people apart by their names. A computer bears none. A
seat that rests (beyond the player count) holds no name: a name it bore, given to a seat
at the table, moves there (newcomer U, s13, nc-U/116: 'Marc joue déjà à une autre
place.' when Marc had left the table, and after leaving to the title and back)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..registry import seat_name, seat_played
from .name_entry import NameEntryScene
from .names import SeatNames

if TYPE_CHECKING:
    from ninjas.core.session import Seat

    from ..widgets import Choice
    from .name_row import SeatNameRow


class SeatNaming:
    """Mixed into SetupScene, whose seats, rows and player count it reads."""

    app: Any
    game: str
    seats: list[Seat]
    players: int
    people: SeatNames
    kind_choices: list[Choice]
    level_choices: list[Choice]
    name_rows: list[SeatNameRow]
    names_aside: dict[int, str]
    """The name a seat bore before it became a computer's: its person's again if the
    seat is a person's again (and no other seat took the name meanwhile)."""
    update_pads: Callable[[], None]
    seated_computer: Callable[[int], None]
    resting: Callable[[int], bool]

    def pick_player(self, seat: int, kind: object) -> None:
        """The Player choice's value: "ai" (a computer, with no name) or "human" (a
        person, with the name the seat's person had)."""
        old = self.seats[seat]
        name = None
        if kind == "ai":
            if old.name:
                self.names_aside[seat] = old.name
        else:
            name = old.name or self.names_aside.pop(seat, None)
            if name is not None and self.name_taken(seat, name):
                name = None
            if name is not None:
                self.free_name(seat, name)
        self.seats[seat] = replace(old, kind="ai" if kind == "ai" else "human", name=name)
        if kind == "ai" and not old.is_ai:
            self.seated_computer(seat)  # its level: the other computers' (setup.py)
        self.enable_rows()

    def enable_rows(self) -> None:
        """Each seat's second row as its player wants: a computer's difficulty, a
        person's name; both greyed on a seat that rests."""
        for index, (level, name) in enumerate(zip(self.level_choices, self.name_rows, strict=True)):
            playing = index < self.players
            level.enabled = playing and self.seats[index].is_ai
            name.enabled = playing and not self.seats[index].is_ai
        self.update_pads()

    # ------------------------------------------------------------------ names
    def name_taken(self, seat: int, name: str) -> bool:
        """Another seat at the table bears `name` (two never share one: the records
        tell people apart by their names); a resting seat's name is free (`free_name`)."""
        return any(
            other.name == name
            for i, other in enumerate(self.seats)
            if i != seat and not self.resting(i)
        )

    def free_name(self, seat: int, name: str) -> None:
        """`name` given to `seat`: no other seat keeps it, resting or aside (a seat made
        a computer), so that a count raised again never seats it twice."""
        for index, other in enumerate(self.seats):
            if index != seat and other.name == name:
                self.seats[index] = replace(other, name=None)
        for index, aside in list(self.names_aside.items()):
            if index != seat and aside == name:
                del self.names_aside[index]

    def ask_name(self, seat: int) -> None:
        """The box to type or pick the name of the person at `seat` (its Name row)."""
        name = seat_name(self.app, self.game, seat)
        if seat_played(self.app, self.game, seat) != name:  # a seat the tables never
            # name after its person (Shinobi's 'Akane': newcomer E, s10, nc-95/180.png,
            # 'Un nom pour Akane' over Eve's seat)
            title = self.app.tr("setup.name.title_seat")
        else:
            title = self.app.tr("setup.name.title", seat=name)
        current = self.seats[seat].name
        self.app.push(
            NameEntryScene(
                self.app,
                title,
                lambda name: self.name_typed(seat, name),
                lambda name: self.name_taken(seat, name),
                self.people.offered(current),
                current,
                self.people.forget,
            )
        )

    def name_typed(self, seat: int, name: str | None) -> None:
        """A name typed or picked for `seat` (None: no name): offered to every seat from
        now on, and this seat's, whose player is a person."""
        if name is not None:
            self.people.add(name)
            self.free_name(seat, name)
        self.names_aside.pop(seat, None)
        self.seats[seat] = replace(self.seats[seat], kind="human", name=name)
        self.kind_choices[seat].set_value("human")
        self.enable_rows()
