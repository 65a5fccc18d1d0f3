"""Newcomer X, s13 (085.png, Dojo FR): under the two costliest moves and '1 autre coup
coûteux est cerclé', the line 'Les 3 autres ont coûté en moyenne 19 %' read as three
more, six in all, where there were three. The average's line now says the moves it
counts are all of them ('In all, 3 moves cost win chance...'), and the figures add up:
the rows shown and ringed are the costly ones, the moves as good plus the moves that
cost are the decisions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scenes.app import App

from .replay_records import make_record
from .test_review_chart import items_of, shown


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_costly_moves_are_counted_once_in_words(app: App, tmp_path: Path, lang: str) -> None:
    app.language_for_run(lang)
    tr = app.tr
    path = make_record("taisen", tmp_path)
    scene = shown(app, path, items_of(path, costly=3))
    review = scene.job.review
    assert review is not None and len(scene.worst) == 3
    lines = [text for text, _ in scene.summary_lines(review)]
    ringed = len(scene.worst) - len(scene.rows)
    assert ringed >= 1 and tr.plural("review.worst.more", ringed) in lines
    mean = tr.plural("review.mean_loss", 3, loss=scene.percent(0.2))
    assert mean in lines
    figures = review.figures()
    assert figures["decisions"] - figures["as_good"] == 3
    # the average's count is the whole count, and says so (fails before: 'The 3 others'
    # / 'Les 3 autres', after 'N more ... ringed', read as three more)
    assert not re.search(r"\bother|\bautre", mean)
    assert ("In all" if lang == "en" else "En tout") in mean
