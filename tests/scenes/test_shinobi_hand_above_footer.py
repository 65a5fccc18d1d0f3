"""Newcomer O, s12 (nc-O 211/213, FR Shinobi Grand Master at 1920x1080): the footer's
dark strip (widgets.draw_hint, 44 design px, its top 14 a fade) lay over the hand
cards' foot: the layout left it 36. The hand's cards now end above the whole strip, at
both sizes, in both modes, 2 to 4 seats, one row or two; the hand's rect keeps its top,
so the column (prompt, choices, log: the review replay's caption room) and the table
above are where they were (79073ac6 moved them and was reverted)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme, widgets
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi.layout import GAP, HINT_STRIP, table_layout


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hand_cards_end_above_the_footer_strip(
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
    cards = [rect for rect, _ in scene.hand.rects]
    assert cards and all(rect.bottom <= strip_top for rect in cards)
    app.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hand_leaves_the_column_and_table_where_they_were(size: tuple[int, int]) -> None:
    theme.set_scale(theme.scale_for(size))
    try:
        scale = theme.scale_for(size)
        strip_top = size[1] - round(widgets.HINT_STRIP_HEIGHT * scale)
        gap = round(GAP * scale)
        for mode in ("grasshopper", "grandmaster"):
            for players in (2, 3, 4):
                for rows in (1, 2):
                    layout = table_layout(size, players, mode, rows)
                    hand = layout.hand
                    assert hand.bottom <= strip_top  # fails before
                    # a lifted card's top (cards hang from the hand's foot) stays inside
                    card_h, lift = layout.card_h, round(layout.card_h * theme.CARD_LIFT)
                    assert hand.bottom - rows * (card_h + lift) - (rows - 1) * gap >= hand.top
                    # the rect's top is the old one: the footer's 36 plus the old height
                    old_top = size[1] - round(HINT_STRIP * scale) - rows * (card_h + lift + gap)
                    assert hand.top == old_top
                    assert layout.log.bottom == layout.table.bottom == hand.top - gap
    finally:
        theme.set_scale(1.0)
