"""The tokens held up in a hand over the ninja whose turn it is have a tooltip, as a
backpack's do: the name, what it does, and that a hand's token goes back on the roof
unless room is made for it (newcomer J, s11 nc-J/106, 113: a dark gear, a green flask and
a hook floated there unnamed; what a Gears does was said nowhere on the table). A face
the viewer has not seen is named by its colour alone. English and French, 1280x720 and
1920x1080."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.night import NightScene


def table(app: Any) -> tuple[NightScene, list[int]]:
    s = line_state([("collect", "skip")] * 3, round=5)
    held = [give(s, "gears", building=0), give(s, "y5", building=0), give(s, "v3", building=0)]
    s.roofs[0] = []
    s.held = list(held)
    for t in held[:2]:
        s.known[t].add(0)  # the third: face down, unseen by seat 0
    s.known[held[2]].discard(0)
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.draw(app.window)
    return scene, held


def hover(scene: NightScene, k: int) -> pygame.Rect | None:
    spot = scene.stage.hand_spot(scene.state.current_player, k)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, buttons=(0, 0, 0)))
    canvas = scene.app.window
    scene.draw(canvas)
    return scene.table_view.tip.draw(canvas, scene.layout())


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_token_in_the_hand_says_what_it_is(sized_app: Any, lang: str, size: Any) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene, held = table(app)
    tr = app.tr
    tip = scene.table_view.tip
    box = hover(scene, 0)  # fails before: no tooltip over the hand
    assert box is not None and app.window.get_rect().contains(box)
    assert tip.hand_under() == 0
    title, words = tip.hand_lines(0)
    assert title == tr("night.token.gears")
    assert tr("night.tip.gears") in words and tr("night.tip.hand") in words
    assert tr("night.tip.hand.play") in words  # one's own hand: it may be played
    tray = scene.stage.hand_spot(0, 0)
    assert not box.collidepoint(tray)  # beside the token, not over it
    assert hover(scene, 1) is not None
    assert tip.hand_lines(1) == (
        tr("night.named.y5"),
        f"{tr('night.tip.value')} {tr('night.tip.hand')}",
    )
    assert hover(scene, 2) is not None
    title, words = tip.hand_lines(2)
    face = scene.token_face(held[2])
    assert face not in ("v3",) and title == tr(f"night.named.{face}")
    assert tr("night.named.v3") not in title + words  # nothing the viewer has not seen
    app.pop()
    app.set_language("en")


def test_no_hand_tooltip_away_from_the_hand(app: Any) -> None:
    scene, _ = table(app)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), buttons=(0, 0, 0)))
    assert scene.table_view.tip.hand_under() is None
    app.pop()
