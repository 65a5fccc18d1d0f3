"""The all-seeing Taisen player of tools/taisen_ceiling.py: a measuring tool only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninjas.ai import AGENT_NAMES
from ninjas.taisen import from_notation, new_game
from ninjas.taisen.rules import TaisenState
from tools import taisen_ceiling
from tools.taisen_ceiling import SeeingPlayer, future_dice, seeing_plan
from tools.taisen_rival import play_game

ROOT = Path(__file__).resolve().parents[2]


def test_it_reads_the_dice_still_to_be_rolled_without_rolling_them() -> None:
    state = new_game(seed=4)
    state.ensure_rolled()
    before = state.rng.getstate()
    coming = future_dice(state, 2)
    assert state.rng.getstate() == before
    game = state.clone()
    for dice in coming:
        while game.dice is not None:  # play out the turn, then roll the next one
            game.apply_code(game.legal_codes()[0])
        game.roll()
        assert game.dice == dice


def _with_next_red(state: TaisenState, red: int) -> TaisenState:
    """`state` with a generator whose next roll shows `red` on the red die."""
    seed = 0
    state.rng.seed(seed)
    while future_dice(state, 1)[0][0] != red:
        seed += 1
        state.rng.seed(seed)
    return state


@pytest.mark.parametrize(("red", "plan"), [(2, [14]), (3, [13])])
def test_it_steps_out_of_the_reach_it_knows(red: int, plan: list[int]) -> None:
    # Monkey rolled green 1: P1 (on 3) steps to 4, or P2 leaves the village. Wolf's S1
    # on 6 beats either (scissors beat paper) wherever the coming red die lands it: on 4
    # with a 2, so P1 stays and P2 moves; on 3 with a 3, so P1 steps on.
    state = _with_next_red(from_notation("P2/-/-/P1/-/-/s1/-/-/-/j m g1 -"), red)
    assert seeing_plan(state) == plan


def test_it_plays_whole_legal_games() -> None:
    won, _ = play_game("seeing", 0, 5, player=SeeingPlayer())
    assert isinstance(won, bool)


def test_it_is_a_tool_never_a_level() -> None:
    assert "seeing" not in AGENT_NAMES
    for folder in ("ninjas", "scenes"):
        for path in (ROOT / folder).rglob("*.py"):
            assert "taisen_ceiling" not in path.read_text(encoding="utf-8"), path


def test_bad_arguments_are_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        taisen_ceiling.main(["--games", "0"])
    assert stop.value.code == 2
    assert "--games" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        taisen_ceiling.main(["--answers", "0"])
    assert stop.value.code == 2


def test_a_wider_search_is_asked_for_on_the_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    taisen_ceiling.main(["--games", "1", "--seed", "3", "--candidates", "2", "--answers", "1"])
    report = json.loads(capsys.readouterr().out)
    assert (report["candidates"], report["answers"], report["games"]) == (2, 1, 1)
