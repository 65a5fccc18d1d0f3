"""Newcomer O, s18 (215-219): a Shuriken hit on Ida went by in about two seconds at the
Brisk pace, and the cross in her backpack was small. The injured ninja now shows big
words, 'Ida is injured!' ('Ida subit une blessure !'), over her head for 2.2 real
seconds whatever the pace of the computer's turn; Space takes them away
(scenes/night/hurt_word.py)."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import line_state, person_table

from ninjas.core.events import Event
from scenes import theme
from scenes.app import App
from scenes.night import hurt_word


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_injury_says_who_for_two_seconds_at_any_pace(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = person_table(app, line_state())
    stage = scene.stage
    stage.animate(Event("injured", {"seat": 1, "count": 1}))
    (effect,) = [e for e in stage.effects if e.kind == "injured"]
    assert effect.label == app.tr("night.fx.injured", name=scene.seat_name(1))
    effect.pace = 3.0  # a Brisk computer's turn squeezed three times quicker
    stage.advance_effects(1.5)  # 1.5 real seconds on (it ages 4.5 s at its pace)
    assert effect in stage.effects  # before: gone after 0.3 s
    canvas = pygame.Surface((1280, 720))
    feet = stage.ninja_at(1)
    drawn = hurt_word.draw(canvas, scene.view, effect.label, feet, 1.5)
    assert drawn is not None and drawn.left <= feet[0] <= drawn.right and drawn.bottom < feet[1]
    assert (
        theme.font(hurt_word.WORD_SIZE).get_linesize() > theme.font(theme.FONT_BODY).get_linesize()
    )
    stage.hurry()  # Space
    stage.advance_effects(0.0)
    assert effect not in stage.effects
    app.set_language("en")
