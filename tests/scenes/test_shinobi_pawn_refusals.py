"""Newcomer O, s12 (nc-O 273, 278-281, FR Grand Master): Léa clicked the Imperial Court
three times and pressed Right: nothing happened, and nothing said why (the Court takes
one pawn a round); her rows said '1 sur ...' where Théo's phone offered '1 / 2 / 3 / 4
sur Missions'. A click or key that changes no count now says why, and each row where
more may go says how many: '1 sur Missions (jusqu'à 4)'. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App

from .conftest import Driver
from .test_shinobi_pawn_places import place_rect
from .test_shinobi_table_layout import pawn_placing


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_court_s_one_pawn_is_said_and_the_rows_say_their_most(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = pawn_placing(app)
    ui.step()
    tr = app.tr
    left = scene.state.to_place[scene.state.current_player]
    assert left > 1
    labels = [label for _, label in scene.options]
    court = tr("shinobi.act.pawns", count=1, where=tr("shinobi.where.court"))
    missions = tr("shinobi.act.pawns", count=1, where=tr("shinobi.where.missions"))
    assert labels[0] == court  # one at most: said as it is
    assert labels[1] == tr("shinobi.act.pawns_up_to", what=missions, most=left)  # fails before
    ui.click(place_rect(scene, "court").center)  # the first click lights the Court's row
    assert scene.refusal() is None
    ui.click(place_rect(scene, "court").center)  # a second: one pawn there at most
    assert scene.refusal() == tr("shinobi.refused.court_one")  # fails before: silent
    scene.refused = None
    ui.key(pygame.K_RIGHT)  # Right on the Court's row: the same, said
    assert scene.refusal() == tr("shinobi.refused.court_one")
    scene.refused = None
    ui.click(place_rect(scene, "missions").center)
    ui.click(place_rect(scene, "missions").center)
    assert scene.refusal() is None and str(scene.options[1][0]) == "pawns missions 2"
    app.set_language("en")
