"""The score beside a seat's name in the backpacks says what it is (issue 33, newcomer N,
s8: 'Bo 0', a lone number beside the name, others none, unexplained): '3 pts', where the
name keeps its size; in narrow cells (four French names at 1280x720) the bare number,
the name never shrunk under 11 px (test_cap_heights checks every table)."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .conftest import record_texts
from .test_night_hint_aim_words import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_score_is_drawn_with_its_unit(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.tr = Translator(lang)
    scene = table(app)
    s = scene.state
    token = next(t for roof in s.roofs for t in roof if s.kinds[t] == "v3")
    for roof in s.roofs:
        if token in roof:
            roof.remove(token)
    s.backpacks[0][0] = token
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    assert app.tr.plural("night.pack.score", 3) == "3 pts"
    assert app.tr.plural("night.pack.score", 3) in texts  # (fails before: a lone '3')
