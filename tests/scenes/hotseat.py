"""A table played by people in the scene tests: pushed with the computer playing at
once (`table`), the hand-off cover passed (`reveal_hand`), a person's turn played
(`play_the_turn`). Shared by the tests of the End turn confirm and of what newcomers
met at the tables."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.ai import make_agent
from ninjas.core.session import GameSession
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene

from .conftest import Driver


def table(app: App, kind: type, session: GameSession, confirm: bool = True) -> Any:
    """The table pushed on `app` (no animations; the computer plays at once), with the
    End turn confirm on (the setting's default; the other scene tests switch it off)
    unless `confirm` is False."""
    app.settings.confirm_turn_end = confirm
    scene = kind(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent("random", 1).choose(scene.state))
    app.push(scene)
    return scene


def reveal_hand(app: App, ui: Driver, scene: Any) -> None:
    """The hand-off cover (it tells what happened since): the named person shows their
    hand with one key, and may act."""
    for _ in range(60):
        ui.step()
        if isinstance(app.top, HandoffScene) and app.top.seen:
            break
    assert isinstance(app.top, HandoffScene)
    app.top.update(GRACE_SECONDS)  # its first moments, when it takes no key, over
    ui.step()
    ui.key(pygame.K_RETURN)
    assert app.top is scene and scene.can_act


def play_the_turn(scene: Any) -> list[str]:
    """The person to move plays first legal actions until their turn has passed."""
    seat = scene.state.current_player
    played = []
    while scene.can_act and scene.state.current_player == seat:
        action = scene.state.legal_actions()[0]
        played.append(str(action))
        scene.play(action)
    return played
