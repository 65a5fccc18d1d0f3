"""The review's work so far was written to disk on the frame's thread, a synced
whole-file write per answer (scenes/review/job.py, s24 brief). It is now handed to a
thread of its own (work_store.WorkKeeper), which writes the newest work it has. Leaving
the review never waits for it in the frame (it waited up to 3 s, second reader s24): the
program's end does, and so does the same work's review opened again, whose keeper is the
same one (two keepers of one work could write out of order)."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

from ninjas.core.history import read_record
from scenes.review import kept_work, work_store
from scenes.review.scene import ReviewScene

from .conftest import Driver, _app
from .replay_records import make_record
from .test_review_kept_and_keys import SomeAnswers
from .test_review_live_rows import SMALL

pytestmark = pytest.mark.usefixtures("own_data_dir")


def test_the_work_is_written_off_the_frame_thread_and_whole_on_leaving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writes: list[tuple[str, int]] = []
    real = work_store.store

    def slow_store(path: Path | None, key: Any, work: kept_work.Work) -> Path | None:
        time.sleep(0.05)  # a slow disk, the frames going on meanwhile
        writes.append((threading.current_thread().name, len(work.items)))
        return real(path, key, work)

    monkeypatch.setattr(work_store, "store", slow_store)
    app = _app()
    ui = Driver(app)
    path = make_record("taisen", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, SomeAnswers(3))
    app.push(scene)
    for _ in range(5):
        ui.step()
    done = {item.index for item in scene.job.items}
    assert done
    waited: list[float] = []
    flush = work_store.WorkKeeper.flush

    def noted(keeper: work_store.WorkKeeper, timeout: float = 3.0) -> bool:
        waited.append(timeout)
        return flush(keeper, timeout)

    monkeypatch.setattr(work_store.WorkKeeper, "flush", noted)
    scene.job.cancel()  # left: the write under way is not waited for in this frame
    assert waited == []  # fails before: cancel flushed, up to 3 s on the frame thread
    again = ReviewScene(_app(), read_record(path), path, 0, SMALL, SomeAnswers(0))
    assert again.job.work_keeper is scene.job.work_keeper  # one keeper for one work
    assert waited  # the same work read again: its write finished first
    # each answer's write off the frame thread (it was in the frame, on the main thread)
    assert writes and all(name != threading.main_thread().name for name, _ in writes)
    assert writes[-1][1] == len(done)
    assert {item.index for item in again.job.items} == done
    again.job.cancel()


def test_a_keeper_flushes_the_newest_work_only(tmp_path: Path) -> None:
    written: list[int] = []
    gate = threading.Event()

    def write(path: Path | None, key: Any, work: kept_work.Work) -> None:
        gate.wait(2)
        written.append(len(work.items))

    keeper = work_store.WorkKeeper(tmp_path / "record.json", ("", "g", 0, "b"), write)
    for count in range(1, 5):
        keeper.put(kept_work.Work(items=[object()] * count))  # type: ignore[list-item]
    gate.set()
    assert keeper.flush()
    assert written[-1] == 4 and len(written) <= 2  # the first, then the newest at once


def test_one_keeper_per_record_and_key(tmp_path: Path) -> None:
    """Two reviews of one game and seat share a keeper (one thread, newest copy last);
    another seat or record has its own."""
    key = ("", "g", 0, "b")
    first = work_store.keeper_for(tmp_path / "record.json", key)
    assert work_store.keeper_for(tmp_path / "record.json", key) is first
    assert work_store.keeper_for(tmp_path / "record.json", ("", "g", 1, "b")) is not first
    assert work_store.keeper_for(tmp_path / "other.json", key) is not first


def test_no_record_no_thread() -> None:
    keeper = work_store.WorkKeeper(None, ("", "g", 0, "b"))
    keeper.put(kept_work.Work())
    assert keeper.flush(0.01)
