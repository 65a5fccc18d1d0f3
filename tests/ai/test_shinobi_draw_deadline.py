"""A hard 4-player Grasshopper Shinobi draw (Recruit or Be Corrupt), judged over 8 deals
of the hidden cards, stops at a table's deadline after two deals at least (issue 33: up
to 0.38 s of processor time, 2-5.8 s by the watch at load 18, the first decision of a
computer's turn). A fake clock that advances with each deal: nothing here depends on
the real time."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.ai import make_agent
from ninjas.ai.deadline import Deadline, searching_until
from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi.rules import new_game


class SlowClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def draw_position() -> Any:
    """The first draw with a choice of a 4-player Grasshopper game (hard's lookahead)."""
    state = new_game(2, {"players": 4, "mode": "grasshopper"})
    agent = make_agent("greedy", 2)
    while not (state.phase == "draw" and len(state.legal_actions()) > 1):
        state.apply(agent.choose(state))
    return state


def slow_deals(monkeypatch: pytest.MonkeyPatch, clock: SlowClock, each: float) -> list[int]:
    """Each deal of the hidden cards takes `each` seconds of `clock`: the deals made.
    A search deals with `search_deal` (determinize's very deal, since 33e14ade)."""
    dealt: list[int] = []
    search_deal = type(draw_position()).search_deal

    def slow(self: Any, seat: int, rng: Any) -> Any:
        clock.now += each
        dealt.append(seat)
        return search_deal(self, seat, rng)

    monkeypatch.setattr(type(draw_position()), "search_deal", slow)
    return dealt


def test_the_draw_stops_at_the_deadline_after_two_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = SlowClock()
    dealt = slow_deals(monkeypatch, clock, 1.0)  # a very busy machine: 1 s a deal
    state = draw_position()
    assert isinstance(shinobi_ai.preset_for("hard", state), shinobi_ai.Lookahead)
    with searching_until(Deadline(0.5, clock)) as limit:
        action = make_agent("hard", 4).choose(state)
    assert len(dealt) == shinobi_ai.LEAST_WORLDS == 2  # before: all 8, 8 s
    assert limit is not None and limit.reached
    assert str(action) in {str(a) for a in state.legal_actions()}


def test_without_a_deadline_or_before_it_the_draw_is_judged_over_every_deal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The arena and the tests ask no deadline; an idle table never reaches it: the same
    8 deals, the same move."""
    clock = SlowClock()
    dealt = slow_deals(monkeypatch, clock, 0.001)
    state = draw_position()
    free = make_agent("hard", 4).choose(state.clone())
    with searching_until(Deadline(1.0, clock)) as limit:
        timed = make_agent("hard", 4).choose(state.clone())
    worlds = shinobi_ai.FOUR_GRASSHOPPER["hard"]
    assert isinstance(worlds, shinobi_ai.Lookahead)
    assert len(dealt) == 2 * worlds.worlds and str(free) == str(timed)
    assert limit is not None and not limit.reached
