"""The public engine's strategy, played through tools/taisen_rival.py: metric_strength's
choice among our rules' whole turns, a measuring tool only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninjas.ai import AGENT_NAMES
from ninjas.taisen import from_notation, new_game
from tools import taisen_rival
from tools.taisen_rival import StrengthRival, play_game, strength_metric, turn_sequences

ROOT = Path(__file__).resolve().parents[2]


def test_the_metric_is_the_ratio_of_the_cards_worth() -> None:
    state = new_game(seed=1)
    assert strength_metric(state, 0) == pytest.approx(1.0)  # 3 x (3+4+5) + 9 each side
    state.stacks[1] = [[] for _ in state.stacks[1]]
    assert strength_metric(state, 0) == pytest.approx(45.0)


def test_it_takes_a_win_when_there_is_one() -> None:
    # Monkey's P1 one step from the empty Wolf village, green 1 rolled: moving there wins.
    state = from_notation("J/-/-/-/-/-/-/s1/j/P1/- m r1g1 -")
    rival = StrengthRival(0)
    while state.winner_side is None and state.side == 0:
        state.apply_code(rival.choose_code(state))
    assert state.winner_side == 0


def test_equal_turns_are_drawn_as_the_simulator_draws_its_move_sequences() -> None:
    # No combat in reach, so every turn scores the same. Moving S1 (red 1) and P1 (green
    # 1) ends in one position reached in two orders; moving one of them alone, in one
    # each. The simulator draws among its 4 sequences, so the first position comes up
    # in half the turns (a draw among the 3 distinct positions would give a third).
    state = from_notation("-/S1/-/P1/-/-/-/-/-/-/j m r1g1b1 -")
    counts = sorted(n for _, _, n in turn_sequences(state.clone_without_rng()))
    assert counts == [1, 1, 2]
    both = 0
    for seed in range(600):
        game = state.clone()
        rival = StrengthRival(seed)
        while game.side == 0:
            game.apply_code(rival.choose_code(game))
        both += bool(game.stacks[0][2] and game.stacks[0][4])
    assert 0.45 < both / 600 < 0.55


def test_a_game_is_played_to_the_end_with_legal_turns() -> None:
    won, turns = play_game("random", 0, 5)
    assert isinstance(won, bool) and turns


def test_it_is_a_tool_never_a_level() -> None:
    assert "metric_strength" not in AGENT_NAMES
    for folder in ("ninjas", "scenes"):
        for path in (ROOT / folder).rglob("*.py"):
            assert "taisen_rival" not in path.read_text(encoding="utf-8"), path


def test_bad_arguments_are_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        taisen_rival.main(["--games", "0"])
    assert stop.value.code == 2
    assert "--games" in capsys.readouterr().err


def test_a_run_in_parts_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    taisen_rival.main(["--agent", "greedy", "--games", "3", "--seed", "7"])
    whole = json.loads(capsys.readouterr().out)
    wins = 0
    for first in range(3):
        taisen_rival.main(
            ["--agent", "greedy", "--games", "1", "--seed", "7", "--first-game", str(first)]
        )
        part = json.loads(capsys.readouterr().out)
        assert part["first_game"] == first
        wins += part["wins"]
    assert wins == whole["wins"]
