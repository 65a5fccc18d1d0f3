"""The Night table as newcomer 62 met it in a real window (issue 33)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.night.rules import NightAction
from scenes.night.words import fixed_order

from .test_night_native import table


def _act(kind: str, *args: str) -> NightAction:
    return NightAction(kind, args)


def test_the_discard_rows_read_in_slot_order() -> None:
    """c27.png: "Discard slot 1, slot 3, slot 2". Slots 1 and 3 were offered before the
    steal filled slot 2, and a row offered since came after the older ones. The
    discards stand together in slot order, after the bonuses and before End the turn,
    however the rules list them (words.fixed_order)."""
    bonus = _act("potion", "0")
    actions = [_act("discard", "2"), _act("end"), _act("discard", "0"), bonus, _act("discard", "1")]
    ordered = fixed_order(actions)
    assert [str(a) for a in ordered] == [
        "potion 0",
        "discard 0",
        "discard 1",
        "discard 2",
        "end",
    ]


def test_the_aiming_ninja_is_drawn_in_front(sized_app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """d-red-hidden.png: Red, sharing a roof with Blue, was hidden behind Blue even
    while aiming. The seat aiming is drawn after every other ninja and roof."""
    from scenes.night.palette import SEAT_COLOURS

    app = sized_app((1280, 720))
    scene = table(app)
    view = scene.view
    order: list[int] = []
    real = view.draw_ninja

    def spy(canvas, seat, feet, colour):  # type: ignore[no-untyped-def]
        order.append(seat)
        return real(canvas, seat, feet, colour)

    monkeypatch.setattr(view, "draw_ninja", spy)
    roofs: list[list[int]] = [[] for _ in view.village.buildings]
    canvas = pygame.Surface(app.window.get_size())
    view.draw(canvas, roofs, [0, 0, 1], list(SEAT_COLOURS), front=0)
    assert order[-1] == 0 and sorted(order) == [0, 1, 2]
    order.clear()
    view.draw(canvas, roofs, [0, 0, 1], list(SEAT_COLOURS))
    assert order[-1] != 0


def test_each_ninja_stands_inside_its_own_roof(sized_app) -> None:  # type: ignore[no-untyped-def]
    """d-which-roof.png: ninjas stood on the back edge of their roof, their base over the
    front wall of the roof behind. Every ninja's base lies inside its own roof's
    outline, however many share it."""
    from scenes.night.village_view import NINJA_BASE_CM, TILT

    app = sized_app((1280, 720))
    scene = table(app)
    view = scene.view
    for building in range(len(view.village.buildings)):
        view.standing = {building: [0, 1, 2]}
        outline = view.roof_outline(building)
        ys = [y for _, y in outline]
        for seat in (0, 1, 2):
            x, y = view.ninja_spot(building, seat)
            depth = NINJA_BASE_CM * view.scale * TILT
            assert min(ys) <= y - depth, (building, seat)
