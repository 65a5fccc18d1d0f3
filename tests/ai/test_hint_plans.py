"""A hint's plan from one search (ninjas.ai.agents.plan_in_worker, issue 33: Dojo's hint
gave a step per press, 3-4 s of search each): the agent's whole Dojo move, or all a
summoning's dice, each action legal in turn; one action in any other phase."""

from __future__ import annotations

import time

from ninjas.ai.agents import plan_in_worker
from ninjas.ai.thinking import Thinking
from ninjas.dojo.rules import new_game


def _rolled(seed: int = 4):  # type: ignore[no-untyped-def]
    state = new_game(seed, {"board": "random"})
    while state.phase == "dojo":
        state.apply(state.legal_actions()[0])
    state.apply("roll")
    return state


def test_a_dojo_move_comes_whole_and_plays_legally() -> None:
    state = _rolled()
    seat = state.current_player
    plan = plan_in_worker("hard", 7, state.clone())
    assert len(plan) >= 2 and str(plan[-1]) == "end"
    for action in plan:
        assert str(action) in {str(a) for a in state.legal_actions()}
        state.apply(action)
    assert state.phase != "move" or state.current_player != seat


def test_a_plan_is_one_action_outside_the_planned_phases() -> None:
    state = new_game(4, {"board": "random"})
    assert state.phase == "dojo"
    assert len(plan_in_worker("hard", 7, state.clone())) == 1


def test_the_worker_runs_the_task_it_is_given() -> None:
    state = _rolled()
    job = Thinking.start("hard", 7, state, plan_in_worker)
    for _ in range(6000):
        if job.done():
            break
        time.sleep(0.01)
    result = job.result()
    assert isinstance(result, list) and len(result) >= 2
