"""The race of the decks, in public facts: a game of Dojo ends when a deck runs out (the
most land winning, RULINGS section 4: Win), and a summoning draws one card per die, so
each clan's deck is a clock that its own summonings run down. Against the hard computer
a newcomer lost two games on the computer's 4th turn, summonings of 6 then 17 cards,
before any fight, told only one turn before (issue 33, newcomer M, s8): the table now
shows each clock from the first turn (scenes/dojo/race_words.py) and warns two turns
ahead.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from . import data
from .cards_back import deck_after

if TYPE_CHECKING:
    from .rules import DojoState

TURN_STARTS = ("roll", "blitz")
"""The actions each turn begins with (the mover's)."""
AHEAD = 2
"""The warning comes when a clan's deck lasts fewer summonings than this at its pace."""
MATCH = data.SUITS / (len(data.RANKS) * data.SUITS + data.JOKERS)
"""The chance that a card drawn is of a die's face (4 of the 54 cards): a summoning of
n cards and n dice gains n * n * MATCH ninjas on average (0.074 n²)."""


def summon_sizes(state: DojoState) -> tuple[list[int], list[int]]:
    """Each seat's summonings so far, their counts of cards in order. The history says
    no seat: turns alternate, each begins with a roll (or a blitz), and the turn under
    way is the mover's (before its roll, the last actions are the other seat's), so the
    seat of each action is read back from the end."""
    seat = state.mover if state.phase != "roll" else 1 - state.mover
    first, second = _sizes_read(seat, tuple(state.history))
    return [*first], [*second]


@lru_cache(maxsize=64)
def _sizes_read(seat: int, history: tuple[str, ...]) -> tuple[tuple[int, ...], ...]:
    """summon_sizes read from `history` (the whole of it, as a key), the action last
    played by `seat`: a table asks every frame, twice a clan, for the decks' clocks."""
    sizes: tuple[list[int], list[int]] = ([], [])
    for text in reversed(history):
        kind, _, rest = text.partition(" ")
        if kind == "summon":
            sizes[seat].insert(0, int(rest))
        elif kind in TURN_STARTS:
            seat = 1 - seat
    return tuple(sizes[0]), tuple(sizes[1])


def pace(state: DojoState, seat: int) -> int:
    """The cards `seat` draws a summoning at its pace: its last summoning's, or, before
    its first, its ninjas on the board (the most it may draw); at least 1."""
    last = summon_sizes(state)[seat]
    return max(1, last[-1] if last else state.on_board(seat))


def summonings_ahead(deck: int, size: int) -> int:
    """How many summonings a deck of `deck` cards holds when a clan draws one card a
    ninja, from `size` on, its ninjas growing by what each summoning gains on average
    (the next one past them runs it out). Battles' losses are left out."""
    count, size = 0, max(1, size)
    while size <= deck:
        deck -= size
        size += round(size * size * MATCH)
        count += 1
    return count


def summonings_left(state: DojoState, seat: int) -> int:
    """How many summonings at its pace `seat`'s deck still holds, its clan growing by
    what each gains on average (the next one past them runs it out, and the game ends).
    At the pace alone a full deck read '≈ 10 turns' of five cards, where hard's games
    end on its 4th turn: its summonings of 5, 7, 11 and 20 cards."""
    return summonings_ahead(deck_after(state, seat), pace(state, seat))


@dataclass(frozen=True)
class RaceNear:
    """`seat` may summon with `size` cards next (its last summoning's, or more: its
    ninjas on the board); at that size its deck (`deck` cards) holds `left` more
    summonings, fewer than AHEAD: the game ends within two of its turns. `lands`: each
    seat's land now."""

    seat: int
    size: int
    deck: int
    left: int
    lands: tuple[int, int]


def race_near(state: DojoState) -> RaceNear | None:
    """The clan whose deck runs out soonest, when a summoning of the size it just made,
    or of all its ninjas on the board if more, would end the game within two of its
    turns, its ninjas growing by what a summoning gains on average (the clan to play
    next first among equals); None before it has summoned, while placing, once over.
    Summonings grow with the square of the cards, and the hard computer draws one card a
    ninja: at the last summoning's size alone the warning came one turn before the end in
    four hard games of ten (with 14 ninjas and 41 cards: 41 - 14 = 27 left, and about
    28 ninjas to draw them next)."""
    if state.is_terminal or state.phase == "dojo":
        return None
    sizes = summon_sizes(state)
    found: RaceNear | None = None
    for seat in (1 - state.mover, state.mover):
        if not sizes[seat]:
            continue
        size = max(sizes[seat][-1], state.on_board(seat))
        deck = deck_after(state, seat)  # a battle's unplayed cards back (cards_back.py)
        left = summonings_ahead(deck, size)
        if left < AHEAD and (found is None or left < found.left):
            lands = (state.land(0), state.land(1))
            found = RaceNear(seat, size, deck, left, lands)
    return found
