"""The hex note keeps the log whole while walking (newcomer F, s15, 025, 043, 094: the
note on a plains took the log's top, four lines, and the log's older lines went while
she pointed at a hex). With the move's rows in the panel, the note goes on the map's
free room or, without the terrain's rule, at the panel's foot: the log shows the same
rows pointed or not."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator

from .test_dojo_ends import SizedApp
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_pointing_at_a_hex_while_walking_hides_no_log_line(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    home = state.dojos[state.mover]
    scene.controls.click_hex(home)
    out = next(h for h, r in scene.controls.routes().items() if r.ends and r.cost == 1)
    scene.controls.click_hex(out)  # one walks out
    scene.controls.click_hex(home)  # the Dojo chosen: the panel offers the walk not taken
    assert scene.selected == home and len(scene.options) >= 2
    for text in ("The plains: a log line long enough to wrap at least once here.",) * 6:
        scene.log_panel.add(text)
    app.draw()
    rows = [text for _, text in scene.log_panel.rows]
    shown = [(line.text, row) for row, line in scene.log_panel.placed()]
    plains = [h for h, kind in state.terrain.items() if kind == "plains"]
    assert plains
    for h in plains:
        scene.cursor = h
        app.draw()
        note = scene.note.box()
        assert note is not None, h
        box, _ = note
        assert not box.colliderect(scene.layout.log), h  # before: the log's top
        assert [(line.text, row) for row, line in scene.log_panel.placed()] == shown, h
        assert pygame.Rect((0, 0), size).contains(box)
    assert [text for _, text in scene.log_panel.rows] == rows
