"""The replay opened from the review puts Shinobi's caption of the computer's move under
the log, beside the hand, or, where the hand reaches under the log, beside the own
clans, not over the log (issue 33, newcomer V, s9 rp1: at 1920x1080 the box took the
whole of the log's room, one clipped line peeking under it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.review import caption_place

from .replay_records import make_record
from .test_review_caption_log import on_window
from .test_review_computer_move import costly, replay_from_review


def later(path: Path, kind: str, nth: int) -> rv.Item:
    """Seat 0's `nth` decision of `kind` (0: the first), made costly against another."""
    decisions = [d for d in rv.decisions(read_record(path), 0) if d.move.startswith(kind)]
    decision = decisions[nth]
    other = next(str(a) for a in decision.state.legal_actions() if str(a) != decision.move)
    return rv.Item(decision.index, decision.move, other, 0.6, 0.6, 0.2)


@pytest.mark.parametrize("nth", [0, 1])
@pytest.mark.parametrize(
    ("lang", "size"),
    [("fr", (1280, 720)), ("en", (1280, 720)), ("en", (1920, 1080)), ("fr", (1920, 1080))],
)
def test_the_caption_covers_neither_the_log_nor_the_hand(
    sized_app: Any, tmp_path: Path, lang: str, size: tuple[int, int], nth: int
) -> None:
    """The first discard: the hand leaves room under the log; the second: its twelve
    stacks reach under it, and the caption goes beside the own clans."""
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("shinobi", tmp_path)
    replay = replay_from_review(
        app, path, later(path, "discard", nth) if nth else costly(path, "place")
    )
    app.draw()
    assert replay._box is not None
    box = replay._box[1]
    table = replay.table
    with theme.scaled_for(app.window.get_size()):
        (panel,) = caption_place.log_panels(table, "shinobi")
        rows = [on_window(replay, row) for row, _ in panel.placed()]
        cards = [on_window(replay, pygame.Rect(rect)) for rect, _ in table.hand.shown()]
        room = on_window(replay, panel.room)
        clans = [on_window(replay, pygame.Rect(rect)) for rect, *_ in table.board.tiles]
    assert len(rows) >= 3, rows  # fails before: the log's room given up to the caption
    assert all(not box.colliderect(row) for row in rows), (box, rows)
    assert not box.colliderect(room), (box, room)  # its newest lines and the older
    assert box.collidelist(cards) < 0, (box, cards)
    assert box.collidelist(clans) < 0, (box, clans)
    assert replay.rects[0].contains(box)
