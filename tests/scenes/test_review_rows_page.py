"""The lead's s13 closing note, 'Left' 3: at 1280x720 in French the costly moves' rows
took the summary's room. The summary now keeps it (test_review_summary_whole), and the
rows page: Down past the last row shown moves the rows on, the next costly move's row
shown and its button focused; Up back again. Every costly move is reached by the keys."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.scene import ReviewScene

from .replay_records import make_record
from .test_review_chart import items_of
from .test_review_rows import SMALL, never


def key(scene: ReviewScene, name: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode=""))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_down_pages_through_every_costly_move(sized_app: Any, tmp_path: Path, lang: str) -> None:
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    items = items_of(path, costly=4)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.job.review = rv.Review("night", 0, SMALL.key(), items, 0.0)
    scene.build_menu()
    app.push(scene)
    app.draw()
    count = len(scene.worst)
    assert count >= 3 and len(scene.rows) < count, "the rows do not all fit"
    assert scene.menu.focused is scene.worst_buttons[0]
    for place in range(1, count):
        key(scene, pygame.K_DOWN)
        app.draw()
        button = scene.worst_buttons[place]
        assert scene.menu.focused is button  # (fails before: Down stopped at the last shown)
        assert place in range(scene.first_row, scene.first_row + len(scene.rows))
        assert any(rect == button.rect for rect, _ in scene.rows)
    key(scene, pygame.K_DOWN)  # (past the last: it stays)
    assert scene.menu.focused is scene.worst_buttons[count - 1]
    for place in reversed(range(count - 1)):
        key(scene, pygame.K_UP)
        app.draw()
        assert scene.menu.focused is scene.worst_buttons[place]
        assert place in range(scene.first_row, scene.first_row + len(scene.rows))
