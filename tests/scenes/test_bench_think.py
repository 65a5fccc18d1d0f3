"""`python -m scenes.bench_think` prints the documented figures (its searches stood in for
here: the time a person waits is measured by the bench, never by tests)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scenes import ai_turn, bench_think


def test_the_bench_prints_decisions_and_hints(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    asked: list[str] = []

    def answer(kind: str) -> Any:
        def search(_level: str, _seed: int, state: Any) -> Any:
            asked.append(kind)
            return ai_turn.Ready(state.legal_actions()[0])

        return search

    monkeypatch.setattr(ai_turn, "think", answer("decision"))
    monkeypatch.setattr(ai_turn, "think_hint", answer("hint"))
    monkeypatch.setattr(ai_turn, "warm_up_worker", lambda: None)
    monkeypatch.setattr(bench_think, "WARM_SECONDS", 0.0)
    argv = ["--players", "4", "--mode", "grandmaster", "--decisions", "3", "--hints", "2"]
    assert bench_think.main([*argv, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert asked == ["decision"] * 3 + ["hint"] * 2
    assert report["decision"]["n"] == 3 and report["hint"]["n"] == 2
    assert {"median_s", "max_s"} <= set(report["decision"])
    assert report["options"] == {"players": 4, "mode": "grandmaster"}
    assert report["deadline_s"] is None  # tests/conftest.py: NINJAS_THINK_SECONDS=off


def test_an_option_the_game_does_not_take_is_a_clear_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        bench_think.main(["--game", "taisen", "--mode", "grandmaster"])
    assert stop.value.code == 2
    assert "taisen has no option 'mode'" in capsys.readouterr().err
