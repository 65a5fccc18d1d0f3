"""Newcomer P, s12 (nc-P 49): 'my Dojo assault that lost 2 ninjas is not flagged; the
chart sits near 100% from turn 3 on, so the review says little about the battles'. The
battles' choices are decisions of the review (fights, throws, cards laid and played):
the Dojo summary now says how many and how many were as good as the computer's, and,
where the chance stood at 90% or more to the end, from when, and that the review weighs
win chance, not ninjas."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review.battle_words import BATTLE_MOVES, SURE_RUN

from .replay_records import make_record
from .test_review_chart import shown


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dojo_summary_says_the_battles_and_the_game_all_but_won(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    tr = app.tr
    path = make_record("dojo", tmp_path)
    found = list(rv.decisions(read_record(path), 0))
    half = len(found) // 2
    assert len(found) - half >= SURE_RUN
    items = [
        rv.Item(d.index, d.move, d.move, 0.5 if n < half else 0.95, 0.5, 0.5)
        for n, d in enumerate(found)
    ]
    battles = [i for i in items if i.move.split(" ", 1)[0] in BATTLE_MOVES]
    assert battles  # (the arena's game fought)
    scene = shown(app, path, items)
    review = scene.job.review
    assert review is not None
    lines = [text for text, _ in scene.summary_lines(review)]
    # fails before: neither line
    if len(battles) == 1:
        assert tr("review.battles.single.good") in lines
    else:
        assert tr("review.battles", count=len(battles), good=len(battles)) in lines
    moment = scene.moment(items[half].index)  # (the first of the run at 90% or more)
    assert tr("review.battles.sure", moment=moment, chance=scene.percent(0.9)) in lines
    # a run that ends under 90% says nothing of it
    items[-1] = rv.Item(items[-1].index, items[-1].move, items[-1].move, 0.6, 0.5, 0.5)
    app.pop()
    scene = shown(app, path, items)
    review = scene.job.review
    assert review is not None
    assert not any(
        line.startswith(tr("review.battles.sure", moment="", chance="")[:12])
        for line, _ in scene.summary_lines(review)
    )
