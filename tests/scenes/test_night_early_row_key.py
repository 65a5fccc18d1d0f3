"""A row's number pressed over the person's rows while the computer's last move is
still told (its words held, a token flying) chooses that row once the table is still;
newcomer X (s21, FR 1920x1080, 150-151, 206-207) pressed 1 over 'Aller au toit 1' right
after the computers' moves and had to press it again: the press was dropped without a
word. Pressed during her own throw, or once the rows have changed, it chooses nothing."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import first_action_turn

from ninjas.core.session import Seat
from scenes.app import App
from scenes.night import NightScene
from scenes.night.roof_keys import ROOF_KEYS
from scenes.night.staging import Stage

CANVAS = pygame.Surface((1280, 720))


def told(app: App, monkeypatch: pytest.MonkeyPatch) -> tuple[NightScene, list[bool], int]:
    """Seat 0's action turn, its rows drawn, the table busy telling seat 1's move; the
    key of its first Move row."""
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene: NightScene = first_action_turn(app, 5, "plan move move", seats)
    scene.draw(CANVAS)
    busy = [True]
    monkeypatch.setattr(Stage, "busy", property(lambda self: busy[0]))
    scene.stage.actor = 1
    move = next(a for a, _ in scene.options if a.kind == "move")
    roof = int(move.args[0]) + 1
    key = next(k for k, n in ROOF_KEYS.items() if n == roof)
    assert scene.option_list.option_rects and not scene.can_act
    return scene, busy, key


def press(scene: NightScene, key: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    scene.handle_event(pygame.event.Event(pygame.KEYUP, key=key, mod=0))


def test_a_row_key_pressed_while_the_last_move_is_told_chooses_once_still(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, busy, key = told(app, monkeypatch)
    press(scene, key)
    assert scene.throw is None  # not yet: the computer's move is still told
    busy[0] = False
    scene.update(1 / 60)
    assert scene.throw is not None  # fails before: the press was dropped
    app.pop()


def test_a_row_key_kept_chooses_nothing_once_the_rows_changed(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, busy, key = told(app, monkeypatch)
    press(scene, key)
    scene.options = scene.options[1:]  # (another list came meanwhile)
    busy[0] = False
    scene.update(1 / 60)
    assert scene.throw is None
    app.pop()


def test_a_row_key_during_ones_own_action_is_not_kept(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, busy, key = told(app, monkeypatch)
    scene.stage.actor = 0  # her own move plays
    press(scene, key)
    busy[0] = False
    scene.update(1 / 60)
    assert scene.throw is None
    app.pop()
