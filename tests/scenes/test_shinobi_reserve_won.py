"""The reserve's line says the pawns the round won, still to place (newcomer L, s11,
nc-L/150s: '8 pions en réserve' came before the round's result while the board showed
× 0 everywhere: 'where had 4 pawns gone?')."""

from __future__ import annotations

import pytest

from scenes.app import App

from .conftest import Driver, record_texts
from .test_shinobi_table_layout import pawn_placing


@pytest.mark.parametrize(
    ("lang", "said", "placed"),
    [
        ("en", "8 pawns in reserve · 4 won this round, to place", "8 pawns in reserve"),
        ("fr", "8 pions en réserve · 4 gagnés cette manche, à placer", "8 pions en réserve"),
    ],
)
def test_the_reserve_says_the_pawns_won_this_round_until_they_are_placed(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, said: str, placed: str
) -> None:
    app.set_language(lang)
    scene = pawn_placing(app)  # Akane won 4 pawns: 12 in reserve, now 8 and 4 to place
    scene.shown_seat = scene.holder = 0
    texts = record_texts(monkeypatch)
    ui.step()
    assert said in texts
    scene.state.to_place = [0, 0]  # all placed: the reserve alone
    texts.clear()
    ui.step()
    assert placed in texts
    assert said not in texts
