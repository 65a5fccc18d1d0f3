"""The player count changed in the setup. Lowered, the surplus leaves computers first,
from the end, and a person only when no computer is left to go (never the first seat's):
newcomer U, s13, nc-U/112 (4 -> 3 sent Marc, a person, away and kept two computers;
s12's 578a8c03 sent people first). A person after a computer who leaves moves up a
place. Raised, the seat added comes at the end, the one resting there (the last to
leave), and the seats already playing stay as they are (newcomer S, s20, 151: adding
seat 3 put the seats back as an earlier count had them, Marc back in seat 3 and seat 2
changed, to be set again by hand; U's s13 'back to their places' moved the seats set
since). A line says who left ('Kiku left the table'). The count stops at its ends
(setup.py's ScaleChoice): '>' at 4 went to 2 (U, 110)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.ai.agents import LEVELS

from . import left_line, who_starts
from .seat_leave import gone_names, gone_words, seated_names

if TYPE_CHECKING:
    from ninjas.core.session import Seat

    from ..widgets import Choice


def leaving(seats: list[Seat], old: int, new: int) -> list[int]:
    """The seats among the `old` playing that leave when only `new` play: computers
    from the end, then people from the end (never the first seat's)."""
    surplus = max(0, old - new)
    ends = list(range(min(old, len(seats)) - 1, -1, -1))
    computers = [i for i in ends if seats[i].is_ai]
    people = [i for i in ends if i > 0 and not seats[i].is_ai]
    return sorted((computers + people)[:surplus])


def new_order(seats: list[Seat], old: int, new: int) -> list[int]:
    """The seats' old indices in their new order: those who stay, those who leave, then
    those who rested already."""
    gone = leaving(seats, old, new)
    staying = [i for i in range(min(old, len(seats))) if i not in gone]
    return staying + gone + list(range(min(old, len(seats)), len(seats)))


class SeatCount:
    """Mixed into SetupScene: the player count chosen, and who left when it dropped."""

    app: Any
    game: str
    seats: list[Seat]
    players: int
    levels_chosen: set[int]
    remembered_levels: dict[int, str]
    names_aside: dict[int, str]
    kind_choices: list[Choice]
    level_choices: list[Choice]
    left_line: str
    refused_levels: list[Any]
    options_panel: pygame.Rect
    enable_rows: Any

    def set_players(self, count: int) -> None:
        """Seats beyond the player count rest: their panels say so (SeatPanels). A
        computer seated now plays at `computer_level`, unless its own difficulty was
        chosen on this screen."""
        if count < self.players:
            self.leave_table(count)
        elif count > self.players:  # at the end: the seats playing stay as they are
            self.left_line = ""
        seated = range(self.players, min(count, len(self.seats)))
        self.players = count  # (the levels of all who play now, for computer_level)
        for index in seated:
            if self.seats[index].is_ai:
                self.seated_computer(index)
        for index, kind in enumerate(self.kind_choices):
            kind.enabled = index < count
        self.enable_rows()
        who_starts.fit_first(self)  # Night's First player: a playing seat, or Random

    def computer_level(self, seat: int) -> str:
        """The difficulty of a computer seated at `seat` now: the one chosen on this
        screen for the other playing computers, if they share one (newcomer P, s19: Sora
        set to Hard, a third player added came at Normal; Q, s8, had asked for Normal:
        P's is the later word); else the seat's own from the last game set up (newcomer
        L, s11: Midori, Hard last time, came back Normal); else the level the seat kept
        while a person sat there, when one was set (newcomer U, s20, 099: the Wolf, Hard
        until made a person for a game of two, came back Normal when made a computer
        again at the next setup); else the level the other computers share (L: Sora made
        a computer came at Normal beside two at Hard); else Normal."""
        playing = range(min(self.players, len(self.seats)))
        others = [i for i in playing if i != seat and self.seats[i].is_ai]
        chosen = {self.seats[i].level for i in others if i in self.levels_chosen}
        if len(chosen) == 1:
            return chosen.pop()
        if seat in self.remembered_levels:
            return self.remembered_levels[seat]
        kept = self.seats[seat].level  # (a person's seat keeps its computer's level)
        if kept != "normal" and kept in LEVELS:
            return kept
        shared = {self.seats[i].level for i in others}
        return shared.pop() if len(shared) == 1 else "normal"

    def seated_computer(self, seat: int) -> None:
        """A computer seated at `seat` (a person's seat made a computer, or a seat the
        count seats): it plays at `computer_level`, unless its own was chosen here."""
        if seat in self.levels_chosen:
            return
        level = self.computer_level(seat)
        self.seats[seat] = replace(self.seats[seat], level=level)
        if seat < len(self.level_choices):
            self.level_choices[seat].set_value(level if level in LEVELS else "normal")

    def leave_table(self, count: int) -> None:
        """Fewer players: the surplus leaves, computers first (`leaving`); the seats
        are ordered anew, their rows with them, and a line names who left."""
        order = new_order(self.seats, self.players, count)
        leaving = [(i, self.seats[i]) for i in order[count : self.players]]
        gone = gone_names(self.app, self.game, leaving)
        if order != sorted(order):
            self.reorder(order)
        said = gone_words(self.app, gone, seated_names(self, count)) if gone else ""
        self.left_line = (
            self.app.tr.plural("setup.left_table", len(gone), names=said) if gone else ""
        )

    def reorder(self, order: list[int]) -> None:
        """The seats in a new order (`order`: their present indices), with what this
        screen keeps of each seat and its rows' values."""
        place = {old: new for new, old in enumerate(order)}
        self.seats = [self.seats[i] for i in order]
        self.levels_chosen = {place[i] for i in self.levels_chosen if i in place}
        self.remembered_levels = {
            place[i]: v for i, v in self.remembered_levels.items() if i in place
        }
        self.names_aside = {place[i]: v for i, v in self.names_aside.items() if i in place}
        for index, seat in enumerate(self.seats):
            self.kind_choices[index].set_value(seat.kind)
            self.level_choices[index].set_value(seat.level if seat.level in LEVELS else "normal")

    def draw_left_line(self, canvas: pygame.Surface) -> None:
        """'Marc left the table', on the buttons' row beside Back (left_line.py)."""
        left_line.draw(self, canvas)
