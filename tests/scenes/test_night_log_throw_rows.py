"""Newcomer R, s19 (Night EN 1920x1080), issue 33: a throw's log line took three rows of
the log at 1280x720. Newcomer X, s21 (FR 1920x1080): the log, a wall of numbers. A
throw's line now says who, at what, hit or missed and, for a miss, which way and by how
many whole cm (throw_said.py): one row, two at most, at 1280x720."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import line_state, scene_of

from scenes.log_panel import as_line

from .test_night_landing_words import CASES, throw_line
from .test_night_misses import land


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("action", "hit", "key", "cm"), CASES)
def test_a_throw_s_log_line_takes_two_rows_at_most_and_keeps_its_facts(
    sized_app: Any, lang: str, action: str, hit: bool, key: str, cm: int | None
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    tr = app.tr
    plan, roof, _length = action.split()
    s = line_state([(plan, "skip")] * 3, (0, 1, 3))
    scene = scene_of(app, s)
    scene.play(action)
    land(scene)
    scene.draw(pygame.Surface((1280, 720)))
    line = throw_line(scene, tr)
    rows = scene.log_panel._rows_of(as_line(line))
    assert len(rows) <= 2, rows
    facts = [scene.seat_name(0), tr("night.log.hit" if hit else "night.log.miss")]
    facts.append(f" {int(roof) + 1}")  # the roof aimed at
    if cm is not None:
        facts.append(f"{cm}\u00a0cm")
    for fact in facts:
        assert fact in line, (fact, line)
    app.set_language("en")
