"""The plan's hint sets the two chips, a Collect's ticks its tokens: the prompt says so
(issue 33, newcomer J, shot-25: 'the hint does not just suggest, it SETS my plan: say
"Hint applied" or show it as a suggestion'). A throw's hint, which only marks its roof
and row, is said as before."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.night.rules import NightAction, NightState
from scenes.app import App
from scenes.night import NightScene


def table(app: App, s: NightState) -> NightScene:
    """`s` with seat 0 a person, shown, the computers after it."""
    scene: NightScene = person_table(app, s, draw=False)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_plan_hint_says_it_set_the_plan(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state()
    s.phase, s.plans = "plan", [[], [], []]
    give(s, "v2", building=1)
    scene = table(app, s)
    hint = NightAction("plan", ("collect", "move"))
    scene.hint = hint
    scene.hint_move(str(hint))
    assert scene.plan == ["collect", "move"]  # the chips are set: the hint's test holds
    said = scene.prompt()
    assert said == tr("night.hint.set", what=scene.hint_label(hint))
    assert {"en": "Set for you", "fr": "Choisi pour vous"}[lang] in said
    scene.draw(pygame.Surface((1280, 720)))  # it fits the prompt at the smallest window
    assert len(scene.prompt_panel.lines(scene.layout((1280, 720)).prompt.width)) <= 5
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_collect_hint_says_it_ticked_a_throw_hint_does_not(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("collect", "skip")] * 3)
    for kind in ("v1", "v3", "v2"):
        give(s, kind, building=0)
    scene = table(app, s)
    hint = NightAction("collect", ("2", "1"))
    scene.hint = hint
    scene.hint_move(str(hint))
    assert scene.prompt() == tr("night.hint.set", what=scene.hint_label(hint))
    scene.hint = NightAction("move", ("1", "20.0"))
    assert scene.prompt() == tr("night.hint", what=scene.hint_label(scene.hint))
    app.set_language("en")
