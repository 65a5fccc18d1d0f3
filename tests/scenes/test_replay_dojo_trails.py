"""Dojo's replay draws the walks of the turn shown as the table draws a computer's walks
as they go: a line each, numbered (newcomer K, s17, 082: the replay showed the computer's
walks only by where they ended, no trail)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from scenes.app import App
from scenes.dojo.routes import event_hex
from scenes.dojo.their_turn import shown_walks
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene

from .replay_records import make_record

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A path to save the replay's screen at (to look at it), none by default."""


def test_the_turn_s_walks_are_drawn_up_to_the_action_shown(app: App, tmp_path: Path) -> None:
    scene = open_replay(app, make_record("dojo", tmp_path / "records"), at=0)
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    # the first turn with three steps: at its third step, each step is on a line drawn
    steps: list[tuple[object, object]] = []
    index = 0
    for index in range(1, scene.total + 1):
        if index - 1 in scene.turn_starts:
            steps = []
        events, _ = scene.positions.last_step(index)
        steps += [
            (event_hex(e.data["src"]), event_hex(e.data["dst"]))
            for e in events
            if e.kind == "stepped"
        ]
        if len(steps) >= 3:
            break
    assert len(steps) >= 3
    scene.go(index)
    shown = shown_walks(scene.table)
    assert shown is not None  # before: none, the board only
    walks, _colour = shown
    drawn = {pair for walk in walks for pair in zip(walk, walk[1:], strict=False)}
    assert set(steps) <= drawn, (steps, walks)
    if SHOT:
        app.draw()
        pygame.image.save(app.canvas, SHOT)
    scene.go(scene.turn_starts[1])  # a turn's start, before any step: none
    assert shown_walks(scene.table) is None
