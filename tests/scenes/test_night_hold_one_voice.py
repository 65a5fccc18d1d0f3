"""While the computer's last move is held, Night's prompt at the top says what the cue
low on the village says, 'Green ninja has played. Ana is next.', not 'Ana is playing…'
(newcomer M, s17, 054, 059, 078: two voices at once). EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.app import App

from .conftest import Driver
from .test_handoff_computer_read import hold_begun, hot_seat


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prompt_says_the_computer_has_played_while_held(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene: Any = hot_seat(app, "night")
    hold_begun(app, ui, scene)
    tr = app.tr
    nxt = scene.seat_name(scene.state.current_player)
    said = scene.prompt_panel.text()
    assert scene.seat_name(1) in said and nxt in said
    assert said != tr("night.waiting", name=nxt)  # fails before: 'Ana is playing…'
    assert "{" not in said
    ui.key(pygame.K_SPACE)  # the hold over: the prompt speaks of the table again
    ui.step()
    assert scene.prompt_panel.text() != said
    app.set_language("en")
