"""Newcomer A (s22, Shinobi Grand Master, FR 1920x1080): she left her review at 13 of 58
('Échap : arrêter (travail gardé)'), played a guided game, and came back by Load (the
finished game's autosave, whose table writes the record anew under another name) and
by History: both started again from 2 of 58. The work is kept by the game played, not
by the file that holds it (scenes/review/kept_work.py)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ninjas.core.history import read_record
from ninjas.core.history_folder import write_record
from scenes.app import App
from scenes.review import open_review
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record
from .test_review_kept_and_keys import SomeAnswers, reviewed_so_far
from .test_review_live_rows import SMALL


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_work_so_far_is_kept_when_the_game_comes_back_in_another_file(
    app: App, ui: Driver, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    record = read_record(path)
    runner = SomeAnswers(3)
    scene = ReviewScene(app, record, path, 0, SMALL, runner)
    app.push(scene)
    sent = scene.job.order[:3]
    three = sum(len(scene.job.runs[run]) for run in sent)
    assert reviewed_so_far(ui, scene) == three
    ui.key(pygame.K_ESCAPE)  # 'Esc: stop (work kept)'
    assert app.top is not scene
    again_path = write_record(record, tmp_path / "later")  # the same game, written anew
    assert again_path != path
    again = ReviewScene(app, read_record(again_path), again_path, 0, SMALL, runner)
    app.push(again)
    assert reviewed_so_far(ui, again) == three  # not 'the first runs of n' again
    assert again.job.tasks_done == three
    assert {item.index for item in again.job.items} == {item.index for item in scene.job.items}


def test_history_opens_the_review_where_it_was_left(app: App, ui: Driver, tmp_path: Path) -> None:
    """By History's 'Review' (open_review, the budget the game's own): the work done with
    the same budget from the other file is there at once."""
    from ninjas import review as rv
    from scenes.review import kept_work

    path = make_record("taisen", tmp_path)
    record = read_record(path)
    budget = rv.budget_for(record.save.game)
    first = ReviewScene(app, record, path, 0, budget, SomeAnswers(2))
    app.push(first)
    done = reviewed_so_far(ui, first)
    assert done > 0
    first.job.cancel()
    app.pop()
    again_path = write_record(record, tmp_path / "history")
    work = kept_work.of(app)[kept_work.key(read_record(again_path), again_path, 0, budget)]
    assert len(work.items) == done
    scene = open_review(app, again_path, 0)
    assert isinstance(scene, ReviewScene)
    assert len(scene.job.items) == done
    scene.job.cancel()
