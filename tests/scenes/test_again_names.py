"""'Replay its turn (T)' says whose turns (newcomer J, s16): 'Replay their turns (T)'
after two computers, 'Replay Red ninja's turn (T)' after one, where the button fits in
the top bar left of Hint, clear of the title and the moons; else 'Replay its turn (T)'
(scenes/tableflow/again_turn.py, shared by Night's and Shinobi's tables; Shinobi's two
computers: test_shinobi_turn_again). A built Night table, drawn at 1280x720."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App

from .conftest import _app
from .test_night_turn_again import computer_has_played

WORDS = {
    "en": ("Replay their turns (T)", "Replay Red ninja's turn (T)", "Replay its turn (T)"),
    "fr": ("Rejouer leurs tours (T)", "Rejouer le tour de Ninja rouge (T)", "Rejouer son tour (T)"),
}


def _at_1280(lang: str) -> tuple[App, Any]:
    app = _app((1280, 720))
    app.set_language(lang)
    scene = computer_has_played(app)  # Red then Blue, computers; Green to act
    return app, scene


def _label(scene: Any) -> str:
    with theme.scaled_for((1280, 720)):
        scene.draw(pygame.Surface((1280, 720)))
        button = scene.place_again()
        label = str(button.label())
        left = scene.again_left()
    assert button.rect.left >= left  # clear of the title and the moons
    return label


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_button_says_whose_turns(lang: str) -> None:
    """Fails before: 'Replay its turn (T)' whoever played."""
    _, scene = _at_1280(lang)
    assert _label(scene) == WORDS[lang][0]
    scene.computers_run[:] = [p for p in scene.computers_run if p.seat == 0]  # Red alone
    assert _label(scene) == WORDS[lang][1]


def test_a_name_is_elided_in_french_and_a_long_one_falls_back() -> None:
    _, scene = _at_1280("fr")
    scene.computers_run[:] = [p for p in scene.computers_run if p.seat == 0]
    scene.seat_name = lambda seat: "Akane"
    assert _label(scene) == "Rejouer le tour d'Akane (T)"
    scene.seat_name = lambda seat: "Bartholomew-Maximilian de la Grande Tour du Nord"
    assert _label(scene) == WORDS["fr"][2]  # too long for the bar: 'its' again


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_footer_gives_the_replay_s_keys_while_it_plays(lang: str) -> None:
    """Live, s17: while it played, the footer said 'E ends the turn, H hint...', keys
    the replay takes for its own (fails before)."""
    from scenes.night.table_view import help_key

    from .test_night_turn_again import press

    app, scene = _at_1280(lang)
    press(app, pygame.K_t, "t")
    assert scene.again is not None
    assert help_key(scene) == "night.help.again"
    press(app, pygame.K_ESCAPE)
    assert scene.again is None and help_key(scene) != "night.help.again"
