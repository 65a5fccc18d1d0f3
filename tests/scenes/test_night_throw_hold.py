"""Newcomer V (s13, 098): Ines's fist hit Bruno, whose backpack was full, and Bruno's
cover (to drop a token) rose 1.5-2 s after the hit: 'she barely sees her success'. The
hit stays on the open table, a cue saying so, until the thrower presses Space, Enter or
clicks; then the cover comes."""

from __future__ import annotations

import time

import pygame
import pytest
from support.night_line import line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightAction
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.table_view import help_key


def hit_table(app: App) -> NightScene:
    """Seat 0 (a person) to attack seat 1 (a person, full backpack) one roof away."""
    s = line_state([("attack", "skip")] * 3, (0, 1, 3))
    pack = s.backpacks[1]
    spare = [t for t in s.roofs[4] if s.kinds[t] != "yellow"]
    for slot in range(len(pack)):
        token = spare[slot]
        s.roofs[4].remove(token)
        pack[slot] = token
        s.known[token].add(1)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    return scene


def settle(scene: NightScene) -> None:
    """Frames until the hit and the injury have played (a wall-clock deadline)."""
    deadline = time.monotonic() + 120
    while (scene.busy or scene.effects) and time.monotonic() < deadline:
        scene.update(0.1)
    for _ in range(5):  # the hand-off's flow asks once the table is still
        scene.update(0.1)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hit_on_another_person_waits_for_the_thrower_s_key(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = hit_table(app)
    scene.play(NightAction("attack", ("1", "20.0")))  # 20 cm: a hit
    assert scene.state.drop_seat == 1
    settle(scene)
    assert app.top is scene  # fails before: Bruno's cover over Ines's hit
    assert scene.key_wait.hold.holding()
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert scene.key_wait.hold.draw(canvas) is not None  # the cue says what to press
    assert help_key(scene) == "night.help.throw_hold"  # and the footer
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    scene.update(0.1)
    assert isinstance(app.top, HandoffScene)
    app.set_language("en")
