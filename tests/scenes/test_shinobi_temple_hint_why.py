"""The Temple's hint says why (newcomer L, s11, nc-L/155s: 'Hint: Draw two Temple
cards' with no reason, where every other hint gives one). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App

from .conftest import Driver
from .test_shinobi_table_layout import pawn_placing

DRAW = ShinobiAction("temple", ("draw",))
DECOY = ShinobiAction("temple", ("decoy", "1"))


@pytest.mark.parametrize(
    ("lang", "draw_why", "decoy_why"),
    [
        (
            "en",
            "a Temple card helps you the whole next round; a Decoy seen only rules out one Boss",
            "a Decoy seen rules out one Boss for your Final Showdown pawns",
        ),
        (
            "fr",
            "une carte Temple vous sert toute la manche suivante\u00a0; "
            "un Leurre vu n'écarte qu'un Boss",
            "un Leurre vu écarte un Boss pour vos pions de l'Affrontement final",
        ),
    ],
)
def test_the_temple_hint_says_what_each_visit_gives(
    app: App, ui: Driver, lang: str, draw_why: str, decoy_why: str
) -> None:
    app.set_language(lang)
    scene = pawn_placing(app)
    state = scene.state
    state.phase = "temple"  # Akane came last of round 1: the Temple is hers
    state.temple_queue = [0]
    state.temple_drawn = []
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    ui.step()
    assert state.current_player == 0 and DRAW in state.legal_actions()
    assert scene.hint_reason.why(DRAW) == draw_why  # fails before: ""
    assert scene.hint_reason.why(DECOY) == decoy_why
    scene.hint = DRAW
    assert draw_why in scene.prompt.hint_sentence()
