"""Issue 33: a Dojo replay builds a new table at every position, and each told its
whole log again from the first event (32,450 descriptions of the 284 events of this
227-action game stepped through: quadratic, paid at every step of a replay). The replay's
Positions now keep the log as told (scenes/dojo/told_log.py): a table tells only the
events after the nearest position kept before its own.

What the log shows is unchanged: at positions reached by every kind of step (one action
on, a jump to the end, one back, jumps back past the kept positions, across the
placement of the Dojos, a view changed at the same position, the language changed), the
stepped table's log is the one of a table built without the Positions, its log told
from the start: its lines (with their owners), the lines its events tell one by one
(the phones' story), the walk its last line tells, each walk's steps, the hexes each
line rings, and the die kept in view."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scenes.dojo import narrator as narrator_module
from scenes.dojo.log_panel import DojoLog
from scenes.replay import open_replay
from scenes.replay import stepped as stepped_marks
from scenes.replay.scene import ReplayScene
from scenes.replay.watch import watch_table

from .replay_records import make_record


def told(table: Any) -> tuple[object, ...]:
    """What a table's log holds after it is built, in a form to compare."""
    panel = table.log_panel
    texts = [text for _, text in panel.told_lines()] + [str(line[1]) for line in panel.lines]
    hexes = table.narrator.line_hexes
    return (
        list(panel.lines),
        panel.told_lines(),
        panel.walk,
        panel.steps_of,
        {text: hexes.get(text) for text in texts},
        table.stage.roll_show,
    )


def opened(app: Any, folder: Path) -> ReplayScene:
    scene = open_replay(app, make_record("dojo", folder))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    return scene


def test_the_stepped_log_is_the_one_told_from_the_start(app: Any, tmp_path: Path) -> None:
    scene = opened(app, tmp_path / "records")
    total, every = scene.total, scene.positions.every
    placed = next(i for i in range(total) if None not in scene.positions.session(i).state.dojos)
    order = [*range(0, placed + 3), 30, 31, 32, total, total - 1, total - every - 3]
    order += [total // 2, total // 2 + 1, every * 3, every * 3 - 1, 5, total - 2, total]
    views: list[int | None] = [None, 0, 1]
    for step, index in enumerate(order):
        if step == len(order) - 4:
            app.set_language("fr")  # the log said again in French, from the start too
        view = views[step % 3]
        scene.set_view(view)
        scene.go(index)
        stepped = scene.table
        assert stepped.session.positions is scene.positions
        rebuilt = watch_table(
            app, scene.save, index, view, scene.record.summary.names, scene.last_seat
        )
        assert rebuilt.session.positions is None  # its log told from the first event
        stepped_marks.show_on_table(rebuilt, scene)
        assert told(stepped) == told(rebuilt), (index, view, app.tr.lang)
        assert stepped.log_panel.lines or index == 0
    assert any("Dojo" in text for _, text in scene.table.log_panel.lines)


def test_a_step_on_tells_only_its_own_events(
    app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = opened(app, tmp_path / "records")
    described: list[str] = []
    """The events the log described as its tables were built (the caption of the step
    shown describes the last action's again: replay_step.py)."""
    building: list[bool] = []
    real, real_rebuild = narrator_module.Narrator.describe, DojoLog.rebuild

    def counting(self: Any, event: Any) -> Any:
        if building:
            described.append(event.kind)
        return real(self, event)

    def rebuild(self: Any, leave: int = 0) -> None:
        building.append(True)
        try:
            real_rebuild(self, leave)
        finally:
            building.pop()

    monkeypatch.setattr(narrator_module.Narrator, "describe", counting)
    monkeypatch.setattr(DojoLog, "rebuild", rebuild)
    total = scene.total
    for index in range(total + 1):  # Right held through the whole game
        scene.go(index)
        assert scene.table is not None
    events = list(scene.table.replayed_events())
    # each event described once (those before the Dojos stood once more: their places'
    # names change with them), where every table described the game from its start
    assert len(described) <= len(events) + 20, (len(described), len(events))
    described.clear()
    scene.go(total - 1)  # one back: told on from a position kept before it
    assert scene.table is not None
    assert 0 < len(described) <= len(list(scene.table.replayed_events())) // 4
    described.clear()
    scene.go(total)  # one on: that action's events alone
    assert scene.table is not None
    step, _ = scene.positions.last_step(total)
    assert len(described) == len(step), (described, [e.kind for e in step])
