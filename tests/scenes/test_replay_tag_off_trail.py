"""A tag of the replay opened from the review ('You played', 'Better') never stands on
Taisen's kept trail, its moves' order badges ('1st'), dice chips and swords. Newcomer Y,
s21 (EN 1280x720, 230z): 'You played' covered the '1st' badge, which read '1s'."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.taisen.overlays import trail_marks

from .replay_records import make_record
from .test_replay_tag_names import at_window
from .test_review_computer_move import replay_from_review


def moments(path: Path, count: int) -> list[rv.Item]:
    """Seat 0's first `count` decisions, each made costly against another move."""
    found = []
    for decision in rv.decisions(read_record(path), 0):
        if rv.JOINED in decision.move:
            continue
        other = [str(a) for a in decision.state.legal_actions() if str(a) != decision.move]
        if other:
            found.append(rv.Item(decision.index, decision.move, other[0], 0.6, 0.6, 0.2))
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_tag_stands_on_the_trail(sized_app: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = sized_app(size)
    path = make_record("taisen", tmp_path)
    seen = 0
    for item in moments(path, 6):
        replay = replay_from_review(app, path, item)
        app.draw()
        marks = [at_window(replay, rect) for rect in trail_marks(replay.table)]
        seen += bool(marks)
        if (shot := os.environ.get("NINJAS_TEST_SHOT")) and marks and replay._tags:
            pygame.image.save(app.canvas, f"{shot}_{size[0]}_{item.index}.png")
        for tag in replay._tags:
            assert tag.collidelist(marks) < 0, (item.index, tag, marks)
        app.pop()
        app.pop()
    assert seen  # some moment keeps a trail
