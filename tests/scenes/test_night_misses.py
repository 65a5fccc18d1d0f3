"""Issue 33 (Night): a miss is unmistakable on the village, not only in the log. The
result over the village says "missed" in its own colour, and a landed grapnel or fist
lies where it reads as the rules judged it: a hit on the roof it hit, a miss off it."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import line_state, scene_of

from ninjas.night.rules import NightState
from scenes import theme
from scenes.app import App
from scenes.night import NightScene, rope_view
from scenes.night.palette import MISS_INK


def crafted(plans: list[tuple[str, str]], positions: tuple[int, ...] = (0, 2, 3)) -> NightState:
    return line_state(plans, positions)


def land(scene: NightScene) -> None:
    for _ in range(600):
        if scene.rope is None or scene.rope.told:
            break
        scene.update(1 / 60)


def test_a_grapnel_that_only_catches_the_edge_is_drawn_on_the_roof_it_hit(app: App) -> None:
    """Roof 1 spans x 20..30 from the mark at x 5: a 14.0 cm string lands the
    grapnel's centre at x 19, 1 cm before the roof, and its 1.5 cm circle overlaps it:
    a hit. It was drawn there, on the building's front wall, and read as a miss."""
    s = crafted([("move", "skip")] * 3)
    scene = scene_of(app, s)
    scene.play("move 1 14.0")
    assert s.positions[0] == 1  # the rules: a hit
    assert scene.rope is not None
    x, _, z = scene.rope.frames[-1][-1]
    assert 20.0 < x < 30.0, x  # on roof 1
    assert z > 2.0  # up on the roof, not on the ground below it


def test_a_fist_hanging_over_the_edge_is_drawn_off_the_roof_it_missed(app: App) -> None:
    """A 15.5 cm fighting string lands the fist's centre at x 20.5, on roof 1, but the
    fist is not wholly on it: a miss, drawn as if it lay on the roof."""
    s = crafted([("attack", "skip")] * 3, positions=(0, 1, 3))
    scene = scene_of(app, s)
    scene.play("attack 1 15.5")
    assert s.injuries(1) == 0 and s.injuries(0) == 1  # the rules: a miss
    assert scene.rope is not None
    x, _, _ = scene.rope.frames[-1][-1]
    assert x < 20.0, x  # off roof 1, on its near side


def test_a_miss_is_said_missed_in_its_own_colour_and_a_hit_in_gold(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The banner stayed gold and never said "missed"; the grapnel of a miss, once
    told, wears a vermilion cross where it lies."""
    canvas = pygame.Surface((1280, 720))
    crosses: list[tuple[int, int]] = []
    monkeypatch.setattr(rope_view, "draw_miss", lambda _c, _v, tip: crosses.append(tip))
    for length, hit in (("12.0", False), ("20.0", True)):
        s = crafted([("move", "skip")] * 3)
        scene = scene_of(app, s)
        scene.play(f"move 1 {length}")
        land(scene)
        result = scene.stage.result_text
        assert result is not None and scene.stage.result_hit is hit
        assert ("missed" in result[0]) is not hit and ("hits" in result[0]) is hit
        scene.draw(canvas)
        banner = scene.table_view._banner
        assert banner is not None
        colours = {
            banner[1].get_at((x, y))[:3]
            for x in range(banner[1].get_width())
            for y in range(banner[1].get_height())
        }
        assert (theme.VERMILION in colours) is not hit
        assert (MISS_INK in colours) is not hit
        assert (theme.GOLD in colours) is hit
        assert bool(crosses) is not hit
        crosses.clear()
        app.pop()
    app.set_language("fr")
    try:
        text = app.tr("night.result.miss", name="N", distance="1", length="2")
        assert "raté" in text
    finally:
        app.set_language("en")
