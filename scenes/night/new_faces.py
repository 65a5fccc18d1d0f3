"""The tokens a person took face down, on a turn played in the open (a Collect or a
Steal chosen by the tokens' backs, scenes/night/open_turn.py), ringed in gold in her
backpack the next time her own screen shows her faces, behind her cover: what she took
is told there, not only drawn among the rest (newcomer C, s14, whose Collects had each
a cover that showed them at once).

A token is new to her screen when her own view shows its face and no view of hers has
shown it before; the rings stay while that view lasts. Only where two people or more
share the table (alone, her screen always shows her faces), never with every token face
up, and not in the first view of hers the table draws (a game just loaded: nothing is
new to her there)."""

from __future__ import annotations

from typing import Any

from ninjas.night import secrecy


class NewFaces:
    """`NewFaces(table).ringed(seat, pack)`: the tokens of `pack` to ring for `seat`."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.seen: dict[int, set[int]] = {}
        """By seat: the tokens whose face a view of its own has shown."""
        self.viewing: int | None = None
        """The seat whose own view the last frame showed, if any."""
        self.new: set[int] = set()
        """The tokens new to that view when it began."""

    def frame(self) -> None:
        """A frame begins: a view that is no seat's own ends the rings."""
        viewer = self.table.viewer
        if viewer is None or viewer < 0 or viewer != self.viewing:
            self.viewing, self.new = None, set()

    def ringed(self, seat: int, pack: list[int | None]) -> set[int]:
        table = self.table
        state = table.state
        if state.face_up or len(table.humans) < 2 or table.viewer != seat:
            return set()
        faces = {t for t in pack if secrecy.private_to(state, seat, t) and t is not None}
        if self.viewing != seat:  # her view begins
            self.viewing = seat
            first = seat not in self.seen
            self.new = set() if first else faces - self.seen[seat]
        self.seen.setdefault(seat, set()).update(faces)
        return self.new & faces
