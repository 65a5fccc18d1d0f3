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


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_laid_pill_under_the_seal_keeps_off_the_name_band(sized_app, size) -> None:  # type: ignore[no-untyped-def]
    """A tile with its art but little of it (a row of three clans under the '3 clans: a
    4th ends the round' line): the pill under the seal reached down over the name
    (newcomer A, s24, f3: '+3' over Midori's 'Rat'); it goes to the foot instead."""
    app = sized_app(size)
    scene = akane_places(app, players=4)
    marks = scene.kept_marks
    marks.laid[(1, "Rat")] = 3
    name_h = theme.font(theme.FONT_MIN + 2, "display").get_linesize()
    canvas = pygame.Surface(app.window.get_size())
    tried = 0
    for width in range(theme.px(60), theme.px(130), theme.px(4)):
        for height in range(theme.px(70), theme.px(160), theme.px(3)):
            free = art.tile_art_free((width, height), 3)
            if free is None:
                continue
            tile = pygame.Rect(theme.px(20), theme.px(20), width, height)
            pill = marks.draw_tile(canvas, tile, 1, "Rat", 3)
            assert pill is not None and tile.contains(pill)
            band = pygame.Rect(tile.left, tile.top + free[1], width, name_h)
            tried += 1
            assert not pill.colliderect(band), (width, height)  # fails before
    assert tried
