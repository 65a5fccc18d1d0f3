"""Newcomer N (s12) timed the replay's Play at ×1 running a 32-action Taisen game in
about 3 s, at ×0.5 about 3 actions a second, where controls.PACE means half an action a
second at ×1. His pictures were taken by `import -window root` at load 25, about 13 s
apart (their files' times), not the 0.9 s he slept between them: 7 actions in 13 s is
the pace meant. This drives the replay as a window does: App.run's own loop, whose
frames come slowly (a loaded machine's 0.3 s; a stalled one's 0.9 s, of which
pacing keeps 0.5), each playing
as many fixed updates as the wall time holds (scenes/pacing.py), and counts the actions
played per second of that time, at ×1 and ×0.5: never faster than the pace, never
several actions in one frame."""

from __future__ import annotations

import pytest

from scenes.app import STEP
from scenes.pacing import CATCH_UP_SECONDS
from scenes.replay import open_replay
from scenes.replay.controls import GAME_PACE, PACE, SPEEDS
from scenes.replay.scene import ReplayScene

from .replay_records import make_record


class SlowFrames:
    """The app's clock, each frame `seconds` of wall time long (as a loaded window's)."""

    headless = True

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.frames = 0

    def start(self) -> None:
        pass

    def now(self) -> float:
        return self.frames * self.seconds

    def tick(self, fps: int = 0) -> float:
        self.frames += 1
        return self.seconds


@pytest.mark.parametrize(("frame", "speed"), [(0.3, 1.0), (0.3, 0.5), (0.9, 1.0), (STEP, 1.0)])
def test_play_keeps_its_pace_in_the_window_loop(app, tmp_path, frame, speed):
    scene = open_replay(app, make_record("taisen", tmp_path / "records"))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    scene.speed = SPEEDS.index(speed)
    scene.toggle_play()
    app.clock = SlowFrames(frame)
    seen = [scene.index]
    seconds = 12.0
    for _ in range(round(seconds / frame)):
        app.run(max_frames=1)
        seen.append(scene.index)
    played = seen[-1] - seen[0]
    # Taisen's small actions go at GAME_PACE times the pace, each fight played whole
    # first (s24): never faster than that, never slower than the pace
    wanted = PACE * speed * seconds
    assert scene.playing
    assert played <= wanted * GAME_PACE["taisen"], (frame, speed, seen)
    if frame <= CATCH_UP_SECONDS:  # (a later frame is a stall: its time beyond is dropped)
        assert played >= wanted - 1, (frame, speed, seen)
    assert max(b - a for a, b in zip(seen, seen[1:], strict=False)) <= 1  # one action at a time
