"""Newcomer W, s13 (048.png at 1920x1080 EN, 129.png at 1280x720 FR): while the review
was at work the legend's fourth entry, 'To review', was cut to its hollow dot and '…'.
An entry that would pass the panel's edge now starts a second row: each is drawn whole,
inside the graph's panel, and the notes under it stay below it."""

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

KEYS = ("good", "costly", "forced", "pending")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_legend_entry_is_whole_while_the_review_works(
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
    assert scene.working  # (four entries: "To review" too)
    drawn = dict(texts)
    panel = scene.areas["graph"]
    rects = []
    for key in KEYS:
        word = app.tr(f"review.legend.{key}")
        assert word in drawn, word  # whole (fails before: the last one cut to '…')
        assert panel.contains(drawn[word])
        rects.append(drawn[word])
    for one, other in zip(rects, rects[1:], strict=False):
        assert not one.colliderect(other)
    # the line under the legend stays under its last row
    point = app.tr("review.graph.order")
    below = [rect for text, rect in texts if text == point]
    assert below and below[0].top >= max(r.bottom for r in rects)
    assert panel.contains(below[0])
