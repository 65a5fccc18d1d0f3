"""Newcomers, s23: the review graph's tooltip covered the graph: placed above a low dot
(or under a high one) it lay over the line of the moves around it. It now goes where
it covers the least of the line (above, under, beside the dot, or a corner of the
plot), clear of its dot and of the legend as before (chart.least_covering). EN and FR,
1280x720 and 1920x1080."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.review import chart

from .replay_records import make_record
from .test_review_chart import items_of, shown


def tips(scene: Any, canvas: pygame.Surface, size: Any) -> list[tuple[pygame.Rect, int]]:
    """Each dot's tooltip as drawn, and how much of the line it covers."""
    graph = scene.areas["graph"]
    out = []
    for index in range(len(scene.chart.points)):
        scene.chart.hover = index
        with theme.scaled_for(size):
            box = scene.chart.draw_tip(canvas, graph)
        assert box is not None and graph.contains(box)
        assert not box.inflate(-2, -2).collidepoint(scene.chart.points[index])
        out.append((box, chart.covered(box, scene.chart.points)))
    return out


@pytest.mark.parametrize(("lang", "size"), [("en", (1920, 1080)), ("fr", (1280, 720))])
def test_the_tooltip_covers_the_least_of_the_line(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: Any
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    scene = shown(app, path, items_of(path, costly=2), outcome=0.0)
    now = tips(scene, app.canvas, size)
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        scene.draw(app.canvas)
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}.png")
    monkeypatch.setattr(
        chart,
        "least_covering",
        lambda box, dot, gap, room, pts: chart.clear_place(box, dot, gap, room),
    )
    before = tips(scene, app.canvas, size)
    assert all(n <= b for (_, n), (_, b) in zip(now, before, strict=True)), (now, before)
    assert sum(n for _, n in now) < sum(b for _, b in before)  # fails before: the same
