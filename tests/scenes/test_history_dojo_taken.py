"""History, a Dojo game won by taking the other clan's Dojo: its row read 'Clan bleu a
gagné' over 'Wen 4 · Clan bleu 0', the land the loser held looking like his win
(newcomer W, s21, FR 1920x1080, 151_fr_history). Now the result says how it was won,
and the figures say what they count: land."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from ninjas.core.i18n import Translator
from scenes.history.rows import result_text, scores_text

from .test_records_newcomer_h import HARD, HUMAN, summary

TAKEN = {
    "en": ("Blue clan (computer) won by taking the Dojo", "Land: Kai 4 · Blue clan 0"),
    "fr": (
        "Clan bleu (ordinateur) a gagné en prenant le Dojo",
        "Terres\u00a0: Kai 4 · Clan bleu 0",
    ),
}


class Told:
    def __init__(self, lang: str) -> None:
        self.tr = Translator(lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_dojo_taken_says_so_and_the_land_is_named(lang: str) -> None:
    app: Any = Told(lang)
    taken = replace(summary(1, [HUMAN, HARD], [1]), game="dojo", scores=[4, 0])
    result, scores = TAKEN[lang]
    assert result_text(app, taken) == result  # fails before: 'Blue clan won'
    assert scores_text(app, taken) == scores  # fails before: 'Kai 4 · Blue clan 0'
    by_land = replace(taken, scores=[3, 5])  # the deck ran out: the most land won
    assert "Dojo" not in result_text(app, by_land)
