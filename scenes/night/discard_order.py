"""The discards' and the drops' rows, the least costly first (newcomer K, s17, 157):
choosing which token goes back on the roof, the list began with 'Discard the pink 3
(slot 1)' lit, Enter threw 3 points away and the right choice, the 2, stood 4th.

Each token is ranked by what the rules make it worth at the end, as the screen shows
it (NightTable.token_face, so a screen others may look at ranks only what they may
see): its points; a bonus 0.3 (no points, but it may still be played: after a pink 1,
before a pink 2, as the computers weigh it, ninjas.night.ai.token_worth); a face-down
token its colour's average. Ties keep slot order. The rows keep the places the
discards held in the list (words.fixed_order): only their order among themselves
changes, and it is fixed for a given backpack, so the list never shifts under the
pointer."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ninjas.night import data
from ninjas.night.rules import NightAction, NightState

from .words import apart, certain_miss, fixed_order

DROPS = ("discard", "drop")

BONUS_WORTH = 0.3
"""A bonus's rank among the value tokens (ninjas.night.ai.token_worth weighs it so)."""


def face_worth(face: str) -> float:
    """What a token shown as `face` is worth for the order: points, a bonus 0.3, a back
    its colour's average (yellow 4.5, pink 1)."""
    if face in data.TOKEN_VALUES:
        return float(data.TOKEN_VALUES[face])
    if face in data.BONUS_KINDS:
        return BONUS_WORTH
    return 4.5 if face == "yellow" else 1.0


def cheapest_first(
    state: NightState, actions: Sequence[NightAction], face: Callable[[int], str]
) -> list[NightAction]:
    """`actions` with its discards (and drops) reordered among their own places, the
    token worth least first; every other row where it was."""
    pack = state.backpacks[state.current_player]

    def worth(action: NightAction) -> tuple[float, int]:
        slot = int(action.args[0])
        token = pack[slot] if slot < len(pack) else None
        shown = face(token) if token is not None and token >= 0 else "pink"
        return face_worth(shown), slot

    places = [k for k, a in enumerate(actions) if a.kind in DROPS]
    ranked = sorted((actions[k] for k in places), key=worth)
    ordered = list(actions)
    for k, action in zip(places, ranked, strict=True):
        ordered[k] = action
    return ordered


def losing_swap(state: NightState, action: NightAction, face: Callable[[int], str]) -> bool:
    """A swap (ninjas.night.packing) of a value token in the hand for a value token
    worth more that the collect packed: it only gives points back to the roof, and the
    rules give no other reason for it (newcomer K, s17, 120: 'Swap: the pink 1 into
    slot 4, the pink 2 into your hand'). Not offered. A swap that packs a bonus keeps
    it for a later turn: offered, its row saying so (words.swap_words)."""
    if action.kind != "swap":
        return False
    held = state.held[int(action.args[0])]
    out = state.backpacks[state.current_player][int(action.args[1])]
    if out is None or out < 0:
        return False
    kept, given = face(held), face(out)
    values = data.TOKEN_VALUES
    return kept in values and given in values and values[kept] < values[given]


def offered(
    state: NightState, actions: Sequence[NightAction], face: Callable[[int], str]
) -> list[NightAction]:
    """The options offered, in the order listed, the same at every turn
    (words.fixed_order), the discards the cheapest first (cheapest_first); a bonus
    thrown where it can only miss is not offered (words.certain_miss), nor a losing swap
    (losing_swap); a planned throw that can only miss comes last, after End the turn,
    its row saying so (words.apart)."""
    kept = [a for a in actions if not (certain_miss(state, a) or losing_swap(state, a, face))]
    return apart(state, cheapest_first(state, fixed_order(kept), face))
