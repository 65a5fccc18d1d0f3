"""The string in the player's hands is laid out at the village's own scale, in the
throw's direction: set to look as long as the way between two roofs on the screen, it
hits, in every direction (issue 17, section 1). The hands and the map use one
projection, VillageView.screen_vector, at every window size (the table is drawn at the
window's own resolution, issue 15)."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night import data
from ninjas.night.rules import NightAction, new_game
from ninjas.night.village import Building, Village, named_village, random_village, village_names
from scenes import theme
from scenes.app import App
from scenes.night import NightScene
from scenes.night.village_view import VillageView

from .conftest import SIZES

TWO_SIZES = ((1280, 720), (1920, 1080))


def ring() -> Village:
    """A roof in the middle and sixteen around it, one or two floors: every direction."""
    buildings = [Building(26, 26, 8, 8, 1)]
    for k in range(16):
        a = 2 * math.pi * k / 16
        r = 18 + (k % 3) * 4
        buildings.append(
            Building(30 + r * math.cos(a) - 2, 30 + r * math.sin(a) - 2, 4, 4, 1 + k % 2)
        )
    return Village("ring", 60, buildings, [])


def table(app: App, village: Village) -> NightScene:
    s = new_game(7, {"players": 2, "village": "crossroads"})
    s.village = village
    s.roofs = [[] for _ in village.buildings]
    s.roofs[0] = list(range(len(s.kinds)))
    s.positions = [0, 0]
    s.phase, s.first, s.index, s.step = "act", 0, 0, 0
    s.plans = [["move", "move"], ["skip", "skip"]]
    session = GameSession("night", 7, dict(s.options), [Seat("human")] * 2, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    app.apply_scale()  # as the app does before events and frames
    return scene


def aim_at(scene: NightScene, start: int, target: int, kind: str = "move") -> None:
    scene.state.positions[0] = start
    scene.throw = NightAction(kind, (str(target), "0.0"))
    scene.length = 20.0


def drag_to(scene: NightScene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, buttons=(1, 0, 0)))


def villages() -> list[Village]:
    return [named_village(n) for n in village_names()] + [ring()]


@pytest.mark.parametrize("size", TWO_SIZES)
@pytest.mark.parametrize("index", range(len(village_names()) + 1))
def test_a_string_set_to_the_distance_seen_on_screen_hits_in_any_direction(
    sized_app, size: tuple[int, int], index: int
) -> None:
    app = sized_app(size)
    village = villages()[index]
    scene = table(app, village)
    assert app.view_size == size
    view = scene.view
    assert view.rect == scene.layout().map and view.rect.width > size[0] * 0.5
    throws = 0
    for a in range(len(village.buildings)):
        for b in range(len(village.buildings)):
            if not village.reachable(a, b) or village.distance(a, b) > data.MOVE_STRING_MAX:
                continue
            aim_at(scene, a, b)
            # what a player sees: the two roofs' centres, as drawn on the map
            (ax, ay), (bx, by) = view.roof_point(a), view.roof_point(b)
            near, _ = scene.aiming.string_ends()
            drag_to(scene, (round(near[0] + bx - ax), round(near[1] + by - ay)))
            _, far = scene.aiming.string_ends()
            assert math.dist(far, (near[0] + bx - ax, near[1] + by - ay)) < 2.0
            distance = village.distance(a, b)
            assert scene.length == pytest.approx(distance, abs=0.3), (a, b)
            assert village.throw(a, b, scene.length, fist=False, whole=False), (a, b)
            if distance <= data.FIGHT_STRING_MAX:
                assert village.throw(a, b, scene.length, fist=True, whole=True), (a, b)
            throws += 1
    assert throws >= 20


@pytest.mark.parametrize("size", TWO_SIZES)
def test_the_hands_and_the_map_use_one_projection(
    sized_app, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app(size)
    village = ring()
    scene = table(app, village)

    def skewed(self: VillageView, dx: float, dy: float, dz: float = 0.0) -> tuple[float, float]:
        return dx * 7.0 + dy * 1.5, dy * 3.0 - dz * 9.0

    monkeypatch.setattr(VillageView, "screen_vector", skewed)
    view = scene.view
    c = village.diameter / 2
    x, y = view.project(40.0, 12.0, 3.0)
    sx, sy = skewed(view, 40.0 - c, 12.0 - c, 3.0)
    assert (x, y) == (round(view.origin[0] + sx), round(view.origin[1] + sy))
    aim_at(scene, 0, 5)
    scene.length = 11.0
    near, far = scene.aiming.string_ends()
    (ax, ay), (bx, by) = village.centre(0), village.centre(5)
    k = 11.0 / village.distance(0, 5)
    dz = view.roof_height(5) - view.roof_height(0)
    expected = skewed(view, (bx - ax) * k, (by - ay) * k, dz * k)
    assert far[0] - near[0] == pytest.approx(expected[0])
    assert far[1] - near[1] == pytest.approx(expected[1])


@pytest.mark.parametrize("size", SIZES)
def test_the_whole_string_lies_in_the_hands(sized_app, size: tuple[int, int]) -> None:
    """At its full length, in any throw's direction, the string fits its panel, at
    every window size (the hands grow with the village)."""
    app = sized_app(size)
    for village in villages() + [random_village(random.Random(seed)) for seed in range(6)]:
        scene = table(app, village)
        for a in range(len(village.buildings)):
            for b in range(len(village.buildings)):
                if village.reachable(a, b):
                    aim_at(scene, a, b)
                    scene.length = data.MOVE_STRING_MAX
                    area = scene.layout().string_area()
                    for end in scene.aiming.string_ends():
                        assert area.collidepoint(end), (village.name, a, b)
        app.pop()


# ---------------------------------------------------------------- what a player compares
MARK = theme.VERMILION
"""The string's mark (theme.VERMILION): on the string in the hands, and on the map."""


def marks_drawn(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float] | None:
    """The centre of the mark's colour drawn in `rect` (the village), or None."""
    xs: list[int] = []
    ys: list[int] = []
    for y in range(rect.top, rect.bottom, 1):
        for x in range(rect.left, rect.right, 1):
            if tuple(surface.get_at((x, y)))[:3] == MARK:
                xs.append(x)
                ys.append(y)
    return (sum(xs) / len(xs), sum(ys) / len(ys)) if xs else None


def rope_start(scene: NightScene, a: int, b: int) -> tuple[int, int]:
    """Where the rope of a throw from `a` at `b` starts on the map (as it is drawn)."""
    village = scene.state.village
    before = scene.shown()
    d = {
        "seat": 0,
        "action": "move",
        "from": a,
        "to": b,
        "landing": list(village.landing(a, b, village.distance(a, b))),
        "success": True,
    }
    scene.animate = True
    scene.stage.show_rope(d, before)
    assert scene.rope is not None
    start = scene.view.project(*scene.rope.frames[0][0])
    scene.rope, scene.animate = None, False
    return start


@pytest.mark.parametrize("size", TWO_SIZES)
def test_a_string_matched_to_the_map_as_drawn_hits_front_back_and_sideways(
    sized_app, size: tuple[int, int]
) -> None:
    """What a player compares on the map: from where the string is held (the red mark
    drawn at the thrower's feet, where the rope starts) to the centre of the gold roof,
    as drawn. A string dragged to look exactly that long hits, for every pair of roofs
    of every village: front, back, sideways, up and down a floor; the grapnel, and the
    fist (wholly on the roof) within the fighting string. Before, the rope started from
    the ninja's hand, 1.5 cm above its roof, and nothing marked the roof's centre under
    the ninja: matched from there, throws toward the eye came out long and throws away
    from it short (crossroads, the fist: 32 of 36 hits in depth)."""
    app = sized_app(size)
    errors: dict[str, list[float]] = {"front": [], "back": [], "across": []}
    kinds: set[tuple[str, int]] = set()
    hits = throws = 0
    for village in villages():
        scene = table(app, village)
        view = scene.view
        for a in range(len(village.buildings)):
            for b in range(len(village.buildings)):
                distance = village.distance(a, b)
                if not village.reachable(a, b) or distance > data.MOVE_STRING_MAX:
                    continue
                aim_at(scene, a, b)
                start = rope_start(scene, a, b)
                outline = scene.view.roof_outline(b)
                gold = (
                    sum(x for x, _ in outline) / len(outline),
                    sum(y for _, y in outline) / len(outline),
                )
                if (a + b) % 7 == 0:  # the mark as drawn on the map: where the rope starts
                    scene.draw(app.canvas)
                    around = pygame.Rect(0, 0, view.px(24), view.px(24))
                    around.center = start
                    drawn = marks_drawn(app.canvas, around.clip(view.rect))
                    assert drawn is not None and math.dist(drawn, start) <= 1.5, (a, b)
                near, _ = scene.aiming.string_ends()
                drag_to(
                    scene,
                    (round(near[0] + gold[0] - start[0]), round(near[1] + gold[1] - start[1])),
                )
                (ax, ay), (bx, by) = village.centre(a), village.centre(b)
                way = "across" if abs(bx - ax) >= abs(by - ay) else "front" if by > ay else "back"
                errors[way].append(scene.length - distance)
                kinds.add((way, village.buildings[b].floors - village.buildings[a].floors))
                fist = distance <= data.FIGHT_STRING_MAX
                throws += 1 + fist
                hits += village.throw(a, b, scene.length, fist=False, whole=False)
                hits += fist and village.throw(a, b, scene.length, fist=True, whole=True)
        app.pop()
    assert {way for way, _ in kinds} == {"front", "back", "across"}
    assert {rise for _, rise in kinds} == {-1, 0, 1}
    assert hits == throws, f"{hits} of {throws} throws hit"
    for way, found in errors.items():  # no bias toward or away from the eye
        assert abs(sum(found) / len(found)) < 0.15, (way, sum(found) / len(found))
        assert max(abs(e) for e in found) < 0.35, way
