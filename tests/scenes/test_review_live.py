"""Issue 33, the review while it is worked out: nothing but a progress bar showed for
43 to 60 s (Night: minutes), and its line said '53 of 53' while the turns' ends were
still being worked out. The graph now fills as the decisions come (its dots hovered
and opened as when done), the costliest moves so far are named, the count is of
everything to work out (decisions and turns' ends) and the time left comes from the
pace so far. The runners here answer at once, or when the test says: no timing."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.app import App
from scenes.message import MessageScene
from scenes.review.job import ReviewJob
from scenes.review.live import count_words, left_words
from scenes.review.scene import ReviewScene
from scenes.widgets import shortened

from .conftest import Driver
from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


class Held:
    """A runner whose answers come when the test says (`answer(n)`), each worked out
    at once but handed over only then."""

    def __init__(self) -> None:
        self.sent: list[tuple[Future[Any], Any]] = []

    def __call__(self, task: Any, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self.sent.append((future, task(*args)))
        return future

    def answer(self, count: int) -> None:
        waiting = [(f, result) for f, result in self.sent if not f.done()]
        for future, result in waiting[:count]:
            future.set_result(result)


def decisions_only(task: Any, *args: Any) -> Future[Any]:
    """Every decision answered at once; the turns' ends played on their own never."""
    future: Future[Any] = Future()
    if task is rv.review_run:
        future.set_result(task(*args))
    return future


def test_the_graph_fills_as_the_decisions_come(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import scenes.replay

    path = make_record("taisen", tmp_path)
    held = Held()
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, held)
    app.push(scene)
    ui.step(2)
    assert scene.chart.items == [] and scene.hint_key() == "review.hint.working"
    for _ in range(3):  # three answers, one a frame (each a run of decisions)
        held.answer(1)
        ui.step()
    assert scene.working
    runs = sum(len(scene.job.runs[run]) for run in scene.job.order[:3])  # the first sent
    assert len(scene.chart.items) == runs and scene.chart.items == scene.job.items
    assert scene.chart.points, "the dots so far are placed where the graph draws them"
    moves = scene.live_rows.can_focus  # a costly move so far named: its own keys first
    assert scene.hint_key() == (
        "review.hint.working.moves" if moves else "review.hint.working.graph"
    )
    opened: list[int | None] = []

    def fake_replay(app_: App, source: object, at: int | None = None) -> MessageScene:
        opened.append(at)
        return MessageScene(app_, "replay", "")

    monkeypatch.setattr(scenes.replay, "open_replay", fake_replay)
    ui.key(pygame.K_RIGHT)  # the first dot so far, then Enter: its replay
    ui.key(pygame.K_RETURN)
    assert opened == [scene.job.items[0].index]
    app.pop()
    assert app.top is scene and scene.working  # the review goes on where it was


def test_the_costliest_moves_so_far_are_named(app: App, ui: Driver, tmp_path: Path) -> None:
    path = make_record("taisen", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, lambda *a: Future())
    app.push(scene)
    found = list(rv.decisions(read_record(path), 0))
    first, second = found[0], found[1]
    scene.job.items = [
        rv.Item(first.index, first.move, "x", 0.6, 0.6, 0.3),
        rv.Item(second.index, second.move, second.move, 0.3, 0.3, 0.3),
    ]
    texts: list[str] = []
    original = theme.blit_text

    def recording(canvas: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return original(canvas, text, *args, **kwargs)

    scene.update(1 / 60)
    theme_blit = pytest.MonkeyPatch()
    theme_blit.setattr(theme, "blit_text", recording)
    try:
        app.draw()
    finally:
        theme_blit.undo()
    assert app.tr("review.worst.so_far") in texts
    assert app.tr.plural("review.as_good.so_far", 2, good=1) in texts  # the figure so far
    costly = app.tr(
        "review.worst.line",
        moment=scene.moment(first.index),
        after=scene.percent(0.3),
        best=scene.percent(0.6),
    )
    assert costly in texts
    shown = "".join(texts).replace(" ", "")
    from scenes.review import plain_first  # the plain sentence and the move played, whole

    for words in plain_first.block(scene, scene.job.items[0]):
        assert words.replace(" ", "") in shown


def test_the_count_holds_the_turns_ends_too(app: App, ui: Driver, tmp_path: Path) -> None:
    """'53 of 53' stood while the turns' ends were still worked out. The count is of
    the person's decisions, then of the ends played out on their own (seat 0 of this
    Dojo game has one: a forced action comes between its last decision and the end)."""
    path = make_record("dojo", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, decisions_only)
    app.push(scene)
    job = scene.job
    assert app.tr("review.progress", done=0, total=len(job.decisions)) == count_words(scene)
    for _ in range(200):
        if len(job.items) == len(job.decisions):
            break
        ui.step()
    assert job.played_ends and len(job.items) == len(job.decisions)
    assert scene.working and job.progress < 1.0
    decisions, turns = len(job.decisions), len({end.turn for end in job.ends})
    done = turns - len({end.turn for end in job.played_ends})  # (in turns: s11)
    words = app.tr("review.progress.ends", total=decisions, done=done, count=turns)
    assert count_words(scene) == words
    assert f"{decisions} of {decisions}" not in count_words(scene)


def test_the_count_says_decisions(app: App, tmp_path: Path) -> None:
    """Issue 33 (the review to 9): '12 of 73 worked out' counted runs of playouts a
    person never heard of; the line counts the person's decisions, EN and FR."""
    path = make_record("taisen", tmp_path)
    held = Held()
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, held)
    app.push(scene)
    scene.job.poll()
    held.answer(1)
    scene.job.poll()
    done, total = len(scene.job.items), len(scene.job.decisions)
    assert 0 < done < total
    assert count_words(scene) == f"{done} of {total} decisions reviewed"
    app.set_language("fr")
    assert count_words(scene) == f"{done} décisions analysées sur {total}"


def test_the_time_left_comes_from_the_pace_so_far(tmp_path: Path) -> None:
    """Once the work's pace is known (ninjas.review_pace), the time left is the work
    left at that pace, and counts down between answers."""
    path = make_record("taisen", tmp_path)
    now = [100.0]
    held = Held()
    job = ReviewJob(read_record(path), None, 0, SMALL, held, clock=lambda: now[0])
    assert len(job.runs) >= 6
    job.poll()  # two runs sent at 100 s
    assert job.time_left() is None
    for _ in range(4):  # a run every 3 s
        now[0] += 3.0
        held.answer(1)
        job.poll()
    left = job.time_left()
    assert left is not None and left > 0
    assert left == pytest.approx(job.pace.raw())
    # the time since the last answer is counted as spent (a second: the work is weighed
    # in positions to play out since s23, and this record's last runs are light, the
    # tasks out late after two)
    now[0] += 1.0
    assert job.time_left() == pytest.approx(left - 1.0)


def test_the_time_left_in_words(app: App) -> None:
    tr = app.tr
    assert left_words(tr, None) == tr("review.left.unknown")
    assert left_words(tr, 4.0) == tr("review.left.soon")
    assert left_words(tr, 33.0) == tr("review.left.seconds", seconds=40)
    assert left_words(tr, 130.0) == tr.plural("review.left.minutes", 2)
    assert "2 min" in left_words(tr, 130.0)
    app.language_for_run("fr")
    assert left_words(app.tr, 130.0) == "encore environ 2 min"


def test_next_player_works_while_the_review_is_worked_out(
    app: App, ui: Driver, tmp_path: Path
) -> None:
    path = make_record("taisen", tmp_path)
    record = read_record(path)  # (two computers: either may be reviewed)
    held = Held()
    scene = ReviewScene(app, record, path, 0, SMALL, held)
    app.push(scene)
    held.answer(2)
    ui.step(3)
    old = scene.job
    assert scene.working and scene.other_button in scene.menu.widgets
    ui.click(scene.other_button)
    assert scene.seat == 1 and old.cancelled and scene.job is not old
    assert scene.chart.items == [] and scene.working


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_working_lines_fit_at_1280x720(sized_app: Any, tmp_path: Path, lang: str) -> None:
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, lambda *a: Future())
    app.push(scene)
    app.draw()
    with theme.scaled_for((1280, 720)):
        room = 1280 - theme.px(24)
        hint = app.tr("review.hint.working.graph")
        assert shortened(hint, theme.FONT_SMALL, room) == hint


def test_the_review_goes_on_while_its_replay_is_looked_at(
    app: App, ui: Driver, tmp_path: Path
) -> None:
    """Only the top scene is updated: a replay opened from a dot so far held the review
    up until it was closed."""
    from scenes.review.computer_move import ComputerMoveReplay

    path = make_record("taisen", tmp_path)
    held = Held()
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, held)
    app.push(scene)
    ui.step()  # two sent
    held.answer(1)
    ui.step()
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RETURN)
    replay = app.top
    assert isinstance(replay, ComputerMoveReplay) and scene.working
    for _ in range(300):
        if scene.job.done:
            break
        held.answer(2)
        ui.step()
    assert scene.job.done, "worked out while the replay was on top"
    ui.key(pygame.K_ESCAPE)
    assert app.top is scene
    review = scene.job.review
    assert review is not None and scene.built_for is review
    assert scene.chart.items == review.items and scene.hint_key() != "review.hint.working"
    assert len(scene.worst_buttons) == len(review.worst())
