"""Five walks out of one Dojo along the same two hexes draw one line with one head, their
numbers '1-5' on one tag on it, not five arrows in lanes over each other (newcomer X,
s13, 067_2: 4-5 blue arrows on the same two hexes, a tangle)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.their_turn import draw_trail_numbers, draw_trails
from scenes.dojo.walk_log import Walk

from .conftest import Driver, record_texts
from .test_dojo_their_turn_told import after_a_quiet_computer_turn


def test_five_walks_the_same_way_draw_one_trail_with_its_count(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    told = scene.their_turn
    home = scene.state.dojos[1]
    assert told.told() is not None and home is not None
    q, r = home
    told.walks = [Walk(1, (home, (q + 1, r), (q + 2, r)), 1, "") for _ in range(5)]
    drawn: list[object] = []
    monkeypatch.setattr("scenes.dojo.map_layers.arrow", lambda *a: drawn.append(a[1:3]))
    texts = record_texts(monkeypatch)
    canvas = pygame.Surface(app.window.get_size())
    draw_trails(canvas, scene)
    draw_trail_numbers(canvas, scene)
    assert len(drawn) == 1  # one head, at their end (before: 10, in five lanes; then 2)
    assert texts.count("1-5") == 1  # their numbers, on one tag on the line
    assert "×5" not in texts  # (the tag says them: s15 wrote '×5' on the step after)
