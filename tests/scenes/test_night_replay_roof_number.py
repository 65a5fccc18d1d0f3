"""The replay's ring round the roof of the computer's move leaves the roof's number
readable (issue 33, newcomer W, s9 nrp1/nrp4: the ring on roof 3 hid its '3'): the
number's plaque is drawn again over the ring, where the table has it."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from scenes.app import App

from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review


def test_the_ringed_roof_keeps_its_number(app: App, tmp_path: Path) -> None:
    path = make_record("night", tmp_path)
    replay = replay_from_review(app, path, costly(path, "move"))
    app.draw()
    if os.environ.get("NINJAS_TEST_SHOT"):  # to look at it
        pygame.image.save(app.window, f"{os.environ['NINJAS_TEST_SHOT']}.png")
    shapes = replay.shapes(app.window.get_size())
    assert [kind for kind, _ in shapes] == ["ring", "label"]  # fails before: the ring alone
    outline = shapes[0][1]
    label, centre = shapes[1][1]
    ring = pygame.Rect(outline[0], (0, 0)).unionall([pygame.Rect(p, (0, 0)) for p in outline])
    assert ring.inflate(label.get_width(), label.get_height()).collidepoint(centre)
    # drawn at the table's own size the plaque lies over the ring, whole
    canvas = pygame.Surface(app.window.get_size())
    canvas.fill((0, 0, 0))
    replay.draw_marks(canvas, canvas.get_rect())
    box = label.get_rect(center=centre)
    x, y = box.center
    drawn, own = canvas.get_at((x, y)), label.get_at((x - box.left, y - box.top))
    assert all(abs(a - b) <= 12 for a, b in zip(drawn[:3], own[:3], strict=True))
