"""Issue 33, Night: the yellow "X's throw hits…" banner covered roof 10 and hid the
ninja standing on it. The banner goes where it hides no roof and no ninja (the top of
the village, else its bottom, in the middle or to a side), faded where none is free."""

from __future__ import annotations

import pygame

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import new_game
from scenes.app import App
from scenes.night import NightScene
from scenes.night.table_view import BANNER_FADED

CANVAS = (1280, 720)


def test_a_throw_s_banner_hides_no_roof_and_no_ninja(app: App) -> None:
    s = new_game(4242, {"players": 3})
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 4242, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.draw(pygame.Surface(CANVAS))
    scene_view = scene.view
    top = min(
        range(len(s.village.buildings)),
        key=lambda b: min(y for _, y in scene_view.roof_outline(b)),
    )  # the roof at the back of the village, under the banner's old place
    s.phase, s.positions = "act", [top, top, None]
    text = "Green ninja's throw hits: 13.0 cm to the roof's centre, the string was 12.7 cm."
    scene.stage.result_text = (text, scene.time + 5)
    canvas = pygame.Surface(CANVAS)
    scene.draw(canvas)
    view, layout = scene.table_view, scene.layout()
    rect = view.banner_rect
    assert rect is not None and layout.map.contains(rect)
    old = rect.copy()
    old.midtop = (layout.map.centerx, layout.map.top)  # where it was drawn before
    busy = view.busy_rects()
    assert old.collidelist(busy) != -1  # it hid the roof at the back and its ninjas
    assert rect.collidelist(busy) == -1


def test_where_every_place_hides_something_the_banner_is_faded(app: App) -> None:
    s = new_game(4242, {"players": 3})
    session = GameSession("night", 4242, dict(s.options), [Seat("human")] * 3, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.draw(pygame.Surface(CANVAS))
    whole = scene.layout().map
    scene.table_view.busy_rects = lambda: [whole]  # type: ignore[method-assign]
    scene.stage.result_text = ("A throw misses.", scene.time + 5)
    scene.draw(pygame.Surface(CANVAS))
    rect, covered = scene.table_view.banner_spot((400, 60), scene.layout())
    assert covered and scene.table_view._banner is not None
    assert scene.table_view._banner[1].get_alpha() == BANNER_FADED


def test_a_throw_s_banner_leaves_the_roof_it_landed_on_in_sight(app: App) -> None:
    """Newcomer Z (s21, EN 1280x720, 128b): with the guide's bubble low on the village,
    the banner went to the top, wide, over roof 2 and Red who had just landed there.
    Where the wide banner would hide the roof landed on, a narrower one, on more lines,
    stands beside it."""
    s = new_game(4242, {"players": 3})
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 4242, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.draw(pygame.Surface(CANVAS))
    view = scene.view
    top = min(
        range(len(s.village.buildings)),
        key=lambda b: min(y for _, y in view.roof_outline(b)),
    )  # the roof at the back of the village
    s.phase, s.positions = "act", [top, None, None]
    layout = scene.layout()
    low = layout.map.copy()
    low.top = layout.map.centery  # the guide's bubble: the village's lower half
    scene.overlays = lambda: [low]  # type: ignore[method-assign]
    scene.stage.throws = [{"seat": 0, "from": 1, "to": top, "success": True}]
    scene.stage.result_hit = True
    text = (
        "Red ninja's grapnel hits roof 2: 14.0 cm to the roof's centre, the string was"
        " 13.6 cm. It landed on the roof, 4.6 cm inside its near edge."
    )
    scene.stage.result_text = (text, scene.time + 5)
    scene.draw(pygame.Surface(CANVAS))
    rect = scene.table_view.banner_rect
    outline = view.roof_outline(top)
    xs, ys = [x for x, _ in outline], [y for _, y in outline]
    roof = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    keep = [roof, view.ninja_body(view.ninja_spot(top, 0))]
    assert rect is not None
    assert rect.collidelist(keep) == -1, (rect, keep)  # fails before: over the roof
    assert not rect.colliderect(low)
