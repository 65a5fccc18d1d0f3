"""The score beside a seat's name in the backpacks says what it is (issue 33, newcomer N,
s8: 'Bo 0', a lone number beside the name, others none, unexplained): '3 pts'."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .conftest import record_texts
from .test_night_option_rows import four_players


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_score_is_drawn_with_its_unit(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.tr = Translator(lang)
    scene, s = four_players(app)
    token = next(t for roof in s.roofs for t in roof if s.kinds[t] == "v3")
    for roof in s.roofs:
        if token in roof:
            roof.remove(token)
    s.backpacks[0][0] = token
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    assert app.tr.plural("night.pack.score", 3) in texts
    assert app.tr.plural("night.pack.score", 3) == "3 pts"
    assert "3" not in texts  # never the lone number
