"""The gold '+N' with two small cards on a clan a computer laid on is said in words under
the choices while the person's turn shows it: the badge, then 'on a clan: the cards laid
on it since your last turn.', or '+3 laid since your last turn' on one line (newcomer X, s21, 52, 64: 'explained nowhere I saw').
EN/FR, 1280x720 and 1920x1080, at the draw and while laying cards (the grey cards'
note under it)."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat

from .conftest import Driver
from .test_shinobi_corruption_points import drawn
from .test_shinobi_scene import table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_gold_badge_is_said_under_the_choices(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = table(app, [Seat("human", name="Akane")] + [Seat("ai", "easy")] * 3, seed=3)
    while not scene.can_act:
        scene.update(1 / 60)
    marks = scene.board.changed_marks()
    assert marks is not None and marks.laid  # the computers laid clans before her turn
    words = [app.tr("shinobi.marks_note"), app.tr("shinobi.marks_note.short")]
    for step in ("draw", "place"):
        if step == "place":
            scene.play("recruit")  # her draw keeps the marks
            ui.step()
        assert scene.state.phase == step
        shown = drawn(app, scene, monkeypatch)
        note = scene.option_panel.marks_note
        assert note is not None, step  # fails before: not said
        box = scene.layout.options
        assert box.contains(note)
        rows = [row.rect for row in scene.option_panel.choices.rows_drawn]
        assert note.collidelist(rows) < 0
        lines = [r for t, r in shown if any(t in w for w in words) and note.contains(r)]
        assert lines, (step, shown)
        others = [r for s, r in shown if not note.contains(r) and box.contains(r)]
        assert note.collidelist(others) < 0, (note, others)
    scene.play("pass")  # her own move: the marks and the note go
    ui.step()
    assert scene.option_panel.marks_note is None or not scene.can_act
    app.set_language("en")
