"""Newcomer Q (s12, 073.png): Léa's kept Temple card 'Mur de fer' sat in her row all the
next round saying 'VOS clans ne peuvent être ni détruits ni renvoyés' in the others' view
too. In another seat's row (or nobody's view) the words say 'their clans' / 'ses clans';
in the row of the seat whose view it is, 'your clans' / 'vos clans'. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.app import App

from .test_shinobi_scene import table


@pytest.mark.parametrize(
    ("lang", "theirs", "yours"), [("en", "their", "your"), ("fr", "ses", "vos")]
)
def test_a_kept_temple_card_says_their_clans_in_another_seats_row(
    app: App, lang: str, theirs: str, yours: str
) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human"), *[Seat("ai", "easy")] * 2], "grandmaster")
    scene.shown_seat = scene.holder = 0
    scene.state.temple_cards[0] = "Iron Wall"
    scene.state.temple_cards[1] = "Iron Wall"
    canvas = pygame.Surface((1920, 1080))
    area = pygame.Rect(500, 100, 400, 200)
    board = scene.board
    board.tip_spots = []
    board.card_words(canvas, area, [("temple", "Iron Wall")], yours=False)
    assert board.tip_spots[-1][2].split()[0] == theirs  # fails before: 'your', 'vos'
    board.card_words(canvas, area, [("temple", "Iron Wall")])
    assert board.tip_spots[-1][2].split()[0] == yours
    board.tip_spots = []
    scene.draw(canvas)  # the table as Léa (seat 0) sees it: her row, the others'
    said = [words for _, _, words in board.tip_spots]
    assert app.tr("shinobi.temple_their.Iron Wall") in said or not any(
        scene.opponent_slots()[1].contains(rect) for rect, _, _ in board.tip_spots
    )
    assert app.tr("shinobi.temple_text.Iron Wall") in said
    temple = next(
        words for _, title, words in board.tip_spots if title == app.tr("shinobi.where.temple")
    )
    assert app.tr("shinobi.temple_their.Iron Wall") in temple  # Akane's, in the place's tip
