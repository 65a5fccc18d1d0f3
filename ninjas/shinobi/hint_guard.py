"""The Shinobi hint's draw, kept from corruption that cannot pay (newcomer O, s12,
304m/314_3: following the hint, Léa was corrupt three times in round 2 and ended it at
-1; the hint said Be corrupt holding 15, 19 and 20 cards).

The hint is the hard computer's move (ninjas.ai.hint), whose measure of a position
counts every card in hand (ai.hand_potential): more cards always look better, so it
takes corruption's sure cost for cards a hand already too big will never lay (a turn
lays one clan's cards; a round ends when a seat lays its fourth clan). Here, on the
seat's own view (its hand, the public table), a Be Corrupt suggested to a seat that
already holds CORRUPT_HAND cards or more becomes Recruit. The table's hint and the
review's 'computer's move' both come from ninjas.ai.hint.view_plan, so they still
agree. The computer players themselves are unchanged.

Measured with the greedy level, whose measure is the same, in 1000 seat-rotated
3-player Grand Master games against two greedy (--seed 1000, s13): greedy won 353,
greedy with this guard 411 at 10 cards (390 at 12, 332 at 8); at --seed 5000, 329
and 394. In 1000 2-player Grasshopper games (--seed 1000): 479 and 494.

Its discard, too, is the card worth least to the hand (least_worth_discard; newcomer
S, s20)."""

from __future__ import annotations

from .data import card_kind, card_name, card_value
from .rules import ShinobiAction, ShinobiState

CORRUPT_HAND = 10
"""Cards in hand from which a suggested Be Corrupt becomes Recruit."""
NEW_CLAN_WORTH = 0.8
"""A card whose clan is not on the seat's table is worth this share of its strength in
the computer's measure of a hand (ai.py, _HAND_WORTH)."""


def hand_worth(state: ShinobiState, seat: int, card: int) -> float:
    """What a card in `seat`'s hand is worth in the computer's measure (ai.hand_potential):
    its strength, or NEW_CLAN_WORTH of it for a clan card whose clan is not on the
    seat's table."""
    clan = card_name(card) if card_kind(card) == "clan" else None
    value = card_value(card)
    return value * NEW_CLAN_WORTH if clan is not None and clan not in state.clans[seat] else value


def guarded(state: ShinobiState, action: ShinobiAction) -> ShinobiAction:
    """`action`, the hint's move at `state` (the seat's view), or Recruit in place of a
    Be Corrupt that cannot pay, or the discard of the card worth least to the hand in
    place of one worth more (least_worth_discard)."""
    if action.kind == "discard" and state.phase == "discard":
        return least_worth_discard(state, action)
    if action.kind != "corrupt" or state.phase != "draw":
        return action
    if len(state.hands[state.current_player]) < CORRUPT_HAND:
        return action
    for other in state.legal_actions():
        if other.kind == "recruit":
            return other
    return action


def least_worth_discard(state: ShinobiState, action: ShinobiAction) -> ShinobiAction:
    """`action`, a suggested discard, or the discard of the card worth least to the hand
    (hand_worth; the first offered of those) when the suggested card is worth more.
    In Grand Master the computer's measure of a position is the pawns each seat's rank
    in the round should win (ai.evaluate): a discard that leaves the ranks as they are
    changes nothing it sees, and the search's pick among the discards is chance (newcomer
    S, s20, f_40: 'Discard Daidarabotchi (5)', the strongest card, a Yokai that could
    add 5 to any of Léa's three clans, where a lone Dragon (2) would do)."""
    seat = state.current_player
    card = int(action.args[0])
    offered = [a for a in state.legal_actions() if a.kind == "discard"]
    least = min(hand_worth(state, seat, int(a.args[0])) for a in offered)
    if hand_worth(state, seat, card) <= least:
        return action
    return next(a for a in offered if hand_worth(state, seat, int(a.args[0])) <= least)
