"""With a ninja chosen in the guided game, the hexes a walk may end on are outlined
thin in a dull gold, untinted, and the guide's ring stands alone in bright gold over a
dark halo. Newcomer A (s24, EN 1280x720, z06-z08): every end outlined in the same thick
pulsing gold (each tinted by its fill) lit the whole board, and 'the hex ringed in gold'
could not be found. Shots: /tmp/e8/shots/ring_*_{before,after}.png."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import walk_marks

from .conftest import Driver
from .test_dojo_tutorial import to_the_walk, tutorial


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_walks_ends_give_the_guides_ring_the_gold(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = tutorial(app)
    to_the_walk(scene, ui)
    scene.controls.click_hex(scene.state.dojos[scene.state.mover])
    ui.step()
    rings = set(scene.lesson_hexes())
    assert scene.selected is not None and rings
    ends = {h for h, r in scene.controls.routes().items() if r.ends}
    assert ends - rings
    marks: list[tuple[set[Any], Any, int, int]] = []
    view = scene.view
    original = view.mark

    def recording(canvas: Any, hexes: Any, colour: Any, width: int = 3, alpha: int = 255) -> None:
        marks.append(({tuple(h) for h in hexes}, colour, width, alpha))
        original(canvas, hexes, colour, width, alpha)

    view.mark = recording  # type: ignore[method-assign]
    scene.draw(pygame.Surface(app.view_size))
    gold = [m for m in marks if m[1] == theme.GOLD]
    on_ends = [m for m in gold if m[0] & (ends - rings)]
    assert not on_ends  # fails before: the ends in the guide's gold, pulsing (tinted)
    quiet = [m for m in marks if m[1] == walk_marks.QUIET and m[0] & ends]
    assert quiet and all(m[3] == 255 for m in quiet)  # solid: no tint
    ring = max(m[2] for m in gold if rings <= m[0])
    assert ring > max(m[2] for m in quiet)
    assert any(m[1] == theme.MIDNIGHT and rings <= m[0] for m in marks)  # its halo
