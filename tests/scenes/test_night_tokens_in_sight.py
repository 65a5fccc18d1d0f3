"""Night: a roof's tokens lie where the buildings in front leave them in sight (newcomer
D, s22: roof 4's tokens half hidden behind building 8 on Crossroads, g2; roof 8's left
token behind building 3 on a random village, 08z). In the renderer's order a roof's
tokens are drawn, then every nearer building again over what stands behind it
(scenes/night/depth.py), then the roofs' numbers over the whole village
(table_view.draw): no token's box may lie under a nearer building's picture or under a
roof's number. A token that no building hid lies where it always lay."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.night.village import Village, named_village, random_village, village_names
from scenes import theme
from scenes.night.hand_place import roof_number_boxes
from scenes.night.layout import table_layout
from scenes.night.village_view import TOKEN_SPOTS, TOKEN_SQUASH, VillageView

SIZES = ((1280, 720), (1920, 1080))
RANDOM = (1, 2, 5, 8, 9)
"""Random villages (their seeds) where a building hid a roof's front tokens before."""


def _villages() -> list[tuple[str, Village]]:
    named = [(name, named_village(name)) for name in village_names()]
    return named + [(f"random {s}", random_village(random.Random(s))) for s in RANDOM]


def _view(village: Village, size: tuple[int, int]) -> VillageView:
    theme.set_scale(size[1] / 720)
    return VillageView(village, table_layout(size, village.diameter, 3).map, 3)


def _under_nearer(view: VillageView, building: int, box: pygame.Rect) -> int:
    """How many of `box`'s pixels a building drawn after `building`'s tokens covers."""
    order = [i for kind, i in view.back_to_front if kind == "building"]
    covered = 0
    for nearer in order[order.index(building) + 1 :]:
        picture, where = view.pictures.picture("building", nearer)
        clip = where.clip(box)
        if clip.width and clip.height:
            solid = pygame.mask.Mask(clip.size, fill=True)
            offset = (clip.x - where.x, clip.y - where.y)
            covered += pygame.mask.from_surface(picture).overlap_area(solid, offset)
    return covered


@pytest.mark.parametrize("size", SIZES)
def test_no_token_lies_under_a_building_in_front_or_a_roofs_number(
    app, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    hidden = []
    try:
        for name, village in _villages():
            view = _view(village, size)
            numbers = roof_number_boxes(view)
            d = view.token_size()
            for building in range(len(village.buildings)):
                for k in range(4):  # three lie there at the start, a fourth dropped
                    box = pygame.Rect(0, 0, d, round(d * TOKEN_SQUASH))
                    box.center = view.token_spot(building, k)
                    if _under_nearer(view, building, box) or box.collidelist(numbers) >= 0:
                        hidden.append((name, building + 1, k))
    finally:
        theme.set_scale(1.0)
    assert not hidden, hidden  # fails before: crossroads roof 4's two front tokens, ...


def test_a_token_no_building_hides_lies_where_it_always_lay(app) -> None:  # type: ignore[no-untyped-def]
    """The first four of a roof (a fifth, at the back, lay under the roof's number on
    some roofs: it moves too)."""
    view = _view(named_village("crossroads"), (1280, 720))
    try:
        moved = [
            (building + 1, k)
            for building in range(len(view.village.buildings))
            for k, (dx, dy) in enumerate(TOKEN_SPOTS[:4])
            if view.token_spot(building, k) != view.roof_point(building, dx, dy)
        ]
    finally:
        theme.set_scale(1.0)
    assert moved and {roof for roof, _ in moved} == {4}  # roof 4's, behind roof 8


def test_a_hidden_token_moves_onto_its_own_roof_clear_of_the_mark(app) -> None:  # type: ignore[no-untyped-def]
    """Crossroads' roof 4: its two front tokens move back on its roof, whole on its top,
    apart, and off the string's mark at its centre."""
    view = _view(named_village("crossroads"), (1280, 720))
    try:
        outline = view.roof_outline(3)
        xs, ys = [x for x, _ in outline], [y for _, y in outline]
        top = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        d = view.token_size()
        boxes = []
        for k in range(3):
            box = pygame.Rect(0, 0, d, round(d * TOKEN_SQUASH))
            box.center = view.token_spot(3, k)
            assert top.contains(box), (k, box, top)
            boxes.append(box)
        assert boxes[0].colliderect(boxes[1]) is False
        centre = view.roof_point(3)
        assert all(not box.collidepoint(centre) for box in boxes)
    finally:
        theme.set_scale(1.0)
