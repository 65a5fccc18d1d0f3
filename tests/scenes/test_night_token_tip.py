"""Issue 33, Night: a backpack's token under the pointer has a tooltip naming it and
saying what it does and, for a bonus of one's own, how to play it; it tells nothing the
screen may not show. The Gears picture reads at its 26 px on the table."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import INJURY
from scenes.app import App
from scenes.night import NightScene, art

CANVAS = (1280, 720)


def table(app: App) -> tuple[NightScene, list[int]]:
    s = line_state([("collect", "skip")] * 3, round=5)
    tokens = [give(s, "gears", seat=0), give(s, "v2", seat=0), give(s, "kunai", seat=1)]
    s.backpacks[0][2] = INJURY
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.draw(pygame.Surface(CANVAS))
    return scene, tokens


def hover(scene: NightScene, seat: int, slot: int) -> pygame.Rect | None:
    spot = scene.layout().slot_rect(seat, slot).center
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, buttons=(0, 0, 0)))
    canvas = pygame.Surface(CANVAS)
    scene.draw(canvas)
    return scene.table_view.tip.draw(canvas, scene.layout())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bonus_in_my_backpack_says_what_it_is_and_how_to_play_it(app: App, lang: str) -> None:
    app.set_language(lang)
    scene, _ = table(app)
    tr = app.tr
    assert scene.viewer == 0
    box = hover(scene, 0, 0)
    assert box is not None and box.colliderect(pygame.Rect(0, 0, *CANVAS))
    title, words = scene.table_view.tip.lines(0, 0)
    assert title == tr("night.token.gears")
    assert tr("night.tip.gears") in words
    row = tr("night.act.play", token=tr("night.token.gears"))
    assert tr("night.tip.play", row=row) in words  # "from the list of choices: 'Play Gears…'"
    # newcomer E (s5) lost a tie on the bonuses used, unwarned by the Potion's row or tip
    assert tr("night.tip.tie") in words
    assert ("tie" if lang == "en" else "égalité") in tr("night.tip.tie")
    assert scene.table_view.tip.lines(0, 1) == (tr("night.named.v2"), tr("night.tip.value"))
    assert scene.table_view.tip.lines(0, 2)[0] == tr("night.tip.injury.title")
    assert scene.table_view.tip.lines(0, 3) == ("", "")  # an empty pocket: no tooltip
    app.set_language("en")


def test_another_s_face_down_token_is_named_by_its_colour_alone(app: App) -> None:
    scene, (_, _, kunai) = table(app)
    assert scene.token_face(kunai) == "pink"  # seat 0 has not seen it
    assert hover(scene, 1, 0) is not None
    title, words = scene.table_view.tip.lines(1, 0)
    assert (title, words) == (app.tr("night.named.pink"), app.tr("night.tip.hidden"))
    tr = app.tr
    assert tr("night.token.kunai") not in title + words


def test_no_tooltip_away_from_the_backpacks(app: App) -> None:
    scene, _ = table(app)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), buttons=(0, 0, 0)))
    assert scene.table_view.tip.draw(pygame.Surface(CANVAS), scene.layout()) is None


def test_the_gears_picture_is_dark_enough_to_read_at_26_px() -> None:
    """A pale grey gear on the cream plate: 2% of the picture was dark at 26 px, and the
    newcomer had to zoom to see gears. One big dark gear now: over 15%."""
    picture = art.token("gears", 26)
    assert picture is not None
    dark = sum(
        1
        for x in range(26)
        for y in range(26)
        if picture.get_at((x, y)).a > 200 and sum(picture.get_at((x, y))[:3]) / 3 < 110
    )
    assert dark / 26**2 > 0.15
