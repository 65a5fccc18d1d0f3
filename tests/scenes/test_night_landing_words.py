"""Issue 33, Night: the log read 'Kunai, hit: 24.2 cm to the target, the string was
21.3 cm', and a newcomer took hits a few cm short of the roof's centre for a cheat. A
throw is aimed at the roof's centre and hits when the grapnel touches the roof (the fist
lies wholly on it: RULINGS, Night): the banner and the log now say where it landed
against the roof's edges (the log in a few words: test_night_log_throw_rows.py), and a
miss says by how much it missed."""

from __future__ import annotations

import pytest
from support.night_line import line_state, scene_of

from ninjas.night.village import Building, Village
from scenes.app import App

from .test_night_misses import land

# From roof 0's centre (5, 5) to roof 1's (25, 5): roof 1 starts 15 cm along the line
# and ends at 25; a grapnel (radius 1.5) touching it from 13.5 cm on hits.
CASES = [
    ("move 1 17.9", True, "night.landed.on.near", 2.9),
    ("move 1 23.0", True, "night.landed.on.far", 2.0),
    ("move 1 14.0", True, "night.landed.edge.near", 1.0),
    ("move 1 12.0", False, "night.landed.short", 3.0),
    ("move 1 27.5", False, "night.landed.past", 2.5),
    ("attack 1 15.5", False, "night.landed.partly.near", 0.5),  # a fist: wholly on it
    ("attack 1 20.0", True, "night.landed.on.near", 5.0),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("action", "hit", "key", "cm"), CASES)
def test_a_throw_says_where_it_landed_against_the_roof(
    app: App, lang: str, action: str, hit: bool, key: str, cm: float
) -> None:
    app.set_language(lang)
    plan = action.split()[0]
    s = line_state([(plan, "skip")] * 3, (0, 1, 3))
    scene = scene_of(app, s)
    scene.play(action)
    land(scene)
    tr = app.tr
    words = tr(key, cm=tr.decimal(cm))
    (line,) = [x for x in scene.log_lines if tr.decimal(float(action.split()[2])) in x]
    short = tr(key.replace("night.landed", "night.log.landed"), cm=tr.decimal(cm))
    assert line.endswith(f"{short}.") and line.startswith(scene.seat_name(0))  # few words
    assert (tr("night.log.hit") in line) is hit
    assert scene.stage.result_text is not None
    assert scene.stage.result_text[0].endswith(words)


def test_a_throw_stopped_by_a_taller_building_says_so(app: App) -> None:
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    # a two-floor building just past roof 1 (roof 0 has one floor): a long string
    # crosses it, and a taller building stops a throw (RULINGS, Night)
    s.village = Village("line", 100, [*s.village.buildings, Building(31, 3, 2, 4, 2)], [])
    s.roofs.append([])
    scene = scene_of(app, s)
    scene.play("move 1 26.4")  # 1.4 cm past roof 1: its edge caught, but for that
    land(scene)
    assert s.positions[0] == 0  # missed
    (line,) = [x for x in scene.log_lines if "26.4" in x]
    assert line.endswith(f"{app.tr('night.log.landed.blocked')}.")
    assert scene.stage.result_text is not None
    assert scene.stage.result_text[0].endswith(app.tr("night.landed.blocked"))
