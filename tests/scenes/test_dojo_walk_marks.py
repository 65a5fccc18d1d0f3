"""Where the chosen ninjas may walk is read at 1280x720: each hex a walk may end on is
outlined thick in gold, and the hex under the pointer ringed, white where a walk may end
there, grey where none may (newcomer M, s17, 155, 208: two walks onto water by mistake,
the 2 px outlines faint and the pointer's hex unmarked)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import walk_marks
from scenes.dojo.routes import action_hex
from scenes.dojo.scene import DojoScene

from .test_dojo_hint_plan import _rolled
from .test_dojo_scene import press


def marks(scene: DojoScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """The hexes the map marks this frame: (hexes, colour, width)."""
    said: list[tuple[Any, ...]] = []
    view = scene.view
    original = view.mark

    def keep(canvas: pygame.Surface, hexes: Any, colour: Any, width: int = 3, *a: Any) -> None:
        said.append((list(hexes), colour, width))
        original(canvas, hexes, colour, width, *a)

    monkeypatch.setattr(view, "mark", keep)
    scene.map_layers.draw_marks(pygame.Surface((1280, 720)))
    return said


def test_a_walk_s_ends_are_thick_and_the_pointer_s_hex_ringed(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _rolled(app, 2)
    src = next(action_hex(a.args[0]) for a in scene.legal() if a.kind == "step")
    press(scene, scene.view.centre(src))
    ends = [h for h, r in scene.controls.routes().items() if r.ends]
    scene.mouse = scene.view.centre(ends[0])
    said = marks(scene, monkeypatch)
    gold = [m for m in said if m[1] == theme.GOLD and set(m[0]) == set(ends)]
    assert gold and gold[0][2] >= 4  # fails before: 2 px
    assert ([ends[0]], theme.MOONLIGHT, walk_marks.HOVER_WIDTH) in said  # fails before
    elsewhere = next(h for h in scene.state.terrain if h not in ends and h != src)
    scene.mouse = scene.view.centre(elsewhere)
    assert ([elsewhere], walk_marks.NO_WALK, walk_marks.END_WIDTH) in marks(scene, monkeypatch)
