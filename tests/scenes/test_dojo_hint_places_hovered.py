"""The hint's words under the pointer ring the places they name on the board, as a log
line's do: the hint's step, and the rest of its plan, where each later walk starts and
goes (issue 33, s22 brief point 2; newcomer Z, s21, FR 1920x1080, 48-50: 'Puis 2 autres
ninjas font 4 pas, en pointillés sur le plateau', places she could not find). Her game,
kept, at her turn 2's roll of 6 (34 actions); EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App

from .test_dojo_hint_plan import _searches
from .test_dojo_scene import key
from .test_dojo_throw_row_smaller import z_game

LATER = {(3, -4), (3, -3), (-3, 1)}
"""Where the plan's later walks start and go: her Dojo, the plains by it, a plain."""


def _gold(scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[set[tuple[int, int]]]:
    """The hexes ringed in gold by the pointer's rings this frame."""
    said: list[set[tuple[int, int]]] = []
    view = scene.view
    real = view.mark

    def keep(canvas: pygame.Surface, hexes: Any, colour: Any, width: int = 3, *a: Any) -> None:
        if colour == theme.GOLD and width == 5:
            said.append(set(hexes))
        real(canvas, hexes, colour, width, *a)

    monkeypatch.setattr(view, "mark", keep)
    with theme.scaled_for(scene.app.view_size):
        scene.map_layers.draw_log_hexes(pygame.Surface(scene.app.view_size))
    monkeypatch.setattr(view, "mark", real)
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hints_words_pointed_at_ring_its_places(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    _searches(monkeypatch)
    scene = z_game(app, 34)
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert str(scene.hint) == "step -2,1 -2,0 2"
    assert _gold(scene, monkeypatch) == []  # the pointer off the words
    app.draw()
    action = scene.layout.action
    words = (action.centerx, action.top + theme.px(20))  # on the hint's first line
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=words, rel=(1, 1), buttons=(0,)))
    rings = _gold(scene, monkeypatch)
    assert rings, "nothing ringed"  # fails before: the hint's words ring nothing
    assert {(-2, 1), (-2, 0)} | LATER <= rings[0]
    app.pop()
