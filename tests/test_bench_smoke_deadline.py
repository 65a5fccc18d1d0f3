"""CI time (s14): the bench's smoke run (test_cli_tools, the suite's longest test) made a
whole hard Taisen decision, 2.8 s of its time; its decisions now run under a table's
deadline (ninjas.ai.deadline), each search its minimum, the same code as a table at high
load. The other budgets still make their decisions whole."""

from __future__ import annotations

from typing import Any

from ninjas import bench
from ninjas.ai import agents, deadline


def test_the_smoke_run_decides_under_a_table_deadline_and_the_others_do_not(
    monkeypatch,
) -> None:  # type: ignore[no-untyped-def]
    asked: list[tuple[str, float | None]] = []
    monkeypatch.setattr(bench, "frame_ms", lambda *args, **kwargs: {})
    monkeypatch.setattr(bench, "idle_cpu_share", lambda *args, **kwargs: 0.0)
    monkeypatch.setattr(bench, "startup", lambda *args, **kwargs: (0.0, 0.0))
    monkeypatch.setattr(bench, "random_playouts_per_s", lambda *args, **kwargs: 1.0)
    monkeypatch.setattr(bench, "sample_positions", lambda count, game="taisen": [game] * count)

    def choose(self: agents.Agent, state: Any) -> None:
        limit = deadline.current()
        asked.append((self.name, None if limit is None else limit.seconds))

    monkeypatch.setattr(agents.Agent, "choose", choose)
    for budget, seconds in (("--smoke", bench.SMOKE.decision_s), ("--quick", None)):
        asked.clear()
        assert bench.main([budget, "--json", "--game", "taisen"]) == 0
        assert {name for name, _ in asked} == set(bench.LEVELS)
        assert {limit for _, limit in asked} == {seconds}
    assert bench.SMOKE.decision_s is not None and bench.SMOKE.decision_s < 0.01
    assert bench.FULL.decision_s is None
