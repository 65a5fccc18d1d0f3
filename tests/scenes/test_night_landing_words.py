"""How a throw went, for the couch (throw_said.py): hit or miss, it says which way and
by how much, in whole centimetres, once, measured to the target roof's centre, as the
results' 'Every throw' page does ('missed: too short by 8 cm (to the roof's centre)',
'a hit: 2 cm short of the roof's centre'); a taller building in the way says so without
a number. Before s23 a miss was measured to the roof's edge, beside a page measuring
from its centre (newcomer D, s22: 'too short by 6 cm' vs 'Off by 11.0 cm'), and a hit
said nothing of how close it came (newcomers B and D, s22). Before s21 the banner and
the log gave the true distance, the string's length and the landing against an edge to
a tenth of a centimetre, a wall of numbers (newcomer X, s21, FR 1920x1080, 118)."""

from __future__ import annotations

import re

import pytest
from support.night_line import line_state, scene_of

from ninjas.night.village import Building, Village
from scenes.app import App

from .test_night_misses import land

# From roof 0's centre (5, 5) to roof 1's (25, 5): roof 1 starts 15 cm along the line,
# its centre at 20, and ends at 25; a grapnel (radius 1.5) touching it from 13.5 cm on hits.
CASES = [
    ("move 1 17.9", True, "night.said.hit.short", 2),
    ("move 1 23.0", True, "night.said.hit.past", 3),
    ("move 1 20.3", True, "night.said.hit.centre", None),
    ("move 1 14.0", True, "night.said.caught.short", 6),
    ("move 1 12.0", False, "night.said.short", 8),  # before: 3 (to the edge)
    ("move 1 27.2", False, "night.said.past", 7),  # before: 2
    ("attack 1 14.8", False, "night.said.short", 5),  # before: 'by under 1 cm'
    ("attack 1 15.6", False, "night.said.partly.short", 4),  # a fist: wholly on it
    ("attack 1 20.0", True, "night.said.hit.centre", None),
]


def throw_line(scene: object, tr: object) -> str:
    said = (tr("night.log.hit"), tr("night.log.miss"))  # type: ignore[operator]
    (line,) = [x for x in scene.log_lines if any(f", {w}" in x for w in said)]  # type: ignore[attr-defined]
    return str(line)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("action", "hit", "key", "cm"), CASES)
def test_a_throw_says_how_it_went_in_whole_cm_once(
    app: App, lang: str, action: str, hit: bool, key: str, cm: int | None
) -> None:
    app.set_language(lang)
    plan = action.split()[0]
    s = line_state([(plan, "skip")] * 3, (0, 1, 3))
    scene = scene_of(app, s)
    scene.play(action)
    land(scene)
    tr = app.tr
    line = throw_line(scene, tr)
    result = tr("night.log.hit" if hit else "night.log.miss")
    how = (tr(key, cm=cm) if cm is not None else tr(key)) if key else ""
    assert line.startswith(scene.seat_name(0))
    colon = ":" if lang == "en" else "\u00a0:"
    assert line.endswith(f"{result}{colon} {how}." if how else f"{result}.")
    assert not re.search(r"\d[.,]\d", line)  # no tenths (fails before: '17.9 cm', ...)
    numbers = re.findall(r"\d+", line)
    assert len(numbers) <= 2  # the roof's number, the cm (or 'under 1 cm')
    assert scene.stage.result_text is not None
    banner = scene.stage.result_text[0]
    assert not re.search(r"\d[.,]\d", banner)
    assert banner.endswith(f" {how}." if how else ".") and "cm" not in banner.replace(how, "")
    app.set_language("en")


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
    line = throw_line(scene, app.tr)
    assert line.endswith(f"{app.tr('night.said.blocked')}.")
    assert scene.stage.result_text is not None
    assert scene.stage.result_text[0].endswith(f"{app.tr('night.said.blocked')}.")
