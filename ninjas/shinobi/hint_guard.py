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
and 394. In 1000 2-player Grasshopper games (--seed 1000): 479 and 494."""

from __future__ import annotations

from .rules import ShinobiAction, ShinobiState

CORRUPT_HAND = 10
"""Cards in hand from which a suggested Be Corrupt becomes Recruit."""


def guarded(state: ShinobiState, action: ShinobiAction) -> ShinobiAction:
    """`action`, the hint's move at `state` (the seat's view), or Recruit in place of a
    Be Corrupt that cannot pay."""
    if action.kind != "corrupt" or state.phase != "draw":
        return action
    if len(state.hands[state.current_player]) < CORRUPT_HAND:
        return action
    for other in state.legal_actions():
        if other.kind == "recruit":
            return other
    return action
