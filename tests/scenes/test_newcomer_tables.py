"""Issue 33, what a newcomer met at the tables (screenshots /tmp/nc-61): the E key on
Dojo's waiting turn, Enter with nothing lit in Shinobi, what Undo took back, Taisen's
log on a turn that waits, and the person's name at the tables and on the results."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.since_turn import SinceTurnScene

from .conftest import Driver

PERSON_VS_COMPUTER = [Seat(), Seat("ai", "easy")]
TWO_PEOPLE = [Seat(), Seat()]


def table(app: App, kind: type, session: GameSession, confirm: bool = True) -> Any:
    """The table pushed on `app` (no animations; the computer plays at once)."""
    app.settings.confirm_turn_end = confirm
    scene = kind(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent("random", 1).choose(scene.state))
    app.push(scene)
    return scene


def reveal_hand(app: App, ui: Driver, scene: Any) -> None:
    """The hand-off cover: the named person shows their hand."""
    for _ in range(60):
        ui.step()
        if isinstance(app.top, HandoffScene) and app.top.time > GRACE_SECONDS:
            break
    if isinstance(app.top, HandoffScene):
        ui.key(pygame.K_RETURN)
    while isinstance(app.top, SinceTurnScene):
        ui.key(pygame.K_RETURN)
    assert app.top is scene


def play_the_turn(scene: Any) -> list[str]:
    """The person to move plays first legal actions until their turn has passed."""
    seat = scene.state.current_player
    played = []
    while scene.can_act and scene.state.current_player == seat:
        action = scene.state.legal_actions()[0]
        played.append(str(action))
        scene.play(action)
    return played


def test_dojo_e_confirms_a_turn_that_waits_as_the_footer_says(app: App, ui: Driver) -> None:
    """Dojo's footer says "E end"; on a turn waiting for End turn E was dropped (the
    person may not act meanwhile), as Taisen's was before 54e6efb."""
    session = GameSession.new("dojo", TWO_PEOPLE, 5, {}, autosave=False)
    scene = table(app, DojoScene, session)
    reveal_hand(app, ui, scene)
    play_the_turn(scene)
    ui.step(2)
    assert scene.turn_end.waiting
    ui.key(pygame.K_e)
    assert not scene.turn_end.waiting
