"""The view of your own hovered clan keeps off the title, the Deck and the top bar, at a
hand card's size when it must stand above the clan. Newcomer A (s22, EN 1280x720, 4
players, g1_34/g1_39): hovering a clan opened a big view over the game's title, the Deck
and the top-left seat's panel, up while she read the discards. EN and FR."""

from __future__ import annotations

import pytest

from ..shinobi.test_rules import arrange, ids
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_your_clan_s_view_keeps_under_the_top_bar_and_off_the_deck(
    sized_app, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app, players=4)
    arrange(scene.state, clans={0: {"Bear": ids("Bear", 5)[2:5], "Carp": ids("Carp", 2)}})
    scene._refresh()
    scene.draw(app.window)
    tile = next(r for r, s, c in scene.board.tiles if (s, c) == (0, "Bear"))
    scene.mouse, scene.pointer_moved = tile.center, True
    scene.draw(app.window)
    view = scene.zoom.clan_view
    layout = scene.layout
    assert view is not None and view.top >= layout.table.top  # fails before: over the title
    assert not view.colliderect(scene.board.deck_rect())  # fails before: over the Deck
    assert view.bottom <= layout.hand.top
