"""Newcomer G (s16, 177-179): 'Play jumped many actions in a few seconds without showing
the throws as animations, so I could not re-watch a throw'. Now a Night throw stepped
over one action on (Play, Action +) flies on the replay's table from the roof its ninja
stood on, at the replay's speed, its result told as it lands; Play waits for it
(scenes/replay/stepped.throw_on_night); a jump shows the position at once."""

from __future__ import annotations

from scenes.replay import open_replay
from scenes.replay.controls import SPEEDS
from scenes.replay.scene import ReplayScene

from .replay_records import make_record


def first_throw(scene: ReplayScene) -> int:
    """The position after the record's first throw."""
    for index in range(1, scene.total + 1):
        events, _ = scene.positions.last_step(index)
        if any(event.kind == "throw" for event in events):
            return index
    raise AssertionError("the record has no throw")


def test_play_shows_a_throw_flying_and_waits_for_it(app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    scene = open_replay(app, make_record("night", tmp_path / "records"))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    at = first_throw(scene)
    scene.go(at - 1)
    scene.update(1 / 60)
    scene.playing = True
    scene.clock = 1.0  # the next action now
    scene.update(1 / 60)
    assert scene.index == at
    stage = scene.table.stage
    rope = stage.rope
    assert rope is not None  # fails before: the throw's result at once, no rope
    assert rope.pace == SPEEDS[scene.speed]
    thrower = int(
        next(e for e in scene.positions.last_step(at)[0] if e.kind == "throw").data["seat"]
    )
    before = scene.positions.session(at - 1).state.positions[thrower]
    assert scene.table.shown().positions[thrower] == before  # from the roof it stood on
    log = list(scene.table.log_lines)
    for _ in range(30):  # Play waits while the rope flies
        scene.update(1 / 60)
    assert scene.index == at
    for _ in range(600):
        if stage.rope is None:
            break
        scene.update(1 / 30)
    assert stage.rope is None and stage.result_text is not None  # landed, told
    assert scene.table.log_lines == log  # the log is the position's, nothing added


def test_a_jump_shows_the_position_at_once(app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    scene = open_replay(app, make_record("night", tmp_path / "records"))
    app.push(scene)
    at = first_throw(scene)
    scene.go(at)
    scene.update(1 / 60)
    assert scene.table.stage.rope is None
