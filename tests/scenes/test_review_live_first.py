"""Issue 33, newcomer O (s8): a Shinobi review takes minutes whatever is done. While it
is worked out, the screen says plainly that it goes on while the costly moves already
found are replayed, and that the work is kept if the person leaves; once one is found,
the costly moves so far come first, at the top of the panel, the work's progress under
them. EN and FR, at 1280x720."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from scenes.app import App

from .test_review_live_rows import where_drawn, working_with_two_costly

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A path stem to save the screen at (to look at it), none by default."""


def lines_of(app: App, key: str, places: dict[str, tuple[int, int]]) -> list[tuple[int, int]]:
    """Where the wrapped lines of `key`'s words were drawn (their first words found, at a
    line's start or after the turns still looked at: test_review_still_looking)."""
    words = app.tr(key)
    return [
        at for text, at in places.items() if text and (words.startswith(text) or words[:16] in text)
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_costly_moves_so_far_come_first_and_the_work_is_said_kept(
    sized_app: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app: App = sized_app((1280, 720))  # type: ignore[operator]
    app.language_for_run(lang)
    scene = working_with_two_costly(app, tmp_path)
    places = where_drawn(monkeypatch)
    app.draw()
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}-{lang}.png")
    heading = places[app.tr("review.worst.so_far")]
    kept = lines_of(app, "review.working.kept", places)
    assert kept, "it says the work goes on and is kept"
    assert heading[1] < min(y for _, y in kept), "the costly moves first, the progress under"
    rows = scene.live_rows.rows
    assert len(rows) == 2 and all(rect.bottom < min(y for _, y in kept) for rect, _ in rows)
    assert max(y for _, y in kept) < app.canvas.get_height() * 0.85  # (above the buttons)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_before_any_costly_move_it_says_they_will_show_and_the_work_is_kept(
    sized_app: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app: App = sized_app((1280, 720))  # type: ignore[operator]
    app.language_for_run(lang)
    scene = working_with_two_costly(app, tmp_path)
    scene.job.items = [item for item in scene.job.items if item.move == item.computer]
    places = where_drawn(monkeypatch)
    app.draw()
    assert lines_of(app, "review.working.on", places)
    assert app.tr("review.worst.so_far") not in places
