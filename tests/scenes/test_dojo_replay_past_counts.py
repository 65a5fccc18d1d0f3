"""While 'Replay its turn' plays, the side panels count the board drawn, not today's
(newcomer K, s17, rp1_6: 'Ninjas 6, Land 2' over the board put back to where the
computer's turn began); once it is over, today's again."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.scoring import on_board
from scenes.app import App

from .conftest import Driver, record_texts
from .test_dojo_turn_again import _frames_until, _kept_turn


def test_the_replay_counts_the_board_it_draws(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _kept_turn(app)
    state = scene.state
    computer = 1 - state.mover
    label = app.tr("dojo.stat.ninjas")
    now = f"{label} {state.on_board(computer)}"
    ui.key(pygame.K_t)
    assert scene.turn_again.active
    past = on_board(state.terrain, scene.stage.shown_ninjas(), computer)
    assert past < state.on_board(computer)  # (its summoning gave ninjas since)
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    assert f"{label} {past}" in texts and now not in texts  # before: today's count
    scene.turn_again.stop()
    _frames_until(scene, lambda: not scene.turn_again.active)
    texts.clear()
    scene.draw(pygame.Surface(app.view_size))
    assert now in texts
