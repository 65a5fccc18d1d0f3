"""The review's reason where the computer's summoning is of another size than the one made
(newcomer X, s13, 085: 'Summon with 6 cards' against the computer's 11, 'No gain shows
at once').

A summoning of N cards rolls N dice, one a card, each on a hex of the seat's; a die
brings a ninja for each card of its face (only A to 6 can match). Each card matches a
die with chance MATCH (24 cards A to 6 of the 54, then the die's face), so N cards bring
N * N * MATCH ninjas on average: twice the cards, four times the ninjas. The cards come
from the seat's own deck, and the game ends when a deck runs out. (The Jokers' ninjas
are left out: they come with either size.)"""

from __future__ import annotations

from . import data

DECK = len(data.RANKS) * data.SUITS + data.JOKERS
MATCH = sum(1 for rank in data.RANKS if rank in data.SUMMON_FACES) * data.SUITS / DECK / 6
"""The chance a card drawn matches one summoning die (4 / 54)."""


def summoned(cards: int) -> float:
    """Ninjas a summoning of `cards` cards brings on average (Jokers aside)."""
    return cards * cards * MATCH


def summon_size(move: str) -> int | None:
    """N of 'summon N', None for another move."""
    kind, _, rest = move.partition(" ")
    return int(rest) if kind == "summon" and rest.isdigit() else None
