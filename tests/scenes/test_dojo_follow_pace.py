"""Settings' "Computer's turns: One move at a time" at the Dojo (newcomer F, s15: 'the
turn is fast, 2-3 s for 5-7 walks; I could not follow it live'): each of the computer's
walks, once landed, waits for Enter, Space, E or a click, however long nobody presses
(newcomers G and J, s16: it went on by itself after 2.5 s); brisk (the default) never
waits. The key that ends a wait is spent there, the computer's next move comes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.follow_pace import FOLLOW
from scenes.dojo.footer import help_key

from .conftest import STEP, Driver, record_texts
from .test_dojo_march_floor import _computer_walks


def _walking(app: App, pace: str) -> DojoScene:
    app.settings.computer_pace = pace
    scene = _computer_walks(app)
    greedy = make_agent("greedy", 1)
    scene._think = lambda _level: Ready(greedy.choose(scene.state))  # type: ignore[method-assign]
    return scene


def _until(scene: DojoScene, done: Any, seconds: float = 60) -> bool:
    for _ in range(int(seconds / STEP)):
        if done():
            return True
        scene.update(STEP)
    return False


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_one_move_at_a_time_waits_after_each_walk(app: App, ui: Driver, key: int) -> None:
    scene = _walking(app, "step")
    follow = scene.turn_again.follow
    assert _until(scene, lambda: follow.shown)  # before: never (the walks ran on)
    assert any(e.kind == "landed" for e in scene.stage.effects)  # its walk's end ringed
    assert help_key(scene) == "dojo.help.reveal"  # 'Enter, Space or a click: go on.'
    played = len(scene.session.actions)
    for _ in range(30):  # 30 s, nobody pressing: it waits (before: on after 2.5 s)
        scene.update(1.0)
        assert follow.shown and len(scene.session.actions) == played
    ui.event(pygame.KEYDOWN, key=key, mod=0, unicode=" " if key == pygame.K_SPACE else "\r")
    if key == pygame.K_SPACE:
        ui.event(pygame.TEXTINPUT, text=" ")
    ui.event(pygame.KEYUP, key=key, mod=0, unicode="")
    ui.step()
    assert not follow.shown  # the key ended the wait, and only the wait
    assert len(scene.session.actions) <= played + 1
    assert not any(e.kind == FOLLOW for e in scene.queue[:1])


def test_brisk_never_waits(app: App) -> None:
    scene = _walking(app, "brisk")
    follow = scene.turn_again.follow
    seen = False
    for _ in range(int(30 / STEP)):
        seen = seen or follow.shown or any(e.kind == FOLLOW for e in scene.queue)
        if scene.state.mover == 0 and scene.state.phase == "roll" and not scene.queue:
            break
        scene.update(STEP)
    assert not seen


def test_the_pace_is_offered_while_the_computer_plays(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _walking(app, "brisk")
    follow = scene.turn_again.follow
    assert _until(scene, lambda: bool(scene.stage.live.walks))  # it walks, brisk
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    assert "Follow each move (F)" in texts  # where it hurts (before: only in Settings)
    ui.event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0)
    ui.event(pygame.TEXTINPUT, text="f")
    ui.event(pygame.KEYUP, key=pygame.K_f, mod=0, unicode="", scancode=0)
    ui.step()
    assert app.settings.computer_pace == "step"  # F switched it, and it is followed:
    assert _until(scene, lambda: follow.shown)
    texts.clear()
    scene.draw(pygame.Surface(app.view_size))
    assert "Play in one go (F)" in texts
    ui.click(follow.pace_button)  # back to brisk: the wait shown goes at once
    assert app.settings.computer_pace == "brisk"
    ui.step()
    assert not follow.shown
