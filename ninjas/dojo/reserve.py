"""The cards a summoning leaves for the defence (issue 33, newcomer Z, s21, Dojo FR
1920x1080 vs Hard: leading 6 to 4 late, the hint summoned 11 cards of her 26 and put 10
of the 11 dice on the forest beside the enemy Dojo; it rose from 1 ninja to 19, 15 cards
were left, and the computer walked 5 ninjas in: a defence draws one card per defending
ninja (RULINGS section 4), 19 from 15, the game ended at once on the land count its move
had left, 4 to 6. Newcomer W lost the same way: 15 of 20 cards, a forest of 6 attacked).

A battle the other side starts on its next turn against a stack of more ninjas than the
deck holds ends the game there, on the land as its move left it. So the summoning's
count and its dice are judged together: the stacks the other side can attack next turn
(`targets`: a walk within one roll, forest free, or a projectile from a plains hex it
reaches) may together outgrow the deck left (`reserve`) with a chance of at most RISK,
each die's ninjas counted as the cards drawn make them likely (before the draw: each
card of a die's face with the chance race.MATCH). Hexes out of their reach take any
number of dice. Hard (so the hint) counts so while the other side's move may level or
turn the land count (ai_lead.kept_summon and spread; behind, always); the summoning
scale's tick counts every ninja as one stack (card_each), wherever the dice go. Public
facts only: the board, the decks' counts, the cards drawn.

At the two positions, the hint's dice rolled again and again: a stack within their
reach outgrew the deck left 10 (Z) and 15 (W) times of 400; with the hint before, 69 and
200 times of 200 (tests/dojo/test_hint_summon_reserve.py).
"""

from __future__ import annotations

from functools import cache
from math import comb
from typing import TYPE_CHECKING

from .deck_end import nearest
from .hexgrid import neighbours
from .race import MATCH

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .hexgrid import Hex
    from .rules import DojoState

RISK = 0.03
"""The chance, at most, that some stack the other side can attack next turn holds more
ninjas than the deck left has cards (the chances of each hex added: a bound). At Z's
position 0.1 still let 8 dice go on the forest (1 ninja, 15 cards left)."""
FACES = 6


def targets(state: DojoState, seat: int) -> set[Hex]:
    """The hexes of `seat`'s ninjas the other side can start a battle on in its next
    turn: entered by a walk of one roll (never water), or beside a plains hex it may
    stand on alone and throw from (its Dojo too under Dojo Defense)."""
    other = 1 - seat
    reach = nearest(state, other)
    home = state.dojos[other] if state.toggle("dojo_defense") else None
    terrain = state.terrain
    found = set()
    for h in state.occupied(seat):
        if terrain.get(h) != "water" and h in reach:
            found.add(h)
            continue
        for src in neighbours(h):
            throws = terrain.get(src) == "plains" or (src == home and home is not None)
            if throws and src in reach and state.count(src, seat) == 0:
                found.add(h)
                break
    return found


def die_gains(cards: Sequence[int]) -> tuple[float, ...]:
    """The chance of each number of ninjas one die brings with `cards` drawn (index:
    ninjas): each face alike, one ninja per card of its rank (a Joker none)."""
    counts = [sum(1 for c in cards if c == face) for face in range(1, FACES + 1)]
    out = [0.0] * (max(counts) + 1)
    for got in counts:
        out[got] += 1 / FACES
    return tuple(out)


@cache
def any_gains(count: int) -> tuple[float, ...]:
    """The same before the draw, for `count` cards: each a card of the die's face with
    the chance MATCH (a binomial)."""
    return tuple(comb(count, k) * MATCH**k * (1 - MATCH) ** (count - k) for k in range(count + 1))


@cache
def piled(gain: tuple[float, ...], dice: int) -> tuple[float, ...]:
    """The chance of each number of ninjas `dice` dice on one hex bring together."""
    if dice == 0:
        return (1.0,)
    before = piled(gain, dice - 1)
    out = [0.0] * (len(before) + len(gain) - 1)
    for i, p in enumerate(before):
        if p:
            for j, q in enumerate(gain):
                out[i + j] += p * q
    return tuple(out)


@cache
def _tails(gain: tuple[float, ...], dice: int) -> tuple[float, ...]:
    """piled's chances of more than each number of ninjas (index: the number)."""
    chances = piled(gain, dice)
    out = [0.0] * len(chances)
    more = 0.0
    for i in range(len(chances) - 1, -1, -1):
        out[i] = max(0.0, more)
        more += chances[i]
    return tuple(out)


def over(stack: int, gain: tuple[float, ...], dice: int, reserve: int) -> float:
    """The chance that a stack of `stack` with `dice` dice on it outgrows `reserve`."""
    room = reserve - stack
    if room < 0:
        return 1.0
    tails = _tails(gain, dice)
    return tails[room] if room < len(tails) else 0.0


def least_risk(
    stacks: list[int], gain: tuple[float, ...], dice: int, reserve: int, placed: list[int]
) -> float:
    """The chance, added hex by hex, that some attackable stack (`stacks`, with `placed`
    dice on each already) outgrows `reserve` once `dice` more are put, each where it adds
    the least (None of `stacks`: every site is out of reach, no risk)."""
    if not stacks:
        return 0.0
    on = list(placed)
    risk = [over(s, gain, k, reserve) for s, k in zip(stacks, on, strict=True)]
    for _ in range(dice):
        adds = [over(s, gain, k + 1, reserve) - r for s, k, r in zip(stacks, on, risk, strict=True)]
        i = min(range(len(adds)), key=adds.__getitem__)
        on[i] += 1
        risk[i] += adds[i]
    return sum(risk)


def summon_room(state: DojoState, seat: int, most: int) -> int:
    """The most cards (at most `most`, and the deck) `seat` may summon with now so that,
    its dice placed where they risk least, the other side's next battles may end the game
    by its deck with a chance of at most RISK; 0 where even one card is past it."""
    deck = len(state.decks[seat])
    attacked = targets(state, seat)
    sites = state.summon_sites(seat)
    free = any(h not in attacked for h in sites)
    fixed = [state.count(h, seat) for h in attacked if h not in sites]  # (water: no dice)
    stacks = [state.count(h, seat) for h in sites if h in attacked]
    for count in range(min(most, deck), 0, -1):
        reserve = deck - count
        gain = any_gains(count)
        risk = sum(1.0 for s in fixed if s > reserve)
        dice = 0 if free else count  # a hex out of reach takes the rest
        risk += least_risk(stacks, gain, dice, reserve, [0] * len(stacks))
        if risk <= RISK:
            return count
    return 0


def card_each(deck: int, most: int, ninjas: int) -> int | None:
    """The most cards (at most `most` and the deck) a clan of `ninjas` ninjas on the board
    may summon with and still keep a card in its deck for every ninja it will have, but
    for a chance of RISK that the dice bring more: a defence of any one hex, wherever the
    dice go, and a whole summoning next turn (the summoning scale's tick,
    scenes/dojo/summon_mark.py). None when even one card leaves too few."""
    for count in range(min(most, deck), 0, -1):
        gain = any_gains(count)
        if over(ninjas, gain, count, deck - count) <= RISK:
            return count
    return None


def pile_risky(state: DojoState, seat: int, count: int) -> bool:
    """Would a summoning of `count` cards with all its dice on `seat`'s biggest stack
    within the other side's reach risk (more than RISK) outgrowing the deck left? Then
    where the dice go matters (the hint says to spread them, race_words.summon_why)."""
    stacks = [state.count(h, seat) for h in targets(state, seat)]
    reserve = len(state.decks[seat]) - count
    return bool(stacks) and over(max(stacks), any_gains(count), count, reserve) > RISK


def die_sites(state: DojoState, seat: int, sites: list[Hex]) -> list[Hex]:
    """Of `sites`, where the next die of the summoning under way may go, its cards drawn
    (state.summon_cards) and its dice so far (state.summon_hexes) counted: a hex out of
    the other side's reach, or one whose die still leaves a placing of the dice after it
    within RISK; where none does, the hexes whose die adds the least risk."""
    cards = state.summon_cards
    reserve = len(state.decks[seat])
    attacked = targets(state, seat)
    gain = die_gains(cards)
    every = state.summon_sites(seat)
    stacks = [h for h in every if h in attacked]
    if not stacks:
        return sites
    counts = [state.count(h, seat) for h in stacks]
    placed = [state.summon_hexes.count(h) for h in stacks]
    after = len(cards) - len(state.summon_hexes) - 1
    free = any(h not in attacked for h in every)
    rest = 0 if free else after
    fixed = sum(1.0 for h in attacked if h not in stacks and state.count(h, seat) > reserve)
    risks: dict[Hex, float] = {}
    for h in sites:
        on = list(placed)
        if h in stacks:
            on[stacks.index(h)] += 1
        risks[h] = fixed + least_risk(counts, gain, rest, reserve, on)
    kept = [h for h in sites if risks[h] <= RISK]
    if kept:
        return kept
    low = min(risks.values())
    return [h for h in sites if risks[h] <= low + 1e-9]
