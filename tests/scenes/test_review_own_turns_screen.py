"""Issue 33, a newcomer's Dojo review (nc-62): 'Lost to the dice and the others: your
chance was 100% at first' while the chance fell across the player's own turns. The
screen now names the turns it fell in, in English and French, and never the dice."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App
from scenes.review.scene import TEXT, ReviewScene
from scenes.widgets import wrap_text

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_game_lost_over_the_seats_own_turns_names_them_not_the_dice(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.tr = Translator(lang)
    path = make_record("dojo", tmp_path)
    record = read_record(path)
    firsts = [d.index for d in rv.decisions(record, 0)][:4]
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    items = [
        rv.Item(index, "a", "a", chance, chance, chance)
        for index, chance in zip(firsts, (1.0, 1.0, 0.5, 0.0), strict=True)
    ]
    turns = [
        rv.Turn(firsts[0], firsts[1], 1.0),
        rv.Turn(firsts[1], firsts[2], 0.5),
        rv.Turn(firsts[2], firsts[3], 0.0),
        rv.Turn(firsts[3], firsts[3] + 1, 0.0),
    ]
    lost = rv.Review("dojo", 0, SMALL.key(), items, outcome=0.0, turns=turns)
    tr = app.tr
    lines = [text for text, _ in scene.summary_lines(lost)]
    start = scene.chance(items[0], 1.0)  # ('100% (1 of 1)': what it counts, s21)
    assert tr("review.lost.luck", start=start) not in lines  # the old verdict
    assert tr("review.lost.own") in lines and tr("review.lost.own.why") in lines
    pct = {v: tr("review.percent", value=v) for v in (100, 50, 0)}
    pct[0] = tr("review.counted", chance=pct[0], wins=0, count=1)  # (its count: s21)
    pct[100] = tr("review.counted", chance=pct[100], wins=1, count=1)
    said = [
        tr("review.lost.turn", moment=scene.moment(firsts[1]), before=pct[100], after=pct[50]),
        tr("review.lost.turn", moment=scene.moment(firsts[2]), before=pct[50], after=pct[0]),
    ]
    assert [line for line in lines if line in said] == said  # the two turns, in order
    assert lines.index(tr("review.lost.own")) < lines.index(said[0])
    # each line whole in the side panel at 1280x720 (the app's size in the tests)
    scene.job.review = lost
    scene.build_menu()
    app.push(scene)
    app.draw()
    width = scene.areas["side"].width - theme.px(32)
    for line in lines[: lines.index(tr("review.lost.own.why"))]:
        assert theme.font(TEXT).size(line)[0] <= width, line
    # what the fall came from, wrapped whole (newcomer S, s20: no contradiction)
    assert len(wrap_text(tr("review.lost.own.why"), TEXT, width)) <= 3

    # the chance fell between the seat's turns: the dice and the others, as before
    dice = [
        rv.Turn(t.first, t.end, before)
        for t, before in zip(turns, (1.0, 1.0, 0.5, 0.0), strict=True)
    ]
    luck = rv.Review("dojo", 0, SMALL.key(), items, outcome=0.0, turns=dice)
    lines = [text for text, _ in scene.summary_lines(luck)]
    assert tr("review.lost.luck", start=start) in lines and tr("review.lost.own") not in lines
