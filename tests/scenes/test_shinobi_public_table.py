"""With every person on a phone, the laptop is a public table: every seat an equal panel,
no big bottom panel, no hand row, cards flying to the seat's own panel (newcomer H,
s16, 111/115: 'why is Yuki (seat 1) the big one? It looks like the laptop is Yuki's').
One person at the laptop and the others on phones: the big panel is hers."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App

from .test_shinobi_scene import table


class FakePhones:
    def __init__(self, seats: list[int]) -> None:
        self.seats = seats

    def poll(self) -> None:
        pass

    def close(self) -> None:
        pass

    def linked(self) -> set[int]:
        return set(self.seats)


SEATS = [Seat("human"), Seat("human"), Seat("ai", "hard"), Seat("ai", "hard")]


@pytest.mark.parametrize("mode", ["grasshopper", "grandmaster"])
def test_all_on_phones_draws_every_seat_alike(app: App, mode: str) -> None:
    scene = table(app, list(SEATS), mode)
    scene.attach_phones(FakePhones([0, 1]))
    canvas = pygame.Surface((1920, 1080))
    with theme.scaled_for(canvas.get_size()):
        scene.draw(canvas)
        slots = scene.opponent_slots()
        assert sorted(slots) == [0, 1, 2, 3]  # before: seats 1-3, seat 0 the big panel
        sizes = {rect.size for rect in slots.values()}
        assert len(sizes) == 1, sizes
        rects = list(slots.values())
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        assert scene.hand.rows == 0 and not scene.hand.rects
        for seat in range(4):  # a card given to seat 0 flies to its panel, not the foot
            assert slots[seat].collidepoint(scene.staging.seat_anchor(seat))
            assert slots[seat].collidepoint(scene.staging.clan_anchor(seat))


def test_a_person_at_the_laptop_keeps_her_big_panel(app: App) -> None:
    scene = table(app, list(SEATS))
    scene.attach_phones(FakePhones([1]))
    canvas = pygame.Surface((1920, 1080))
    with theme.scaled_for(canvas.get_size()):
        scene.draw(canvas)
        assert scene.bottom_seat() == 0
        assert sorted(scene.opponent_slots()) == [1, 2, 3]
        own = scene.layout.own
        assert all(own.width > rect.width for rect in scene.opponent_slots().values())
