"""Why the hint's move, in plain words (issue 33, newcomer U, s20, 028-029: 'Hint: Paper 3
(carrying ...), green die. The risk: 3 ninjas exposed.' gave no reason, and the risk
read as a warning against the advice; Night's and Shinobi's hints say why).

Read from what the hard computer weighs (ninjas.taisen.ai.evaluate), the weightiest
first: a win (the enemy village reached, the last enemy ninja out of play), the cards
a combat takes and loses, the seat's ninjas out of the foe's reach and its village kept
from it, a card brought within a die's reach of the enemy village, and progress toward
it. Taisen hides nothing but the dice to come, so every word is the seat's to know."""

from __future__ import annotations

from typing import Any

from ninjas.taisen.cards import ENEMY_VILLAGE
from ninjas.taisen.risk import Threats, threats
from ninjas.taisen.rules import TaisenAction, TaisenState


def move_why(
    tr: Any, state: TaisenState, action: TaisenAction, foe: str, before: Threats | None = None
) -> str:
    """The reason for `action` (a move, legal in `state`) as one sentence ("" for an end)."""
    if action.is_end:
        return ""
    side = state.side
    after = state.clone()
    after.apply(action)
    if not after.alive[1 - side]:
        return str(tr("taisen.why.last", foe=foe))
    target = ENEMY_VILLAGE[side]
    if after.stacks[side][target]:
        return str(tr("taisen.why.village", foe=foe))
    taken = state.alive[1 - side] - after.alive[1 - side]
    lost = state.alive[side] - after.alive[side]
    if lost:  # a combat that costs ninjas: what it takes for them, else the others' worse
        if taken:
            return str(tr("taisen.why.trade", foe=foe, taken=taken, lost=lost))
        return _against_others(tr, state, action, foe)
    if taken:
        return str(tr.plural("taisen.why.takes", taken, foe=foe))
    if before is None:
        before = threats(state, side)
    now = threats(after, side)
    safe = {card for card in before.exposed - now.exposed if after.where[card] >= 0}
    if safe:
        return str(tr.plural("taisen.why.safe", len(safe), foe=foe))
    if before.village_steps is not None and now.village_steps is None:
        return str(tr("taisen.why.guard", foe=foe))
    card = side * 10 + action.local_card
    was, now_at = abs(target - state.where[card]), abs(target - after.where[card])
    if now_at <= 3 < was:
        return str(tr.plural("taisen.why.near", now_at, foe=foe))
    if now_at < was:
        return str(tr.plural("taisen.why.advance", was - now_at, foe=foe))
    return _against_others(tr, state, action, foe)


def _against_others(tr: Any, state: TaisenState, action: TaisenAction, foe: str) -> str:
    """Where the move gains nothing to name (a combat lost, a tie sent back), why it
    is still the hint's: the others lose more ninjas, or leave more in the foe's reach,
    else the computer's tries of the dice to come found each of them worse. Every hint
    says a reason (newcomer W, s21: 'Shogun with the red die. Cost: your Shogun exposed.'
    with no word why it was still the move)."""
    side = state.side
    moves = [a for a in state.legal_actions() if not a.is_end and a.code != action.code]
    if not moves:
        return str(tr("taisen.prompt.hint_only"))

    def outcome(move: TaisenAction) -> tuple[int, int]:
        after = state.clone()
        after.apply(move)
        return state.alive[side] - after.alive[side], len(threats(after, side).exposed)

    lost, exposed = outcome(action)
    others = [outcome(move) for move in moves]
    if lost and all(other_lost >= lost for other_lost, _ in others):
        return str(tr("taisen.why.least_lost"))
    if all(other > exposed for _, other in others):
        return str(tr("taisen.why.fewest_exposed", foe=foe))
    return str(tr("taisen.why.tries"))
