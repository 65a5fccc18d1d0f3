"""Newcomer W, s13 (049): 'About 8 points of win chance lost, give or take 8: probably
a mistake' read as contradictory (8 give or take 8 may be nothing). A loss under a
quarter past its margin now says so in words: 'it could be nothing'; 14
give or take 10 stays 'probably a mistake', 19 give or take 8 'a mistake for sure'."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from scenes.app import App

from .replay_records import make_record
from .test_review_chart import items_of, shown


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_loss_at_its_margin_may_be_nothing(app: App, tmp_path: Path, lang: str) -> None:
    app.language_for_run(lang)
    tr = app.tr
    path = make_record("taisen", tmp_path)
    items = items_of(path, costly=3)
    items[2] = replace(items[2], after_move=items[2].after_computer - 0.082, margin=0.08)
    items[3] = replace(items[3], after_move=items[3].after_computer - 0.14, margin=0.10)
    items[4] = replace(items[4], after_move=items[4].after_computer - 0.19, margin=0.08)
    scene = shown(app, path, items)
    assert scene.cost_words(items[2]) == tr("review.worst.cost.maybe", loss=8, give=8)
    assert scene.cost_words(items[3]) == tr("review.worst.cost.probably", loss=14, give=10)
    assert scene.cost_words(items[4]) == tr("review.worst.cost", loss=19, give=8)
