"""Newcomers S and P, s12: while the review is worked out the chart showed isolated dots
at the game's end with nothing between (S, 149.png: 'looks broken until you read the
small line under it'), and a gold line ran round the plot's whole frame while the first
points came (P, 070.png): the keys' focus ring, drawn on the plot's edge in the line's
gold. Now each decision not yet worked out is a faint hollow dot along the plot's foot
(the chart reads as filling in), and the focus ring goes round the graph's panel, off
the plot."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.history import read_record
from scenes import theme
from scenes.app import App
from scenes.review import graph
from scenes.review.scene import ReviewScene

from .conftest import Driver, record_blits
from .replay_records import make_record
from .test_review_live import SMALL, Held


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_chart_reads_as_filling_in(
    app: App, ui: Driver, tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    held = Held()
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, held)
    app.push(scene)
    ui.step(2)
    held.answer(1)
    ui.step()
    so_far = scene.job.so_far()
    assert scene.working and so_far.pending and so_far.items
    scene.menu.focus(scene.chart)
    blits = record_blits(monkeypatch)
    app.draw()
    assert app.tr("review.legend.pending") in dict(blits), "the hollow dots said in the key"
    canvas = app.canvas
    plot = scene.chart.plot
    actions = len(scene.record.save.actions)
    radius = max(3, theme.px(5))
    seen = 0
    for index in so_far.pending:
        x, y = graph.pending_point(plot, index, actions)
        seen += tuple(canvas.get_at((x, y - radius + 1)))[:3] == graph.PENDING
    assert seen >= 0.8 * len(so_far.pending), (seen, len(so_far.pending))
    # under the 0% line, off the chart (newcomer B, s23, 29-review: on it they read
    # 'your chance was 0 % all game')
    assert all(
        graph.pending_point(plot, i, actions)[1] - radius > plot.bottom for i in so_far.pending
    )
    # the focus ring: round the panel, not on the plot's edge (where the gold line runs)
    gold = tuple(theme.GOLD)[:3]
    ring = theme.px(3)
    assert tuple(canvas.get_at((plot.centerx, plot.top - ring)))[:3] != gold
    assert tuple(canvas.get_at((plot.left - ring, plot.centery)))[:3] != gold
    frame = scene.areas["graph"]
    assert tuple(canvas.get_at((frame.centerx, frame.top - ring)))[:3] == gold
