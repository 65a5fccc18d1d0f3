"""One rounding of a mean eye error (issue 33, newcomer W, s9 x1/nrv_9): Ada's four
throws within reach, off by 0.2, 0.1, 0.2 and 0.1 cm, read '0.2 cm off on average' in
the results and 'off by 0.1 cm on average' in the review: a mean of 0.15, rounded from
0.15000000000000213 in one and from the review's kept 0.15 (a binary 0.1499...) in
the other. Both now say it through throw_record.error_cm, as the Records do."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.night.throw_record import error_cm, record_lines
from scenes.records.charts import trend
from scenes.review.scene import ReviewScene

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")
# (length, distance) of four throws off by 0.2, 0.1, 0.2 and 0.1 cm, as W's were
W_THROWS = ((17.9, 18.1), (13.8, 13.9), (20.0, 19.8), (15.3, 15.2))
SAID = {"en": "0.2", "fr": "0,2"}


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_and_the_review_say_the_same_mean(app: App, tmp_path: Path, lang: str) -> None:
    app.tr = tr = Translator(lang)
    shown = [
        {"seat": 0, "distance": d, "length": n, "action": "move", "success": True, "reach": True}
        for n, d in W_THROWS
    ]
    (results,) = record_lines(tr, shown, 1, lambda seat: "Ada")
    assert tr("night.record.error", error=SAID[lang]) in results

    path = make_record("night", tmp_path)
    record = read_record(path)
    firsts = [d.index for d in rv.decisions(record, 0)][: len(W_THROWS)]
    items = [
        rv.Item(i, "a", "a", 0.5, 0.5, 0.5, rv.Throw("moving", n, d, n - d))
        for i, (n, d) in zip(firsts, W_THROWS, strict=True)
    ]
    review = rv.Review("night", 0, SMALL.key(), items, outcome=1.0)
    assert review.figures()["mean_throw_error"] == 0.15  # kept to the hundredth
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    lines = [text for text, _ in scene.summary_lines(review)]
    assert tr("review.throws", error=SAID[lang]) in lines  # fails before: 0.1


def test_one_rounding_for_every_screen() -> None:
    tr = Translator("en")
    for value, said in ((0.15000000000000213, "0.2"), (0.15, "0.2"), (0.144, "0.1")):
        assert error_cm(tr, value) == said
    assert error_cm(tr, 0.146) == error_cm(tr, round(0.146, 2)) == "0.2"  # as the review
    assert error_cm(tr, 2.25) == "2.3" and error_cm(tr, 0.04) == "0.0"
    assert trend(tr, [0.15]) == tr("records.night.one", error="0.2")
