"""Newcomer A (s22, FR): 'Score -1' in a seat's header took a hyphen where the
corruption beside it says '−3' with a real minus (fr_tut14); and 'Le Leurre 1 est
Gaijins', a singular verb before a plural name (fr_g53): now 'Le Leurre 1 : Gaijins'."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App

from .test_shinobi_corruption_points import drawn
from .test_shinobi_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_score_below_zero_takes_a_real_minus(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    assert scene.state.score(0) < 0
    shown = [string for string, _ in drawn(app, scene, monkeypatch)]
    own = [s for s in shown if s.startswith(f"Score \u2212{-scene.state.score(0)}")]
    assert own, shown  # fails before: 'Score -3'
    assert not [s for s in shown if s.startswith("Score -")]
    app.set_language("en")


def test_the_decoy_seen_is_named_without_a_verb_to_agree(app: App) -> None:
    app.set_language("fr")
    title = app.tr("shinobi.reveal.title", n=1, boss="Gaijins")
    assert title == "Le Leurre 1\u00a0: Gaijins"  # fails before: 'Le Leurre 1 est Gaijins'
    said = app.tr("shinobi.log.peek_private", n=1, boss="Gaijins", words="…")
    assert " est " not in said and said.startswith("Le Leurre 1\u00a0: Gaijins")
    app.set_language("en")
