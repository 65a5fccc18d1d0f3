"""A finished game's results, line by line: what the results screen shows and tests check.

Every game's package has `score_breakdown(state) -> Breakdown`. For each seat it lists
lines (a text key, its placeholders, and the points the line counts, or None for a
line that only tells something: a tie-break, a round's result), and the total the rules
report; the lines with points add up to that total. The breakdown also names the
winners and how the game ended. It holds only what every player may know once the game
is over (see each game's module): the screen may show all of it.

Texts are keys of the translation catalogue; a placeholder whose value is a `Term` is a
text to translate itself (a clan's name), one whose value is `Counts` a list of counted
things (where a round's pawns went), one whose value is a `Line` a phrase said with its own
placeholders (the battle that ended a Dojo game, on the plains (west)), and a line with `count` takes the plural form
`key.one` / `key.other` that this number asks for.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .i18n import Translator


@dataclass(frozen=True)
class Term:
    """A placeholder value that is a text of its own, translated by its key."""

    key: str


@dataclass(frozen=True)
class Counts:
    """A placeholder value that is a list of things counted, each a key taking
    `{count}`, said one after the other: "Court 1, Missions 2" (only those given)."""

    items: tuple[tuple[str, int], ...]

    def text(self, tr: Translator) -> str:
        return ", ".join(tr(key, count=count) for key, count in self.items)


@dataclass(frozen=True)
class Line:
    """One line of a seat's results: `key` with `params`, worth `points` (None: told,
        not counted). `count` chooses the plural form (key.one / key.other); a `detail`
    line may be left out on a small screen."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    points: int | None = None
    count: int | None = None
    detail: bool = False
    """Told only where there is room (never a line that counts points)."""
    heading: bool = False
    """Names the lines under it (Grand Master's rounds, which do not add to the total)."""
    apart: bool = False
    """Stands apart from the lines above it, a rule between (Grand Master's points)."""

    def keys(self) -> Iterator[str]:
        """Every catalogue key this line needs (its plural forms, its terms)."""
        if self.count is None:
            yield self.key
        else:
            yield f"{self.key}.one"
            yield f"{self.key}.other"
        for value in self.params.values():
            if isinstance(value, Term):
                yield value.key
            elif isinstance(value, Counts):
                yield from (key for key, _ in value.items)
            elif isinstance(value, Line):
                yield from value.keys()

    def text(self, tr: Translator) -> str:
        params = {k: _said(v, tr) for k, v in self.params.items()}
        if self.count is None:
            return tr(self.key, **params)
        return tr.plural(self.key, self.count, **params)


def _said(value: Any, tr: Translator) -> Any:
    if isinstance(value, Term):
        return tr(value.key)
    if isinstance(value, Counts):
        return value.text(tr)
    if isinstance(value, Line):  # a phrase of its own (where and how a Dojo game ended)
        return value.text(tr)
    return value


@dataclass(frozen=True)
class SeatScore:
    """One seat's lines and the total its rules report (None: a game without points)."""

    seat: int
    lines: list[Line]
    total: int | None

    @property
    def counted(self) -> int:
        """The sum of the lines that count points."""
        return sum(line.points for line in self.lines if line.points is not None)


@dataclass(frozen=True)
class Breakdown:
    """A finished game's results: every seat's lines, the winners (empty for a draw) and
    how the game ended. `total_key` names the total ("Total", "Land", ...)."""

    game: str
    seats: list[SeatScore]
    winners: list[int]
    ending: Line
    total_key: str = "results.total"
    places: list[int] | None = None
    """Each seat's place as the results rank it, its game's tie-breaks applied (0 the
    first; seats still level share one), for a game that ranks past its winners
    (Shinobi: the less corrupt ahead on equal points); None: by the scores alone. The
    Records count a game as its results rank it (ninjas.core.records_stats.versus)."""

    def keys(self) -> set[str]:
        """Every catalogue key the results of this game need."""
        needed = {self.total_key, *self.ending.keys()}
        for seat in self.seats:
            for line in seat.lines:
                needed.update(line.keys())
        return needed


def winners_of(returns: list[float]) -> list[int]:
    """The seats with the best return, or none when every seat has the same (a draw
    between all, or no result)."""
    best = max(returns)
    if all(r == best for r in returns):
        return []
    return [s for s, r in enumerate(returns) if r == best]
