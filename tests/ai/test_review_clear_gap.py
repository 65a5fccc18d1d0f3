"""Issue 33, s21 (newcomers T and U waited minutes for a review): a move short of the
computer's by less than CLEAR_GAP is never named costly (ninjas.review.Item.as_good),
so a comparison whose loss on the whole budget is foreseen under it, by GAP_FORESEEN
errors of the forecast, stops there (ninjas.review_playout._under_gap), where Taisen's
and Dojo's close calls were played on all 192 and 112 worlds. A loss that may still
reach it is played on. The outcomes are set world by world: no playout, no timing
(python -m ninjas.bench_review measures the time)."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from ninjas import review_playout
from ninjas.review import CLEAR_GAP, Item
from ninjas.review_playout import FORESEEN_FROM, SURE_SPREAD, _margin, compared


def played(
    monkeypatch: pytest.MonkeyPatch,
    computer: list[float],
    made: list[float],
    samples: int,
    most: int,
) -> tuple[list[float], list[float]]:
    """The two moves compared on worlds whose outcomes are set: world i gives
    computer[i] after the computer's move and made[i] after the move made."""
    outcomes = {"c": computer, "m": made}

    def set_outcomes(worlds: list[int], seeds: list[int], seat: int, *rest: Any) -> list[float]:
        return [outcomes[rest[1]][world] for world in worlds]

    monkeypatch.setattr(review_playout, "_outcomes", set_outcomes)
    dealt = iter(range(samples, 10 * max(samples, most)))
    monkeypatch.setattr(review_playout, "_world", lambda state, seat, rng: next(dealt))
    worlds, seeds = list(range(samples)), list(range(samples))
    deal = (samples, most, "normal", 0.0, ("c", "m"))
    return compared(None, 0, worlds, seeds, random.Random(1), *deal)


def verdict(computer: list[float], made: list[float], spread: float) -> bool:
    """As good (Item.as_good), on these worlds."""
    item = Item(
        0,
        "m",
        "c",
        0.0,
        sum(computer) / len(computer),
        sum(made) / len(made),
        margin=_margin(computer, made, spread),
    )
    return item.as_good


def test_a_dojo_move_whose_worlds_all_tie_stops_early(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seven of the bench's Dojo seat's close calls tied in every one of 112 worlds (a
    game already decided): their loss on 112 can no longer reach 10 points once 32
    tie. Stopped at the first look past FORESEEN_FROM (28 worlds dealt at a time, LOOK
    16 at a time: looks at 16, 28, 44), 44 (fails before: all 112), as good, as on all
    112."""
    computer = made = [1.0] * 112
    by_computer, by_move = played(monkeypatch, computer, made, 28, 112)
    assert FORESEEN_FROM == 32 and len(by_computer) == 44
    assert verdict(by_computer, by_move, SURE_SPREAD) and verdict(computer, made, SURE_SPREAD)


def test_a_taisen_close_call_a_few_points_apart_stops_early(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Of every 16 worlds, the move made loses 2 the computer's wins and wins 1 it loses,
    the rest tied: about 6 points short, a loss 192 worlds would state as 'about the
    same'. Stopped before 192 (fails before: all 192, its upper bound never under the
    margin), as good, as on all 192."""
    sixteen = [(1.0, 0.0)] * 2 + [(0.0, 1.0)] + [(0.5, 0.5)] * 13
    computer = [c for c, _ in sixteen] * 12
    made = [m for _, m in sixteen] * 12
    by_computer, by_move = played(monkeypatch, computer, made, 48, 192)
    assert len(by_computer) < 192
    assert verdict(by_computer, by_move, SURE_SPREAD) and verdict(computer, made, SURE_SPREAD)


def test_a_loss_that_may_still_reach_the_gap_is_played_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """About 6 points short but the worlds far apart (of every 16, 5 lost and 4 won by
    the move made, the rest tied): the loss on 192 may yet be 10 points or more, so it
    is played on, all 192 (as before)."""
    sixteen = [(1.0, 0.0)] * 5 + [(0.0, 1.0)] * 4 + [(0.5, 0.5)] * 7
    computer = [c for c, _ in sixteen] * 12
    made = [m for _, m in sixteen] * 12
    by_computer, _ = played(monkeypatch, computer, made, 48, 192)
    assert len(by_computer) == 192


def test_the_whole_budget_when_never_settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """bench_review --slow plays every world (SETTLED infinite): no gap stops it."""
    monkeypatch.setattr(review_playout, "SETTLED", math.inf)
    computer = made = [1.0] * 112
    by_computer, _ = played(monkeypatch, computer, made, 28, 112)
    assert len(by_computer) == 112


def test_the_gap_is_the_verdicts() -> None:
    """The gap a comparison stops under is the one the verdict reads."""
    assert CLEAR_GAP == review_playout.CLEAR_GAP == 0.10
