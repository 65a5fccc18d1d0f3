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
hard summons with the most cards whose dice, placed where they risk least, leave its deck
as many cards as any stack within their reach may then hold, but for a small chance
(reserve.summon_room, RISK), and its dice keep to such a placing (spread, reserve.die_sites):
their battles then can hardly end the game, and its own next summoning, past the deck,
ends it on its terms, after its own move. Not when no count keeps the cards (a deck too
short): then the most, as before.

s21's first rule kept the cards a battle against its biggest stack asked, grown by the
whole summoning's average, and only late (its deck no more than two whole summonings)
and not when the other side's deck was short too; newcomers Z and W (s21, tests/support/
recorded/dojo_hint_deckout_*.json) then followed the hint, leading 6 to 4 and 9 to 7:
Z's 11 cards were 'early' (26 in the deck) and 10 of her 11 dice went on the forest by
the enemy Dojo (19 ninjas for 15 cards), W's computer had 28 ninjas for 17 cards; both
lost at once to an attack that made them draw past their deck. Their own summoning past
the deck comes after their battles, whose fights may give back what their move entered;
a battle that runs the leader's deck out ends the game before them.

Measured by playing on (hard against hard, 10 deals of what is hidden each, positions of
hard-against-rush games made D = M and the lead cut to one hex): the whole deck won 0 of
10 where a reserve won 4, elsewhere the same; led by 5 hexes, the whole deck won 11 of 12
against 8 (no reserve kept there: the lead is more than a move takes). Hard with the
dice-aware reserve against hard with s21's (240 games, seeds 9000-9079 and 9500-9539,
each seat both ways): 131 wins to 109 (Wilson 95% 48-61% of them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data
from .deck_end import nearest
from .position import parse_hex
from .reserve import die_sites, summon_room
from .rush import brought

if TYPE_CHECKING:
    from .rules import DojoAction, DojoState


def their_swing(state: DojoState, seat: int) -> int:
    """The most land the other side's next move may turn against `seat`, roughly: the
    hexes it may enter within a roll of MOVE_ROLL_MAX (forests free), cheapest first,
    one a ninja of its own, each either `seat`'s alone (entered, no one's: one less for
    `seat`) or free (one more for it)."""
    other = 1 - seat
    costs = []
    for h, cost in nearest(state, other).items():
        if state.terrain.get(h) in ("water", "dojo", None):
            continue
        here = state.ninjas.get(h, [0, 0])
        if here[other]:
            continue  # its own already
        costs.append(cost)
    costs.sort()
    return brought(costs[: state.on_board(other)], data.MOVE_ROLL_MAX)


def kept_summon(state: DojoState, seat: int, most: int) -> int | None:
    """The cards `seat` summons with while it leads on land and cannot draw past its deck
    now (`most`: the most it may, no more than its deck), so that the other side's next
    battle can hardly end the game: the most whose dice, placed where they risk least,
    leave the deck as many cards as any stack within their reach may then hold
    (reserve.summon_room). None where the most is as good (the lead more than their next
    move may take, or every count is within the risk) or no count is."""
    other = 1 - seat
    deck = len(state.decks[seat])
    lead = state.land(seat) - state.land(other)
    if lead <= 0 or most > deck or their_swing(state, seat) < lead:
        return None
    room = summon_room(state, seat, most)
    return room if 0 < room < most else None


def may_turn(state: DojoState, seat: int) -> bool:
    """May the other side's next move level or turn the land count against `seat` (its
    battles then end the game by `seat`'s deck, if it runs short, on a count not
    `seat`'s win)?"""
    lead = state.land(seat) - state.land(1 - seat)
    return lead <= 0 or their_swing(state, seat) >= lead


def spread(state: DojoState, legal: list[DojoAction]) -> list[DojoAction]:
    """Of a summoning's dice (`legal`, 'die Q,R'), those that keep off a pile the other
    side's battle could end the game by (reserve.die_sites), where its next move may
    level or turn the land count; else all of them."""
    seat = state.mover
    if not may_turn(state, seat):
        return legal
    sites = set(die_sites(state, seat, [parse_hex(a.args[0]) for a in legal]))
    return [a for a in legal if parse_hex(a.args[0]) in sites]
