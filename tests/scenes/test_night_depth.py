"""Issue 33, Night: the tokens of the roof behind were drawn over a ninja standing at the
back edge of the roof in front (a token on his chest, on his head: newcomer 66,
crop-f12.png, crop-36.png), and a ninja at the back of a roof stood above its ridge, as
if floating. A frame now draws in depth order (scenes/night/depth.py): each ninja after
the roofs and tokens behind it; the ridge runs where the ninjas stand; and a pool of
the seat's colour lies on the roof it stands on."""

from __future__ import annotations

import pygame

from scenes.night import village_view
from scenes.night.palette import SEAT_COLOURS

from .test_night_native import table


def _front_and_back(view):  # type: ignore[no-untyped-def]
    """A roof whose ninja (seat 1) stands before most of a token of a roof behind it: (the roof,
    the roof behind, the token's place on it)."""
    buildings = view.village.buildings
    d = view.token_size()
    for front in range(len(buildings)):
        for back in range(len(buildings)):
            if buildings[back].y + buildings[back].h >= buildings[front].y:
                continue
            for k in range(3):  # (seat 1 alone there, k + 1 tokens behind: as drawn)
                view.standing, view.lying = {front: [1]}, {back: k + 1}
                body = view.ninja_body(view.ninja_spot(front, 1))
                box = pygame.Rect(0, 0, d // 2, d // 3)
                box.center = view.token_spot(back, k)
                clip = body.clip(box)
                if clip.width * clip.height * 4 >= box.width * box.height * 3:  # most of it
                    return front, back, k
    raise AssertionError("no ninja stands before another roof's token in this village")


def test_a_ninja_in_front_is_drawn_over_the_tokens_of_the_roof_behind(
    sized_app, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    app = sized_app((1280, 720))
    # where it can, a ninja now stands clear of the tokens behind (test_night_clear_behind):
    # here it stands where it must, before one, at its roof's back edge, as a roof too
    # small to step aside makes it (roof 6's tokens, under Blue on roof 9 in newcomer
    # 66's village, now lie where building 9 leaves them seen: token_spots.py)
    monkeypatch.setattr(
        village_view, "standing_depth", lambda view, b, offsets, depths, *_: (depths[0], 0.0)
    )
    view = table(app, seed=4242).view  # newcomer 66's village
    front, back, k = _front_and_back(view)
    size = app.window.get_size()
    ninja, token_too, bare = (pygame.Surface(size) for _ in range(3))
    where = [None, front, None]
    roofs: list[list[int]] = [[] for _ in view.village.buildings]
    roofs[back] = [1] * (k + 1)  # the tokens before it on its roof, hidden (1)
    hidden = [1]
    faces = ["v3", "pink"]
    view.draw(ninja, roofs, where, list(SEAT_COLOURS), faces=faces, hidden=hidden)
    view.draw(bare, roofs, [None] * 3, list(SEAT_COLOURS), faces=faces, hidden=hidden)
    roofs[back][k] = 0
    view.draw(token_too, roofs, where, list(SEAT_COLOURS), faces=faces, hidden=hidden)
    spot = view.token_spot(back, k)
    d = view.token_size()
    covered, seen = 0, 0
    for x in range(spot[0] - d // 3, spot[0] + d // 3):
        for y in range(spot[1] - d // 4, spot[1] + d // 4):
            if ninja.get_at((x, y)) != bare.get_at((x, y)):  # the ninja's own pixels
                covered += 1
                a, b = token_too.get_at((x, y)), ninja.get_at((x, y))
                seen += any(abs(p - q) > 16 for p, q in zip(a, b, strict=True))
    # before: the token drawn again, whole, on a plate over the ninja (all of it seen);
    # now only a shade through the soft edges of the ninja's picture
    assert seen <= covered // 10, (seen, covered)
    assert covered > d * d // 8  # the ninja stands before most of the token


def test_the_ridge_runs_where_the_ninjas_stand(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The roof picture's ridge lies NINJA_BACK_CM from the back (the ninjas' feet);
    at 2/5 of the roof, a ninja at the back stood on the far slope, above the ridge."""
    roof = pygame.Surface((200, 100))
    rows: list[int] = []
    monkeypatch.setattr(village_view, "_ridge_picture", lambda _r, ridge, _u: rows.append(ridge))
    village_view._shade_roof(roof, 1.0, 17)
    village_view._shade_roof(roof, 1.0)
    assert rows == [17, 40]


def test_the_ninjas_feet_are_never_above_the_ridge_of_a_drawn_roof(sized_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = sized_app((1280, 720))
    view = table(app).view
    rows: list[int] = []
    real = village_view._shade_roof
    monkeypatch.setattr(
        village_view,
        "_shade_roof",
        lambda r, u, ridge=None: (rows.append(ridge), real(r, u, ridge)),
    )
    surface = pygame.Surface(view.rect.size, pygame.SRCALPHA)
    view.draw_building(surface, 0, lambda p: p)
    (ridge,) = rows
    b = view.village.buildings[0]
    back = view.project(b.x, b.y, view.roof_height(0))[1]
    over = max(2, round(view.scale * 0.35))
    feet = view.ninja_spot(0, 0)[1]
    # on the ridge or in front of it (drawn in the roof's middle: newcomer E, s5),
    # never above it
    assert back - over + ridge - 1 <= feet


def test_a_pool_of_the_seat_s_colour_lies_on_the_roof_it_stands_on(sized_app) -> None:
    app = sized_app((1280, 720))
    view = table(app).view
    roofs: list[list[int]] = [[] for _ in view.village.buildings]
    size = app.window.get_size()
    bare, standing = pygame.Surface(size), pygame.Surface(size)
    view.draw(bare, roofs, [None] * 3, list(SEAT_COLOURS))
    view.draw(standing, roofs, [None, 0, None], list(SEAT_COLOURS))
    x, y = view.ninja_spot(0, 1)
    base = round(village_view.NINJA_BASE_CM * view.scale * village_view.TILT)
    below = (x, y + base + view.px(3))  # on the roof, in front of the base
    assert view.roof_at(below) == 0
    before, after = bare.get_at(below), standing.get_at(below)
    assert after != before
    assert after.b - before.b > after.r - before.r  # Blue's colour (seat 1)


def test_a_tree_never_hides_what_lies_on_a_roof(sized_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The trees stay the still layer's: drawn again over the tokens, a tree in front of
    roof 7 hid its tokens in the guided game (night_tutorial-1280x720-en.png)."""
    app = sized_app((1280, 720))
    view = table(app, seed=4242).view
    assert view.village.trees
    covered: list[str] = []
    real = view.pictures.cover
    monkeypatch.setattr(
        view.pictures,
        "cover",
        lambda c, kind, i, drawn: (covered.append(kind), real(c, kind, i, drawn)),
    )
    roofs = [[0, 1, 2] for _ in view.village.buildings]
    view.draw(pygame.Surface(app.window.get_size()), roofs, [0, 1, 2], list(SEAT_COLOURS))
    assert covered and set(covered) == {"building"}
