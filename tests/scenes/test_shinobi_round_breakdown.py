"""Grand Master's round results say how each score came, and why a score is 0 (newcomer
L, s11, nc-L/152s: 'Lucie: score 0, 1 pawn' with no word of why, where the Grasshopper
results (053) give each seat's strength and corruption). EN and FR."""

from __future__ import annotations

import pytest

from scenes.app import App

from .conftest import record_texts
from .test_shinobi_table_layout import pawn_placing


@pytest.mark.parametrize(
    ("lang", "akane", "sora"),
    [
        (
            "en",
            "Strength 26 − corruption 6 = 20",
            "Strength 0 − corruption 0 = 0 · no clan on the table when the round ended",
        ),
        (
            "fr",
            "Force 26 − corruption 6 = 20",
            "Force 0 − corruption 0 = 0 · aucun clan en jeu à la fin de la manche",
        ),
    ],
)
def test_the_round_results_give_each_seats_strength_and_corruption(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, akane: str, sora: str
) -> None:
    app.set_language(lang)
    scene = pawn_placing(app)
    result = scene.state.round_results[-1]
    result.update({"scores": [20, 0], "strength": [26, 0], "corruption": [6, 0]})
    scene.ranking = dict(result)
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    assert akane in texts  # fails before: the score alone
    assert sora in texts
    assert texts.index(akane) < texts.index(sora)  # under each seat's row, in rank order
