"""Issue 33: a move that a hint shown to the seat named is the computer's own in the
review (ninjas.review_hints). Its dot's tooltip says the hint showed it and, plainly,
what the review's longer search prefers: the move made in the good colour, no
computer's line with a chance under it, in English and French."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.review.graph import COSTLY, GOOD

from .conftest import Driver
from .replay_records import make_record
from .test_review_chart import items_of, shown

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A path stem to save the screen at (to look at it), none by default."""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hinted_moves_tip_says_the_hint_showed_it_and_what_the_search_prefers(
    app: App, ui: Driver, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    items = items_of(path)
    item = items[3]
    from ninjas import review as rv
    from ninjas.core.history import read_record

    decision = next(d for d in rv.decisions(read_record(path), 0) if d.index == item.index)
    other = next(str(a) for a in decision.state.legal_actions() if str(a) != item.move)
    items[3] = replace(item, searched=other)
    scene = shown(app, path, items)
    tr = app.tr
    lines: list[tuple[str, Any]] = list(scene.tip_lines(items[3]))
    said = tr("review.tip.hinted", move=scene.words(item.index, other))
    assert (said, lines[-2][1]) in lines
    assert tr("review.tip.same") not in [text for text, _ in lines]
    played = [colour for text, colour in lines if text.startswith(tr("review.tip.played")[:4])]
    assert played == [GOOD] and COSTLY not in [colour for _, colour in lines]
    # a move followed with no hint kept says what it said
    plain = [text for text, _ in scene.tip_lines(items[2])]
    assert tr("review.tip.same") in plain and said not in plain
    # drawn whole at 1280x720 when its dot is hovered
    x, y = scene.chart.points[3]
    ui.move((x + 2, y + 30))
    assert scene.chart.shown == 3
    app.draw()
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}-{lang}.png")
