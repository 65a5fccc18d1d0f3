"""A Dojo card's rank reads as a player of the language reads it: V, D, R in French
(Valet, Dame, Roi: the rules say 'de l'As au Roi'), J, Q, K in English, in the log's
words, the clash's, and on the cards drawn (newcomer X, s13, nc-X/024, 027: 'J, 6, 4,
6, 10' and '3, 8, K, 7, K' in a French game)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.dojo import data
from ninjas.dojo.cards import rank_name
from ninjas.dojo.rules import new_game
from scenes.app import App
from scenes.dojo import art
from scenes.dojo.narrator import Narrator
from scenes.review.words import DojoSeatTable

LETTERS = {"en": ("A", "J", "Q", "K"), "fr": ("A", "V", "D", "R")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_and_a_clash_name_the_ranks_in_the_language(app: App, lang: str) -> None:
    app.set_language(lang)
    ace, jack, queen, king = LETTERS[lang]
    assert [rank_name(r) for r in (1, 11, 12, 13, 7)] == [ace, jack, queen, king, "7"]
    state = new_game(3)
    table = DojoSeatTable(app, state, 0, lambda s: str(app.tr(f"seat.dojo.{s}")))
    narrator = Narrator(table)  # type: ignore[arg-type]
    cards = [3, 8, 13, 11, 12, data.JOKER]
    lines = narrator.describe(Event("summon_cards", {"seat": 1, "cards": cards}))
    said = " ".join(text for _, text in lines)
    assert f"3, 8, {king}, {jack}, {queen}, Joker" in said
    clash = narrator.clash(
        {"seat": 0, "attack": 12, "defence": 11, "attacker_loses": 0, "defender_loses": 1}
    )
    assert clash.startswith(f"{queen} ") and f" {jack}" in clash
    other = "fr" if lang == "en" else "en"
    assert not any(f" {letter}," in said for letter in LETTERS[other][1:])


def test_a_card_drawn_on_the_table_changes_its_letter_with_the_language(app: App) -> None:
    app.set_language("en")
    king_en = pygame.surfarray.array3d(art.card_face(13, 120)).copy()
    seven_en = pygame.surfarray.array3d(art.card_face(7, 120)).copy()
    app.set_language("fr")
    king_fr = pygame.surfarray.array3d(art.card_face(13, 120))
    seven_fr = pygame.surfarray.array3d(art.card_face(7, 120))
    assert (king_en != king_fr).any()  # K drawn, then R
    assert (seven_en == seven_fr).all()  # a number is the same card
    app.set_language("en")
    assert (pygame.surfarray.array3d(art.card_face(13, 120)) == king_en).all()
