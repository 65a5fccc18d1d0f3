"""Summoning dice under a Dojo on the board's edge stay inside the board's frame
(issue 33, newcomer P, s8 shot-44: under the orange Dojo on the lower edge, four rolled
dice hung out of the frame, over the footer's words). EN and FR at 1280x720."""

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

from .test_dojo_scene import _placed_table


def low_dojo(app: App) -> Any:
    """A table whose Dojo to summon on sits lowest on the board, near its frame."""
    for seed in range(4, 40):
        scene = _placed_table(app, seed=seed)
        me = scene.state.mover
        dojo = scene.state.dojos[me]
        if scene.view.centre(dojo)[1] + scene.view.radius > scene.layout.map.bottom - 20:
            return scene
        app.pop()
    raise AssertionError("no Dojo on the lower edge")


@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("rolled", (False, True))
def test_dice_under_an_edge_dojo_stay_in_the_frame(
    app: App, lang: str, rolled: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.tr = Translator(lang)
    scene = low_dojo(app)
    me = scene.state.mover
    dojo = scene.state.dojos[me]
    scene.stage.summon_show = SummonShow(
        me, [3, 5, 8, 9], [dojo] * 4, [3, 5, 2, 6] if rolled else None, age=9.0
    )
    dice: list[pygame.Rect] = []
    blit = pygame.Surface.blit
    faces = {id(art.die(f, scene.map_layers.die_size())) for f in range(1, 7)}
    faces.add(id(art.blank_die(scene.map_layers.die_size())))

    class Canvas(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kw: Any) -> Any:  # type: ignore[override]
            rect = blit(self, source, dest, *args, **kw)
            if id(source) in faces or source.get_size() == (scene.map_layers.die_size(),) * 2:
                dice.append(pygame.Rect(dest, source.get_size()))
            return rect

    with theme.scaled_for(app.view_size):
        canvas = Canvas(app.view_size)
        scene.map_layers.draw_dice(canvas)
    assert len(dice) == (DICE_IN_ROW if rolled else 1)  # (set: one stands for the pile,
    # rolled: two at most, the matches first; dojo_dice_badge.py)
    frame = scene.layout.map
    for die in dice:
        assert frame.contains(die), (die, frame)  # before: under the frame's foot
