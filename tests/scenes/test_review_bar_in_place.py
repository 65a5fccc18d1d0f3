"""Issue 33, newcomer V, s9: while a review was worked out, its progress bar jumped down
the panel when the first costly move was found (the costly moves come first, at the
top, the progress under them). The bar now keeps one place, at the panel's foot, before
and after, and the words about the work stay whole above it. EN and FR, at 1280x720 and
1920x1080."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.review import live

from .test_review_live_rows import where_drawn, working_with_two_costly


def bars_drawn(monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """Each progress bar drawn from now on."""
    bars: list[pygame.Rect] = []
    original = live.draw_progress

    def recording(canvas: Any, bar: pygame.Rect, progress: float) -> None:
        bars.append(bar.copy())
        original(canvas, bar, progress)

    monkeypatch.setattr(live, "draw_progress", recording)
    return bars


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bar_stays_in_place_when_the_first_costly_move_comes(
    sized_app: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app: App = sized_app(size)  # type: ignore[operator]
    app.language_for_run(lang)
    scene = working_with_two_costly(app, tmp_path)
    costly = list(scene.job.items)
    scene.job.items = [item for item in costly if item.move == item.computer]
    bars = bars_drawn(monkeypatch)
    places = where_drawn(monkeypatch)
    app.draw()
    (before,) = bars
    assert app.tr("review.worst.so_far") not in places
    scene.job.items = costly  # the first costly moves found
    app.draw()
    after = bars[-1]
    assert app.tr("review.worst.so_far") in places
    assert after == before, (before, after)  # fails before: it jumped down the panel
    rows = scene.live_rows.rows
    assert rows and all(rect.bottom < after.top for rect, _ in rows)
    assert after.bottom < size[1] * 0.85  # (above the buttons)
