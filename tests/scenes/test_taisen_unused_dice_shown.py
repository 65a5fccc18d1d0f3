"""Newcomer Y, s13, 028: the Wolf used green and blue, left its red 1, and nothing on
the table said so. While its turn's trail is kept, the dice box's title row shows the
side's emblem, each die left, and 'not used' (the log says why: test_taisen_unused_dice_said)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from scenes import theme
from scenes.app import App
from scenes.taisen import layout as L
from scenes.taisen import unused_mark
from scenes.taisen.scene import TaisenScene

POSITION = "J/-/-/-/-/-/-/-/-/p1r1/j w r1g2b3 -"
"""The Wolf to play: no Scissors (its red 1 moves nothing but the Shogun, who stays)."""


def wolf_turn(app: App) -> TaisenScene:
    seats = [Seat("human"), Seat("ai", "hard")]
    session = GameSession("taisen", 7, {}, seats, from_notation(POSITION, 7))
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    for code in ("g:P1", "end"):  # as the computer plays them
        scene._play(scene.state.parse_action(code))
    return scene


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_dice_box_shows_the_dice_left(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = wolf_turn(app)
    assert scene.trail_unused == [(0, 1), (2, 3)]  # red 1 and blue 3, in the dice's order
    with theme.scaled_for(size):
        canvas = pygame.Surface(size)
        scene.draw(canvas)
        pictures = unused_mark.parts(app.tr, 1, scene.trail_unused)
        places = unused_mark.rects(pictures)
        title = theme.text(app.tr("taisen.dice"), theme.FONT_SMALL).get_rect(topleft=L.DICE_TITLE)
        row = places[0].unionall(places)
        assert L.DICE_PANEL.contains(row)  # whole in the box, on the title's row
        assert row.left > title.right and row.top < title.centery < row.bottom
        every = unused_mark.rects(unused_mark.parts(app.tr, 1, [(0, 1), (1, 2), (2, 3)]))
        widest = every[0].unionall(every)  # all three dice left: still clear of the title
        assert L.DICE_PANEL.contains(widest) and widest.left > title.right
        shown = canvas.subsurface(row).copy()
        scene.trail_unused = []
        scene.draw(canvas)
        assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(
            canvas.subsurface(row), "RGB"
        )


def test_the_mark_goes_once_the_person_acts(app: App) -> None:
    scene = wolf_turn(app)
    assert scene.trail_unused
    move = next(a for a in scene.state.legal_actions() if not a.is_end)
    scene._play(move)
    assert scene.trail_unused == [] and scene.trail_side is None
