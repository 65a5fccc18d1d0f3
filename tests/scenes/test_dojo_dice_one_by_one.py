"""The summoning's dice roll one after another, each big on its own hex (newcomer Q,
s19, Dojo EN 1280x720 vs Hard: 'tiny, on the hex corners, and all rolled at once': she
could not follow which die summoned where). Each die tumbles ROLL_STEP after the one
before, heard, drawn big (50 px at 1280x720) over its hex ringed in gold, then lies with its
face on that hex, across its middle, above its counts; the panel's rows and the '+N'
come as the dice stop; the animation speed of the settings paces it all
(scenes/dojo/summon_roll.py, map_layers.draw_dice)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.dojo.summon_roll import DIE_TUMBLE, Roll

from .test_dojo_dice_readable import pip_span
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


def _rolled(app: App, speed: float = 1.0) -> DojoScene:
    """A person's summoning of 5 cards at an animated table, its dice set on three
    hexes (two, two, one), told up to its roll."""
    app.settings.animation_speed = speed
    table = _placed_table(app)
    table.animate = True
    held = _many(table, per_hex=1, hexes=3, deck=40)
    table.play("summon 5")
    for _ in range(60):
        table.update(1 / 60)
    for h in (held[0], held[0], held[1], held[1], held[2]):
        assert table.submit(f"die {h[0]},{h[1]}")
    for _ in range(600):
        show = table.stage.summon_show
        if show is not None and show.faces is not None:
            return table
        table.update(1 / 60)
    raise AssertionError("the dice never rolled")


def _watch(table: DojoScene, app: App) -> tuple[list[float], list[tuple[int, float]]]:
    """Frames of 1/60 s, drawn, for 4 s: when each hex's row of the roll came in the
    panel (seconds of the table), and each frame's big rolling die (its index, its
    side)."""
    show = table.stage.summon_show
    assert show is not None
    came: list[float] = []
    rolling: list[tuple[int, float]] = []
    t = 0.0
    while t < 4:
        table.update(1 / 60)
        t += 1 / 60
        table.draw(app.canvas)
        while len(came) < len(table.summoning.dice.drawn):
            came.append(t)
        roll = Roll(table, show)
        tumbling = [i for i in range(roll.count) if roll.tumbling(i)]
        assert len(tumbling) <= 1, tumbling  # one die at a time
        drawn = getattr(table.map_layers, "rolling_drawn", None)
        if tumbling:
            assert drawn is not None and drawn[0] == show.hexes[tumbling[0]]
            h, rect = drawn
            cx, cy = table.view.centre(h)
            r = table.view.radius  # at its hex, beside its ninja (newcomer W, s21: not
            # over it, 20_summon_spread)
            assert math.dist(rect.center, (cx, cy)) < r * 1.25
            assert not rect.collidepoint(cx - int(r * 0.12), cy)  # the figure's middle
            rolling.append((tumbling[0], rect.width))
    return came, rolling


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dice_roll_one_after_another_big_on_their_hexes(app: App, lang: str) -> None:
    app.set_language(lang)
    table = _rolled(app)
    app.played.clear()  # type: ignore[attr-defined]
    came, rolling = _watch(table, app)
    assert app.played.count("dice_roll") == 4  # type: ignore[attr-defined]  # each after the first
    assert len(came) == 3  # a row a hex, as its dice stop
    assert all(b - a >= 0.4 for a, b in zip(came, came[1:], strict=False)), came
    assert came[-1] - came[0] >= 1.6  # before: all three at once, 0.45 s after the roll
    assert [i for i, _ in rolling] == sorted(i for i, _ in rolling)  # in the order set
    with theme.scaled_for(app.view_size):
        size = table.map_layers.die_size()
        assert size >= 34  # at 1280x720 (30 before: 'tiny')
        assert pip_span(size) >= 17
    assert min(w for _, w in rolling) >= 48  # the rolling die, read as it stops
    app.settings.animation_speed = 1.0
    app.set_language("en")


def test_the_animation_speed_paces_the_roll(app: App) -> None:
    slow, _ = _watch(_rolled(app, 1.0), app)
    app.pop()
    fast, _ = _watch(_rolled(app, 2.0), app)
    app.settings.animation_speed = 1.0
    assert slow[-1] - slow[0] >= 1.6  # before: at once
    assert fast[-1] - fast[0] == pytest.approx((slow[-1] - slow[0]) / 2, abs=0.05)
    assert fast[0] == pytest.approx(DIE_TUMBLE / 2, abs=0.05)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_dice_lie_on_their_own_hex(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    """Once rolled, each hex's row of dice lies on that hex, nearer its middle than any
    other hex's (before: under it, moved off the counts onto its corners and the next
    hex), and over no count."""
    app = sized_app(size)
    table = _rolled(app)
    rolled = table.stage.summon_show
    while not Roll(table, rolled).done():  # every die stopped
        table.update(1 / 60)
    table.draw(app.canvas)
    layers = table.map_layers
    show = table.stage.summon_show
    assert show is not None and layers.dice_rows
    centres = {h: table.view.centre(h) for h in table.state.terrain}
    own = list(dict.fromkeys(show.hexes))
    for h, row in zip(own, layers.dice_rows, strict=True):
        nearest = min(centres, key=lambda c: math.dist(centres[c], row.center))
        assert nearest == h, (h, row)
        assert math.dist(row.center, centres[h]) < 0.6 * table.view.radius
    from scenes.dojo.dice_place import count_boxes

    counts = count_boxes([p[-1] for p in layers.pieces()], layers.badge_radius())
    assert all(row.collidelist(counts) < 0 for row in layers.dice_rows)
