"""The lesson's summoning step says 'only your 5 can match a die' when one card of
those drawn can (newcomer A, s10, nc-91/136.png: 'of your cards, 5 can match a die'
with 8, Q, 5, J, 9 drawn, read as 'five of your cards'); two or more keep 'of your
cards, 5 and 3 can match a die'. EN and FR."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ninjas.core.i18n import Translator
from scenes.dojo import lesson_words
from scenes.dojo.lesson_words import summon_words

ONE = {"en": "only your 5 can match a die.", "fr": "seul votre 5 peut répondre à un dé."}
TWO = {"en": "of your cards, 3 and 5 can match", "fr": "de vos cartes, 3 et 5 peuvent"}


def _said(lang: str, cards: list[int], monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setattr(lesson_words, "enemy_reach", lambda state, seat: None)
    state = SimpleNamespace(phase="assign", current_player=0, summon_cards=cards)
    table = SimpleNamespace(app=SimpleNamespace(tr=Translator(lang)), state=state)
    return str(summon_words(table)["advice"])  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_card_that_can_match_is_said_alone(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    words = _said(lang, [8, 12, 5, 11, 9], monkeypatch)
    assert words.startswith(ONE[lang]), words  # before: 'of your cards, 5 can match'
    words = _said(lang, [8, 3, 5, 11, 9], monkeypatch)
    assert words.startswith(TWO[lang]), words
