"""Newcomer X and the lead's s13 closing note ('Left' 3): at 1280x720 in French the
review's summary lines (how many moves were as good as the computer's, the average
cost, a Night seat's throws) were dropped where the costly moves' rows took the room.
The rows now give way: a Night seat's listed throws first (their count is said), then
the last rows (said as ringed on the graph); the summary always shows whole."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.review import summary
from scenes.review.scene import ReviewScene
from scenes.widgets import wrap_text

from .replay_records import make_record
from .test_review_chart import items_of
from .test_review_rows import SMALL, drawn_texts, never


@pytest.mark.parametrize(
    ("game", "size", "lang"),
    [
        ("night", (1280, 720), "fr"),
        ("night", (1920, 1080), "fr"),
        ("night", (1280, 720), "en"),
        ("taisen", (1280, 720), "fr"),
    ],
)
def test_every_summary_line_shows_under_the_costly_rows(
    sized_app: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
    game: str,
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record(game, tmp_path)  # (sealed with each test's own folder's key)
    items = items_of(path, costly=4)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.job.review = rv.Review(game, 0, SMALL.key(), items, 0.0)
    scene.build_menu()
    app.push(scene)
    texts = drawn_texts(scene, monkeypatch)
    assert scene.rows, "the costliest row at least"
    side = scene.areas["side"]
    for line, _ in summary.summary_lines(scene, scene.job.review):
        for part in wrap_text(line, 24, side.width - theme.px(32)):
            assert part in texts, f"{part!r} not drawn"  # (fails before: dropped)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_throws_left_out_under_costly_rows_are_said_on_the_graph(
    app: Any, tmp_path: Path, lang: str
) -> None:
    """No list of decisions stands under the costly moves' rows: the throws given up
    are said as the graph's dots, not as 'in the list below' (which showed there once
    the summary was whole)."""
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    items = items_of(path, costly=2)
    throw = rv.Throw("moving", 13.5, 13.9, -0.4, True)
    items = [replace(item, throw=throw) if n >= 4 else item for n, item in enumerate(items)]
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.job.review = rv.Review("night", 0, SMALL.key(), items, 0.0)
    scene.build_menu()
    app.push(scene)
    app.draw()
    assert scene.worst and not scene.decisions.items  # (the rows, no list)
    scene.throws_shown = 0
    said = [line for line, _ in summary.summary_lines(scene, scene.job.review)]
    left_out = len(items) - 4
    assert app.tr.plural("review.throws.more.graph", left_out) in said
    assert app.tr.plural("review.throws.more", left_out) not in said  # (fails before)
