"""Newcomer Q, s12 (163.png): the review said of the computer's 'Place 2 Fox + 1 Ronin'
against Q's 'Place 1 Spider + 1 Ronin' 'It puts your round's score 4 points higher
against the best other's', read right after the cards were laid, before the Spider
destroyed Sora's 6-point Bear (a 10-point swing by Q's own sum). Where a power is still
to play after either move, no score is said: the playouts' figures are, the computer's
move's chance against the move made's."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.history import read_record
from scenes.app import App
from scenes.review import why

from .replay_records import make_record
from .test_review_chart import items_of, shown
from .test_review_why import after, costly_with


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_power_still_to_play_says_the_playouts_not_a_score(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("shinobi", tmp_path)
    record = read_record(path)
    item = costly_with(record, "playouts")
    theirs, made = after(record, item.index, item.computer), after(record, item.index, item.move)
    assert theirs.pending or made.pending  # true of the positions themselves
    scene = shown(app, path, items_of(path))
    said = why.why_words(scene, item)
    best, low = scene.percent(item.after_computer), scene.percent(item.after_move)
    assert said == app.tr("review.why.playouts", best=best, made=low)
    assert best in said and low in said
    lead = app.tr.plural("review.why.lead", 4).split("4")[0]
    assert lead not in said
