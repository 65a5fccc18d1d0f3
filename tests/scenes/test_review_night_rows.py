"""Newcomer I, s10 (nc-99/172.png, 173.png): a Night review with no costly move showed
its decisions one row at a time, in a thin strip under the summary and six throws'
lines. The list keeps room for four rows; the throws' lines give way first, and say
how many more there are."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.scene import DECISION_ROWS, ReviewScene

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def as_the_computer(review: rv.Review) -> rv.Review:
    """`review` with every move the computer's own (I's game: 33 of 33 as good)."""
    items = [
        rv.Item(i.index, i.move, i.move, i.before, i.after_move, i.after_move, throw=i.throw)
        for i in review.items
    ]
    return rv.Review(review.game, review.seat, review.budget, items, review.outcome, review.turns)


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_a_night_reviews_decisions_show_four_rows(
    sized_app: Any, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    record = read_record(path)
    review = as_the_computer(rv.review_record(record, 0, SMALL))
    throws = [item for item in review.items if item.throw is not None]
    assert len(throws) >= 4 and len(review.items) > DECISION_ROWS
    scene = ReviewScene(app, record, path, 0, SMALL, lambda *a: Future())
    scene.job.review = review
    scene.build_menu()
    app.push(scene)
    app.draw()
    assert not scene.worst and scene.decisions.items
    # fails before: 1 at 1280x720, 2 at 1920x1080. One row less than the list's aim
    # since the summary says how the game went (a5110f64, newcomer A, s14), two lines
    # that stay whole: the throws' lines give way first, the story does not
    assert scene.decisions.shown_rows() >= DECISION_ROWS - 1
    assert scene.decisions.rect.bottom <= scene.areas["side"].bottom
    lines = [text for text, _ in scene.summary_lines(review)]
    more = len(throws) - scene.throws_shown
    assert more > 0 and app.tr.plural("review.throws.more", more) in lines
