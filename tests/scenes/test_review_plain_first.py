"""The review's sentences a newcomer understands. Newcomer I, s16 (nc-I 80): a costly
move's block opened on '56 points of win chance lost, give or take 19': it now opens on
one plain sentence, 'Better: <the computer's move> (65% win chance, against your 8%)',
the figures after. Newcomer L, s17 (L074): the computer's 13%
against her 4% read 'About the same as the computer's ... too few to call a mistake':
the caption now gives both figures and says the simulated games cannot be sure. L144:
'No gain shows at once: it shows in what follows' says plainly that the difference
shows only turns later. EN and FR."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review import close_call, plain_first
from scenes.review.scene import ReviewScene

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


def scene_of(app: App, tmp_path: Path, game: str) -> ReviewScene:
    path = make_record(game, tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.words.say = lambda index, move: move.upper()  # type: ignore[method-assign]
    return scene


@pytest.mark.parametrize(("lang", "better"), [("en", "Better: "), ("fr", "Mieux\u00a0: ")])
def test_a_costly_block_opens_on_one_plain_sentence(
    app: App, tmp_path: Path, lang: str, better: str
) -> None:
    app.set_language(lang)
    scene = scene_of(app, tmp_path, "night")
    item = rv.Item(12, "attack b", "attack g", 0.60, 0.65, 0.08, margin=0.19)  # I's, 157
    first, cost, played = plain_first.block(scene, item)
    assert first.startswith(better) and "ATTACK G" in first, first
    assert scene.percent(0.65) in first and scene.percent(0.08) in first
    assert first.index(scene.percent(0.65)) < first.index(scene.percent(0.08))
    assert cost == scene.cost_words(item) and "ATTACK B" in played  # the figures after
    scene.worst = [item]
    scene.layout((1280, 720))
    assert scene.rows[0][1][0][0].startswith(better)  # fails before
    app.set_language("en")


@pytest.mark.parametrize(("lang", "looked"), [("en", "looked better"), ("fr", "semblait")])
def test_a_third_of_the_chances_is_never_about_the_same(
    app: App, tmp_path: Path, lang: str, looked: str
) -> None:
    app.set_language(lang)
    scene = scene_of(app, tmp_path, "shinobi")
    item = rv.Item(30, "recruit", "corrupt", 0.14, 0.13, 0.04, margin=0.08)  # L's, L074
    assert item.as_good and close_call.near(item)
    said = close_call.caption_verdict(scene, item)
    assert looked in said, said  # fails before: 'About the same as the computer's'
    assert scene.percent(0.13) in said and scene.percent(0.04) in said
    for text in (said, close_call.tip_close(scene, item)):
        assert "About the same" not in text and "peu près" not in text, text
    app.set_language("en")


@pytest.mark.parametrize(("lang", "later"), [("en", "turns later"), ("fr", "tours plus tard")])
def test_no_gain_at_once_is_said_plainly(app: App, lang: str, later: str) -> None:
    app.set_language(lang)
    assert later in app.tr("review.why.later")  # fails before: 'in what follows'
    app.set_language("en")
