"""Newcomer R, s19 (Night EN 1920x1080), issue 33: a throw's log line was long ('...
distance réelle 36,8 cm. Tombé à 0,5 cm du bord proche du toit : pas tout entier sur le
toit.'), three rows of the log at 1280x720 for a fist half off its roof or a grapnel
caught on an edge. The log now says where it landed in a few words after the numbers
('..., true distance 15.0 cm, 0.5 cm inside the near edge, not wholly on.'): two rows
at most, the same facts (who, at what roof, hit or miss, string, true distance, where
against the roof's edge); the banner over the village keeps its whole sentence."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import line_state, scene_of

from scenes.log_panel import as_line

from .test_night_landing_words import CASES
from .test_night_misses import land


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("action", "hit", "key", "cm"), CASES)
def test_a_throw_s_log_line_takes_two_rows_at_most_and_keeps_its_facts(
    sized_app: Any, lang: str, action: str, hit: bool, key: str, cm: float
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    tr = app.tr
    plan, roof, length = action.split()
    s = line_state([(plan, "skip")] * 3, (0, 1, 3))
    scene = scene_of(app, s)
    scene.play(action)
    land(scene)
    scene.draw(pygame.Surface((1280, 720)))
    (line,) = [x for x in scene.log_lines if tr.decimal(float(length)) in x]
    rows = scene.log_panel._rows_of(as_line(line))
    assert len(rows) <= 2, rows  # fails before: 3 rows for 'partly' and the edges in FR
    name, distance = scene.seat_name(0), tr.decimal(s.village.distance(0, int(roof)))
    facts = [name, f" {int(roof) + 1}", distance, tr.decimal(cm)]
    facts.append(tr("night.log.hit" if hit else "night.log.miss"))
    for fact in facts:
        assert fact in line, (fact, line)
    where = tr(key.replace("night.landed", "night.log.landed"), cm=tr.decimal(cm))
    assert line.endswith(f"{where}."), (where, line)  # the few words of where it landed
    app.set_language("en")
