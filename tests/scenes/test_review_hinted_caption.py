"""Newcomer B (s22, Taisen FR 1280x720, 26review4 vs 26review5): the list said of her
hinted 'Pierre 3' 'le coup de l'indice ... une analyse plus longue préfère : Pierre 2
avec le dé bleu', and the replay it opens said 'L'ordinateur aurait joué le même coup'.
One truth, said alike in both: the replay's caption names the hint's move and says what
a longer look prefers, in the list's words; never 'would have played it too'."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review import hint_words

from .replay_records import make_record
from .test_review_computer_move import drawn, replay_from_review, squash

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A path stem to save the replay at (to look at it), none by default."""


def hinted_item(path: Path) -> tuple[rv.Item, str]:
    """Seat 0's first decision with another choice, followed as a hint showed it, a
    longer look preferring that other move."""
    for decision in rv.decisions(read_record(path), 0):
        others = [str(a) for a in decision.state.legal_actions() if str(a) != decision.move]
        if others and rv.JOINED not in decision.move:
            item = rv.Item(decision.index, decision.move, decision.move, 0.5, 0.5, 0.5)
            return replace(item, searched=others[0]), others[0]
    raise AssertionError("no decision with a choice")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hinted_moves_replay_says_what_its_row_says(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: Any
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    item, other = hinted_item(path)
    replay = replay_from_review(app, path, item)
    assert replay.move.longer
    review = app.stack[-2]
    texts = drawn(app, monkeypatch)
    words = squash(" ".join(texts))
    assert app.tr("review.tip.same") not in texts  # fails before: it was said
    prefers = review.words.computer(item.index, item.move, other)
    assert squash(app.tr("review.tip.longer", move=prefers)) in words
    _, row = hint_words.decision_hint(review, item)  # the list's row: the same move
    assert row == app.tr("review.decision.longer", move=prefers)
    heads = ("review.tip.hint_move", "review.replay.hint", "review.replay.hint_marked")
    said = [squash(app.tr(key, move="", chance="").split(":")[0]) for key in heads]
    assert any(head in words for head in said)  # the blue move is the hint's
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}-{lang}-{size[0]}.png")


def test_a_move_followed_with_no_hint_still_says_the_computer_agrees(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1280, 720))
    path = make_record("taisen", tmp_path)
    item, _ = hinted_item(path)
    replay = replay_from_review(app, path, replace(item, searched=""))
    assert app.tr("review.tip.same") in drawn(app, monkeypatch)
    assert not replay.move.longer
