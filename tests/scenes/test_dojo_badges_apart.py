"""On a crowded summoning the board's badges lie apart: each hex's '×N' (the dice set
there) lies over no stack's count, no die and no other '×N' (newcomer K, s17, 070: the
'×4' plates and the ninja counts of the hexes beside them overlapped; 048: '×5' and the
Dojo's '4' piled up). Both clans on neighbouring hexes, dice of three and more under
each, at 1280x720 and 1920x1080; drawn, not played."""

from __future__ import annotations

import os
from collections.abc import Callable

import pygame
import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes import theme
from scenes.app import App
from scenes.dojo.dice_place import count_boxes
from scenes.dojo.stage import SummonShow

from .test_dojo_dice_readable import drawn_dice
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A path stem to save the board at (to look at it), none by default."""


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("rolled", [False, True])
def test_the_dice_counts_lie_off_every_other_badge(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], rolled: bool
) -> None:
    app = sized_app(size)
    with theme.scaled_for(size):
        scene = _placed_table(app)
        state = scene.state
        me = state.mover
        held = _many(scene, per_hex=3, hexes=10, deck=40)
        for h in held:  # the other clan beside them, where the board leaves room
            for n in neighbours(h):
                if n in state.terrain and n not in held and state.terrain[n] != "water":
                    state.ninjas[n] = [0, 0]
                    state.ninjas[n][1 - me] = 2
        state.ninjas[held[0]][1 - me] = 1  # a shared hex: two counts on it
        hexes = [h for i, h in enumerate(held) for _ in range(3 + i % 3)]
        hexes += [state.dojos[me]] * 5
        faces = [i % 6 + 1 for i in range(len(hexes))] if rolled else None
        scene.stage.summon_show = SummonShow(me, [1, 3, 5], hexes, faces, age=9.0)  # type: ignore[arg-type]
        layers = scene.map_layers
        counts = count_boxes([piece[-1] for piece in layers.pieces()], layers.badge_radius())
    dice = drawn_dice(scene, app)
    plates = list(layers.dice_plates.values())
    if SHOT:
        app.draw()
        pygame.image.save(app.canvas, f"{SHOT}-{size[0]}-{rolled}.png")
    assert plates  # (drawn)
    for i, plate in enumerate(plates):
        assert plate.collidelist(counts) < 0, (plate, "over a count")
        assert plate.collidelist(dice) < 0, (plate, "over a die")
        assert not any(plate.colliderect(p) for p in plates[i + 1 :]), plate
        assert scene.layout.map.contains(plate)
