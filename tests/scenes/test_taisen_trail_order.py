"""The order of the computer's moves on its trail (newcomer Y, s13, 019: blue 9 to 6,
then green 6 to 3 from where the blue ended, and red 8 to 7: 'Hard to read which die
moved what first'). Each move's trail carries its number, 1 for the first played,
on its own lane, apart from the dice, the tallies and the other numbers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from ninjas.taisen import from_notation
from scenes import theme
from scenes.taisen import card_art as art
from scenes.taisen import layout as L
from scenes.taisen import trail
from scenes.taisen.board_view import BoardView

from .test_taisen_scene import table  # noqa: F401

Y_TURN = [(1, 8, 7, 0, 1), (1, 9, 6, 2, 3), (1, 6, 3, 1, 3)]
"""Y's 019: the Wolf's red 1 from 8 to 7, blue 3 from 9 to 6, green 3 from 6 to 3."""
POSITION = "JS3/R2P2P3/-/p2r1p1/S2R1S1/p3/s1/s3/-/r3/j m r1g1b2 -"


@pytest.fixture(autouse=True)
def design_size_after() -> Iterator[None]:
    yield
    L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720
    theme.set_scale(1.0)


def board(size: tuple[int, int]) -> None:
    pygame.init()
    L.configure(size)
    theme.set_scale(L.SCALE)
    BoardView("en").rebuild(from_notation(POSITION, 1))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_move_carries_its_number_on_its_own_lane(size: tuple[int, int]) -> None:
    board(size)
    badges = trail.order_badges(Y_TURN)
    assert [number for number, _die, _c in badges] == [1, 2, 3]
    side = L.px(trail.BADGE)
    rects = []
    for (number, die, centre), (mover, src, dst, move_die, _v) in zip(badges, Y_TURN, strict=True):
        assert die == move_die
        assert centre[1] == trail.trail_y(mover, die)  # on the lane of its die
        x0, x1 = trail.chip_centre(mover, src, dst, die)[0], L.COLUMNS[dst].centerx
        assert min(x0, x1) < centre[0] < max(x0, x1), number  # along its own trail
        rect = pygame.Rect(0, 0, side, side)
        rect.center = centre
        rects.append(rect)
    chips = [trail._chip_rect(m[0], m[1], m[2], m[3], ()) for m in Y_TURN]
    for index, rect in enumerate(rects):
        assert rect.collidelist(rects[index + 1 :]) < 0  # no number on another
        assert rect.collidelist(chips) < 0  # nor on a die
    canvas = pygame.Surface(L.SIZE, pygame.SRCALPHA)
    trail.draw(canvas, Y_TURN, set(), None, 0.0)
    for (_number, die, _centre), rect in zip(badges, rects, strict=True):
        seen = {
            tuple(canvas.get_at((x, y))[:3])
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
        }
        assert tuple(art.DIE_FACE[die]) in seen  # its ring in its die's colour
        assert any(min(colour) > 200 for colour in seen)  # its digit, light on dark


def test_a_number_keeps_off_a_fights_tally() -> None:
    board((1280, 720))
    first = trail.order_badges(Y_TURN)[2][2]
    tally = pygame.Rect(0, 0, L.px(40), L.px(40))
    tally.center = first
    number, _die, centre = trail.order_badges(Y_TURN, clear=[tally])[2]
    badge = pygame.Rect(0, 0, L.px(trail.BADGE), L.px(trail.BADGE))
    badge.center = centre
    assert number == 3 and not badge.colliderect(tally)


def test_the_move_playing_carries_the_next_number() -> None:
    board((1280, 720))
    travel = (*Y_TURN[1], 0.5)
    badges = trail.order_badges(Y_TURN[:1], travel)
    assert [number for number, _d, _c in badges] == [1, 2]
    x0 = trail.chip_centre(1, 9, 6, 2)[0]
    assert badges[1][2][0] < x0  # drawn behind the stack, along what is drawn of it


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_badge_says_the_order_never_a_bare_number(
    table: Any,  # noqa: F811
    app: Any,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
) -> None:
    """'1st', '2nd', '3rd' ('1er', '2e', '3e') on the table's trail, never a bare '1'
    read as the die's value (newcomer G, s16, 020_4: 'the green trail says 1 but the
    green die was 3')."""
    app.set_language(lang)
    scene = table(notation=POSITION)
    said: list[str] = []
    monkeypatch.setattr(trail, "_badge", lambda _canvas, label, _die, _centre: said.append(label))
    scene.trail = list(Y_TURN)
    scene._draw_trail(pygame.Surface(L.SIZE))
    assert said == [app.tr(f"taisen.trail.order.{n}") for n in (1, 2, 3)]
    assert not any(label.isdigit() for label in said)
