"""Issue 33, newcomer L (Shinobi GM, 3 players, s236-s238): the footer said 'Up/Down: a
costly move so far · Enter or click: replay it'; Down went past the last costly move
onto 'Next player' and Enter started Mei's review, Kai's 3.5 minutes of work thrown
away, and Esc then 'Review my moves' again started Kai from '0 of 65'. Up/Down now stay
on the costly moves, and each person's work is kept for the session and gone on from."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.message import MessageScene
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record
from .test_review_live_rows import SMALL, replays_opened, working_with_two_costly


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_down_past_the_last_costly_move_so_far_stays_on_it(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.language_for_run(lang)
    scene = working_with_two_costly(app, tmp_path)
    opened = replays_opened(monkeypatch)
    ui.step()
    assert scene.hint_key() == "review.hint.working.moves"
    assert "Up/Down" in app.tr(scene.hint_key()) or "Haut/Bas" in app.tr(scene.hint_key())
    seat = scene.seat
    for _ in range(4):  # L pressed Down, from wherever the focus stood
        ui.key(pygame.K_DOWN)
    assert scene.menu.focused is scene.live_rows
    ui.key(pygame.K_RETURN)
    assert opened == [scene.job.so_far().worst()[1].index]  # the last costly move so far
    app.pop()
    assert app.top is scene and scene.working and scene.seat == seat
    for _ in range(4):
        ui.key(pygame.K_UP)
    ui.key(pygame.K_RETURN)
    assert opened[-1] == scene.job.so_far().worst()[0].index
    assert scene.seat == seat and scene.working  # never the buttons, never cancelled


def test_down_on_a_finished_review_stays_on_its_costly_moves(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = working_with_two_costly(app, tmp_path)
    scene.job.review = rv.Review("taisen", 0, SMALL.key(), list(scene.job.items), 0.0)
    scene.build_menu()
    opened = replays_opened(monkeypatch)
    ui.step()
    assert len(scene.worst) >= 2
    scene.menu.focus(scene.back_button)  # (the focus on a button, as a click leaves it)
    for _ in range(6):
        ui.key(pygame.K_DOWN)
    assert scene.menu.focused is scene.worst_buttons[-1]
    ui.key(pygame.K_RETURN)
    assert opened == [scene.worst[-1].index]
    app.pop()
    ui.key(pygame.K_TAB)  # the buttons are still there by Tab
    assert scene.menu.focused is not scene.worst_buttons[-1]


def same(run: list[rv.Decision]) -> list[rv.Item]:
    """A run's items, each move the computer's."""
    return [rv.Item(d.index, d.move, d.move, 0.5, 0.5, 0.5) for d in run]


class SomeAnswers:
    """A runner that answers its first `count` tasks (runs of decisions) at once, then
    never."""

    def __init__(self, count: int) -> None:
        self.count = count

    def __call__(self, task: Any, job: Any, budget: rv.Budget) -> Future[Any]:
        future: Future[Any] = Future()
        if self.count > 0:
            self.count -= 1
            future.set_result(same(job))
        return future


def reviewed_so_far(ui: Driver, scene: ReviewScene) -> int:
    for _ in range(5):
        ui.step()
    return len(scene.job.items)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_work_so_far_is_kept_over_next_player_and_reopening(
    app: App, ui: Driver, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    record = read_record(path)
    runner = SomeAnswers(3)
    scene = ReviewScene(app, record, path, 0, SMALL, runner)
    app.push(scene)
    assert len(scene.people()) > 1
    sent = scene.job.order[:3]  # the three runs sent first (the two lightest, then the first)
    three = sum(len(scene.job.runs[run]) for run in sent)
    assert reviewed_so_far(ui, scene) == three
    ui.key(pygame.K_TAB)
    while scene.menu.focused is not scene.other_button:
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_RETURN)  # the next player's review
    assert scene.seat != 0
    scene.other()  # and back
    assert scene.seat == 0 and scene.working
    assert reviewed_so_far(ui, scene) == three  # not '0 of n' again
    assert scene.job.tasks_done == three
    ui.key(pygame.K_ESCAPE)
    assert app.top is not scene
    again = ReviewScene(app, record, path, 0, SMALL, runner)  # 'Review my moves' again
    app.push(again)
    assert reviewed_so_far(ui, again) == three
    runs = rv.runs_of(list(rv.decisions(record, 0)))
    assert [item.index for item in again.job.items] == sorted(
        d.index for run in sent for d in runs[run]
    )


def test_a_finished_review_is_kept_for_the_session(app: App, ui: Driver, tmp_path: Path) -> None:
    path = make_record("taisen", tmp_path)
    record = read_record(path)
    tasks = len(list(rv.decisions(record, 0))) + len(rv.turn_ends(record, 0))

    def answers(task: Any, job: Any, budget: rv.Budget) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(task(job, budget) if isinstance(job, rv.TurnEnd) else same(job))
        return future

    scene = ReviewScene(app, record, None, 0, SMALL, answers)
    app.push(scene)
    for _ in range(tasks + 5):
        ui.step()
    assert not scene.working and scene.job.review is not None
    app.pop()

    def never(*args: Any) -> Future[Any]:
        raise AssertionError("worked out again")

    again = ReviewScene(app, record, None, 0, SMALL, never)
    app.push(again)
    ui.step()
    assert again.job.review is scene.job.review
    assert isinstance(app.top, ReviewScene | MessageScene)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_footer_and_the_button_say_the_work_is_kept_and_fit(
    app: App, ui: Driver, tmp_path: Path, lang: str
) -> None:
    """Esc and the button no longer say 'cancel': the work so far is kept (above).
    Each footer while working is whole at 1280x720, and the button's words too."""
    from scenes import theme
    from scenes.widgets import shortened

    app.language_for_run(lang)
    scene = working_with_two_costly(app, tmp_path)
    ui.step()
    assert app.view_size == (1280, 720)
    kept = {"en": "kept", "fr": "gardé"}[lang]
    for key in ("review.hint.working", "review.hint.working.graph", "review.hint.working.moves"):
        words = app.tr(key)
        assert kept in words and "cancel" not in words and "annuler" not in words
        assert shortened(words, theme.FONT_SMALL, 1280 - theme.px(24)) == words
    label = scene.back_label()
    assert "ancel" not in label and "nnuler" not in label
    rect = scene.back_button.rect
    assert theme.font(scene.back_button.size).size(label)[0] < rect.width - theme.px(16)
