"""Summoning dice set on the board read at 1280x720: each die whole, none over another,
its pips 11 px tall at the least (issue 33, newcomer T, s9 d16: rolled dice under the
hexes were about 10 px, each half under the next and dimmed into the grass)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App
from scenes.dojo import art
from scenes.dojo.map_layers import DICE_IN_ROW
from scenes.dojo.stage import SummonShow

from .conftest import SIZES
from .test_dojo_scene import BOARDS, _placed_table

LEAST = 11
"""The least height of a text a player reads (tools/cap_heights.py), for a die's pips."""


def pip_span(size: int) -> int:
    """How tall a die's five pips stand on a die of `size` px."""
    picture = art.die(5, size)
    w, h = picture.get_size()
    rows = [
        y
        for y in range(h)
        for x in range(w)
        if picture.get_at((x, y)).a > 200 and sum(picture.get_at((x, y))[:3]) < 200
    ]
    return max(rows) - min(rows) + 1


def drawn_dice(scene: Any, app: App) -> list[pygame.Rect]:
    dice: list[pygame.Rect] = []
    blit = pygame.Surface.blit
    size = scene.map_layers.die_size()

    class Canvas(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kw: Any) -> Any:  # type: ignore[override]
            rect = blit(self, source, dest, *args, **kw)
            if source.get_size() == (size, size):
                dice.append(pygame.Rect(dest, source.get_size()))
            return rect

    with theme.scaled_for(app.view_size):
        canvas = Canvas(app.view_size)
        scene.map_layers.draw_dice(canvas)
    return dice


@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("board", BOARDS)
def test_rolled_dice_under_hexes_are_whole_and_their_pips_read(
    sized_app: Any, board: str, lang: str
) -> None:
    app = sized_app(SIZES[0])  # 1280x720
    app.tr = Translator(lang)
    scene = _placed_table(app, board=board)
    me = scene.state.mover
    dojo = scene.state.dojos[me]
    land = next(h for h, t in scene.state.terrain.items() if t == "plains")
    faces = [3, 5, 2, 6, 1]
    scene.stage.summon_show = SummonShow(
        me, [3, 5, 8, 9, 12], [dojo, dojo, dojo, land, land], faces, age=9.0
    )
    app.draw()
    with theme.scaled_for(app.view_size):
        assert pip_span(scene.map_layers.die_size()) >= LEAST  # fails before: 10
    dice = drawn_dice(scene, app)
    assert len(dice) == 2 * DICE_IN_ROW  # two at most under a hex (dice_place.py)
    for i, die in enumerate(dice):  # fails before: each half under the next
        assert not any(die.colliderect(other) for other in dice[i + 1 :]), dice
