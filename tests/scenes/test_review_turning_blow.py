"""A lost game's turning point says what turned it and what that cost (s21, E3 brief
points 2 and 4, newcomers on Shinobi FR and Taisen): 'The turning point: Turn 5, 1st
die, played by Wolf: your chance fell from 56% to 0%' named the move, not its blow.
Now 'your chance fell by 56%, from 56% to 0% (game lost). There, Wolf won: a ninja
holds your village.' And in French, 'à partir du tour 5' (was 'à partir de Tour
5'), two things laid joined by 'et' (was 'Crapaud; Midori')."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.arena import run_arena
from ninjas.core.history import read_record
from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.review import turning
from scenes.review.scene import ReviewScene

from .replay_records import make_record
from .test_review_turning_point import SMALL, never, own_turns, review_of


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_others_turn_that_won_names_the_blow_and_its_cost(
    app: App, tmp_path: Path, lang: str
) -> None:
    """The arena's Taisen game at seed 1: the Wolf's ninja reaches the Monkey village on
    the game's last action, after the Monkey seat's last turn."""
    app.tr = Translator(lang)
    tr = app.tr
    run_arena("taisen", ["easy", "easy"], 1, seed=1, record=tmp_path)
    (path,) = sorted(tmp_path.glob("*.json"))
    record = read_record(path)
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    runs = own_turns(record, 0)
    last = runs[-1]
    assert last[1] < len(record.save.actions)  # the Wolf played after it
    lost = review_of(runs[-2:], [(0.6, 0.6), (0.6, 0.6)], 0.0)  # then lost: 60% to 0
    lines = [text for text, _ in scene.summary_lines(lost)]
    pct = {v: tr("review.percent", value=v) for v in (60, 0)}
    said = tr(
        "review.turning.other",
        moment=scene.moment(last[1]),
        name=scene.name(1),
        before=pct[60],
        after=tr("review.counted.lost", chance=pct[0]),  # a 0% that says why
        lost=app.tr.plural("review.points", 60),  # what it cost
    )
    won = str(tr("review.turning.taisen_village", name=scene.name(1)))
    assert said + tr("review.turning.what", what=won) in lines, lines  # fails before


def test_the_others_turns_start_from_the_turn_in_french_and_join_with_et(
    app: App, tmp_path: Path
) -> None:
    """A three-seat Shinobi game: both others lay cards between the seat's first two
    turns; the line says 'à partir du tour N' and joins what they laid with 'et'."""
    app.tr = Translator("fr")
    tr = app.tr
    path = make_record("shinobi", tmp_path)
    record = read_record(path)
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    runs = own_turns(record, 0)
    # the first two turns of the seat's with both others laying cards between them
    at = next(
        n
        for n in range(len(runs) - 1)
        if len(turning.laid_words(scene, turning.played(scene, runs[n][1], runs[n + 1][0]).chunks))
        >= 2
    )
    lost = review_of(runs[at : at + 2], [(0.7, 0.7), (0.2, 0.1)], 0.0)
    lines = [text for text, _ in scene.summary_lines(lost)]
    (line,) = [text for text in lines if text.startswith("Le tournant")]
    turn = scene.moment(runs[at][1]).split(",")[0].split(" ")[1]
    assert f"les tours des autres à partir du tour {turn}\u00a0:" in line, line  # fails before
    assert "à partir de Tour" not in line
    assert not re.search(r"\S;", line), line  # fails before: 'Crapaud; Midori'
    assert " et " in line.split("Là, ", 1)[1], line
    assert tr.plural("review.points", 50) in line  # what it cost: 70% to 20%, in points


def test_the_counted_zero_says_the_simulated_games(app: App, tmp_path: Path) -> None:
    """A chance of 0% or 100% from the playouts says of how many games (the budget's)."""
    from scenes.review import counted

    path = make_record("taisen", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, rv.budget_for("taisen"), never)
    tr = app.tr
    assert counted.samples(scene) == rv.budget_for("taisen").samples == 48
    zero = tr("review.counted", chance=tr("review.percent", value=0), wins=0, count=48)
    assert counted.percent(scene, 0.0) == zero
    assert counted.percent(scene, 0.3) == tr("review.percent", value=30)
