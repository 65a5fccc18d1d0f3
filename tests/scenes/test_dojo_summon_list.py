"""The summoning's roll says every hex where the rows do not fit (newcomer F, s15, 085:
two rows of dice, then '... 11 more hexes: +21 ninjas, on the board'): in words, those
that gained first ('Gained: the plains (west) +6, ...'), then those where no die
matched, by name or counted; and the drawn cards' tiles read from a sofa (028, 084:
their values at theme.FONT_MIN, capitals 10.7 px at 1280x720)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App
from scenes.dojo.layout import CHIP_TEXT, CHIP_W
from scenes.dojo.stage import SummonShow
from scenes.dojo.summon_dice import rows

from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table
from .test_shinobi_legible import LEAST, height


def _rolled(app: App, lang: str, hexes: int) -> object:
    app.tr = Translator(lang)
    table = _placed_table(app)
    me = table.state.mover
    held = _many(table, per_hex=1, hexes=hexes, deck=40)
    dice = [h for h in held for _ in range(2)]
    faces = ([2, 4, 6, 1, 4, 6, 1, 2, 6, 3, 5, 5] * 3)[: len(dice)]
    cards = [1, 2, 2, 2, 3, 4, 4, 4, 5, 9, 9, 10, 10, 11, 12, 12]
    table.stage.summon_show = SummonShow(me, cards, dice, faces, age=9.0, gained=20)
    table.draw(pygame.Surface((1280, 720)))
    return table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_seven_hexes_are_each_named_with_what_they_gained(app: App, lang: str) -> None:
    table = _rolled(app, lang, 7)
    dice = table.summoning.dice  # type: ignore[attr-defined]
    show = table.stage.summon_show  # type: ignore[attr-defined]
    names = table.narrator.short_names([h for h, _, _ in rows(show)])  # type: ignore[attr-defined]
    said = " ".join(dice.told)
    assert dice.more == 0  # before: 3 rows, then '... 4 more hexes'
    for h, _, gained in rows(show):
        assert names[h] in said, (names[h], said)
        if gained:
            assert f"{names[h]} +{gained}" in said
    action = table.layout.action  # type: ignore[attr-defined]
    block = dice.drawn[0][1]
    assert action.contains(block)
    assert block.bottom <= action.bottom - theme.px(table.summoning.area_h())  # type: ignore[attr-defined]


def test_a_roll_too_long_for_words_names_what_fits_then_counts(app: App) -> None:
    table = _rolled(app, "en", 13)
    dice = table.summoning.dice  # type: ignore[attr-defined]
    said = " ".join(dice.told)
    assert said.startswith("Gained: ") and dice.more > 0
    assert f"{dice.more} more hexes: +" in said  # the rest counted, never cut mid-word


def test_the_summoning_tiles_read_from_a_sofa() -> None:
    with theme.scaled_for((1280, 720)):
        assert height("10", CHIP_TEXT, "display") >= LEAST
        assert theme.font(CHIP_TEXT, "display").size("10")[0] <= theme.px(CHIP_W - 4)
