"""The hint's arrows over the other clan's turn (newcomer T, s20, Dojo FR 1920x1080,
043/056): the hint's cyan 1-2-3 were drawn over the computer's blue 1-4, two numbered
route sets in one. While a hint shows, that turn's lines fade and their numbers go; the
hint gone, they stand again."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.their_turn import HINT_FADE, draw_trail_numbers, draw_trails
from scenes.dojo.walk_log import Walk

from .conftest import Driver, record_texts
from .test_dojo_their_turn_told import after_a_quiet_computer_turn


def test_a_hint_fades_the_other_clan_s_walks_and_hides_their_numbers(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    told = scene.their_turn
    home = scene.state.dojos[1]
    assert told.told() is not None and home is not None and scene.can_act
    q, r = home
    told.walks = [Walk(1, (home, (q + 1, r), (q + 2, r)), 1, "")]
    drawn: list[pygame.Surface] = []
    monkeypatch.setattr("scenes.dojo.map_layers.arrow", lambda *a: drawn.append(a[0]))
    texts = record_texts(monkeypatch)
    canvas = pygame.Surface(app.window.get_size())

    def draw() -> None:
        drawn.clear()
        texts.clear()
        draw_trails(canvas, scene)
        draw_trail_numbers(canvas, scene)

    draw()
    assert drawn == [canvas] and "1" in texts  # no hint: as drawn before
    scene.hint = scene.legal()[0]
    draw()
    assert len(drawn) == 1 and drawn[0] is not canvas  # before: on the canvas, full
    assert drawn[0].get_alpha() == HINT_FADE
    assert "1" not in texts  # before: its number '1' beside the hint's
    scene.hint = None
    draw()
    assert drawn == [canvas] and "1" in texts
