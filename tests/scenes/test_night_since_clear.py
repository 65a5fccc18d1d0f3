"""Newcomer O, s18 (216, 220, 224, 226): 'Since your last turn' hid roofs 2 and 11 at the
village's foot, and stayed there while she aimed. It stands where it hides no roof and
no ninja (a free corner of the village, else over the log's panel, the same story) and
goes once she holds a string (scenes/night/since_toast.py)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from .test_night_hand_in_panel import aiming_table


@pytest.mark.parametrize("crowded", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_story_hides_no_roof_and_goes_with_the_string(
    sized_app: Any, size: Any, crowded: bool
) -> None:
    app = sized_app(size)
    app.set_language("fr")
    scene = aiming_table(app)
    if crowded:  # no corner of the village free (hers: roofs down to its foot)
        scene.table_view.busy_rects = lambda: [scene.layout().map]  # type: ignore[method-assign]
    toast = scene.table_view.since
    toast.tell(0, only_if_touched=False)
    toast.lines = toast.lines * 3  # a long story, as hers was (four rows and more)
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    assert toast.shown and toast.rect is not None
    busy = scene.table_view.busy_rects()
    assert toast.rect.collidelist(busy) < 0, toast.rect  # before: over the roofs' foot
    if crowded:  # over the log's panel, the same story
        assert scene.table_view.log_box is not None
        assert scene.table_view.log_box.contains(toast.rect)
    scene.aiming.start(next(a for a, _ in scene.options if a.kind == "move"))
    scene.draw(canvas)
    assert not toast.shown and toast.rect is None  # before: still there while aiming
