"""Newcomer O, s12 (nc-O 211/213, FR Shinobi at 1920x1080): the footer's line of keys
lay over the bottom edge of the hand cards. The footer's dark strip (widgets.draw_hint)
was 44 design px tall, the room the layout left it 36: the hand now ends above it, at
both sizes, with one row of cards or two."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.session import GameSession, Seat
from scenes import widgets
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi.layout import table_layout


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hand_ends_above_the_footer_strip(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, 3, {"players": 3, "mode": "grandmaster"})
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    app.draw()
    strip_top = size[1] - widgets.hint_strip_height()
    assert scene.layout.hand.bottom <= strip_top  # fails before: 8 design px under it
    for mode in ("grasshopper", "grandmaster"):
        for rows in (1, 2):
            assert table_layout(size, 3, mode, rows).hand.bottom <= strip_top
    app.set_language("en")
