"""Newcomer B (s22, Night EN 1920x1080, 57rev4): the review's one 'mistake' was 'Attack
Green instead of Theo (21% vs 76%)... Nothing differs right away', where what went
wrong was her fist missing. A throw that missed is said to be the hand's luck, not a
decision, its row and words in the pointer's sand, never 'a mistake for sure'
(scenes/review/night_miss.py). A throw that landed is judged as before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review import hint_words, night_miss, why
from scenes.review.hint_words import NOTE
from scenes.review.soft_note import row_colour, verdict_kind

from .replay_records import make_record
from .test_review_chart import shown


def throws(path: Path) -> list[tuple[rv.Decision, bool]]:
    """Seat 0's throws in the record, each with whether it landed."""
    found = []
    for d in rv.decisions(read_record(path), 0):
        landed = night_miss.lands(d.state, d.move)
        if landed is not None:
            found.append((d, landed))
    return found


def costly(d: rv.Decision, move: str, computer: str) -> rv.Item:
    throw = rv.Throw("moving", 1.0, 10.0, -9.0)
    return rv.Item(d.index, move, computer, 0.76, 0.76, 0.21, throw, 0.05)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_missed_throw_is_the_hands_luck_not_a_mistake(
    app: Any, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    d, _ = throws(path)[0]
    words = d.move.split()
    at = 2
    missing = " ".join([*words[:at], "0.1", *words[at + 1 :]])  # far too short
    assert night_miss.lands(d.state, missing) is False
    other = next(str(a) for a in d.state.legal_actions() if str(a) != d.move)
    item = costly(d, missing, other)
    scene = shown(app, path, [item])
    tr = scene.tr
    assert night_miss.missed(scene, item)
    assert why.why_words(scene, item) == tr("review.why.night_missed")  # fails before
    cost = hint_words.cost_words(scene, item)
    assert cost == tr("review.worst.cost.missed", loss=55, give=5)
    assert tr("review.worst.cost", loss=55, give=5) != cost  # not 'a mistake for sure'
    assert verdict_kind(scene, item) == "setup"
    assert row_colour(scene, item, "setup") == NOTE


def test_a_throw_that_landed_is_judged_as_before(app: Any, tmp_path: Path) -> None:
    path = make_record("night", tmp_path)
    landed = [d for d, lands in throws(path) if lands]
    assert landed
    d = landed[0]
    other = next(str(a) for a in d.state.legal_actions() if str(a) != d.move)
    item = costly(d, d.move, other)
    scene = shown(app, path, [item])
    assert not night_miss.missed(scene, item)
    assert verdict_kind(scene, item) == "costly"
    assert why.why_words(scene, item) != scene.tr("review.why.night_missed")
