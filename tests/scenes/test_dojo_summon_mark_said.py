"""The summoning's hint, scale and cost line say one thing (newcomer C, s22, FR
1280x720, g40, and E1's note, s22: the hint advised 11 while the tick marked 7): the
hint names the green mark it goes past, the tick says what it marks ('pioche ≥ vos
ninjas', before 'une carte par ninja': 'I don't understand what it marks'), and the cost
line's ninjas read as gained ('≈ +19 ninjas', before '≈ 19 ninjas' beside a deck of 19:
'19 what?')."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.dojo.race_words import summon_cost
from scenes.dojo.summon_mark import safe_next

from .test_dojo_hint_plan import _searches
from .test_dojo_hint_pull_back import c_table
from .test_dojo_scene import key

MARK = {"en": "past the green mark at 8", "fr": "au-delà du repère vert à 8"}
TICK = {"en": "deck ≥ your ninjas", "fr": "pioche ≥ vos ninjas"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hint_tick_and_cost_say_one_thing(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    _searches(monkeypatch)
    scene = c_table(app, 81)  # her turn 4's summoning: 16 ninjas, 35 cards
    assert scene.state.phase == "summon"
    assert safe_next(scene.state) == 8
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert str(scene.hint) == "summon 16"
    assert MARK[lang] in scene.prompt_panel.hint_words()  # fails before: no mark named
    assert app.tr("dojo.summon.safe_mark") == TICK[lang]
    short = summon_cost(scene, 16, short=True)
    assert short.endswith("≈ +19 ninjas."), short  # fails before: '≈ 19 ninjas.'
    app.draw()
    app.set_language("en")
