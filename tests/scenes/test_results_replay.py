"""Newcomer L, s17, L071/L126: the results had no 'Replay the game'; the replay was
found only through the review or the History and Enter. Every game's results (one
ResultsScene for the four) offer it, a button and the key P, once the game is kept:
the replay from its first move, everything face up (the game is over)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.replay.scene import ReplayScene
from scenes.widgets import resolve

from . import test_review_screen as review_screen


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_replay_the_game_from_its_start(
    sized_app: Any, data_dir: Path, lang: str
) -> None:
    app: App = sized_app((1280, 720))
    app.set_language(lang)
    _, results = review_screen.results_kept(app, review_screen.finished(5))
    button = results.replay_button
    assert button is not None and button.enabled
    assert resolve(button.label) == app.tr("results.replay")
    assert button in results.menu.widgets
    app.draw()
    assert not button.rect.colliderect(results.review_button.rect)
    assert "P" in app.tr("results.hint_review")
    results.review_words = "results.review_whose"  # the longest label, five buttons
    results.layout(app.view_size)
    for widget in results.menu.widgets:  # each label within its button, none overlapping
        label = theme.font(widget.size).size(resolve(widget.label))[0]
        assert label <= widget.rect.width - theme.px(12), resolve(widget.label)
        assert (
            widget.rect.collidelist([w.rect for w in results.menu.widgets if w is not widget]) < 0
        )
    results.moment.active = False  # the ending's moment seen: the cards and buttons
    results.guard.frames, results.guard.shown = 99, 99.0
    results.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0))
    replay = app.top
    assert isinstance(replay, ReplayScene), replay
    assert replay.index == 0 and replay.view is None
    replay.back()
    assert app.top is results
