"""Where a collect's tokens go when the backpack has fewer free slots than tokens taken
(issue 33, RULINGS section 3).

Games started by this build carry the option `collect_value_first`: the free slots
take the value tokens first, the highest first, and the bonuses go to the hand, where
one may be played at once without a slot (RULINGS: "you can play a Bonus token right
away without first putting it in your backpack"). A Kunai and a 4 collected with one
free slot put the 4 in the slot and the Kunai in the hand. The player may choose
otherwise: `swap <held> <slot>` puts a held token in the slot of a token this collect
packed, and that token goes to the hand in its place.

A save written before the option existed lacks it and keeps the old rule (the tokens
fill the slots in the order picked), so it replays to the position it recorded.

Games started by this build also carry `discard_keeps_held`: a discard that frees a
slot while a token is in the hand puts that token in the freed slot by itself (issue
33: a newcomer had to find a separate 'Keep the 4 from your hand' row, and End turn
would have sent the 4 back to the roof). Older saves keep the two steps.
"""

from __future__ import annotations

from typing import Any, Protocol

from ninjas.core.events import Event

from . import data


class Packing(Protocol):
    """What of a Night position the packing reads and changes (NightState has it)."""

    kinds: list[str]
    options: dict[str, Any]
    held: list[int]
    backpacks: list[list[int | None]]
    collected_now: list[int]


VALUE_FIRST = "collect_value_first"
"""The option: a collect packs value tokens first (absent from older saves: False)."""


KEEPS_HELD = "discard_keeps_held"
"""The option: a discard puts the hand's first token in the slot it frees (absent: False)."""


CLOSE_UP = "packs_close_up"
"""The option: a backpack closes up when a token leaves it (absent: False). A heal, a
bonus played, a discard or a steal left holes ('empty, pink, pink, empty'), read as a
bug (newcomer B, s22, 50n18, 53r4r); the slots have no meaning of their own in the
rules (a backpack holds 4 tokens, one a space), so the tokens slide to the first
slots, in their order, the free slots last."""


def closes_up(options: dict[str, Any]) -> bool:
    return options.get(CLOSE_UP, False) is True


def close_up(backpacks: list[list[int | None]]) -> None:
    """Each backpack's tokens (injuries too) to its first slots, in their order."""
    for pack in backpacks:
        if None in pack:
            kept = [token for token in pack if token is not None]
            pack[:] = kept + [None] * (len(pack) - len(kept))


def value_first(options: dict[str, Any]) -> bool:
    return options.get(VALUE_FIRST, False) is True


def keeps_held(options: dict[str, Any]) -> bool:
    return options.get(KEEPS_HELD, False) is True


def packing_order(state: Packing, tokens: list[int]) -> list[int]:
    """The collected tokens in the order they take the free slots: as picked under the
    old rule; value tokens first, the highest first, then the bonuses as picked."""
    if not value_first(state.options):
        return tokens

    def key(token: int) -> tuple[bool, int]:
        kind = state.kinds[token]
        return kind in data.BONUS_KINDS, -data.TOKEN_VALUES.get(kind, 0)

    return sorted(tokens, key=key)


def swaps(state: Packing, seat: int) -> list[tuple[int, int]]:
    """(held token, slot) of each swap offered: each held token with each slot holding
    a token of a different kind that this turn's collect packed."""
    pack = state.backpacks[seat]
    return [
        (i, slot)
        for i, held in enumerate(state.held)
        for slot, token in enumerate(pack)
        if token in state.collected_now and state.kinds[token] != state.kinds[held]
    ]


def swap(state: Packing, seat: int, k: int, slot: int) -> list[Event]:
    """Held token `k` takes the backpack's `slot`; the slot's token goes to the hand in
    its place (back to the roof at the turn's end unless kept)."""
    if k >= len(state.held):
        raise ValueError(f"no held token {k} (holding {len(state.held)})")
    if slot >= data.BACKPACK_SLOTS or state.backpacks[seat][slot] not in state.collected_now:
        raise ValueError("only a token this collect put in the backpack can go to the hand")
    token, out = state.held[k], state.backpacks[seat][slot]
    assert out is not None
    state.backpacks[seat][slot], state.held[k] = token, out
    state.collected_now[state.collected_now.index(out)] = token
    return [Event("swapped", {"seat": seat, "token": token, "slot": slot, "out": out})]
