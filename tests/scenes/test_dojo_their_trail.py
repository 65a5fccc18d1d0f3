"""Newcomers A and H, s10 (nc-98: 'its moves vanish into the log; no trail on the board,
I could not follow where blue went'): the other clan's walks of the turn just played
are drawn on the board as arrows in its colour, hex by hex, until the person rolls and
takes a first step (newcomer A, s14, 020: they went with the roll)."""

from __future__ import annotations

import math

import pytest

from scenes.app import App
from scenes.dojo import DojoScene, their_turn

from .conftest import Driver
from .test_dojo_their_turn_told import after_a_quiet_computer_turn


def test_the_computers_walks_stay_on_the_board_until_the_person_rolls(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    drawn: list[tuple[tuple[int, int], tuple[int, int], tuple[int, int, int]]] = []
    monkeypatch.setattr(
        "scenes.dojo.map_layers.arrow",
        lambda canvas, start, end, colour, width, head: drawn.append((start, end, colour)),
    )
    app.draw()
    walks = scene.their_turn.walks
    assert walks, "the computer walked"
    trail = [d for d in drawn if d[2] == scene.seat_colour(1)]
    # fails before: no arrow of the computer's colour; one head a walk's end since s15
    # (walk_trail.py: a head at every step read as a zig-zag, newcomer D, s14, 067_8)
    assert len(trail) == len({walk.hexes[-2:] for walk in walks}) > 0
    for walk in walks:  # its head by the hex it ended on (at its edge, off its ninjas)
        centre = scene.view.centre(walk.hexes[-1])
        assert any(math.dist(centre, end) < scene.view.radius for _, end, _ in trail)
    scene.play("roll")  # the person rolls: the trail stays until their first step
    ui.step()
    drawn.clear()
    app.draw()
    assert [d for d in drawn if d[2] == scene.seat_colour(1)]  # (newcomer A, s14, 020)
    scene.play(next(str(a) for a in scene.state.legal_actions() if a.kind == "step"))
    ui.step()
    drawn.clear()
    app.draw()
    assert their_turn.TheirTurn.seat(scene.their_turn) is None
    assert not [d for d in drawn if d[2] == scene.seat_colour(1)]
