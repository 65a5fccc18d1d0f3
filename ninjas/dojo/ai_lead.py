"""Hard's summoning while it leads on land and cannot end the game now (its ninjas on the
board no more than its deck: a draw past the deck is out of reach). It used to summon
with every card it could, 'a big summoning brings the end closer while you lead', and
the hint said so (s21 brief: the hint advised summoning the whole deck while leading 8
to 7 near the end). An empty deck ends the game at the next draw from it (RULINGS 4),
and that draw may be the other side's to call: any battle it starts against these
ninjas makes them draw as many cards as they are, so after its next move it may end the
game on the land count as that move left it. Led by one hex, a move that enters one hex
of the leader's and one free hex turns the count, and the battle it starts ends the
game there, before the leader may answer.

So, while the other side's next move could take as much land as the lead (their_swing),
hard keeps in its deck the cards a battle against its biggest stack within their reach
asks (deck_end.battle_draws), with what this summoning may add to it on average: their
battles then cannot end the game, and its own next summoning, past the deck, ends it on
its terms, after its own move. Only late (its deck no more than ai_clock.LATE whole
summonings: in a French game at 1920x1080, led 9 to 5 with 36 cards and 16 ninjas on
turn 3, the hint kept 22 cards where the most left 20, as safe); not when the other side
may end the game by its own deck anyway (its ninjas on the board more than its deck),
nor when no summoning leaves the cards (a deck too short): then the most, as before.

Measured by playing on (hard against hard, 10 deals of what is hidden each, positions of
hard-against-rush games made D = M and the lead cut to one hex): the whole deck won 0 of
10 where a reserve won 4, elsewhere the same; led by 5 hexes, the whole deck won 11 of 12
against 8 (no reserve kept there: the lead is more than a move takes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data
from .ai_clock import LATE
from .deck_end import battle_draws, walk_costs
from .race import MATCH
from .rush import brought

if TYPE_CHECKING:
    from .rules import DojoState


def their_swing(state: DojoState, seat: int) -> int:
    """The most land the other side's next move may turn against `seat`, roughly: the
    hexes it may enter within a roll of MOVE_ROLL_MAX (forests free), cheapest first,
    one a ninja of its own, each either `seat`'s alone (entered, no one's: one less for
    `seat`) or free (one more for it)."""
    other = 1 - seat
    reach = walk_costs(state, other)
    costs = []
    for h, ways in reach.items():
        if state.terrain.get(h) in ("water", "dojo", None) or not ways:
            continue
        here = state.ninjas.get(h, [0, 0])
        if here[other]:
            continue  # its own already
        costs.append(ways[0])
    costs.sort()
    return brought(costs[: state.on_board(other)], data.MOVE_ROLL_MAX)


def kept_summon(state: DojoState, seat: int, most: int) -> int | None:
    """The cards `seat` summons with while it leads on land and cannot draw past its deck
    now (`most`: the most it may, no more than its deck), so that the other side's next
    battle cannot end the game: None where the most is as good (the lead more than their
    next move may take, their own deck able to end it, or no count keeps the cards)."""
    other = 1 - seat
    deck = len(state.decks[seat])
    lead = state.land(seat) - state.land(other)
    if lead <= 0 or most > deck or deck > LATE * most:
        return None  # (early, a battle's draw is far from the deck's end)
    if state.on_board(other) > len(state.decks[other]):
        return None  # their own summoning may end it anyway: more ninjas are better
    if their_swing(state, seat) < lead:
        return None
    need = battle_draws(state, other)[1]
    if need == 0:
        return None  # no battle of theirs reaches its ninjas
    best = None
    for count in range(1, most + 1):
        if deck - count >= need + round(count * count * MATCH):
            best = count
    return None if best == most else best
