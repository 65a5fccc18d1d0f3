"""NightState.clone copies by hand (a deep copy took 85% of a Night review's time, issue
33): the copy shares no list, set or dict with the state at any depth, the village
aside (it never changes), and equals it, through whole games of three and two."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.night.rules import new_game


def containers(value: Any, seen: dict[int, Any]) -> None:
    """Every list, set, dict and object reachable from `value`, by id."""
    if isinstance(value, (str, int, float, bool, type(None))) or id(value) in seen:
        return
    seen[id(value)] = value
    if isinstance(value, dict):
        items = list(value.values())
    elif isinstance(value, (list, set, tuple, frozenset)):
        items = list(value)
    else:
        items = list(vars(value).values()) if hasattr(value, "__dict__") else []
    for item in items:
        containers(item, seen)


@pytest.mark.parametrize("players", [2, 3])
def test_a_clone_shares_nothing_that_changes(players: int) -> None:
    state = new_game(seed=players, options={"players": players})
    agents = [make_agent("greedy", s) for s in range(players)]
    for moves in range(400):
        if state.is_terminal:
            break
        if moves % 7 == 0:
            twin = state.clone()
            assert twin == state and repr(twin) == repr(state)
            assert twin.village is state.village
            mine: dict[int, Any] = {}
            theirs: dict[int, Any] = {}
            state.village, village = None, state.village  # type: ignore[assignment]
            twin.village = None  # type: ignore[assignment]
            try:
                containers(state, mine)
                containers(twin, theirs)
            finally:
                state.village = twin.village = village
            shared = [v for k, v in theirs.items() if k in mine and not isinstance(v, tuple)]
            assert not shared, shared[:3]
        state.apply(agents[state.current_player].choose(state))
    assert state.is_terminal
