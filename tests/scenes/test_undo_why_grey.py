"""Undo greyed says why, the same at the four tables: U pressed (or the greyed Undo
clicked) when nothing can be undone puts the reason in the prompt, in one line, as the
session's undo rule gives it (GameSession.undo_stop: tokens turned up, a card drawn,
dice rolled, another person's turn)."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.night.scene import NightScene
from scenes.shinobi import ShinobiScene
from scenes.taisen import TaisenScene

from .conftest import Driver
from .hotseat import table

VS_COMPUTER = [Seat(), Seat("ai", "easy")]
TABLES: dict[str, tuple[type, dict[str, Any]]] = {
    "taisen": (TaisenScene, {"first": "monkey"}),
    "shinobi": (ShinobiScene, {"players": 2}),
    "night": (NightScene, {"players": 2}),
    "dojo": (DojoScene, {}),
}


def at_a_greyed_undo(app: App, ui: Driver, game: str) -> Any:
    """The table played at random until the person may act and Undo is greyed after
    something they played revealed something (not the game's very start)."""
    kind, options = TABLES[game]
    for seed in range(10):
        session = GameSession.new(game, VS_COMPUTER, seed, options, autosave=False)
        scene = table(app, kind, session, confirm=False)
        rng = random.Random(seed)
        mine = False
        for _ in range(400):
            ui.step()
            if scene.state.is_terminal:
                break
            if not (scene.can_act and scene.state.current_player == 0):
                continue
            if mine and not scene.can_undo():
                return scene
            mine = True
            scene.play(rng.choice(scene.state.legal_actions()))
        app.pop()
    raise AssertionError(f"{game}: Undo never greyed")


@pytest.mark.parametrize("game", sorted(TABLES))
def test_u_on_a_greyed_undo_says_why(app: App, ui: Driver, game: str) -> None:
    scene = at_a_greyed_undo(app, ui, game)
    played = list(scene.session.actions)
    stop = scene.session.undo_stop()
    assert stop in {
        "tokens",
        "card",
        "dice",
        "throw",
        "plans",
        "turn",
        "computer_plan",
        "computer_move",
    }
    ui.key(pygame.K_u)
    assert scene.session.actions == played  # nothing undone
    said = scene.refusal()
    assert said == app.tr(f"undo.stop.{stop}")
    assert said.startswith("Nothing to undo") and "{" not in said


@pytest.mark.parametrize("game", ["night", "taisen"])
def test_a_click_on_the_greyed_undo_button_says_why(app: App, ui: Driver, game: str) -> None:
    """The button looks grey, but a click on it is answered, with the reason (the top
    bar's Undo, and Taisen's own)."""
    scene = at_a_greyed_undo(app, ui, game)
    ui.step(2)
    button = scene.buttons["undo"]
    assert not button.enabled
    ui.click(button.rect.center)
    said = scene.refusal()
    assert said is not None and said.startswith("Nothing to undo: ")
