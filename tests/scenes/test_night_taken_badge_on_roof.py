"""The badge of tokens a computer took from a roof stays over that roof and says
'taken' (newcomer D, s22, 137: '1×' and a token's back beside Green 'stays on the map;
I first read it as one more token hidden on this roof'; the N× bubble drifts: newcomer
X, s21, FR 1920x1080, 119, Green's '2×' from roof 7 stood right of Green, over roof 8).
It stands on the roof's top where it is clear of the ninjas, the tokens lying on the
roofs and the roofs' numbers, else over its ninjas' heads, straight above its roof."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import new_game
from scenes.app import App
from scenes.night import NightScene
from scenes.night.computer_seen import taken_badge
from scenes.night.hand_place import roof_number_boxes, roof_token_boxes


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seed", [4242, 7])
def test_the_badge_stands_over_the_roof_it_counts(
    sized_app: object, size: tuple[int, int], seed: int
) -> None:
    app = sized_app(size)  # type: ignore[operator]
    s = new_game(seed, {"players": 3})
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", seed, dict(s.options), seats, s))
    app.push(scene)
    canvas = pygame.Surface(size)
    view = scene.view
    off = []
    for building in range(len(s.village.buildings)):
        for standing in (1, 3):  # the taker alone, or all three there
            s.phase = "act"
            s.positions = [building] * standing + [None] * (3 - standing)
            scene.draw(canvas)
            outline = view.roof_outline(building)
            xs = [x for x, _ in outline]
            bodies = [view.ninja_body(view.ninja_spot(building, k)) for k in range(standing)]
            pill = taken_badge(canvas, view, building, 2, (0, 200, 0), bodies, "2 taken")
            if not min(xs) <= pill.centerx <= max(xs):  # fails before: right of the ninjas
                off.append((building + 1, standing, "beside its roof"))
            if pill.collidelist(bodies) >= 0:
                off.append((building + 1, standing, "over a ninja"))
            if pill.collidelist(roof_token_boxes(view, s.roofs)) >= 0:
                off.append((building + 1, standing, "over a token"))
            if pill.collidelist(roof_number_boxes(view)) >= 0:
                off.append((building + 1, standing, "over a number"))
    assert not off, off


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_badge_says_taken(app: App, lang: str) -> None:
    app.set_language(lang)
    assert app.tr("night.taken.badge", n=2) == {"en": "2 taken", "fr": "2 pris"}[lang]
    app.set_language("en")
