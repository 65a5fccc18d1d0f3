"""The plan pre-selected for a seat planning, from a few plain rules on what it may
know, never a search (the hint searches: H). It was always 'Move, then Collect', even
with 3 tokens on her own roof, while the hint said 'Collect + Collect' (newcomer G, s16,
096, 097); the review later named that pre-selected plan her costliest (176).

- Tokens she may collect on her own roof, with room for them (or a full backpack where
  one may beat her lowest token, by the faces she has seen): Collect first, then Heal
  if injured, else Move on to a roof with tokens in reach (best_roof), else Collect
  again (only a token knocked or dropped onto her roof meanwhile would be there). A
  Collect takes every token it may: a second one on the same roof found nothing but
  yellow tokens of later rounds (newcomer M, s17, 053 -> 065, 'did nothing').
- Injured, nothing to collect here: Heal first, then Move (on to a roof with tokens).
- Else, as before (plan_reason.suggested): Move, then Collect where a roof with tokens
  is in the grapnel's reach; each action that cannot be done replaced.
- In the last round, no Heal (last_round): an injury costs no points at the game's end.

Every action it sets can be done from where the ninja stands (why_not); the second
after a Move is judged on the roof the Move goes to."""

from __future__ import annotations

from ninjas.night import data
from ninjas.night.rules import NightState

from .plan_reason import best_roof, collectable, may_beat
from .plan_reason import suggested as move_then_collect


def collect_here(state: NightState, seat: int) -> bool:
    """A Collect now would take something worth it: tokens she may collect on her roof,
    and room for them or one that may beat her lowest."""
    here = state.positions[seat]
    if here is None or state.why_not(seat, "collect") is not None:
        return False
    if not collectable(state, here):
        return False
    return bool(state.free_slots(seat)) or may_beat(state, seat, here)


def suggested(state: NightState, seat: int) -> list[str]:
    """The two actions pre-selected for `seat` planning (the module's rules)."""
    injured = state.why_not(seat, "heal") is None and state.positions[seat] is not None
    if state.round >= data.ROUNDS:
        return last_round(state, seat)
    if collect_here(state, seat):
        return ["collect", "heal" if injured else after_collect(state, seat)]
    if injured:
        return ["heal", "move" if state.why_not(seat, "move") is None else "skip"]
    return move_then_collect(state, seat)


def after_collect(state: NightState, seat: int) -> str:
    """The second action after a Collect that takes what her roof offers: a Move on to
    a roof with tokens in the grapnel's reach, else Collect (a token may yet land)."""
    if state.why_not(seat, "move") is None and best_roof(state, seat) is not None:
        return "move"
    return "collect"


def last_round(state: NightState, seat: int) -> list[str]:
    """The last round's plan: an injury costs no points at the game's end, so no Heal;
    Collect first where her roof offers something (as in the other rounds), else Move
    then Collect (plan_reason.suggested). Newcomer Z (s21, Night EN 1280x720, 119):
    injured, her backpack full, 'Heal, then Move' was suggested in round 6 and scored
    nothing; the hint and the review said 'Move, then Collect'."""
    if collect_here(state, seat):
        return ["collect", after_collect(state, seat)]
    return move_then_collect(state, seat)
