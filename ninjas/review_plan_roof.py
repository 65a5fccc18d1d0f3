"""A Night Move to the roof the plan's hint named is the hint's move in the review
(newcomer D, s22: in round 6 Bo's plan hint said 'moving to roof 4 did best in the
computer's tries'; she planned it, moved to roof 4, and the review called that Move 'a
mistake for sure', 25% against roof 10's 85%).

The plan's hint names its Move's roof (ninjas.night.plan_roof.best_roof) at the plan;
the review's computer searched at the Move itself, where the plans revealed since (Dee
had moved to roof 4 first, and Green stood there to collect before Bo) made roof 10 the
better one. The table's Move hint (H) would have said so, 'not roof 4 as planned: others
collect there before you' (scenes/night/plan_follow.py), but none was asked: the only
hint the seat saw named roof 4. So a Move to that roof, in the round of a plan the seat
took from the hint shown to it and as its first action, is the hint's: never costly,
and the review's own roof is said beside it as what it prefers from the Move's position
(ninjas.review.Item.searched), as for any other hint followed (ninjas.review_hints)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ninjas.night.plan_roof import best_roof


class PlanRoofs:
    """Reads one seat's record action by action (`step`, before each is applied): the
    roof the hint shown at its plan named for the plan's first Move."""

    def __init__(self, game: str, seat: int, shown: Mapping[int, list[list[str]]]) -> None:
        self.on = game == "night"
        self.seat = seat
        self.shown = shown
        self.named: tuple[int, int] | None = None
        """(round, roof) of the plan taken from a hint, its first action a Move."""

    def step(self, index: int, state: Any, text: str) -> int | None:
        """The roof the plan's hint named, where action `index` (`text`, at `state`) is
        the seat's Move there, with no hint shown at the Move itself; else None."""
        if not self.on or state.current_player != self.seat:
            return None
        words = text.split()
        if state.phase == "plan":
            hinted = any(shown[:1] == [text] for shown in self.shown.get(index, []))
            roof = best_roof(state, self.seat) if hinted and words[1:2] == ["move"] else None
            self.named = None if roof is None else (int(state.round), roof)
            return None
        if (
            self.named is None
            or index in self.shown
            or (int(state.round), getattr(state, "step", -1)) != (self.named[0], 0)
            or words[:2] != ["move", str(self.named[1])]
        ):
            return None
        return self.named[1]


def followed(planned: int | None, move: str, computer: str) -> bool:
    """The Move `move` goes to `planned`, the plan's hint's roof, and the computer's
    move does not (the same roof at another length is judged as a throw)."""
    if planned is None:
        return False
    roof = ["move", str(planned)]
    return move.split()[:2] == roof and computer.split()[:2] != roof
