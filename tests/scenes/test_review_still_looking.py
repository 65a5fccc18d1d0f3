"""Newcomer F, s15: a Dojo review said 'about 19 min left' under load and nothing of what
was known and what was not. While it is worked out, the panel now says how many turns
are still to be looked at ('Still looking at 2 of your 3 turns.', a figure: newcomer B,
s22, read 'les tours 2, 4 et 6' in the table's count after her 5 turns, and A a wall of
numbers), first in the words saying the work goes on, at 1280x720 EN and 1920x1080 FR,
whole (scenes/review/still_looking.py)."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.scene import ReviewScene
from scenes.review.still_looking import spans, still_words

from .replay_records import make_record
from .test_review_rows import SMALL, drawn_texts, never

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A path stem to save the panel at (to look at it), none by default."""


def test_turns_are_said_in_runs() -> None:
    assert spans([3, 1, 2, 7, 9, 8, 2]) == ["1–3", "7–9"]
    assert spans([4]) == ["4"]


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_panel_says_the_turns_still_looked_at(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: Any, lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    app.push(scene)
    found = scene.job.decisions
    last = max(d.turn for d in found)
    done = [d for d in found if d.turn == last]  # the last turn's, as the job does first
    scene.job.items = [rv.Item(d.index, d.move, d.move, 0.5, 0.5, 0.5) for d in done]
    scene.update(0.0)
    assert scene.working
    words = still_words(scene, scene.job.so_far())
    left = {d.turn for d in found if d.turn != last}
    turns = len({d.turn for d in found})
    # '7 of your 8 turns', or '7 of the 8 turns where you had a choice' (some had none)
    of = "of" if lang == "en" else "des?"
    assert left and re.search(rf"\b{len(left)} {of} (your|vos|the|) ?{turns} ", words)
    assert "–" not in words and "," not in words  # a figure, not a list of turns
    texts = drawn_texts(scene, monkeypatch)
    said = [text for text in texts if text.startswith(words) or (text and words.startswith(text))]
    assert said  # fails before: not said
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}-{lang}.png")
    scene.job.items = [rv.Item(d.index, d.move, d.move, 0.5, 0.5, 0.5) for d in found]
    assert still_words(scene, scene.job.so_far()) == ""
    scene.job.cancel()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_graphs_axis_counts_nothing(app: Any, lang: str) -> None:
    """'Les 31 actions de la partie' was a third count beside '11 décisions' and '5
    tours' (newcomer B, s22, 26review1): the axis says the whole game, with no figure."""
    app.language_for_run(lang)
    said = app.tr("review.axis", count=31)
    assert not any(ch.isdigit() for ch in said)
