"""Newcomer Q, s12 (166-167): Space, said to pause the replay, 'came too late / didn't
stop it': the replay ran on from action 13 to 18. A slow frame (a table built again on a
loaded machine) made the clock play several actions in one update. Now Play steps one
action a frame at most, and Space stops it at once: no action more after it."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene

from .test_replay_names import named_record


def test_a_slow_frame_plays_one_action_and_space_stops_at_once(app: App) -> None:
    scene = open_replay(app, named_record("shinobi", 30, 3), at=3)
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    scene.on_key(pygame.K_SPACE)
    assert scene.playing
    scene.update(6.0)  # a frame of 6 s at x1 (0.5 actions a second): 3 actions' time
    assert scene.index == 4, "one action a frame at most"
    scene.update(0.01)
    assert scene.index == 4
    scene.on_key(pygame.K_SPACE)  # paused: no action more, however long the frame
    assert not scene.playing
    scene.update(6.0)
    assert scene.index == 4
