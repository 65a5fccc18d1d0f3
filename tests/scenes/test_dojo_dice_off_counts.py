"""The summoning's dice on the board read from a sofa and never lie over a stack's
count (newcomer H, s16, nc-H/075: rows of three small dice, pips about 12 px, over the
forest's '9'; E3, s16: 'small, over the figures'): each die 0.62 of a hex's radius, 26
px at the least (half the radius before), two at most under a hex, moved off every
count (scenes/dojo/dice_place.py). Eight held hexes side by side and the Dojo, at
1280x720 and 1920x1080; drawn, not played."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo.dice_place import count_boxes
from scenes.dojo.stage import SummonShow

from .test_dojo_dice_readable import drawn_dice, pip_span
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_summoning_dice_are_big_and_off_every_count(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    with theme.scaled_for(size):
        scene = _placed_table(app)
        me = scene.state.mover
        held = _many(scene, per_hex=3, hexes=8, deck=40)
        hexes = [h for i, h in enumerate(held) for _ in range(1 + i % 4)]
        hexes += [scene.state.dojos[me]] * 3
        faces = [i % 6 + 1 for i in range(len(hexes))]
        scene.stage.summon_show = SummonShow(me, [1, 3, 5], hexes, faces, age=9.0)
        layers = scene.map_layers
        least = max(theme.px(26), round(scene.view.radius * 0.6))
        assert layers.die_size() >= least  # before: half the radius, 22 px here
        assert pip_span(layers.die_size()) >= 15  # before: 12
        counts = count_boxes([piece[-1] for piece in layers.pieces()], layers.badge_radius())
    dice = drawn_dice(scene, app)
    assert len(dice) >= len(held) + 1
    for die in dice:
        assert die.collidelist(counts) < 0, die  # before: 15 dice over a count
        assert scene.layout.map.contains(die)
    for i, die in enumerate(dice):
        assert not any(die.colliderect(other) for other in dice[i + 1 :]), die
