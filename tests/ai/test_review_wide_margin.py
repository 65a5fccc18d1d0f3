"""Newcomer A, s14 (058, 064): her first Dojo move read 81% against the computer's 56%,
its comparison stopped as the move made was far ahead, on a margin of 34 points. Where
the budget may play more worlds (Budget.most: Dojo, Taisen), a margin of WIDE_MARGIN or
more is no verdict yet: the decision is played on until the margin narrows or the budget
is spent; a budget of `samples` alone stops as before. The outcomes are set world by
world: no playout, no timing (python -m ninjas.bench_review measures the time)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ninjas import review_playout
from ninjas.review_playout import SURE_SPREAD, WIDE_MARGIN, _margin, compared

SAMPLES, MOST = 28, 112


def played(monkeypatch: pytest.MonkeyPatch, most: int) -> tuple[list[float], list[float]]:
    """The computer's move wins every other world, the move made every world."""

    def set_outcomes(worlds: list[int], seeds: list[int], seat: int, *rest: Any) -> list[float]:
        move = rest[1]
        return [1.0 if move == "m" else float(world % 2) for world in worlds]

    monkeypatch.setattr(review_playout, "_outcomes", set_outcomes)
    counter = iter(range(SAMPLES, 10 * MOST))
    monkeypatch.setattr(review_playout, "_world", lambda state, seat, rng: next(counter))
    worlds, seeds = list(range(SAMPLES)), list(range(SAMPLES))
    return compared(
        None, 0, worlds, seeds, random.Random(1), SAMPLES, most, "normal", 0.0, ("c", "m")
    )


def test_a_wide_margin_is_played_on(monkeypatch: pytest.MonkeyPatch) -> None:
    by_computer, by_move = played(monkeypatch, MOST)
    # (before: stopped after the first 16, the move made 50 points ahead, margin 26)
    assert len(by_computer) > review_playout.LOOK
    assert _margin(by_computer, by_move, SURE_SPREAD) < WIDE_MARGIN


def test_a_budget_of_samples_alone_stops_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    by_computer, _ = played(monkeypatch, 0)
    assert len(by_computer) == review_playout.LOOK
