"""The replay opened from the review puts Shinobi's caption of the computer's move under
the log, beside the hand, not over the log (issue 33, newcomer V, s9 rp1: at 1920x1080
the box took the whole of the log's room, one clipped line peeking under it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.review import caption_place

from .replay_records import make_record
from .test_review_caption_log import on_window
from .test_review_computer_move import costly, replay_from_review


@pytest.mark.parametrize(
    ("lang", "size"),
    [("fr", (1280, 720)), ("en", (1280, 720)), ("en", (1920, 1080)), ("fr", (1920, 1080))],
)
def test_the_caption_covers_neither_the_log_nor_the_hand(
    sized_app: Any, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("shinobi", tmp_path)
    replay = replay_from_review(app, path, costly(path, "place"))
    app.draw()
    assert replay._box is not None
    box = replay._box[1]
    table = replay.table
    with theme.scaled_for(app.window.get_size()):
        (panel,) = caption_place.log_panels(table, "shinobi")
        rows = [on_window(replay, row) for row, _ in panel.placed()]
        cards = [on_window(replay, pygame.Rect(rect)) for rect, _ in table.hand.shown()]
        room = on_window(replay, panel.room)
    assert len(rows) >= 3, rows  # fails before: the log's room given up to the caption
    assert all(not box.colliderect(row) for row in rows), (box, rows)
    assert not box.colliderect(room), (box, room)  # its newest lines and the older
    assert box.collidelist(cards) < 0, (box, cards)
    assert box.top >= room.bottom and box.bottom <= replay.rects[0].bottom
