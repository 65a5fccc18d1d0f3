"""A big summoning's cards read from a sofa at 1280x720: more than a row of cards beside
the label holds, they are tiles 36 design px across under the label, the panel's whole
width theirs, 15 cards in 2 rows (newcomer W, s21, Dojo EN 1280x720, 89_g2_sum15: tiles
~30 px wide beside the label, 15 cards wrapped to 3 rows). EN/FR, 1280x720 and
1920x1080. scenes/dojo/summoning.py."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo.stage import SummonShow
from scenes.dojo.summoning import TILE

from .conftest import record_texts
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table

CARDS = [1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 7, 10, 11, 13]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_fifteen_cards_are_two_rows_of_big_tiles_under_the_label(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    with theme.scaled_for(size):
        table = _placed_table(app)
        me = table.state.mover
        held = _many(table, per_hex=2, hexes=8, deck=40)
        dice = [h for h in held for _ in range(2)][: len(CARDS)]
        faces = [1 + i % 6 for i in range(len(dice))]
        table.stage.summon_show = SummonShow(me, CARDS, dice, faces, age=9.0, gained=9)
        summoning = table.summoning
        per_row = summoning.chips_per_row()
        rows = -(-len(CARDS) // per_row)
        texts = record_texts(monkeypatch)
        table.draw(pygame.Surface(size))
        label = app.tr("dojo.summon_cards", name=table.seat_name(me))
        assert rows == 2, per_row  # before: 3 rows of 7
        assert TILE >= 36  # design px (before: 30)
        assert label in texts  # the label whole on one line, over the tiles
