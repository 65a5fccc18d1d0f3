"""Issue 33, newcomer O (s8): 'a 19-point win-chance gap for discarding Spider rather
than Dragon on turn 1 ... looks implausible; it makes me distrust the review. Show a
margin, or only flag gaps the computer is sure of.' A costly move's row, and its dot's
tooltip, say its loss with the playouts' margin it was judged by ('About 19 points of
win chance lost, give or take 8'); a move within its margin is no costly move, and its
tooltip calls it a close call; the chance before a move is said to be an estimate."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from scenes.app import App

from .replay_records import make_record
from .test_review_chart import items_of, shown
from .test_review_live_rows import working_with_two_costly
from .test_review_rows import drawn_texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_costly_move_says_its_loss_give_or_take_its_margin(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    items = items_of(path, costly=2)
    # the first costs 19 points past a margin of 8; the second 5 within a margin of 8
    items[2] = replace(items[2], after_move=items[2].after_computer - 0.19, margin=0.08)
    items[3] = replace(items[3], after_move=items[3].after_computer - 0.05, margin=0.08)
    scene = shown(app, path, items)
    tr = app.tr
    cost = tr("review.worst.cost", loss=19, give=8)
    assert "19" in cost and "8" in cost
    assert scene.worst == [items[2]], "a loss within its margin is not listed"
    assert [text for text, n, _ in scene.rows[0][1] if n == 1] == [cost]  # whole, after
    # the plain sentence (plain_first: newcomer I, s16)
    tip = [text for text, _ in scene.tip_lines(items[2])]
    assert cost in tip
    close = [text for text, _ in scene.tip_lines(items[3])]
    assert tr("review.tip.close", give=8) in close
    assert not any(tr("review.worst.cost", loss=5, give=8) == text for text in close)
    before = tr("review.tip.before", chance=scene.percent(items[2].before))
    assert before in tip and ("estimate" in before or "estimées" in before)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_costly_moves_so_far_say_their_margin_too(
    app: App, tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.language_for_run(lang)
    scene = working_with_two_costly(app, tmp_path)
    scene.job.items[0] = replace(scene.job.items[0], margin=0.08)  # 30 points lost
    texts = " ".join(drawn_texts(scene, monkeypatch)).replace(" ", "")
    assert app.tr("review.worst.cost", loss=30, give=8).replace(" ", "") in texts
    assert app.tr("review.worst.cost", loss=10, give=2).replace(" ", "") in texts
