"""CI time (s14): a replay builds a new village view at each step, and each view drew
every building again alone on a surface the size of the village to cut out its picture
(scenes/night/depth.py, about 4 ms a building). Those pictures are now kept for every
view of the same village at the same size (depth.DRAWN), the same pixels."""

from __future__ import annotations

import pygame

from ninjas.night.village import named_village
from scenes.night import depth
from scenes.night.village_view import VillageView


def _pictures(view: VillageView) -> list[tuple[bytes, pygame.Rect]]:
    return [
        (pygame.image.tobytes(picture, "RGBA"), box)
        for picture, box in (view.pictures.picture(k, i) for k, i in view.back_to_front)
    ]


def test_a_second_view_of_the_village_at_its_size_draws_no_building_again(
    monkeypatch,
) -> None:  # type: ignore[no-untyped-def]
    pygame.init()
    drawn: list[tuple[str, int]] = []
    building, tree = VillageView.draw_building, VillageView.draw_tree

    def draw_building(self, surface, index, at, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(("building", index))
        building(self, surface, index, at, **kwargs)

    def draw_tree(self, surface, index, at):  # type: ignore[no-untyped-def]
        drawn.append(("tree", index))
        tree(self, surface, index, at)

    monkeypatch.setattr(VillageView, "draw_building", draw_building)
    monkeypatch.setattr(VillageView, "draw_tree", draw_tree)
    depth.DRAWN.clear()
    village = named_village("crossroads")
    things = len(village.buildings) + len(village.trees)
    first = _pictures(VillageView(village, pygame.Rect(0, 0, 700, 450)))
    assert len(drawn) == things
    # the next step's table: the same village at the same size, elsewhere on the canvas
    again = _pictures(VillageView(named_village("crossroads"), pygame.Rect(40, 30, 700, 450)))
    assert len(drawn) == things  # nothing drawn again
    assert [p for p, _ in again] == [p for p, _ in first]
    assert [box for _, box in again] == [box.move(40, 30) for _, box in first]
    # the same pixels as a view that draws them itself
    depth.DRAWN.clear()
    fresh = _pictures(VillageView(village, pygame.Rect(40, 30, 700, 450)))
    assert len(drawn) == 2 * things
    assert fresh == again
    # another size draws them again
    _pictures(VillageView(village, pygame.Rect(0, 0, 600, 400)))
    assert len(drawn) == 3 * things
