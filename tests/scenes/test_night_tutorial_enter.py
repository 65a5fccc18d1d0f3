"""Guided Night: Enter at a step it does not end (it meant 'next' at step 1) says what to
do, in the lesson's words, not a red 'No choice was lit' with row 1 lit (issue 33,
newcomer W, s9)."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night.tutorial import STEPS, TUTORIAL_OPTIONS, TUTORIAL_SEED, NightTutorial
from scenes.tableflow.refusal import Told


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_at_the_place_step_says_what_to_do(app: App, lang: str) -> None:
    app.set_language(lang)
    session = GameSession.new(
        "night", [Seat(), Seat("ai", "easy")], TUTORIAL_SEED, dict(TUTORIAL_OPTIONS), autosave=False
    )
    scene = NightTutorial(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    for _ in range(600):
        scene.update(1 / 60)
        if STEPS[scene.guide.step].key == "welcome":
            scene.handle_event(enter)  # 'next'
        elif scene.can_act:
            break
    assert STEPS[scene.guide.step].key == "place" and session.state.phase == "place"
    app.played.clear()  # type: ignore[attr-defined]
    scene.handle_event(enter)
    said = scene.refusal()
    assert isinstance(said, Told) and said == app.tr("night.tutorial.enter_here")
    assert "refused" not in app.played  # type: ignore[attr-defined]  # fails before
    assert session.state.phase == "place"  # nothing placed
    if os.environ.get("NINJAS_TEST_SHOT"):  # to look at it
        canvas = pygame.Surface((1280, 720))
        scene.draw(canvas)
        pygame.image.save(canvas, f"{os.environ['NINJAS_TEST_SHOT']}_{lang}.png")
