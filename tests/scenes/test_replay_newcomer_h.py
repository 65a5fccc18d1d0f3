"""Newcomer H's replay (issue 33, tr-5.png, rp-1.png): opened from the review, the blue
caption of the computer's move lay over Taisen's dice and log and over Shinobi's hand
and log; and in "View: everything" Shinobi's table turned to the seat to move at each
turn, which read as the seats swapping. The caption now lies over none of them, and the
face-up view keeps one seat's side at the table's foot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.core.history import read_record
from scenes import theme
from scenes.replay import open_replay
from scenes.review import caption_place

from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("game", "kind"), [("taisen", "g"), ("shinobi", "place")])
def test_the_caption_covers_no_card_nor_the_dice_hand_or_log(
    sized_app: Any, tmp_path: Path, game: str, kind: str, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record(game, tmp_path)
    replay = replay_from_review(app, path, costly(path, kind))
    app.draw()
    assert replay._box is not None
    box = replay._box[1]
    area = app.window.get_rect() if replay.full else replay.rects[0]
    scale = area.width / app.window.get_width()
    pieces = caption_place.pieces(replay.table, game)
    table = replay.table
    if game == "taisen":
        from scenes.taisen import layout as L

        assert L.DICE_PANEL in pieces and L.LOG_PANEL in pieces
    else:  # the log gives its top to the caption, its lines under it (side panel)
        assert table.layout.options in pieces and table.log in caption_place.log_panels(table, game)
        assert all(rect in pieces for rect, _ in table.hand.shown())
        with theme.scaled_for(app.window.get_size()):
            # (what is drawn of each row: the panel's picture is cut to its rect)
            rows = [row.clip(table.log.rect) for row, _ in table.log.placed()]
            rows = [row for row in rows if row.height > 0]
        for row in rows:
            shown = pygame.Rect(
                round(area.left + row.left * scale),
                round(area.top + row.top * scale),
                round(row.width * scale),
                round(row.height * scale),
            )
            assert not box.colliderect(shown), (row, box)
    for piece in pieces:
        shown = pygame.Rect(
            round(area.left + piece.left * scale),
            round(area.top + piece.top * scale),
            round(piece.width * scale),
            round(piece.height * scale),
        )
        assert not box.colliderect(shown), (piece, box)
    assert area.contains(box)


def test_the_face_up_view_keeps_one_seat_at_the_foot(app: Any, tmp_path: Path) -> None:
    path = make_record("shinobi", tmp_path)
    replay = open_replay(app, path, at=0)
    assert replay.view is None  # everything face up
    foot = replay.last_seat
    movers = set()
    total = len(read_record(path).save.actions)
    for index in range(0, total, 3):
        replay.go(index)
        table = replay.table
        if table.state.is_terminal:
            continue
        movers.add(int(table.state.current_player))
        assert table.bottom_seat() == foot, index
    assert len(movers) > 1  # the others moved too: the table stayed put
    replay.set_view(1)  # a seat's view, then everything again: that seat's side stays
    replay.go(0)
    replay.set_view(None)
    assert replay.table.bottom_seat() == 1
