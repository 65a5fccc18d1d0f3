"""The chance's figures beside the review's graph ('100 %', '50 %', '0 %') are drawn at
the body's size, larger than the words under the plot, read at 2 m (newcomer B, s24:
'the graph's chances line is hard to read at 2 m, small labels'); the plot keeps room
for them inside its panel."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review.scene import ReviewScene

from .conftest import Driver, record_blits
from .test_review_forced_turns import SEAT, SMALL, record


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_axis_figures_read_larger_than_the_notes(
    sized_app: Callable[[tuple[int, int]], App],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    path = record(tmp_path)
    never: Any = lambda *a: Future()  # noqa: E731  (the review stays at work)
    scene = ReviewScene(app, read_record(path), path, SEAT, SMALL, never)
    app.push(scene)
    found = list(rv.decisions(read_record(path), SEAT))
    scene.job.items = [rv.Item(d.index, d.move, d.move, 0.5, 0.5, 0.5) for d in found[:3]]
    texts = record_blits(monkeypatch)
    Driver(app).step(2)
    drawn = dict(texts)
    figures = [
        drawn[t]
        for t in drawn
        if t.replace("\u202f", " ").replace("\xa0", " ") in ("100 %", "100%")
    ]
    legend = drawn[app.tr("review.legend.good")]
    assert figures, list(drawn)[:20]
    assert figures[0].height > legend.height  # fails before: the same small size
    assert scene.areas["graph"].contains(figures[0])
