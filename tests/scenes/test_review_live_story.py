"""Newcomer D, s14 (075-076): for minutes of work the review's side panel was empty
between what the computer does and the progress bar; A: 'what I wanted to learn was
WHY I lost'. While the review is worked out, before a costly move is found, the panel
says the result and how the game went, known from the record at once
(scenes/review/live.py `told`), EN and FR, at 1280x720 and 1920x1080, whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ninjas.core.history import read_record
from scenes import theme
from scenes.review import still_looking
from scenes.review.live import SMALL as SMALL_TEXT
from scenes.review.live import TEXT
from scenes.review.result_words import result_words
from scenes.review.scene import ReviewScene
from scenes.review.story import story_line
from scenes.widgets import wrap_text

from .replay_records import make_record
from .test_review_chart import items_of
from .test_review_rows import SMALL, drawn_texts, never


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_panel_says_the_result_and_the_story_while_it_works(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: Any, lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    record = read_record(path)
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    app.push(scene)
    assert scene.working
    texts = drawn_texts(scene, monkeypatch)
    room = scene.areas["side"].width - theme.px(32)
    story = wrap_text(story_line(scene), TEXT, room)
    result = result_words(app.tr, record.summary, 0)[0]
    assert story and all(part in texts for part in story)  # fails before: not drawn
    assert result != app.tr("review.legend.result")
    assert wrap_text(result, TEXT, room)[0] in texts
    scene.job.cancel()


@pytest.mark.parametrize(("size", "lang"), [((1920, 1080), "en"), ((1280, 720), "fr")])
def test_under_the_costly_moves_so_far_where_room_is_left(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: Any, lang: str
) -> None:
    """(A real window, Taisen at 1920x1080: one costly move found, half the panel empty
    under it.) The story stands under the costly moves found so far, whole or not at all."""
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    app.push(scene)
    scene.job.items = items_of(path, costly=1)
    scene.update(0.0)
    assert scene.working and scene.job.so_far().worst()
    texts = drawn_texts(scene, monkeypatch)
    room = scene.areas["side"].width - theme.px(32)
    story = wrap_text(story_line(scene), SMALL_TEXT, room)  # (the rows' size)
    shown = [part in texts for part in story]
    assert all(shown) or not any(shown)
    if size == (1920, 1080):
        # The paragraph over the bar, 'Still looking at 7 of the 8 turns where you had
        # a choice. Replay these moves while the review goes on; it resumes when you
        # come back.', takes 2 lines here (3 before, s23: the story left out, an empty
        # panel of about 80 px under the costly move): the story stands there.
        assert still_looking.still_words(scene, scene.job.so_far())
        assert all(part in texts for part in story)  # fails before: the costly move alone
    scene.job.cancel()
