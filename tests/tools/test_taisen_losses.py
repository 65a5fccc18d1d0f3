"""Where a level loses to the public engine's strategy: tools/taisen_losses.py."""

from __future__ import annotations

import json

import pytest

from ninjas.taisen import from_notation
from tools import taisen_losses
from tools.taisen_losses import Record, game_facts, summary


def _played(start: str, turns: list[list[str]]) -> Record:
    """The record of `turns` (each a list of actions, the next turn's dice set in
    `dice`) played from `start`, as play_game writes it."""
    state = from_notation(start)
    record: Record = []
    for actions in turns:
        record.append((state.side, state.to_notation(), list(actions)))
        for action in actions:
            state.apply(action)
        if state.winner_side is None:
            state.dice = [1, 1, 1]
    assert state.winner_side is not None
    record.append((state.winner_side, state.to_notation(), []))
    return record


def test_a_lost_race_to_an_empty_village() -> None:
    # Monkey's R1 takes Wolf's S1 (rock beats scissors, 3 of worth), then Wolf's P1
    # walks into the empty Monkey village.
    record = _played("-/p1/-/R1/s1/-/-/-/-/-/j m b1 -", [["b:R1"], ["g:P1", "end"]])
    facts = game_facts(record, 0)
    assert facts["won"] is False
    assert facts["reason"] == "village"
    assert facts["turns"] == 2
    assert facts["worth_taken_by_agent_attacks"] == 3.0
    assert facts["worth_taken_by_rival_attacks"] == 0.0
    assert facts["village_empty_when_reached"] is True
    assert facts["shogun_taken"] is None
    assert summary([facts])["reasons"] == {"village": 1}


def test_a_shogun_lost_in_its_own_attack() -> None:
    # Monkey's lone Shogun attacks Wolf's stack S1 S2 S3 (S3 on top): it beats S3
    # (strength 4 against 3, 1 left), then loses to S2, and Monkey has no card left.
    record = _played("-/-/-/-/-/J/s1s2s3/-/-/-/j m b1 -", [["b:J"]])
    facts = game_facts(record, 0)
    assert facts["won"] is False
    assert facts["reason"] == "elimination"
    assert facts["shogun_taken"] == "own turn"


def test_it_reports_the_lost_games(capsys: pytest.CaptureFixture[str]) -> None:
    taisen_losses.main(["--agent", "random", "--games", "2", "--seed", "3", "--show", "1"])
    out = capsys.readouterr().out.splitlines()
    report = json.loads(out[-1])
    assert report["won"]["games"] + report["lost"]["games"] == 2
    if report["lost_games"]:
        assert out[0].startswith(f"game {report['lost_games'][0]}, agent plays")
