"""Taisen's results: no empty band between the cards and the stats box (issue 33, newcomer
K, T28 at 1920x1061: the two short cards stood high, the stats box down by the buttons,
a wide empty band between them). The cards and the notes are one group, the notes just
under the cards, centred between the words above and the buttons."""

from __future__ import annotations

from typing import Any

import pytest

from scenes import theme

from .test_results_native import finished, show

NOTES = ["Turns played: 18", "Duels fought: 20, ninjas eliminated: 18"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1920, 1061)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_stats_box_stands_under_the_cards(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    results = show(app, finished("taisen", {}, 2), NOTES)
    layout = results.layout_now
    assert layout is not None and layout.notes_rect is not None and layout.tables
    cards_bottom = max(table.rect.bottom for table in layout.tables)
    cards_top = min(table.rect.top for table in layout.tables)
    notes = layout.notes_rect
    px = theme.px
    assert px(8) <= notes.top - cards_bottom <= px(20), (notes, cards_bottom)
    assert layout.notes_top >= notes.top  # its words inside it
    buttons = min(button.rect.top for button in results.menu.widgets)
    assert buttons - notes.bottom >= px(16)
    # the room left is shared above the cards and under the notes, not one band
    above = cards_top - layout.ribbon.bottom
    assert buttons - notes.bottom <= above, (above, buttons - notes.bottom)
