"""Newcomer H, s16 (133): in a Dojo replay 'Turn +' pressed three times went from action 0
to 25 and still said 'Turn 1 of 4': it stopped where a battle's defender laid its cards.
Each press now lands on the next turn as the table counts it: another clan's turn, or
the same clan's next one (scenes/replay/turn_jump.py)."""

from __future__ import annotations

from pathlib import Path

from ninjas.core.saves import start_state
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene
from scenes.replay.turn_jump import _dojo_turn

from .replay_records import make_record


def _turns(save) -> list[tuple[bool, int, int]]:
    """Whose turn and which, before each action (and after the last)."""
    state = start_state(save)
    out = []
    for text in save.actions:
        out.append(_dojo_turn(state))
        state.apply(text)
    return [*out, _dojo_turn(state)]


def test_dojo_turn_plus_lands_on_each_next_turn_of_the_table(app, tmp_path: Path):
    scene = open_replay(app, make_record("dojo", tmp_path / "records"))
    assert isinstance(scene, ReplayScene)
    save = scene.save
    # the record has a battle: a defender's run starts inside a mover's turn
    assert len(scene.turn_starts) > len(scene.jumps)
    turns = _turns(save)
    seen = [turns[0]]
    while True:
        scene.step_turn(1)
        if scene.index >= scene.total:
            break
        here = turns[scene.index]
        assert here != seen[-1] and here != turns[scene.index - 1]  # a turn's first action
        seen.append(here)
    assert len(seen) == len(scene.jumps)
    scene.step_turn(-1)
    assert scene.index == scene.jumps[-1]
