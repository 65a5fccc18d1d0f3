"""Newcomer T (s20, 125-129): while 'Replay their turns (T)' played, the prompt kept
the live table's words: 'Sam — Your action now: Move' at its first step, 'Ida is
playing…' at its second (her grapnel flying again), as if Ida played now. Now it says
the replay is of whose action, and that nothing is played meanwhile; back at her turn,
her own words again (scenes/night/again_said.py)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App

from .test_night_turn_again import computer_has_played, land, press


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prompt_says_whose_action_is_replayed(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = computer_has_played(app)
    canvas = pygame.Surface((1280, 720))
    own = scene.prompt_panel.text()
    tr = app.tr
    press(app, pygame.K_t, "t")  # the village before Red's turn
    scene.update(1 / 30)
    scene.draw(canvas)
    assert scene.prompt_panel.text() == tr("night.again.prompt_start")
    press(app, pygame.K_t, "t")  # Red's grapnel in the air again
    red = tr("night.again.prompt", name=scene.seat_name(0), done=1, total=2)
    for _ in range(5):
        scene.update(1 / 30)
        scene.draw(canvas)
        assert scene.prompt_panel.text() == red  # fails before: 'Red ninja is playing…'
    land(scene)
    assert scene.prompt_panel.text() == red
    press(app, pygame.K_RETURN)  # Blue's Collect
    blue = tr("night.again.prompt", name=scene.seat_name(1), done=2, total=2)
    for _ in range(5):
        scene.update(1 / 30)
        scene.draw(canvas)
        assert scene.prompt_panel.text() == blue  # fails before: 'Blue ninja is playing…'
    assert "Blue" in blue or "bleu" in blue
    press(app, pygame.K_SPACE, " ")  # back to her turn: her own words
    scene.update(1 / 30)
    assert scene.again is None and scene.prompt_panel.text() == own
    app.set_language("en")
