"""A lost game's review names its turning point even where it lists costly moves, when
the chance fell most in another seat's turn (newcomer J, s16, 080/117: Shinobi's review
listed her costly Recruit and never said Kiku's turn won it, where Taisen's review said
'The turning point: Turn 7, played by Wolf'). Where the fall was the seat's own costly
moves, those are listed and no turning line repeats them. EN and FR; the figures set,
the moments and seats a real (short) record's."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.review import turning
from scenes.review.scene import ReviewScene

from .replay_records import make_record
from .test_review_turning_point import SMALL, never, own_turns


def costly_review(runs: list[tuple[int, int]], chances: list[tuple[float, float]]) -> rv.Review:
    """One decision a turn; the first a costly one (30 points short), then lost."""
    items = [
        rv.Item(first, "a", "b", before, before, before - (0.3 if n == 0 else 0.0), margin=0.05)
        for n, ((first, _), (before, _)) in enumerate(zip(runs, chances, strict=True))
    ]
    turns = [
        rv.Turn(first, end, after) for (first, end), (_, after) in zip(runs, chances, strict=True)
    ]
    return rv.Review("shinobi", 0, SMALL.key(), items, outcome=0.0, turns=turns)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lost_game_with_a_costly_move_still_names_the_others_turning_point(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.tr = Translator(lang)
    tr = app.tr
    path = make_record("shinobi", tmp_path)
    record = read_record(path)
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    runs = own_turns(record, 0)[:2]
    # own turn 1: 60% to 55% (its costly move listed); the others' turns: 55% to 15%
    review = costly_review(runs, [(0.6, 0.55), (0.15, 0.1)])
    scene.worst = review.worst()
    assert scene.worst  # a costly move listed
    lines = [text for text, _ in scene.summary_lines(review)]
    said = [
        line
        for line in lines
        if line.startswith(tr("review.turning.others", moment="", before="", after="")[:8])
    ]
    assert said, lines  # fails before: no turning point beside costly moves
    assert turning.from_moment(scene, runs[0][1]) in said[0]  # ('from Turn 2 on', s21)
    assert tr("review.percent", value=55) in said[0] and tr("review.percent", value=15) in said[0]


def test_no_turning_line_repeats_the_seat_s_own_costly_turn(app: App, tmp_path: Path) -> None:
    path = make_record("shinobi", tmp_path)
    record = read_record(path)
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    runs = own_turns(record, 0)[:2]
    # the chance fell in the seat's own first turn, over its costly move: listed already
    review = costly_review(runs, [(0.6, 0.2), (0.2, 0.15)])
    scene.worst = review.worst()
    lines = [text for text, _ in scene.summary_lines(review)]
    prefix = app.tr("review.turning.moves", moment="", before="", after="")[:8]
    assert not [line for line in lines if line.startswith(prefix)], lines
