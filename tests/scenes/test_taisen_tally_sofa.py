"""Newcomer J (s11, nc-J/127b, 131_m): the combat's tally drawn on the tile, its chips
40x24 with 13 px numbers, was tiny at 1280x720 and sat against the stacks. Now its
numbers stand 15 px at 1280x720 and it keeps clear of the cards beside it."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.taisen import layout as L
from scenes.taisen import tally
from tools.cap_heights import cap_height

from .conftest import Driver
from .test_taisen_hint_risk import at

FIGHTS = [  # a combat of three fights on tile 5, one on tile 3
    (5, "P2", "S1", 2, 1, "wolf"),
    (5, "S3", "S1", 3, 1, "monkey"),
    (5, "S2", "R3", 2, 3, "wolf"),
    (3, "P1", "R2", 1, 2, "monkey"),
    (4, "S3", "P2", 3, 2, "monkey"),
]


def test_the_chips_numbers_read_from_a_sofa() -> None:
    pixels = round(round(tally.DIGITS) * 0.74)  # theme._font at 1280x720
    assert cap_height("3", "body", pixels) >= 17.0  # (15 'tiny', newcomer E, s15, 168)
    assert tally.CHIP_H >= 30


def test_a_losers_number_stands_whole_over_its_strike(app: App) -> None:
    """The loser's chip is struck and darkened, its number drawn over the line, greyed
    with a dark edge (newcomer E, s15, 168: the struck numbers read worst)."""
    with theme.scaled_for((1280, 720)):
        L.configure((1280, 720))
        chip = tally._chip_picture(12, 3, "lose", L.SCALE, (40, 110, 70))
    colours = {
        tuple(chip.get_at((x, y)))[:3]
        for x in range(chip.get_width())
        for y in range(chip.get_height())
    }
    assert tally.LOSER_DIGITS in colours


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_tally_keeps_clear_of_the_stacks(sized_app, size) -> None:  # type: ignore[no-untyped-def]
    app: App = sized_app(size)
    ui = Driver(app)
    scene = at(app, ui, "-/R1R3P3/S1S2/P1/-/r3/-/p2p1p3/-/s3r1/jr2 m r1g1b1 -")
    view = scene.view
    for pos, monkey, wolf, ms, ws, result in FIGHTS:
        data = {"pos": pos, "monkey": monkey, "wolf": wolf}
        view.tallies.add(
            pos, {**data, "monkey_strength": ms, "wolf_strength": ws, "result": result}
        )
    ui.step()
    road = pygame.Rect(0, L.ROAD_Y - L.ROAD_H // 2, L.CANVAS_W, L.ROAD_H)
    gap = L.px(tally.CLEAR) - 1
    cards = [view.visible_rect(card) for card in view.order]
    rects = view.tallies.rects(view.stacks)
    # inside its tile: tallies side by side stay apart (in a real window they met)
    assert all(rect.width < L.COLUMNS[3].width for rect in rects)
    assert not any(a.colliderect(b) for a in rects for b in rects if a is not b)
    for pos in view.tallies.fights:
        rect = view.tallies.rect(pos, view.stacks)
        assert rect.colliderect(L.COLUMNS[pos]) and not rect.colliderect(road)
        near = rect.inflate(0, 2 * gap)
        assert not any(card is not None and near.colliderect(card) for card in cards), pos


@pytest.mark.parametrize("card", [12, 13])  # Wolf cards (the Monkey's have a light edge)
def test_a_strips_number_reads_down_a_stack(app: App, card: int) -> None:
    """What a covered card shows is its strip: its number 17 px tall at least at
    1280x720, inside the strip (newcomer E, s15, 168: 'stacks of 4-5 strips: numbers
    ~14 px')."""
    from scenes.taisen import card_art as art

    with theme.scaled_for((1280, 720)):
        face = art.card_surface(card)
    digits = range(36, 57)  # a Wolf card's number: left of its symbol, at the right
    ink = [
        y for y in range(art.STRIP_H + 8) if any(sum(face.get_at((x, y))[:3]) > 600 for x in digits)
    ]
    assert ink and ink[-1] - ink[0] + 1 >= 17  # 16 before: the digits 15.9 px
    assert ink[-1] < art.STRIP_H  # whole in the strip, never under the next card
