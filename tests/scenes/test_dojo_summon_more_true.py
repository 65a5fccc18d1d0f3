"""The summoning's rows left out for room say what they hold (newcomer J, s11,
nc-J/023_2): '... and 2 more hexes, in the log' promised what the log's one line ('The
dice show 2, 4, 3, 2, 1, 6: Jules gains 2 ninjas.') never said. Now '... 2 more hexes:
no die matched there' or '... 2 more hexes: +3 ninjas, on the board', in one line in the
panel."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App
from scenes.dojo.layout import LOG_SIZE
from scenes.dojo.stage import SummonShow
from scenes.dojo.summon_dice import more_words, rows

from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rows_left_out_are_said_not_sent_to_the_log(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    tr = app.tr
    table = _placed_table(app)
    me = table.state.mover
    held = _many(table, per_hex=1, hexes=9, deck=40)
    hexes = [h for h in held for _ in range(2)]
    faces = [2, 3] * len(held)
    table.stage.summon_show = SummonShow(me, [5] * 18, hexes, faces, age=9.0, gained=0)
    table.draw(pygame.Surface((1280, 720)))
    dice = table.summoning.dice
    said = " ".join(dice.told)  # nine rows do not fit: said in words, named or counted
    named = tr("dojo.summon.none_named", places="")[:12]
    assert dice.more == 0 and (named in said or tr.plural("dojo.summon.none_count", 9) in said)
    hidden = rows(table.stage.summon_show)[-3:]  # type: ignore[arg-type]
    words = more_words(tr, hidden)  # (the rows' own last line, where words do not fit)
    assert words == tr.plural("dojo.summon.more_none", 3)
    for bad in ("log", "journal"):
        assert bad not in words  # before: '... in the log'
    room = table.layout.action.width - 2 * theme.px(14)
    assert theme.font(LOG_SIZE).size(words)[0] <= room, words
    some = more_words(tr, [(held[0], [(5, 1)], 1), (held[1], [(5, 2)], 2)])
    assert "+3" in some and tr.plural("dojo.summon.more_hexes", 2) in some
    assert theme.font(LOG_SIZE).size(some)[0] <= room, some
