"""On a crowded summoning each '+N' rises to a place off every stack's count, every row
of dice, every '×N' plate and every other '+N' (newcomer M, s17, s17-192: the '+5' floats
lay over the dice and plates of the hexes above them). Both clans on neighbouring hexes,
dice under ten hexes and the Dojo, rolled, at 1280x720 and 1920x1080; drawn, not played."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes import theme
from scenes.app import App
from scenes.dojo.dice_place import count_boxes
from scenes.dojo.stage import Effect, SummonShow

from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_gains_lie_off_counts_dice_plates_and_each_other(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    with theme.scaled_for(size):
        scene = _placed_table(app)
        state = scene.state
        me = state.mover
        held = _many(scene, per_hex=3, hexes=10, deck=40)
        for h in held:
            for n in neighbours(h):
                if n in state.terrain and n not in held and state.terrain[n] != "water":
                    state.ninjas[n] = [0, 0]
                    state.ninjas[n][1 - me] = 2
        hexes = [h for i, h in enumerate(held) for _ in range(3 + i % 3)]
        hexes += [state.dojos[me]] * 5
        faces = [i % 6 + 1 for i in range(len(hexes))]
        scene.stage.summon_show = SummonShow(me, [1, 3, 5], hexes, faces, age=9.0)  # type: ignore[arg-type]
        for h in dict.fromkeys(hexes):  # each '+N' risen (t = 1), held in view
            scene.stage.effects.append(Effect("gain", 1.4, start=h, text="+5", seat=me, age=1.4))
    app.draw()
    layers = scene.map_layers
    with theme.scaled_for(size):
        counts = count_boxes([piece[-1] for piece in layers.pieces()], layers.badge_radius())
        label = theme.shadowed_text("+5", theme.FONT_HEADING, kind="display").get_rect()
        px = theme.px
    others = [*counts, *layers.dice_rows, *layers.dice_plates.values()]
    old = []  # where they rose before: over the hex above's dice and plates
    for h in dict.fromkeys(hexes):
        cx, cy = scene.view.centre(h)
        old.append(label.move(cx - label.w // 2, cy - px(56) - label.h // 2))
    assert any(r.collidelist(others) >= 0 for r in old)  # the crowd the newcomer saw
    gains = layers.gains_drawn
    assert len(gains) == len(old)
    for i, gain in enumerate(gains):
        assert gain.collidelist(others) < 0, (gain, "over a count, a die or a plate")
        assert not any(gain.colliderect(g) for g in gains[i + 1 :]), gain
        assert scene.layout.map.contains(gain)
    assert isinstance(gains[0], pygame.Rect)
