"""A throw's battle tray in one row where that is the smaller and hides less of the board
(issue 33, newcomer Z, s21, Dojo FR 1920x1080, 21-hint-def: Blue's shuriken at her Dojo
on the map's top edge, four cards to lay; the tall tray, its second line holding Blue's
one card, covered the map's lower-left third and her ninja there). Now one row along the
map's foot: the top two thirds of the board seen, the fought hexes and both Dojos clear.
Her game, kept (tests/support/recorded/dojo_hint_deckout_z.json), at 22 actions; EN and
FR, 1280x720 and 1920x1080."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene

from .test_dojo_battle_tray_place import _hex_box

RECORD = Path(__file__).resolve().parents[1] / "support" / "recorded" / "dojo_hint_deckout_z.json"


def z_game(app: App, actions: int) -> DojoScene:
    """Newcomer Z's game after its first `actions`, her seat at the table."""
    kept = json.loads(RECORD.read_text(encoding="utf-8"))
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "hard")], kept["seed"], kept["options"], autosave=False
    )
    for action in kept["actions"][:actions]:
        session.apply(action)
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_throw_at_a_dojo_on_the_top_edge_lies_in_one_row_along_the_foot(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = z_game(app, 22)
    state, tray = scene.state, scene.stage.tray
    assert state.phase == "lay" and tray is not None and tray.source is not None
    scene.draw(pygame.Surface(app.view_size))
    view, area = scene.tray_view, scene.layout.map
    rect = view.rect
    # before: the tall tray, 610x302 of a 830x630 map at 1280x720 (915x453 at 1920x1080)
    assert view.compact, rect
    assert rect.height < 0.33 * area.height, rect
    assert rect.bottom > area.centery  # along the foot: the fight is at the top
    for h in [tray.hex, tray.source, *(d for d in state.dojos if d is not None)]:
        assert not rect.colliderect(_hex_box(scene, h)), h
    cards = [r for r, _ in view.layout.pool]
    assert len(cards) == 4 and all(rect.contains(r) for r in cards)
    app.pop()
