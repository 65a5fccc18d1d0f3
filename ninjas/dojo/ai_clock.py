"""Two terms of hard's Dojo evaluation (ai.Judge) against the land rush (ai_rush): newcomers
J and P (s11, s12) beat hard by spreading onto free land and summoning the most every
turn, so that their own deck ran out while they led on land; hard attacked 1 against 2
and kept its ninjas.

- the race: when the other side may end the game by its own deck on its next turn (it
  may summon more ninjas than its deck holds) while it leads on land, every hex of land
  weighs RACE more: taking one back is worth more than ninjas kept;
- a fight that ends the game lost: a fight is not optional, and one whose first draw goes
  past a deck ends the game at once on the land count (RULINGS 4); when that count is not
  the mover's win, the complete move that leads to it is judged as lost (ENDS_LOST,
  ai.Judge.final: a walk may still pass through enemies on its way), whatever else it
  holds (newcomer K, s17, nc-K/073: hard walked one ninja into her forest while her deck
  was empty and lost 13 to 2 on the spot);
- poor attacks: a fight the mover starts outnumbered, whose odds are below POOR_ODDS
  (worked out exactly, ai.battle_odds), costs POOR a hex for the share it loses, unless
  it must (the race is on and it is behind) or it is the enemy Dojo.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .hexgrid import Hex
from .scoring import land_count_winner

Odds = Callable[[int, int, bool], tuple[float, float, float]]
"""ai.battle_odds (passed in: ai imports this module)."""

RACE = 1.5
"""Extra weight of a hex of land (in land weights) while the other side may end the game
ahead on land by its next summon."""
RACE_MARGIN = 2
"""The race counts as on once the other side's ninjas come this close to its deck (its
next summon draws one card per ninja on the board)."""
RACE_LEAD = 2.0
"""The lead on land past which the race adds nothing."""
ENDS_LOST = 100.0
"""What a move whose forced fight ends the game lost (or drawn) costs: as much as a Dojo
taken is worth (ai.CAPTURE), so that any move that keeps the game going comes first;
among such moves the land count still ranks them (the smaller loss first)."""
POOR_ODDS = 0.4
POOR = 1.0
"""Cost (in land weights) of a poor attack, times the chance it loses."""
BEHIND_FLOOR = 4
"""The fewest cards hard summons with while behind on land (its ninjas grow with the
square of the cards)."""
LATE = 2
"""The bound holds once its deck holds no more than this many whole summonings (one
card per ninja): early, ninjas summoned are worth more than cards kept."""


def behind_most(state: Any, seat: int) -> int:
    """The most cards `seat` summons with: behind on land, its deck kept at least as long
    as the other's, so that the clock the game ends by is the other's deck, not its own
    burnt (newcomer X, s13, nc-X/045, 072_4: hard drew 9 to 11 a turn behind on land, its
    deck the shorter, and X ended the game on turn 5 ahead), BEHIND_FLOOR at least; no
    bound otherwise."""
    deck, theirs = len(state.decks[seat]), len(state.decks[1 - seat])
    if state.land(seat) >= state.land(1 - seat) or deck > LATE * state.on_board(seat):
        return deck
    return max(BEHIND_FLOOR, deck - theirs)


def ends_lost(judge: Any, ninjas: dict[Hex, list[int]]) -> bool:
    """Does a fight the seat of `judge` (an ai.Judge) must fight this turn, its ninjas
    sharing a hex with the other side's, make a side draw past its deck (one card per
    ninja on each side) while the land count, as `ninjas` stand, is not its win?"""
    me, them = judge.seat, 1 - judge.seat
    mine, theirs = judge.decks[me], judge.decks[them]
    for c in ninjas.values():
        if c[me] and c[them] and (c[them] > theirs or c[me] > mine):
            return bool(land_count_winner(judge.terrain, ninjas) != me)
    return False


def race_on(judge: Any, count: list[float], seat: int) -> bool:
    """May the other side end the game by its own deck at its next summon?"""
    them = 1 - seat
    return bool(count[them] + RACE_MARGIN > judge.decks[them])


def clock_terms(
    judge: Any,
    odds: Odds,
    ninjas: dict[Hex, list[int]],
    land: list[float],
    count: list[float],
    attacker: int,
) -> float:
    """The race and the poor attacks, for `judge`'s seat (an ai.Judge), `attacker` to
    fight now."""
    me, them = judge.seat, 1 - judge.seat
    score = 0.0
    racing = attacker == me and race_on(judge, count, me)
    behind = land[me] < land[them]
    if racing:  # (capped: once well ahead, more land is only land)
        score += RACE * judge.land_weight * min(land[me] - land[them], RACE_LEAD)
    if attacker != me or (racing and behind):
        return score
    enemy_dojo = judge.dojos[them]
    for h, c in ninjas.items():
        if not (c[me] and c[them]) or c[me] >= c[them] or h == enemy_dojo:
            continue
        ties = judge.mountain_ties or judge.terrain.get(h) == "mountain"
        win = odds(c[me], c[them], ties)[0]
        if win < POOR_ODDS:
            score -= POOR * judge.land_weight * (1.0 - win)
    return score
