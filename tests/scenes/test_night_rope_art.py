"""The thrown rope, the rope lying after a throw and the string held in the hands are
the hemp rope's picture (art.rope, fx_rope), as the Grappling Hook's rope is: drawn by
one function (NightScene._draw_rope_line) along the very lines the plain lines had (the
string's ends are the rules' measure; the rope less what buildings in front hide), a
line again when the picture is missing, and laid out once while it lies still (the
kept layouts and turned pieces are bounded)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightAction, new_game
from ninjas.night.village import Building, Village
from scenes.app import App
from scenes.night import NightScene, art
from scenes.night.palette import STRING_COLOUR
from scenes.night.rope_view import MARK_RADIUS, ROPE_WIDTH, RopeShow

DEPTH = [
    Building(5, 5, 8, 8, 1),
    Building(40, 5, 8, 8, 1),
    Building(20, 14, 8, 8, 3),
    Building(5, 40, 8, 8, 1),
]
"""Roofs 0 and 1 side by side, a taller building (2) in front of the way between them;
3 holds the tokens."""


def table(app: App) -> NightScene:
    s = new_game(7, {"players": 2, "village": "crossroads"})
    s.village = Village("depth", 60, DEPTH, [])
    s.roofs = [[], [], [], list(range(len(s.kinds)))]
    s.positions = [0, 3]
    s.phase, s.first, s.index, s.step, s.round = "act", 0, 0, 0, 1
    s.plans = [["move", "skip"], ["skip", "skip"]]
    session = GameSession("night", 7, dict(s.options), [Seat("human")] * 2, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    app.apply_scale()
    return scene


def thrown(scene: NightScene, landed: bool) -> None:
    """The rope of a throw from roof 0 at roof 1, in the air or lying."""
    village = scene.state.village
    before = scene.shown()
    d = {
        "seat": 0,
        "action": "move",
        "from": 0,
        "to": 1,
        "landing": list(village.landing(0, 1, village.distance(0, 1))),
        "success": True,
    }
    scene.stage.show_rope(d, before)
    rope = scene.rope
    assert rope is not None
    rope.age = (len(rope.frames) + 1 if landed else len(rope.frames) // 2) / 30.0
    assert rope.down == landed


def draw_rope(scene: NightScene, canvas: pygame.Surface, rope: RopeShow) -> None:
    """The rope drawn as the table draws it in the air (with its mark)."""
    mark = scene.layout().px(MARK_RADIUS)
    scene.stage.painter.draw(canvas, scene.view, scene.state.village, rope, mark)


def recorded(monkeypatch: pytest.MonkeyPatch) -> list[tuple[list[tuple[int, int]], int]]:
    calls: list[tuple[list[tuple[int, int]], int]] = []
    real = art.rope

    def rope(canvas: pygame.Surface, points: list[tuple[int, int]], width: int) -> bool:
        calls.append((list(points), width))
        return real(canvas, points, width)

    monkeypatch.setattr(art, "rope", rope)
    return calls


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_string_in_the_hands_is_the_rope_picture_between_its_very_ends(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene = table(app)
    scene.throw = NightAction("move", ("1", "0.0"))
    scene.length = 17.3
    calls = recorded(monkeypatch)
    scene.draw(app.window)
    near, far = scene.aiming.string_ends()
    ends = [(round(near[0]), round(near[1])), (round(far[0]), round(far[1]))]
    assert calls == [(ends, scene.view.px(ROPE_WIDTH))]


@pytest.mark.parametrize("landed", [False, True])
def test_the_thrown_and_the_lying_rope_are_the_picture_less_what_is_in_front(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, landed: bool
) -> None:
    app = sized_app((1920, 1080))
    scene = table(app)
    thrown(scene, landed)
    assert scene.rope is not None
    pieces = scene.stage.painter.pieces(scene.view, scene.rope)
    if landed:  # lying on the two roofs, hidden where the taller building stands
        assert len(pieces) >= 2
    calls = recorded(monkeypatch)
    draw_rope(scene, app.window, scene.rope)
    assert calls == [(piece, scene.view.px(ROPE_WIDTH)) for piece in pieces]


def test_without_the_picture_the_string_is_a_plain_line(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1920, 1080))
    scene = table(app)
    scene.throw = NightAction("move", ("1", "0.0"))
    scene.length = 20.0
    real = art.picture
    monkeypatch.setattr(art, "picture", lambda name: None if name == "fx_rope" else real(name))
    scene.draw(app.window)
    near, far = scene.aiming.string_ends()
    middle = (round((near[0] + far[0]) / 2), round((near[1] + far[1]) / 2))
    assert tuple(app.window.get_at(middle))[:3] == STRING_COLOUR
    thrown(scene, landed=True)
    assert scene.rope is not None
    draw_rope(scene, app.window, scene.rope)  # no picture, no failure: lines
    monkeypatch.setattr(art, "picture", real)
    scene.draw(app.window)
    assert tuple(app.window.get_at(middle))[:3] != STRING_COLOUR  # the picture's hemp


def test_a_rope_lying_still_is_laid_out_once_and_what_is_kept_is_bounded(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1920, 1080))
    scene = table(app)
    thrown(scene, landed=True)
    assert scene.rope is not None
    laid: list[int] = []
    real = art._lay_rope

    def lay(points: tuple[tuple[int, int], ...], width: int) -> Any:
        laid.append(width)
        return real(points, width)

    monkeypatch.setattr(art, "_lay_rope", lay)
    art._ropes.clear()  # not laid out by an earlier test
    for _ in range(5):
        draw_rope(scene, app.window, scene.rope)
    assert len(laid) == len(
        scene.stage.painter.pieces(scene.view, scene.rope)
    )  # each piece once, not a frame
    scene.throw = NightAction("move", ("1", "0.0"))
    for k in range(200):  # a string dragged through many lengths
        scene.length = 5.0 + k * 0.17
        scene.aiming.draw(app.window, scene.layout())
    assert len(art._ropes) <= art.ROPES_KEPT
    assert len(art._pieces) <= art.PIECES_KEPT
