"""The computer's trail, read after its turn (newcomer W, s13): the three dice's trails
ran on ONE row just above the road at 1920x1080 (016_3: blue 7 to 5, red 6 to 5, green
5 to 3 on the same line), and a trail's die and arrowhead were drawn over a fight's
tally, hiding the enemy card's value (039z). Each die's trail is now a lane of its own,
its dots in the die's colour with the die at its start, and nothing of the trail lies
on a tally."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.taisen import from_notation
from scenes import theme
from scenes.app import App
from scenes.taisen import card_art as art
from scenes.taisen import layout as L
from scenes.taisen import trail
from scenes.taisen.board_view import BoardView

W_TURN = [(1, 7, 5, 2, 2), (1, 6, 5, 0, 1), (1, 5, 3, 1, 2)]
"""Newcomer W's 016_3: the Wolf's blue 2 from 7 to 5, red 1 from 6 to 5, green 2 from 5
to 3 (side, from, to, die, value)."""
POSITION = "J/-/-/P1/-/S1/-/-/-/r2/j w - -"
"""Few cards, none near the road: the lanes run over bare board; the Monkey's
Scissors 1 left on 5 after the fights, so their tally stands on the Wolf's side."""


@pytest.fixture(autouse=True)
def design_size_after() -> Iterator[None]:
    yield
    L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720
    theme.set_scale(1.0)


def board(size: tuple[int, int]) -> BoardView:
    pygame.init()
    L.configure(size)
    theme.set_scale(L.SCALE)
    view = BoardView("en")
    view.rebuild(from_notation(POSITION, 1))
    return view


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_dies_trail_runs_in_a_row_of_its_own_in_its_colour(size: tuple[int, int]) -> None:
    board(size)
    rows = [trail.trail_y(1, die) for die in range(3)]
    apart = sorted(abs(a - b) for i, a in enumerate(rows) for b in rows[i + 1 :])
    # a dot is 6 design px across: two rows 8 apart read as one (before: 8); 16 still
    # did where two trails met end to start (newcomer C, s14, 210)
    assert apart[0] >= L.px(20), rows
    assert all(y < L.ROAD_Y - L.ROAD_H // 2 for y in rows)  # the Wolf's side of the road
    canvas = pygame.Surface(L.SIZE, pygame.SRCALPHA)
    trail.draw(canvas, W_TURN, {5}, None, 0.0)
    for _side, src, dst, die, _value in W_TURN:
        y = trail.trail_y(1, die)
        x0, x1 = sorted((trail.chip_centre(1, src, dst, die)[0], L.COLUMNS[dst].centerx))
        # a dot of the die's own colour on its row between its start and its end (its
        # middle may hold the move's number: test_taisen_trail_order)
        colours = [tuple(canvas.get_at((x, y))[:3]) for x in range(x0 + L.px(14), x1 - L.px(14))]
        assert tuple(art.DIE_FACE[die]) in colours, (die, x0, x1, y)
        # its die at its start: in the column of the tile it left
        cx, cy = trail.chip_centre(1, src, dst, die)
        assert L.COLUMNS[src].left < cx < L.COLUMNS[src].right and cy == y


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_part_of_a_trail_lies_on_a_fights_tally(size: tuple[int, int]) -> None:
    view = board(size)
    for wolf, result in (("r2", "wolf"), ("p1", "monkey")):
        duel = {
            "pos": 5,
            "monkey": "S1",
            "wolf": wolf,
            "monkey_strength": 1,
            "wolf_strength": 2,
            "result": result,
        }
        view.tallies.add(5, Event("duel", duel).data)
    tallies = view.tallies.rects(view.stacks)
    assert tallies and tallies[0].bottom <= L.ROAD_Y  # on the Wolf's side, the lanes' side
    plain = pygame.Surface(L.SIZE, pygame.SRCALPHA)
    trail.draw(plain, W_TURN, {5}, None, 0.0)
    assert any(plain.subsurface(r).get_bounding_rect().width for r in tallies)  # before
    canvas = pygame.Surface(L.SIZE, pygame.SRCALPHA)
    trail.draw(canvas, W_TURN, {5}, None, 0.0, tallies)
    for rect in tallies:
        assert canvas.subsurface(rect).get_bounding_rect().width == 0, rect
    # each trail still drawn, its die and arrowhead too, off the tally
    for _side, src, dst, die, _value in W_TURN:
        chip = trail._chip_rect(1, src, dst, die, [r.inflate(4, 4) for r in tallies])
        assert chip.collidelist(tallies) < 0
        assert canvas.subsurface(chip).get_bounding_rect().width > 0


def test_the_table_keeps_its_trail_off_its_tallies(app: App) -> None:
    from ninjas.core.session import GameSession, Seat
    from scenes.taisen import TaisenScene

    session = GameSession(
        "taisen", 7, {}, [Seat("human"), Seat("ai", "hard")], from_notation(POSITION, 7)
    )
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    duel = {"pos": 5, "monkey": "S1", "wolf": "r2", "monkey_strength": 1, "wolf_strength": 2}
    scene.view.tallies.add(5, {**duel, "result": "wolf"})
    scene.trail, scene.trail_combats, scene.trail_side = list(W_TURN), {5}, 1
    canvas = pygame.Surface(app.canvas.get_size(), pygame.SRCALPHA)
    scene._draw_trail(canvas)
    (tally,) = scene.view.tallies.rects(scene.view.stacks)
    assert canvas.get_bounding_rect().width > 0
    assert canvas.subsurface(tally).get_bounding_rect().width == 0
