"""The turn's ribbon ('Hélène: turn 3') and the end's never lie over a Dojo (newcomer
M, s11: at the map's top it covered the top Dojo and its count on the maps whose top
hex is a Dojo). Every map in levels/dojo and a random board, at 1280x720; the ribbon is
found as drawn: the pixels it changes."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.dojo.maps import board_names
from scenes.dojo.board_view import hex_cover
from scenes.dojo.stage import Effect

from .conftest import _app
from .test_dojo_newcomer_d import person_to
from .test_dojo_scene import table


@pytest.mark.parametrize("board", ["random", *board_names()])
def test_the_turn_ribbon_covers_no_dojo(board: str) -> None:
    app = _app((1280, 720))
    scene = table(app, [Seat(name="Hélène"), Seat("ai", "hard")], 7, {"board": board})
    person_to(scene, "roll")
    scene.stage.effects.clear()
    app.draw()
    plain = app.canvas.copy()
    ribbon = Effect("banner", 1.3, text=app.tr("dojo.banner.turn", name="Hélène", turn=3))
    ribbon.age = 0.6  # wholly shown
    scene.stage.effects.append(ribbon)
    app.draw()
    same = pygame.mask.from_threshold(app.canvas, (0, 0, 0), (1, 1, 1, 255), plain, 1)
    same.invert()  # the pixels the ribbon changed
    changed = same
    drawn = changed.get_bounding_rects()
    assert drawn, "no ribbon drawn"
    box = drawn[0].unionall(drawn[1:])
    assert box.height < 120  # the ribbon alone
    view = scene.view
    for dojo in scene.state.dojos:
        assert dojo is not None
        assert box.collidelist(hex_cover(view.centre(dojo), view.radius)) < 0, (board, dojo)
