"""A guided game's '(Enter: next)' never breaks across two lines (issue 33, newcomer Q,
s8: '(Entrée : suite)' broke after the colon): its spaces are non-breaking, in each game
and language."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_the_next_words_hold_together(lang: str, game: str) -> None:
    words = Translator(lang)(f"{game}.tutorial.next")
    assert " " not in words and words.startswith("(") and words.endswith(")"), words
