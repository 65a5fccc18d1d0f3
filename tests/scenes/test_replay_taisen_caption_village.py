"""Newcomer K (issue 33, Taisen RP1, 1920x1080): in the replay opened from the review,
the computer's caption box lay over the Wolf village (its houses, where a card reaching
it stands). Both villages are now pieces the caption keeps off, as the cards, the road
and the dice and log panels were: at 1280x720 and 1920x1080, EN and FR, at each of the
first moves of seat 0 that had another choice."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.taisen import layout as L

from .replay_records import make_record
from .test_review_computer_move import replay_from_review


def costly_moves(path: Path, count: int) -> list[rv.Item]:
    """Seat 0's first `count` decisions, each made costly against another legal move."""
    out = []
    for decision in rv.decisions(read_record(path), 0):
        if rv.JOINED in decision.move:
            continue
        other = next(
            (str(a) for a in decision.state.legal_actions() if str(a) != decision.move), None
        )
        if other is not None:
            out.append(rv.Item(decision.index, decision.move, other, 0.6, 0.6, 0.2))
        if len(out) == count:
            break
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_caption_keeps_off_both_villages(
    sized_app: Any, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    items = costly_moves(path, 4)
    assert len(items) == 4
    for item in items:
        replay = replay_from_review(app, path, item)
        app.draw()
        assert replay._box is not None
        box = replay._box[1]
        canvas = app.window
        area = canvas.get_rect() if replay.full else replay.rects[0]
        scale = area.width / L.CANVAS_W
        for village in (L.column_rect(0), L.column_rect(L.POSITIONS - 1)):
            shown = pygame.Rect(
                round(area.left + village.left * scale),
                round(area.top + village.top * scale),
                round(village.width * scale),
                round(village.height * scale),
            )
            assert not box.colliderect(shown), (item.index, box, shown)
        while app.stack:
            app.pop()
