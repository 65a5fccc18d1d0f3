"""Newcomer E (s5, s17.png, s53.png): a ninja standing at the back edge of its roof was
drawn over the roof behind, looked as if it stood on that roof and hid its tokens. Its
figure is now drawn in from the back edge, as far as keeps its body off the tops of the
roofs behind (scenes/night/depth.py: standing_depth); the rules' positions are the
string's, unchanged."""

from __future__ import annotations

import pygame

from scenes.night import village_view
from scenes.night.depth import depth_order

from .test_night_native import table

SEED_E = 4842407365219052739
"""Newcomer E's game: Ada moved from roof 1 to roof 7 and stood over roof 10's front."""


def _tops(view, roofs) -> pygame.mask.Mask:  # type: ignore[no-untyped-def]
    surface = pygame.Surface(view.rect.size, pygame.SRCALPHA)
    for roof in roofs:
        outline = [(x - view.rect.left, y - view.rect.top) for x, y in view.roof_outline(roof)]
        pygame.draw.polygon(surface, (255, 255, 255, 255), outline)
    return pygame.mask.from_surface(surface)


def _covers(view, mask, feet) -> int:  # type: ignore[no-untyped-def]
    body = view.ninja_body(feet)
    return mask.overlap_area(
        pygame.mask.Mask(body.size, fill=True), (body.x - view.rect.left, body.y - view.rect.top)
    )


def test_ada_on_roof_7_stands_in_its_middle_not_at_roof_10_s_wall(sized_app) -> None:  # type: ignore[no-untyped-def]
    """s17.png: Ada's feet were 1.4 cm in from roof 7's back edge, her body over roof
    10's front wall; she is drawn in the middle of roof 7, in front of its centre line."""
    app = sized_app((1280, 720))
    view = table(app, seed=SEED_E).view
    view.standing, view.lying = {6: [0]}, {}  # no tokens on roof 7 to keep clear of
    b = view.village.buildings[6]
    feet = view.ninja_spot(6, 0)
    back_edge = view.roof_point(6, 0, -b.h / 2)[1]
    centre = view.roof_point(6)[1]
    assert feet[1] >= centre > back_edge + view.scale * village_view.TILT * b.h / 3
    assert feet[0] == view.roof_point(6)[0]  # alone: across, still centred
    assert view.roof_at((feet[0], feet[1] + view.px(2))) == 6
    assert _covers(view, _tops(view, [9]), feet) == 0


def test_ninjas_cover_the_roofs_behind_less_in_newcomer_e_s_village(sized_app) -> None:  # type: ignore[no-untyped-def]
    """Every roof, one to three ninjas on it: their bodies lie over the top of a roof
    farther away (where its tokens and ninjas are) in 5 rows of 33, where no depth on
    their roof keeps them off it, and never more than at the back edge (13 rows)."""
    app = sized_app((1280, 720))
    view = table(app, seed=SEED_E).view
    view.lying = {}  # the roofs bare: the roofs behind alone decide
    order = [index for kind, index in depth_order(view) if kind == "building"]
    now, before = [], []
    for place, roof in enumerate(order):
        behind = _tops(view, order[:place])
        edge = village_view.NINJA_BACK_CM - view.village.buildings[roof].h / 2
        for n in (1, 2, 3):
            view.standing = {roof: list(range(n))}
            feet = [view.ninja_spot(roof, s) for s in range(n)]
            at_edge = [(x, view.roof_point(roof, 0, edge)[1]) for x, _y in feet]
            covered = sum(_covers(view, behind, f) for f in feet)
            covered_before = sum(_covers(view, behind, f) for f in at_edge)
            assert covered <= covered_before, (roof + 1, n)
            now += [(roof + 1, n)] * (covered > 0)
            before += [(roof + 1, n)] * (covered_before > 0)
    assert len(now) == 5 and len(before) == 13, (now, before)
