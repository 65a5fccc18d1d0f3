"""The public engine's strategy, played through tools/taisen_rival.py: metric_strength's
choice among our rules' whole turns, a measuring tool only."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.ai import AGENT_NAMES
from ninjas.taisen import from_notation, new_game
from tools import taisen_rival
from tools.taisen_rival import StrengthRival, play_game, strength_metric

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
