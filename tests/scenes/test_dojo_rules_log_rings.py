"""The Dojo rules (F1, Controls) say that pointing at a log line rings the hexes it
names on the board (newcomer N, s17: 'identify hexes better (coordinates or
landmarks)': 'from the plains south-west to the plains in the south-west' named no place
she could find; the ring and arrow were there, unsaid). The ringing itself:
test_dojo_polish.test_the_pointer_on_a_log_line_rings_the_hexes_it_names."""

from __future__ import annotations

import os
from collections.abc import Callable

import pygame
import pytest

from scenes.app import App
from scenes.rules_scene import RULES_SECTIONS, RulesScene

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
WORDS = {
    "en": "Point at a line of the log: the hexes it names are ringed in gold",
    "fr": "Pointez une ligne du journal\u00a0: les cases qu'elle nomme sont entourées d'or",
}


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_the_controls_say_a_log_line_rings_its_hexes(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    assert WORDS[lang] in app.tr("rules.dojo.controls.body")  # before: unsaid
    rules = RulesScene(app, "dojo")
    app.push(rules)
    app.apply_scale()
    rules.jump(RULES_SECTIONS["dojo"].index("controls"))
    for _ in range(90):  # (the page scrolls there)
        rules.update(1 / 60)
    if SHOT:  # down to the section's foot, to look at it
        for _ in range(3):
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
            for _ in range(60):
                rules.update(1 / 60)
    app.draw()
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}-{lang}.png")
