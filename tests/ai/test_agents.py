"""Agents: one factory, legal choices only, deterministic from the seed, no rule changes."""

import pytest

from ninjas.ai import AGENT_NAMES, make_agent
from ninjas.arena import run_arena
from ninjas.taisen import from_notation, new_game
from ninjas.taisen.ai import DICE_OUTCOMES, evaluate, turn_plans


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_every_agent_plays_legal_actions_to_the_end(name):
    state = new_game(seed=11)
    agents = [make_agent(name, 1), make_agent("random", 2)]
    while not state.is_terminal:
        action = agents[state.current_player].choose(state)
        assert str(action) in {str(a) for a in state.legal_actions()}
        state.apply(action)


def test_unknown_agent_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("godlike", 0)


def test_same_seed_same_choices():
    def game(seed):
        state = new_game(seed=5)
        a, b = make_agent("easy", seed), make_agent("easy", seed + 1)
        while not state.is_terminal:
            state.apply((a, b)[state.current_player].choose(state))
        return state.to_notation()

    assert game(3) == game(3)


def test_choosing_does_not_touch_the_games_generator():
    state = new_game(seed=8)
    before = state.rng.getstate()
    make_agent("hard", 0).choose(state)
    assert state.rng.getstate() == before


def test_hard_takes_an_immediate_win():
    # Monkey's P1 one step from the empty Wolf village, green 1 rolled: moving there wins.
    state = from_notation("J/-/-/-/-/-/-/s1/j/P1/- m r1g1 -")
    agent = make_agent("hard", 0)
    while state.winner is None and state.side_name == "monkey":
        state.apply(agent.choose(state))
    assert state.winner == "monkey"


def test_the_taisen_levels_are_steps_easy_blunders_and_normal_plays_with_noise():
    """The ladder (README, Arena): easy plays a random whole turn most of the time and
    normal judges its plans with noise, so that each level wins about four games of
    five against the one below. normal (noise 0.1) won only 34 of 100 against hard, and
    easy (no blunder) 24 of 100 against normal."""
    import random
    from dataclasses import replace

    from ninjas.taisen.ai import PRESETS, plan_turn

    easy, normal, hard = PRESETS["easy"], PRESETS["normal"], PRESETS["hard"]
    assert hard.noise == hard.blunder == normal.blunder == 0.0
    assert 2.0 <= normal.noise < easy.noise and 0.5 <= easy.blunder < 1.0
    differ = {"easy": 0, "normal": 0}
    for seed in range(40):
        state = new_game(seed=seed)
        state.ensure_rolled()
        best = plan_turn(state, replace(normal, noise=0.0), random.Random(seed))
        for name in differ:
            differ[name] += plan_turn(state, PRESETS[name], random.Random(seed)) != best
    assert differ["easy"] >= 20 and differ["normal"] >= 5


def test_a_busy_machine_does_not_change_what_hard_plays(monkeypatch):
    """hard's safety clock counts its own processor time: on a loaded machine the wall
    clock races ahead, and a wall-clock limit had cut the lookahead short (2 decisions
    in 100 games against the public engine's strategy), so the same game went
    differently. Here the wall clock jumps 10 s at each look."""
    import itertools
    import random

    import ninjas.taisen.ai as taisen_ai

    state = new_game(seed=1)
    state.ensure_rolled()
    hard = taisen_ai.PRESETS["hard"]
    calm = taisen_ai.plan_turn(state, hard, random.Random(0))
    wall = itertools.count(0.0, 10.0)
    monkeypatch.setattr(taisen_ai.time, "perf_counter", lambda: next(wall))
    assert taisen_ai.plan_turn(state, hard, random.Random(0)) == calm


def test_dice_outcomes_cover_all_27_rolls_with_probability_one():
    assert len(DICE_OUTCOMES) == 27
    assert abs(sum(p for _, p in DICE_OUTCOMES) - 1.0) < 1e-12


def test_turn_plans_end_the_turn_and_are_distinct():
    state = new_game(seed=4)
    plans = turn_plans(state.clone())
    assert plans
    keys = {p[1].to_notation().split(" ")[0] for p in plans}
    assert len(keys) == len(plans)
    for _, leaf in plans:
        assert leaf.is_terminal or leaf.side != state.side


def test_evaluation_is_antisymmetric():
    state = new_game(seed=6)
    assert evaluate(state, 0) == pytest.approx(-evaluate(state, 1))


def test_arena_reports_the_documented_fields():
    report = run_arena("taisen", ["normal", "random"], games=4, seed=1)
    assert set(report) >= {"game", "games", "wins", "draws", "seconds_per_decision"}
    assert sum(report["wins"].values()) + report["draws"] == 4
    assert set(report["seconds_per_decision"]) == {"normal", "random"}


def test_a_run_played_in_parts_is_the_same_games_as_the_whole_run():
    """--first-game: the games 0-1 and then 2-5 of a run are its games 0-5, so a long
    measurement may be finished later and its wins added up."""
    whole = run_arena("taisen", ["easy", "random"], games=6, seed=4)
    head = run_arena("taisen", ["easy", "random"], games=2, seed=4)
    tail = run_arena("taisen", ["easy", "random"], games=4, seed=4, first=2)
    assert tail["first_game"] == 2 and whole["first_game"] == 0
    for name in ("easy", "random"):
        assert head["wins"][name] + tail["wins"][name] == whole["wins"][name]


def test_arena_gives_the_wilson_interval_of_each_agents_win_share():
    from ninjas.arena import wilson_interval

    assert wilson_interval(36, 100) == pytest.approx((0.2727, 0.4576), abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == 1.0
    report = run_arena("taisen", ["normal", "random"], games=4, seed=1)
    for name, (low, high) in report["win_interval_95"].items():
        assert 0.0 <= low <= report["wins"][name] / 4 <= high <= 1.0


def test_arena_reports_the_processor_time_of_a_decision_beside_its_wall_time():
    """On a machine other programs keep busy the wall time of a search grows; its
    processor time does not: both are reported."""
    report = run_arena("taisen", ["normal", "random"], games=2, seed=3)
    cpu, wall = report["cpu_seconds_per_decision"], report["seconds_per_decision"]
    assert set(cpu) == {"normal", "random"}
    assert 0.0 < cpu["normal"] <= wall["normal"] * 1.5 + 0.01


def test_arena_counts_how_often_each_agent_used_dojos_optional_rules():
    from ninjas.dojo.rules import TOGGLES

    report = run_arena(
        "dojo", ["normal", "greedy"], 2, seed=3, options=dict.fromkeys(TOGGLES, True)
    )
    uses = report["option_uses"]
    assert set(uses) <= {"normal", "greedy"} and uses
    known = {"blitz", "dojo_defense", "dojo_defense_held", "fury_draw_1", "fury_draw_2"}
    assert all(use in known | {"joker_choice"} for counts in uses.values() for use in counts)
    assert "option_uses" not in run_arena("dojo", ["normal", "greedy"], 1, seed=3)
