"""The '+3' of cards laid since a person's turn never hides a clan's name: on a compact
tile (a 4-player Grand Master table's opponents), whose name is on top, the pill stands
at its foot. Newcomer A (s22, EN 1280x720, g1_41z; the brief of s23): '+3' over
'Monkey' on a small opponent's tile."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.shinobi import cards as art

from ..shinobi.test_rules import arrange, ids
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_the_laid_pill_keeps_off_a_compact_tile_s_name(
    sized_app, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app, players=4, mode="grandmaster")
    clans = {"Monkey": ids("Monkey", 3), "Bear": ids("Bear", 2), "Fox": ids("Fox", 2)}
    arrange(scene.state, clans={1: clans})
    marks = scene.kept_marks
    marks.count = len(scene.session.actions)
    marks.laid[(1, "Monkey")] = 3
    scene._refresh()
    scene.draw(app.window)
    tile = next(rect for rect, seat, clan in scene.board.tiles if (seat, clan) == (1, "Monkey"))
    pill = marks.draw_tile(pygame.Surface(app.window.get_size()), tile, 1, "Monkey", 3)
    assert pill is not None and tile.contains(pill)
    if art.tile_art_free(tile.size, 3) is None:  # compact: the name is the top line
        name_h = theme.font(theme.FONT_MIN + 2, "display").get_linesize()
        assert pill.top >= tile.top + name_h  # fails before: the pill at its top left
