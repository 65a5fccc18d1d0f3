"""Newcomers, s23: a panel said 'and 1 more…' where one deed was left out, words as long
as the deed they hid. One deed left is said itself, cut short where it has no room (its
first words, then '…'; the whole in the hover tip), never counted (scenes/shinobi/deeds.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.shinobi import cards as art
from scenes.shinobi.deeds import SHORT_MORE, others_words, plural_more, told_in

SAID = [
    ("corrupt", False),
    ("new Monkey clan, 4 cards", False),
    ("Rat: Marc −3 cards", True),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_deed_left_is_said_not_counted(app: App, lang: str) -> None:
    app.set_language(lang)
    table = SimpleNamespace(app=app)
    one = others_words(table, SAID, 1)
    assert plural_more(table, 1) not in one  # fails before: 'and 1 more…' / 'et 1 autre…'
    assert one[0].startswith("Rat:") and one[-1] == SHORT_MORE
    assert others_words(table, SAID, 2)[0] == plural_more(table, 2)
    font = theme.font(art.FONT_READ)
    line = font.get_linesize()
    wrap = lambda words, size, width: [words]  # noqa: E731
    # one line holds two deeds and the room kept for the others' words, not the third
    kept = f"corrupt · new Monkey clan, 4 cards · {plural_more(table, 3)}"
    width = font.size(kept)[0] + theme.px(8)
    room = pygame.Rect(0, 0, width, line)
    *_, more, _whole = told_in(table, wrap, SAID, room, line, False)
    assert more and plural_more(table, 1) not in more, more
    assert more.startswith("Rat") or more in (SHORT_MORE, "..."), more
    app.set_language("en")
