"""Newcomer S, s12 (150.png): in the replay opened from Night's review, the computer's
move (28%) was tagged 'Better' / 'Meilleur' beside the person's (47%), and the caption's
cyan box stood over the log panel's left edge. 'Better' only when the computer's chance
is higher by more than the noise (the review's costly move); else 'The computer's' /
'L'ordinateur', and the caption says the person's move did as well or better; the box
inside the log's panel."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from ninjas import review as rv
from scenes.app import App
from scenes.review import caption_place

from .conftest import record_blits
from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review, squash

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A folder to save the screens in (to look at them), none by default."""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_computer_move_no_better_is_not_called_better(
    sized_app: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app: App = sized_app(size)  # type: ignore[operator]
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    found = costly(path, "place")
    item = rv.Item(found.index, found.move, found.computer, 0.4, 0.28, 0.47)
    replay = replay_from_review(app, path, item)
    assert not replay.move.costly
    blits = record_blits(monkeypatch)
    app.draw()
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}/as-good-{lang}-{size[0]}.png")
    said = dict(blits)
    assert app.tr("replay.tag.better") not in said
    assert app.tr("replay.tag.computer") in said and app.tr("replay.tag.made") in said
    words = squash("".join(text for text, _ in blits))
    assert squash(app.tr("review.replay.as_good")) in words
    area = replay.rects[0]
    box = replay.caption_box(app.canvas, area, replay.caption_height(app.canvas))
    scale = area.width / app.canvas.get_width()
    for panel in caption_place.log_panels(replay.table, replay.game):
        room = pygame.Rect(panel.room)
        shown = pygame.Rect(
            round(area.left + room.left * scale),
            round(area.top + room.top * scale),
            round(room.width * scale),
            round(room.height * scale),
        )
        assert shown.inflate(4, 4).contains(box), (box, shown)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_costly_move_keeps_better(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    item = costly(path, "place")  # the computer's 60% against 20%
    replay_from_review(app, path, item)
    blits = record_blits(monkeypatch)
    app.draw()
    said = dict(blits)
    assert app.tr("replay.tag.better") in said
    assert app.tr("replay.tag.computer") not in said
    words = squash("".join(text for text, _ in blits))
    assert squash(app.tr("review.replay.as_good")) not in words
