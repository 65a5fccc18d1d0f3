"""Fifteen kinds offered over the table all show at once, their powers in words (issue 33,
newcomer V, s9 g75, 1920x1061: the Jigoku picker said '15 kinds: scroll the wheel to see
them all' and hid one, seven columns of 169 px with room beside them)."""

from __future__ import annotations

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.shinobi import ShinobiScene
from scenes.shinobi import cards as art

from .conftest import Driver


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1061), (1920, 1080), (2560, 1440)])
def test_fifteen_kinds_fit_over_the_table_with_their_words(sized_app, size) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    session = GameSession.new(
        "shinobi", [Seat("human"), Seat("ai", "easy")], 3, {"players": 2}, autosave=False
    )
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    Driver(app).step()
    width, cols, rows = scene.picks.grid(15)
    assert cols * rows >= 15, (size, width, cols, rows)  # before: 7 x 2, one kind scrolled
    assert art.is_large(width)  # each face with its powers in words
