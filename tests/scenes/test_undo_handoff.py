"""Issue 16 §3 at the Shinobi table: 3 players, Akane and Sora people, Midori the
computer. Akane places 3 Spider, destroys Midori's clan and discards; at the hand-off
Sora shows her hand and presses Undo: nothing of Akane's turn is undone, and Akane's
hand is never drawn for Sora."""

from __future__ import annotations

import pygame
from support.undo import shinobi_repro

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.shinobi import ShinobiScene

from .conftest import Driver


def test_sora_presses_undo_after_the_hand_off_and_akanes_turn_stays(app: App, ui: Driver) -> None:
    session, turn = shinobi_repro()
    session = GameSession.from_save(session.to_save(), autosave=False)  # as if loaded
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    ui.step()
    assert isinstance(app.top, HandoffScene)
    ui.step(round(GRACE_SECONDS * 60) + 2)  # the cover ignores keys for its first moment
    ui.key(pygame.K_RETURN)  # Akane: "show my hand"
    assert scene.shown_seat == 0 and scene.can_act
    scene.play(turn[0])  # 3 Spider
    while scene.state.current_player == 0 and scene.state.phase == "power":
        options = [str(action) for action, *_ in scene.options]
        target = [i for i, text in enumerate(options) if text.startswith("target 2")]
        scene.choose_option(target[0] if target else 0)  # Midori's clan
    assert not scene.state.clans[2] or scene.state.phase == "discard"
    assert scene.state.phase == "discard" and scene.state.current_player == 0
    scene.play(scene.state.legal_actions()[0])  # the discard: Sora's turn
    played = list(session.actions)
    akane = set(session.state.hands[0])
    ui.step(round(GRACE_SECONDS * 60) + 2)  # the cover's first moment
    assert isinstance(app.top, HandoffScene) and scene.shown_seat is None
    ui.key(pygame.K_RETURN)  # Sora reveals her hand (the cover told what happened)
    assert app.top is scene and scene.shown_seat == 1
    assert not scene.buttons["undo"].enabled
    ui.key(pygame.K_u)  # Undo
    ui.click(scene.buttons["undo"])
    ui.step(2)
    assert session.actions == played  # nothing of Akane's turn undone
    assert scene.shown_seat == 1 and app.top is scene
    assert not scene.faces_drawn & akane  # Akane's hand never drawn for Sora
