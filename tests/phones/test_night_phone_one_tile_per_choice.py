"""Newcomer V, s13 (nc-V/314): two Grappling Hooks in Kenji's backpack gave two tiles
'To roof 10', 'To roof 10' (which one? it looked like a bug). Two bonuses of one kind in
the backpack do the same: one tile, its words said once."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .conftest import PhoneTable
from .test_night_phone_skip_passes import SEATS, kenji_to_skip


def test_two_hooks_in_the_backpack_make_one_tile_per_roof(phone_table: Any) -> None:
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", prepare=kenji_to_skip)
    state = table.scene.state
    hooks = [t for t in range(len(state.kinds)) if state.kinds[t] == "hook"][:2]
    for slot, token in enumerate(hooks):
        state.backpacks[1][slot] = token
        state.known[token].add(1)
    table.scene._refresh()
    choices = [c for c in table.link.state_message(1)["choices"] if c["action"][:4] == "hook"]
    roofs = state.village.nearest(state.positions[1])
    assert roofs and len(choices) == len(roofs), choices  # fails before: twice as many
    assert len({c["group"] for c in choices}) == 1, choices  # one Hook's tile
    shorts = Counter(c["short"] for c in choices)
    assert all(count == 1 for count in shorts.values()), shorts
    # the tile plays: the first Hook's way, a legal action
    legal = {str(a) for a in state.legal_actions()}
    assert all(c["action"] in legal for c in choices)
