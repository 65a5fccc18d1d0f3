"""Shinobi's 'Replay its turn (T)': the log box follows the step shown, its lines lit
and scrolled to as the log's last rows (as far as the log goes); back at her turn, the newest lines again
(newcomer L, s17, 027_3: the log kept its last lines whatever step the prompt told).
The replay test's built table (two easy computers, then the person)."""

from __future__ import annotations

import os

import pygame

from scenes.app import App

from .conftest import Driver
from .test_shinobi_auto_pick_keys import press
from .test_shinobi_turn_again import her_turn


def test_the_log_follows_the_step_replayed(app: App, ui: Driver) -> None:
    scene = her_turn(app)
    press(ui, pygame.K_t, "t")
    again = scene.again
    assert again is not None
    log = scene.log
    seen = []
    for step in range(len(again.steps)):
        assert again.at == step
        rows = log.shown()
        lit = [text for _line, text, _first, on in rows if on]
        said = " ".join(again.steps[step][1])
        assert lit and all(text in said for text in lit), (step, lit)  # fails before
        assert " ".join(lit) == said  # the step's lines all in the box, lit
        assert rows[-1][1] in said or log.scroll == log.scroll_room()  # the last ones
        seen.append(log.scroll)
        if os.environ.get("NINJAS_TEST_SHOT") and step == 1:
            scene.draw(app.canvas)
            pygame.image.save(app.canvas, os.environ["NINJAS_TEST_SHOT"] + "_again.png")
        press(ui, pygame.K_RETURN, "\r")
    assert scene.again is None and seen[0] > seen[-1] >= 0  # scrolled back, then on
    log.shown()
    assert log.scroll == 0  # her turn: the newest lines
