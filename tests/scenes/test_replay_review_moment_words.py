"""Issue 33, newcomer O (s8): the replay opened from a review's moment said 'Action 2 of
151 · Turn 1 of 48' where the review had said 'Turn 1, step 3'. At the moment it was
opened at, the replay's strip says that moment in the review's words, 'Your move: Turn
1 (your turn 1), step 3', drawn whole within its place at 1280x720; a step away, its
own count again. EN and FR."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scenes import theme
from scenes.app import App

from .replay_records import make_record
from .test_review_computer_move import costly, drawn, replay_from_review

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A path stem to save the screen at (to look at it), none by default."""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("game", "kind"), [("shinobi", "place"), ("taisen", "")])
def test_the_replay_says_the_reviews_moment_where_it_opened(
    sized_app: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    game: str,
    kind: str,
) -> None:
    app: App = sized_app((1280, 720))  # type: ignore[operator]
    app.language_for_run(lang)
    path = make_record(game, tmp_path)
    item = costly(path, kind)
    replay = replay_from_review(app, path, item)
    review = app.stack[-2]
    moment = review.moment(item.index)
    said = app.tr("replay.moment", moment=moment)
    texts = drawn(app, monkeypatch)
    assert said in texts
    if SHOT:
        import pygame

        pygame.image.save(app.canvas, f"{SHOT}-{game}-{lang}.png")
    strip = replay.strip
    width = theme.font(strip.size).size(said)[0]
    assert strip.status.left + theme.px(4) + width <= strip.status.right, "whole in its place"
    replay.step(1)
    app.draw()
    assert replay.index == item.index + 1
    assert moment not in strip.status_text()
    replay.step(-1)
    assert strip.status_text() == said
