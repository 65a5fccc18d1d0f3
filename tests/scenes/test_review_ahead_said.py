"""Newcomer H, s10 (nc-98/073.png): 'Tour 2, étape 5 — proche : vous 38 %,
l'ordinateur 19 %' in grey, for a move whose figure was twice the computer's. A move as
good as the computer's and 5 points of win chance or more above it is now 'as good or
better', in the good colour; within that, 'close' as before."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review.graph import GOOD
from scenes.review.scene import ReviewScene

from .replay_records import make_record


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_move_ahead_of_the_computers_is_said_as_good_or_better(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.set_language(lang)
    path = make_record("taisen", tmp_path)
    budget = rv.Budget(samples=1, playout="random", chooser="normal")
    scene = ReviewScene(app, read_record(path), path, 0, budget, never)
    ahead = rv.Item(3, "a", "b", 0.3, 0.19, 0.38)
    near = rv.Item(4, "a", "b", 0.3, 0.40, 0.38)
    _, verdict, colour, _ = scene.decision_row(ahead)
    assert verdict == app.tr(
        "review.decision.ahead", after=scene.percent(0.38), best=scene.percent(0.19)
    )  # fails before: 'close'
    assert colour == GOOD
    _, verdict, _, _ = scene.decision_row(near)
    assert verdict == app.tr(
        "review.decision.close", after=scene.percent(0.38), best=scene.percent(0.40)
    )
    app.set_language("en")
