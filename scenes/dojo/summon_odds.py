"""What a summoning of N cards is likely to bring, said beside its count (issue 33,
newcomer H, s10, nc-98/029-032.png: the count stood at its most, 8, the hint took it,
and 5 of the 8 cards drawn were faces: no ninja, 8 cards off the clock; nothing had
said that only A to 6 can match a die).

Each of the N dice gives a ninja for each drawn card showing its face, so N cards bring
on average N x N x (24 / 54) / 6 ninjas: 24 of a deck's 54 cards (A to 6 in four suits,
among 52 and two Jokers) can match a die, each one face of six. The deck's own order is
hidden: the count is the whole deck's, for every seat alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo import data

if TYPE_CHECKING:
    from .protocol import Table

DECK = len(data.RANKS) * data.SUITS + data.JOKERS
MATCHING = len(data.SUMMON_FACES) * data.SUITS
"""The cards of a full deck that can match a die (A..6)."""


def expected(count: int) -> float:
    """The ninjas `count` cards bring on average."""
    return count * count * MATCHING / DECK / len(data.SUMMON_FACES)


def odds_text(table: Table, count: int, short: bool = False) -> str:
    """'About 5 ninjas expected (only cards A to 6 match a die).', or likely none;
    `short`: '≈ 5 ninjas expected' (the panel's cost in fewer words)."""
    tr = table.app.tr
    mean = expected(count)
    end = "_short" if short else ""
    if mean < 0.5:
        return str(tr(f"dojo.summon.odds_few{end}"))
    return str(tr.plural(f"dojo.summon.odds{end}", round(mean)))
