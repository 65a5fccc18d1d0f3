"""Any seat's moves may be reviewed, the computers' too (newcomer J, s16, 080: 'Whose
moves?' offered only Yuki and Ren while Kiku, a computer, won: 'I'd most like to see
how'). The people are offered first, then the computers; the review's 'Next player'
goes round every seat; a computer's review says whose moves these are and who 'you'
is. EN and FR; the figures set, the seats a real (short) record's."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from ninjas.core.history import read_record
from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.review.scene import ReviewScene
from scenes.review.whose import review_seats

from .replay_records import make_record
from .test_review_turning_point import SMALL, never, own_turns, review_of

HARD = replace(SMALL, chooser="hard")
"""The review's own chooser, as the screen's (ninjas.review.Budget)."""


def test_the_people_come_first_then_the_computers() -> None:
    assert review_seats([False, True, False, True]) == [0, 2, 1, 3]
    assert review_seats([True, False]) == [1, 0]
    assert review_seats([True, True]) == []  # a game of computers: nothing asked


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_computer_s_review_says_whose_moves_and_who_you_is(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.tr = Translator(lang)
    tr = app.tr
    path = make_record("shinobi", tmp_path)  # the arena's: every seat a computer
    record = read_record(path)
    record.summary.seats[0] = {"kind": "human"}  # a person played seat 0
    scene = ReviewScene(app, record, path, 1, SMALL, never)
    assert scene.people() == [0, 1, 2]  # before: [0], the person's only
    review = review_of(own_turns(record, 1)[:1], [(0.5, 0.5)], 0.0)
    lines = [text for text, _ in scene.summary_lines(review)]
    level = record.summary.seats[1].get("level", "normal")
    said = tr("review.computer_seat", name=scene.name(1), level=tr(f"setup.level.{level}"))
    assert lines[0] == said, lines  # fails before: no word of it
    assert scene.name(1) in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_computer_at_the_review_s_own_level_is_said_to_agree_by_design(
    app: App, tmp_path: Path, lang: str
) -> None:
    """s23: a Hard computer seat's review, judged by the Hard computer, agreed with
    itself ('32 of 32 as good') and never said why: its line now says so, and what the
    review is for there; a Normal seat's keeps the short line."""
    app.tr = Translator(lang)
    tr = app.tr
    path = make_record("shinobi", tmp_path)
    record = read_record(path)
    record.summary.seats[0] = {"kind": "human"}
    review = review_of(own_turns(record, 1)[:1], [(0.5, 0.5)], 0.0)
    for level, key in (("hard", "review.computer_seat.same"), ("normal", "review.computer_seat")):
        record.summary.seats[1] = {"kind": "ai", "level": level}
        scene = ReviewScene(app, record, path, 1, HARD, never)
        lines = [text for text, _ in scene.summary_lines(review)]
        said = tr(key, name=scene.name(1), level=tr(f"setup.level.{level}"))
        assert lines[0] == said, lines  # fails before: the short line for Hard too
