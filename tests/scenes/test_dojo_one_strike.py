"""Dojo against the computer: a forced battle, Ada's one ninja against one, her one card
against its one face-down card. The prompt asked her to drag it, or press its number
and then the face-down card's, for a play that could only be that one (newcomer P,
s18, Dojo EN 1920x1080 vs Hard). The prompt says there is nothing to choose and Enter
(or Space) strikes; a real choice still waits for her."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.footer import help_text

from .conftest import Driver
from .test_dojo_computer_holds import _placed


def _fight(scene: DojoScene, mine: int, theirs: int) -> None:
    """Ada (seat 0) shares a plains hex with the computer's ninjas: the battle is hers
    to fight (all must be), and she fights it."""
    scene.app.settings.animation_speed = 4.0
    state = scene.state
    hexes = [h for h, kind in state.terrain.items() if kind == "plains" and h not in state.ninjas]
    there = hexes[0]
    state.ninjas[there] = [mine, theirs]
    state.mover, state.phase = 0, "battle"
    scene.version += 1
    scene._refresh()
    fight = f"fight {hex_text(there)}"
    assert [str(a) for a in state.legal_actions()] == [fight]  # forced
    scene.play(fight)


def _until(ui: Driver, ready: object, frames: int = 900) -> None:
    for _ in range(frames):
        if ready():  # type: ignore[operator]
            return
        ui.step()
    raise AssertionError("never came")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("k", [pygame.K_RETURN, pygame.K_SPACE])
def test_her_one_card_against_one_is_said_and_one_key(
    app: App, ui: Driver, lang: str, k: int
) -> None:
    scene = _placed(app, ui, lang)
    _fight(scene, 1, 1)
    state = scene.state
    _until(ui, lambda: state.phase == "attack" and scene.can_act and not scene.busy)
    assert scene.prompt() == app.tr("dojo.prompt.strike_only")  # before: 'Drag a card...'
    assert help_text(scene) == app.tr("dojo.help.strike_only")  # the foot's line too
    ui.key(k)  # before: nothing
    assert any(a.startswith("play ") for a in scene.session.actions)


def test_a_choice_of_cards_is_left_to_her(app: App, ui: Driver) -> None:
    """Two cards against one face-down card: which strikes is hers."""
    scene = _placed(app, ui, "en")
    _fight(scene, 2, 1)
    state = scene.state
    _until(ui, lambda: state.phase == "attack" and scene.can_act and not scene.busy)
    assert scene.prompt() != app.tr("dojo.prompt.strike_only")
    ui.key(pygame.K_RETURN)
    assert not any(a.startswith("play ") for a in scene.session.actions)
