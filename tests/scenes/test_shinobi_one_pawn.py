"""One pawn won is 'your pawn' (issue 33, newcomer H, gm-21: 'Place your last pawn' was
said of the one pawn won in round 1; e881de1 made it 'Place a pawn (1 left)', which
still counts down from more)."""

from __future__ import annotations

import pytest

from scenes.app import App

from .conftest import Driver
from .test_shinobi_table_layout import pawn_placing


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "Place your pawn on one location."), ("fr", "Placez votre pion sur un lieu.")],
)
def test_the_one_pawn_won_is_your_pawn_and_one_of_more_is_one_left(
    app: App, ui: Driver, lang: str, said: str
) -> None:
    app.set_language(lang)
    scene = pawn_placing(app)
    state = scene.state
    state.to_place = [1, 0]
    state.round_results[-1]["pawns"] = [1, 4]  # Akane came second of three: one pawn
    scene._refresh()
    ui.step()
    assert scene.prompt.text() == said
    state.round_results[-1]["pawns"] = [4, 0]  # four won, three placed: one left
    ui.step()
    assert scene.prompt.text() == app.tr.plural("shinobi.prompt.pawns", 1, left=1)
    assert scene.prompt.text() != said
