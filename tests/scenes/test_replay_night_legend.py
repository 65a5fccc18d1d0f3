"""Newcomer I, s16 (nc-I 105): the Night replay's timeline colours were unexplained (the
legend showed only while the pointer was on the timeline). Night's replay shows it at
all times, under the board, left of the seats' panel, with whole names; a pointer on a
button still has its tip there instead. EN and FR."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.replay import open_replay

from .conftest import record_blits
from .replay_records import make_record


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_the_night_replay_always_says_its_colours(
    sized_app: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple
) -> None:
    app: App = sized_app(size)  # type: ignore[operator]
    app.language_for_run(lang)
    replay = open_replay(app, make_record("night", tmp_path), at=12)
    app.push(replay)
    replay.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0)))
    blits = record_blits(monkeypatch)
    app.draw()
    said = dict(blits)
    names = [replay.seat_label(seat) for seat in range(replay.players)]
    for word in [app.tr("replay.legend.played"), app.tr("replay.legend.here"), *names]:
        assert word in said, word  # fails before: only while the pointer is on the timeline
    strip = replay.rects[1]
    with theme.scaled_for(size):
        for word in names:
            assert said[word].bottom <= strip.top and said[word].right <= size[0] * 0.56
    app.language_for_run("en")
