"""Newcomer L, s17, L135-L138: a move landing on enemies previewed 'Combat!' only; the
fight goes through the whole enemy stack, top card first (RULINGS section 1), and her
Rock 3 beat a Rock 1 then died to the Paper 2 under it. The preview's words name whom
the move meets, top first; its 'Combat!' tag slides off the kept trail's badges
('Combat!rd' over the computer's '3rd', L136)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.taisen import layout as L
from scenes.taisen import overlays

from .conftest import Driver
from .test_taisen_hint_risk import at

MEETS = {
    "en": "Rock 3 to tile 6. You meet 3 ninjas, the top one first: Rock 1, Paper 2, Scissors 1.",
    "fr": "Pierre 3 sur la tuile 6. Vous affrontez 3 ninjas, celui du dessus d'abord\u00a0: "
    "Pierre 1, Feuille 2, Ciseaux 1.",
}


def _landing(scene, dst: int):  # type: ignore[no-untyped-def]
    """The preview of the blue die's move that lands on `dst` (the Rock 3's)."""
    found = [scene.guidance.preview(a) for a in scene.selection.moves if a.die == 2]
    (preview,) = [p for p in found if p is not None and p.dst == dst]
    return preview


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_preview_names_the_whole_stack_met_top_first(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = at(app, ui, "J/-/-/R3/-/-/s1p2r1/-/-/-/j m b3 -")
    preview = _landing(scene, 6)
    assert preview.combat
    words, _ = scene.prompt(preview)
    assert words == MEETS[lang], words


def test_no_meeting_said_where_the_move_lands_on_no_enemy(app: App, ui: Driver) -> None:
    scene = at(app, ui, "J/-/-/R3/-/-/-/-/-/s1p2r1/j m b3 -")
    preview = _landing(scene, 6)
    assert not preview.combat
    assert "meet" not in scene.prompt(preview)[0]


def test_the_combat_tag_slides_off_a_trail_badge(app: App) -> None:
    rect = pygame.Rect(0, 0, L.px(70), L.px(24))
    rect.center = L.COLUMNS[6].centerx, L.ROAD_Y - L.px(30)
    badge = pygame.Rect(0, 0, L.px(40), L.px(26))
    badge.midleft = rect.right - L.px(12), rect.centery  # under the tag's right end
    placed = overlays.clear_of(rect, [badge], L.COLUMNS[6].width)
    assert not placed.colliderect(badge) and placed.centery == rect.centery
    assert abs(placed.centerx - rect.centerx) <= L.COLUMNS[6].width
    assert overlays.clear_of(rect, [], 100) == rect
