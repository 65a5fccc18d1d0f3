"""Issue 33, newcomer X (s9 r1-r8.png, Dojo FR 1280x720): a grey vertical stripe in the
review's graph had no legend. It shades the seat's turns with no choice (forced.py),
whose own words stand in it only where the band is wide enough; the legend line now
says it too, with a grey swatch, whole and inside the graph's panel."""

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


@pytest.mark.parametrize(
    ("lang", "size"), [("en", (1280, 720)), ("fr", (1280, 720)), ("fr", (1920, 1080))]
)
def test_the_shaded_turns_are_in_the_legend(
    sized_app: Callable[[tuple[int, int]], App],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app = sized_app(size)
    ui = Driver(app)
    app.set_language(lang)
    path = record(tmp_path)
    never: Any = lambda *a: Future()  # noqa: E731  (the review stays at work)
    scene = ReviewScene(app, read_record(path), path, SEAT, SMALL, never)
    app.push(scene)
    found = list(rv.decisions(read_record(path), SEAT))
    scene.job.items = [rv.Item(d.index, d.move, d.move, 0.5, 0.5, 0.5) for d in found[:3]]
    texts = record_blits(monkeypatch)
    ui.step(2)
    assert scene.working
    drawn = dict(texts)
    word, costly = app.tr("review.legend.forced"), app.tr("review.legend.costly")
    assert word in drawn  # (before: the band alone, no word under the graph)
    panel = scene.areas["graph"]
    assert panel.contains(drawn[word])
    assert drawn[word].left > drawn[costly].right
    assert drawn[word].centery == drawn[costly].centery
