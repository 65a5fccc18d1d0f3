"""Newcomer S, s20 (032, t6, 082, h_14, FR 1280x720): the panels' '+4', '· +2', '· +3
autres', 'Singe −4, en main' beside the clans' strengths read as strength; they count
cards. Every deed that counts cards now says so ('Rat: Ren −3 cards', 'nouveau clan
Rat, 3 cartes'), one and many, EN and FR; the deeds left out are 'and 3 more…' ('et 3
autres…'), never a bare '+3' (scenes/shinobi/deeds.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from scenes.app import App
from scenes.shinobi.deeds import SHORT_MORE, Deed, Deeds, plural_more

NAMES = ["Yuki", "Ren", "Midori", "Kiku"]
WORD = {"en": ("card", "cards"), "fr": ("carte", "cartes")}


def counted(count: int) -> list[Deed]:
    """Each kind of deed that counts cards, `count` of them."""
    return [
        Deed(3, "place_clan", 3, what="Rat", count=count),
        Deed(3, "reinforce", 3, what="Rat", count=count),
        Deed(3, "took", 3, source="Crow", count=count),
        Deed(3, "hit", 3, source="Rat", other=1, count=count),
        Deed(1, "hurt:destroy", 3, source="Spider", what="Bear", count=count),
        Deed(1, "hurt:return_to_hand", 3, source="Toad", what="Monkey", count=count),
        Deed(1, "hurt:random_discard", 3, source="Rat", count=count),
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_count_of_cards_says_cards(app: App, lang: str) -> None:
    app.set_language(lang)
    table = SimpleNamespace(app=app, seat_name=lambda seat: NAMES[seat])
    one, many = WORD[lang]
    for count, word in ((1, one), (3, many)):
        for deed in counted(count):
            words = Deeds.words(table, deed)
            assert f"{count} {word}" in words, words  # fails before: '−3', '(+3)'
            assert f"+{count})" not in words
    for n in (1, 3):
        more = plural_more(table, n)
        assert f"+{n}" not in more and str(n) in more  # fails before: '+3 more'
    assert SHORT_MORE == "\u2026"
    app.set_language("en")
