"""Newcomer A (s22, Shinobi Grand Master FR): the review's work so far was kept in
memory with the app only: closing the game lost it, and the review started over. It is
now kept on disk beside the record as it comes (scenes/review/work_store.py): a new run
of the app opens the review where it was left; a damaged store is ignored, the review
starting again, with no crash."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.history import read_record
from scenes.review import kept_work, work_store
from scenes.review.scene import ReviewScene

from .conftest import Driver, _app
from .replay_records import make_record
from .test_review_kept_and_keys import SomeAnswers, reviewed_so_far
from .test_review_live_rows import SMALL

pytestmark = pytest.mark.usefixtures("own_data_dir")


def left_after_three(tmp_path: Path) -> tuple[Path, set[int]]:
    """A Taisen review left after 3 runs, in an app then closed: the record's path and
    the decisions reviewed."""
    app = _app()
    ui = Driver(app)
    path = make_record("taisen", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, SomeAnswers(3))
    app.push(scene)
    assert reviewed_so_far(ui, scene) > 0
    done = {item.index for item in scene.job.items}
    scene.job.cancel()
    return path, done


def test_a_new_run_of_the_app_goes_on_from_the_work_left(tmp_path: Path) -> None:
    path, done = left_after_three(tmp_path)
    app = _app()  # the game closed and started again
    assert not kept_work.of(app)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, SomeAnswers(0))
    app.push(scene)
    # fails before: 0 reviewed, the work gone with the app
    assert {item.index for item in scene.job.items} == done
    assert scene.job.tasks_done == len(done)
    scene.job.cancel()


@pytest.mark.parametrize("damage", [b"{not json", b'{"format": "ninjas-review-work"}', b"[]"])
def test_a_damaged_store_is_ignored(tmp_path: Path, damage: bytes) -> None:
    path, _ = left_after_three(tmp_path)
    record = read_record(path)
    key = kept_work.key(record, path, 0, SMALL)
    work_store.work_path(path, key).write_bytes(damage)
    app = _app()
    scene = ReviewScene(app, record, path, 0, SMALL, SomeAnswers(0))
    app.push(scene)
    assert scene.job.items == [] and not scene.job.failed  # started again, no crash
    Driver(app).step()
    scene.job.cancel()


def test_another_budget_s_work_is_not_taken(tmp_path: Path) -> None:
    from dataclasses import replace

    path, _ = left_after_three(tmp_path)
    app = _app()
    other = replace(SMALL, samples=SMALL.samples + 1)
    scene = ReviewScene(app, read_record(path), path, 0, other, SomeAnswers(0))
    app.push(scene)
    assert scene.job.items == []
    scene.job.cancel()
