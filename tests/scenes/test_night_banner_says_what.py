"""Newcomer Y (s13, 109): the banner of the Green ninja's throw said 'Lancer de Ninja
vert réussi : 29,5 cm ...'; what it hit (Bruno, his second wound) was read in the log.
The banner says what the throw did: 'Green ninja's Shuriken hits Bruno: ...', 'Red
ninja's grapnel missed roof 2: ...' (staging.result_words)."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, scene_of

from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_banner_names_the_blade_and_whom_it_hit(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("skip", "skip")] * 3, (0, 1, 2))
    give(s, "shuriken", seat=0)
    scene = scene_of(app, s)
    scene.play("shuriken 0 1 20.0")  # 20 cm to roof 1: a hit on the Blue ninja
    scene.hurry()
    scene.update(0.1)
    text = scene.stage.result_text[0]
    victim = scene.seat_name(1)
    said = "Shuriken" in text and victim in text  # fails before: 'Red ninja's throw hits'
    assert said and ("hits" in text if lang == "en" else "touche" in text), text
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_grapnel_s_banner_names_the_roof(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("move", "skip")] + [("skip", "skip")] * 2, (0, 1, 2))
    scene = scene_of(app, s)
    scene.play("move 3 5.0")  # roof 4 (two floors, far off), a string far too short
    scene.hurry()
    scene.update(0.1)
    text = scene.stage.result_text[0]
    miss = "missed roof 4" if lang == "en" else "manque le toit 4"
    assert miss in text, text
    app.set_language("en")
