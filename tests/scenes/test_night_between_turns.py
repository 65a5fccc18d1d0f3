"""Newcomer T (s20, 124_2): after the computer's action, its words still on the village,
the prompt said 'Sam is playing…' (the next person, whose turn had not opened) and the
footer listed the string's keys ('drag the string or Left/Right, Enter throws'), for the
frames between the end of its animations and the hold on its move. Now every frame
until the next person's turn opens names the computer as playing, and the footer says
only what a watcher may press (scenes/night/between_turns.py)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.night.table_view import help_key

from .test_night_hold_replay import STEP, held_after_a_collect


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_next_person_is_not_playing_before_the_hold(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = held_after_a_collect(app, 2, "Ida")
    canvas = pygame.Surface((1280, 720))
    frames = []
    for _ in range(300):
        scene.update(STEP)
        scene.draw(canvas)
        if scene.handoff_flow.holding():
            break
        frames.append((scene.state.current_player, scene.prompt_panel.text(), help_key(scene)))
    assert scene.handoff_flow.holding(), "never held"
    assert any(seat == 2 for seat, _, _ in frames)  # her turn came before the hold
    computer = app.tr("night.waiting", name=scene.seat_name(1))
    for _seat, prompt, key in frames:
        assert "Ida" not in prompt  # fails before: 'Ida is playing…' for a frame
        assert prompt == computer
        assert key == "night.help.watch"  # fails before: 'night.help.one'
    app.set_language("en")
