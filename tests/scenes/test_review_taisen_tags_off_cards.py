"""Newcomer S, s12 (228.png): in Taisen's replay from the review at 1280x720 the 'You
played' and 'Better' tags sat on the stack, over the very cards they pointed at. The
tags stand beside the cards, never over any card on the road, and the caption keeps
off them."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.replay import made_marks

from .conftest import record_blits
from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_tags_cover_no_card(
    sized_app: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app: App = sized_app(size)  # type: ignore[operator]
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    replay = replay_from_review(app, path, costly(path, ""))
    blits = record_blits(monkeypatch)
    app.draw()
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}/taisen-tags-{lang}-{size[0]}.png")
    said = dict(blits)
    assert app.tr("replay.tag.made") in said and app.tr("replay.tag.better") in said
    area = replay.rects[0]
    scale = area.width / app.canvas.get_width()
    cards = [made_marks.at_area(rect, area, scale) for rect in made_marks.card_rects(replay)]
    assert cards
    box = replay.caption_box(app.canvas, area, replay.caption_height(app.canvas))
    for tag in replay._tags:
        assert area.contains(tag)
        assert tag.collidelist(cards) < 0, (tag, [c for c in cards if c.colliderect(tag)])
        assert not box.colliderect(tag), "the caption off the tags"
