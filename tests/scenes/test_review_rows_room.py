"""Newcomer S, s20 (121, EN 1920x1080; 093, FR 1280x720): a lost Shinobi review with no
costly move listed its decisions one row at a time under a long summary (the turns
the chance fell in, how the game went, the replay's offer); and 'her chance fell in
her own turns, 32% to 21%' over '16 of 16 moves as good as the computer's' read as a
contradiction. The summary gives up the story, then the replay's offer, for three rows
at least; and says the fall came from the cards drawn and the position, every move there
as good as the computer's, or close (no move cost: the branch's)."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.scene import ReviewScene

from .replay_records import make_record
from .test_review_night_rows import SMALL, as_the_computer


def _scene(app: Any, tmp_path: Path) -> tuple[ReviewScene, rv.Review]:
    path = make_record("shinobi", tmp_path)
    record = read_record(path)
    review = as_the_computer(rv.review_record(record, 0, SMALL))  # seat 0 lost
    scene = ReviewScene(app, record, path, 0, SMALL, lambda *a: Future())
    scene.job.review = review
    scene.build_menu()
    app.push(scene)
    app.draw()
    return scene, review


@pytest.mark.parametrize(("size", "lang"), [((1920, 1080), "en"), ((1280, 720), "fr")])
def test_a_lost_games_decisions_show_three_rows_and_the_fall_is_explained(
    sized_app: Any, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    scene, review = _scene(app, tmp_path)
    figures = review.figures()
    assert review.outcome == 0 and not scene.worst and figures["fell_in_own_turns"]
    assert scene.decisions.shown_rows() >= 3  # fails before: 1
    assert scene.decisions.rect.bottom <= scene.areas["side"].bottom
    lines = [text for text, _ in scene.summary_lines(review)]
    # fails before: 'No one move there stood out: replay the whole turn.'
    assert app.tr("review.lost.own.why.shinobi") in lines
    assert app.tr.plural("review.as_good", figures["decisions"], good=figures["as_good"]) in lines


@pytest.mark.parametrize(("size", "lang"), [((1920, 1080), "fr"), ((1280, 720), "en")])
def test_a_summary_too_long_leaves_the_list_in_the_panel(
    sized_app: Any, tmp_path: Path, size: tuple[int, int], lang: str, monkeypatch: Any
) -> None:
    """Newcomer C, s23, FR 1920x1080, 118: a Night summary (its turning point, another
    big fall, its throws) left no room, and the list's row was drawn under the panel,
    over the Back and Replay buttons. The list now keeps one row inside the panel, and
    the summary's last lines give way to it."""
    from scenes.review import summary

    app = sized_app(size)
    app.language_for_run(lang)
    long = [("A summary line long enough to wrap twice " * 3, (255, 255, 255))] * 14
    monkeypatch.setattr(summary, "summary_lines", lambda scene, review: long)
    scene, review = _scene(app, tmp_path)
    side = scene.areas["side"]
    assert scene.decisions.shown_rows() >= 1
    assert scene.decisions.rect.bottom <= side.bottom  # fails before: far under it
    assert scene.decisions.rect.top >= side.top
    assert scene.summary_foot <= scene.decisions.rect.top
