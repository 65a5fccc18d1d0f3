"""Newcomer L, s17, L129: in Taisen's replay the dice panel showed blank struck dice
during a turn although the log said what was rolled. Each die shows the value the turn
rolled, a used one struck with it; a step that ends a turn ends on the next roll."""

from __future__ import annotations

from pathlib import Path

from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene

from .replay_records import make_record


def _replay(app, tmp_path: Path) -> ReplayScene:
    scene = open_replay(app, make_record("taisen", tmp_path))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    return scene


def _rolled(scene: ReplayScene, at: int) -> list[int]:
    """The dice rolled for the turn the position `at` is in: its state's at the turn's
    start (no die used yet)."""
    start = max(s for s in [0, *scene.turn_starts] if s <= at)
    state = scene.positions.session(start).state
    assert all(state.dice), "a turn's first position: every die still to use"
    return list(state.dice)


def test_a_used_die_keeps_its_value_jumped_to_and_stepped(app, tmp_path: Path) -> None:
    scene = _replay(app, tmp_path)
    at = next(
        i for i in range(1, scene.total) if 0 in (scene.positions.session(i).state.dice or [1])
    )
    scene.go(at)
    dice = scene.table.view.dice
    state = scene.table.state
    assert dice.used == [v == 0 for v in state.dice] and any(dice.used)
    assert dice.values == _rolled(scene, at), "used dice struck with their values, not blank"
    assert all(dice.values)


def test_a_step_that_ends_a_turn_ends_on_the_next_roll(app, tmp_path: Path) -> None:
    scene = _replay(app, tmp_path)
    ends = [
        i
        for i in range(1, scene.total)
        if any(e.kind == "turn_ended" for e in scene.positions.last_step(i)[0])
    ]
    at = ends[0]
    scene.go(at - 1)
    _ = scene.table
    scene.step(1)
    table = scene.table
    for _frame in range(5000):  # played at the replay's pace; no clock
        if not table.animator.busy:
            break
        scene.update(0.05)
    scene.update(0.05)
    assert not table.animator.busy
    assert table.view.dice.values == list(table.state.dice)
    assert table.view.dice.used == [False, False, False]
