"""Guided Taisen: the step after the person's own fight ('done', 9 / 9) came up while
the fight still played on the table, its bubble over the cards as they clashed
(newcomers, s23). The fight step is done once its fight has played whole."""

from __future__ import annotations

import time
from typing import Any

import pygame

from scenes.taisen.tutorial import TutorialScene
from scenes.title import TitleScene

from .conftest import Driver


def test_the_step_after_the_fight_waits_for_its_animation(app: Any) -> None:
    app.language_for_run("en")
    app.settings.confirm_turn_end = True
    ui = Driver(app)
    scene = TutorialScene.start(app)
    app.push(TitleScene(app))
    app.push(scene)
    ui.step(60)
    fought = None
    trace: list[Any] = []
    busy_at_done: list[bool] = []
    deadline = time.monotonic() + 120
    while scene.guiding and time.monotonic() < deadline:
        guide = scene.guide
        key = guide.current.key
        trace.append((key, scene.animator.busy, len(scene.session.actions), scene.state.side))
        if key == "fight" and fought is None and scene.can_act:
            fought = len(scene.session.actions)
        if key == "done" and not busy_at_done:
            busy_at_done.append(scene.animator.busy)  # fails before: True
        waiting = key == "end_turn" and scene.turn_end.waiting
        if guide.quiet or not (scene.can_act or guide.explaining or waiting):
            ui.step()
            time.sleep(0.002)  # the Wolves think in their worker, in real time
            continue
        if guide.explaining or key in ("dice", "move", "fight"):
            ui.key(pygame.K_RETURN)
            ui.step()
        elif key == "more":
            ui.key(pygame.K_e)
            ui.step(30)
        elif key == "end_turn":
            ui.key(pygame.K_e)
            ui.step(3)
        else:
            ui.step()
    compact = [t for i, t in enumerate(trace) if i == 0 or t != trace[i - 1]]
    assert fought is not None and busy_at_done == [False], compact
