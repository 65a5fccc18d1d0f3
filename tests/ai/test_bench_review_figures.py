"""The review's bench (python -m ninjas.bench_review) says where a review's time goes:
one decision's processor time (median and max) and the share of the computer's move
searched, beside the playouts (issue 33, s21: a Shinobi Grand Master seat's review,
about a third of it the hard search of the computer's move, the rest playouts). The
figures' format only, on a tiny budget: no timing asserted."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas import bench_review
from ninjas import review as rv
from ninjas.core.history import read_record

SMALL = rv.Budget(samples=2, playout="random", chooser="normal")


@pytest.mark.parametrize("slow", [False, True])
def test_the_bench_says_each_decisions_time_and_the_searches(tmp_path: Path, slow: bool) -> None:
    from ninjas.arena import run_arena

    run_arena("taisen", ["easy", "random"], 1, seed=4, options={}, record=tmp_path)
    (path,) = sorted(tmp_path.glob("record-*.json"))
    figures = bench_review.review(read_record(path), 0, slow=slow, budget=SMALL)
    each = figures["decision_cpu_s"]
    assert figures["decisions"] > 0 and figures["playouts"] > 0
    assert each["median"] is not None and 0.0 <= each["median"] <= each["max"]
    assert 0.0 <= figures["hint_cpu_s"] <= figures["cpu_s"] + 0.1
    assert rv.review_decision.__name__ == "review_decision"  # (put back after)
    assert rv.computer_move.__name__ == "computer_move"
