"""The Dojo replay at the last die of a summoning: the step's words ('This step: Wen
sets die 5 of 5 under the mountain (north).') and the roll's rows ('Gained: the forest
+1, ...') were drawn over each other in the action panel, unreadable (newcomer W, s21,
38_replay_turn_b.png), and the top bar named the next turn's seat ('Blue clan, turn 1')
over Wen's step. Now the step is said above the rows, and the bar names the turn
whose roll shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.history import read_record
from scenes.app import App
from scenes.dojo.replay_step import step_lines, step_rect
from scenes.replay import open_replay

from .replay_records import make_record


@pytest.mark.parametrize(("lang", "size"), [("en", (1920, 1080)), ("fr", (1280, 720))])
def test_the_step_and_the_roll_apart(
    sized_app, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    app: App = sized_app(size)
    app.set_language(lang)
    path = make_record("dojo", tmp_path / "records")
    actions = read_record(path).save.actions
    last_dice = [
        i + 1
        for i, a in enumerate(actions[:-1])
        if a.startswith("die ") and not actions[i + 1].startswith("die ")
    ]
    assert last_dice
    for at in last_dice[:4]:
        scene = open_replay(app, path, at=at)
        app.push(scene)
        scene.update(1 / 60)
        app.draw()
        table = scene.table
        show = table.summoning.dice.rolled()
        assert show is not None  # the roll shows at its last die
        step = step_rect(table)
        assert step is not None
        drawn = [rect for _, rect, _ in table.summoning.dice.drawn]
        assert drawn
        # fails before: the rows began above the step's foot, over its words
        assert all(rect.top >= step.bottom for rect in drawn), (at, step, drawn)
        assert step_lines(table)  # the die set, said
        # the top bar names the turn whose dice show (fails before: the next seat)
        assert table.hud.told_seat() == show.seat
        app.pop()
