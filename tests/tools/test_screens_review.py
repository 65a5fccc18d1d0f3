"""The review screens the tests draw (tests/tools/test_cap_heights.py, tests/scenes/
test_small_windows.py) open on a review given finished (tools.screens.GIVEN_REVIEW, worked
out in the test's process with a small budget) instead of waiting up to two minutes a
screen for the computer's review with the game's own budget. The review given is the one
the screen's own job, through the AI worker, finishes with for that budget."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import time  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from ninjas import review as rv  # noqa: E402
from ninjas.core.history import read_record  # noqa: E402
from ninjas.core.settings import Settings  # noqa: E402
from ninjas.games import ALL_GAMES  # noqa: E402
from scenes import theme  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.review import kept_work  # noqa: E402
from scenes.review.job import ReviewJob, worker_runner  # noqa: E402
from scenes.review.scene import ReviewScene  # noqa: E402
from tools import screens  # noqa: E402

WORKER_WAIT = 300.0
"""Seconds the job may take in the AI worker before the test gives up on it (about a
second a game on a quiet machine: not a measure, a stop for a worker that hangs)."""


def make_app() -> App:
    pygame.init()
    theme.set_scale(1.0)
    return App(Settings(), headless=True, size=(1280, 720))


def given(game: str) -> rv.Review:
    """The review the screens tool gives the review screen of `game`'s record."""
    app = make_app()
    path = screens._record(game)
    screens._give_review(app, path, 0, screens.SMALL_REVIEW)
    record = read_record(path)
    work = kept_work.of(app)[kept_work.key(record, path, 0, rv.budget_for(game))]
    assert work.review is not None
    return work.review


@pytest.mark.parametrize("game", ALL_GAMES)
def test_the_review_screen_opens_on_the_review_given(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finished as it opens, nothing sent to the worker; its costly moves shown (each
    game's record has some with the small budget, as with its own: the same layout)."""
    monkeypatch.setattr(screens, "GIVEN_REVIEW", screens.SMALL_REVIEW)
    monkeypatch.setattr(screens, "REVIEW_WAIT", 0.0)
    app = make_app()
    screens._screens()[f"{game}_review"](app)
    scene = app.top
    assert isinstance(scene, ReviewScene)
    assert scene.job.done and not scene.job.pending and scene.job.sent == 0
    assert scene.job.review == given(game)
    assert scene.worst and scene.worst_buttons
    app.draw()
    while app.stack:
        app.pop()


@pytest.mark.parametrize("game", ALL_GAMES)
def test_the_review_given_is_what_the_screens_job_finishes_with(game: str) -> None:
    """The screen's job, its decisions sent to the real AI worker, with the small
    budget: it finishes, and its review is the one given, item for item."""
    path = screens._record(game)
    job = ReviewJob(read_record(path), None, 0, screens.SMALL_REVIEW, worker_runner)
    deadline = time.monotonic() + WORKER_WAIT
    while not (job.done or job.failed) and time.monotonic() < deadline:
        job.poll()
        time.sleep(0.01)
    assert job.done and not job.failed
    assert job.review is not None
    assert job.review.to_json() == given(game).to_json()
