"""The prompt to drop a token for an injury says why first (issue 33, newcomer N, s8
n44.png: after Ada's fist missed, only 'Your backpack is full: drop a token onto the roof
for the injury'): 'Your fist missed: you are injured.', or whose throw hit the seat."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.night.prompt_panel import drop_why

CANVAS = (1280, 720)
FULL = ("v1", "v2", "v3", "v1")


def attacked(app: App, length: str, full_seat: int) -> object:
    """Seat 0 (a person) throws its fist at seat 2, 20 cm away, with `length`; the
    backpack of `full_seat` is full."""
    s = line_state([("attack", "skip")] + [("skip", "skip")] * 2, (0, 2, 1))
    for kind in FULL:
        give(s, kind, seat=full_seat)
    scene = person_table(app, s)
    scene.play(f"attack 2 {length}")
    scene.draw(pygame.Surface(CANVAS))
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_missed_fist_says_why_before_the_drop(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = attacked(app, "5.0", full_seat=0)
    assert scene.state.drop_seat == 0
    prompt = scene.prompt_panel.text()
    why = app.tr("night.drop.why.attack")
    assert prompt.startswith(why)  # fails before: only the drop's words
    assert prompt.endswith(app.tr("night.prompt.drop"))
    assert {"en": "Your fist missed", "fr": "Votre poing a raté"}[lang] in why


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_fist_that_hit_names_the_thrower(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = attacked(app, "20.0", full_seat=2)
    assert scene.state.drop_seat == 2
    words = drop_why(scene)
    assert words == app.tr("night.drop.why.hit.attack", name=scene.seat_name(0))
