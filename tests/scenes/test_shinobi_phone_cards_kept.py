"""The phones' card looks and words (shinobi phone_adapter.cards_info) are made once per
language and kept (E2, s24: made afresh for every welcome and state message): the
kept ones are what a fresh count gives, and a change of language gives its own words."""

from __future__ import annotations

import types

from ninjas.core.i18n import Translator
from scenes.shinobi import phone_adapter


def _table(lang: str) -> object:
    return types.SimpleNamespace(app=types.SimpleNamespace(tr=Translator(lang)))


def test_kept_cards_are_the_fresh_ones_in_each_language() -> None:
    english, french = _table("en"), _table("fr")
    first = phone_adapter.cards_info(english)
    assert phone_adapter.cards_info(english) is first  # kept
    assert first == phone_adapter._cards_info(english)
    words = phone_adapter.cards_info(french)
    assert words == phone_adapter._cards_info(french)
    assert words != first  # French names and powers, not the English kept
    english.app.tr.lang = "fr"  # (a language changed in place is another key)
    assert phone_adapter.cards_info(english) is not first
