"""Newcomer I, s16 (nc-I 105, 158.png): in the Night replay the review opened, the ring
round roof 2 and its 'Best' tag hid roof 9's number. Every roof's number is drawn
again over the marks (scenes/replay/roof_plaques.py): the last things drawn on the
board before the tags are the plaques of all the roofs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.replay import made_marks, roof_plaques

from .test_review_computer_move import costly, make_record, replay_from_review


def test_every_roof_number_is_drawn_over_the_marks(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_record("night", tmp_path)
    replay = replay_from_review(app, path, costly(path, "move"))
    order: list[str] = []
    polygon = pygame.draw.polygon

    def ring(*args: Any, **kwargs: Any) -> Any:
        order.append("ring")
        return polygon(*args, **kwargs)

    def plaque(*args: Any, **kwargs: Any) -> None:
        order.append("plaque")

    monkeypatch.setattr(pygame.draw, "polygon", ring)
    monkeypatch.setattr(roof_plaques, "blit_label", plaque)
    monkeypatch.setattr(made_marks, "blit_label", lambda *a, **k: None)
    app.draw()
    monkeypatch.undo()
    roofs = len(replay.table.view.village.buildings)
    assert "ring" in order
    last_ring = len(order) - 1 - order[::-1].index("ring")
    assert order[last_ring + 1 :].count("plaque") >= roofs  # fails before: none after
