"""Nothing of a summoning covers a ninja (s25, E4 brief point 1; newcomer A, s24, FR
1920x1080, k27/q10: the dice, the 'x3' plates and the '+2' over the ninjas, the other
clan's '+1' pills on their heads). On a hex with dice its ninja steps aside, smaller at
the hex's foot, the dice above its head; plates, rising '+N' and the recap's pills keep
off every figure (scenes/dojo/figure_clear.py). Eight held hexes side by side and the
Dojo, at 1280x720 and 1920x1080; drawn, not played."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import figure_clear
from scenes.dojo.stage import Effect, SummonShow

from .test_dojo_dice_readable import drawn_dice
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


def _summoning(app: App):  # type: ignore[no-untyped-def]
    scene = _placed_table(app)
    me = scene.state.mover
    held = _many(scene, per_hex=3, hexes=8, deck=40)
    hexes = [h for i, h in enumerate(held) for _ in range(1 + i % 4)]
    hexes += [scene.state.dojos[me]] * 3
    faces = [i % 6 + 1 for i in range(len(hexes))]
    scene.stage.summon_show = SummonShow(me, [1, 3, 5], hexes, faces, age=9.0)
    return scene, held


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_summoning_s_dice_plates_and_gains_cover_no_ninja(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene, held = _summoning(app)
    layers = scene.map_layers
    dice = drawn_dice(scene, app)
    assert len(dice) >= len(held) + 1
    with theme.scaled_for(size):
        figures = figure_clear.figure_boxes(layers)
        assert len(figures) == len(layers.pieces())
        for die in dice:
            assert die.collidelist(figures) < 0, die  # fails before: dice on the heads
        assert layers.dice_plates
        for plate in layers.dice_plates.values():
            assert plate.collidelist(figures) < 0, plate
        for h in held[:3]:
            scene.stage.effects.append(Effect("gain", 1.4, start=h, text="+3", seat=0))
        for e in scene.stage.effects:
            e.age = 0.7
        layers.draw_effects(pygame.Surface(size))
        assert len(layers.gains_drawn) == 3
        for gain in layers.gains_drawn:
            assert gain.collidelist(figures) < 0, gain
        for h in set(scene.stage.summon_show.hexes):  # each row over its own hex
            x, y = layers.dice_origin(h, 1)
            cx, cy = scene.view.centre(h)
            assert abs(x + layers.die_size() // 2 - cx) < scene.view.radius, h
            assert abs(y + layers.die_size() // 2 - cy) < scene.view.radius, h


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_ninja_steps_aside_only_while_dice_are_on_its_hex(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene, held = _summoning(app)
    layers = scene.map_layers
    with theme.scaled_for(size):
        aside = layers.aside()
        assert set(held[:8]) <= set(aside)
        standing = figure_clear.standing(layers, aside)
        plain = layers.pieces()
        smaller = [a[3] < b[3] for a, b in zip(standing, plain, strict=True)]
        assert any(smaller)
        scene.stage.summon_show = None
        scene.state.phase = "move"
        assert layers.aside() == frozenset()
        assert figure_clear.standing(layers, layers.aside()) == plain
