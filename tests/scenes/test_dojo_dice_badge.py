"""A hex's summoning dice read as one badge inside it: one die and '×7' while they are
set, two at most in one row once rolled (the matches first), never rows of dice over
the hexes below and the water (newcomer X, s13, 025, 054, 141: seven dice in three rows
over three or four hexes)."""

from __future__ import annotations

from typing import Any

from scenes import theme
from scenes.app import App
from scenes.dojo.stage import SummonShow

from .test_dojo_dice_readable import drawn_dice
from .test_dojo_scene import _placed_table


def _seven(app: App, faces: list[int] | None) -> Any:
    scene = _placed_table(app)
    me = scene.state.mover
    land = next(h for h, t in scene.state.terrain.items() if t == "plains")
    cards = [3, 5, 8, 9, 12, 13, 10]
    scene.stage.summon_show = SummonShow(me, cards, [land] * 7, faces, age=9.0)
    return scene, land


def test_seven_dice_set_are_one_die_and_their_count(app: App) -> None:
    scene, land = _seven(app, None)
    app.draw()
    dice = drawn_dice(scene, app)
    assert len(dice) == 1  # before: three, and '×7'
    assert scene.map_layers.dice_counts_drawn == {land: 7}


def test_seven_dice_rolled_stand_in_one_row_matches_first(app: App) -> None:
    scene, land = _seven(app, [1, 2, 3, 4, 6, 5, 1])
    app.draw()
    dice = drawn_dice(scene, app)
    assert len(dice) == 2 and len({d.top for d in dice}) == 1  # before: 7 in 3 rows
    cx, cy = scene.view.centre(land)
    with theme.scaled_for(app.view_size):
        assert all(abs(d.centerx - cx) < scene.view.radius for d in dice)
    assert scene.map_layers.dice_counts_drawn == {land: 7}
    shown = scene.map_layers.dice_shown([land] * 7, [1, 2, 3, 4, 6, 5, 1], [3, 5, 8])
    assert shown == {land: [2, 5]}  # both matches (3 and 5): two at most (dice_place.py)


def test_two_dice_rolled_show_their_faces_and_no_count(app: App) -> None:
    """Newcomer D, s14, 066: after a summoning of nine hexes, a black 'x2' on each, over
    the counts; once rolled, both dice are drawn, faces up: the count says nothing more.
    Set, not rolled, their one die keeps its '×2'."""
    scene = _placed_table(app)
    me = scene.state.mover
    land = next(h for h, t in scene.state.terrain.items() if t == "plains")
    scene.stage.summon_show = SummonShow(me, [3, 5], [land] * 2, [3, 6], age=9.0)
    app.draw()
    assert len(drawn_dice(scene, app)) == 2
    assert scene.map_layers.dice_counts_drawn == {}  # before: {land: 2}
    scene.stage.summon_show = SummonShow(me, [3, 5], [land] * 2, None, age=9.0)
    app.draw()
    assert scene.map_layers.dice_counts_drawn == {land: 2}
