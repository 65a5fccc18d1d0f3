"""The die of a computer's move flies from the dice box to its trail's start as the move
begins (newcomer C, s14, to be a 9: 'the used die lifted/highlighted in the dice panel
and its number flown to the moving stack'): the die that moves and the stack it moves
read as one. A direct call and one drawing, no frames."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes import theme
from scenes.taisen import card_art as art
from scenes.taisen import layout as L
from scenes.taisen import trail


@pytest.fixture(autouse=True)
def design_size_after() -> Iterator[None]:
    yield
    L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720
    theme.set_scale(1.0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_die_flies_from_the_dice_box_to_the_trail_s_start(size: tuple[int, int]) -> None:
    pygame.init()
    L.configure(size)
    theme.set_scale(L.SCALE)
    side, src, dst, die, value = 1, 9, 7, 0, 2  # the Wolf's red 2, from 9 to 7
    start = trail.chip_place(side, src, dst, die)
    assert start == trail.chip_centre(side, src, dst, die)
    assert trail.chip_place(side, src, dst, die, flown=0.0) == L.die_rect(die).center
    x, y = trail.chip_place(side, src, dst, die, flown=trail.FLIGHT / 2)
    box = L.die_rect(die).center
    assert box[0] < x < start[0] and start[1] < y < box[1]  # on its way, over the board
    assert trail.chip_place(side, src, dst, die, flown=trail.FLIGHT) == start
    canvas = pygame.Surface(L.SIZE)
    trail.draw(canvas, [], set(), (side, src, dst, die, value, trail.FLIGHT / 2), 0.0)
    assert face_share(canvas, (x, y), die) > 0.55  # drawn there
    assert face_share(canvas, start, die) < 0.4  # not yet at its start (its lane's dots)


def face_share(canvas: pygame.Surface, centre: tuple[int, int], die: int) -> float:
    """The share of the chip's square around `centre` in the die's face colour (its
    shading aside)."""
    half = L.px(trail.CHIP) // 3
    colour = art.DIE_FACE[die]
    spots = [
        tuple(canvas.get_at((centre[0] + dx, centre[1] + dy)))[:3]
        for dx in range(-half, half + 1)
        for dy in range(-half, half + 1)
    ]
    hits = [p for p in spots if sum(abs(a - b) for a, b in zip(p, colour[:3], strict=True)) <= 60]
    return len(hits) / len(spots)
