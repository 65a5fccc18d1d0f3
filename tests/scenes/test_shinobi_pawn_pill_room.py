"""The '+1' a click sets on a Grand Master place stays in the mover's own cell (issue 33,
newcomer V, s9 g25c, three players at 1920x1080: the gold '+1' lay half under Sora's
blue square, the next column's). Where it does not fit after the count, it takes the
count's place: '+1' over none, '2+1' over two."""

from __future__ import annotations

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.shinobi import ShinobiScene

from .conftest import Driver


def placing(app, players: int) -> ShinobiScene:  # type: ignore[no-untyped-def]
    seats = [Seat("human"), *[Seat("ai", "easy") for _ in range(players - 1)]]
    options = {"players": players, "mode": "grandmaster"}
    session = GameSession.new("shinobi", seats, 3, options, autosave=False)
    state = session.state
    state.phase = "pawns"
    state.place_order = list(range(players))
    state.to_place = [4] + [0] * (players - 1)
    state.reserve = [8] + [12] * (players - 1)
    state.round_results = [
        {
            "round": 1,
            "scores": [20 - s for s in range(players)],
            "ranks": list(range(players)),
            "pawns": [4] + [0] * (players - 1),
            "temple": [players - 1],
        }
    ]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_pill_stays_in_the_mover_s_cell(sized_app, size, players: int) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    ui = Driver(app)
    scene = placing(app, players)
    ui.step()
    for where in ("missions", "showdown"):
        place = next(rect for name, rect in scene.board.board_rects() if name == where)
        ui.click(place.center)
        ui.step()
        pill = scene.grandmaster.pending_drawn[where]
        assert place.contains(pill)
        cells = scene.grandmaster.cells_drawn
        for seat in range(1, players):  # before: over the next column's mark (3, 4 seats)
            assert not pill.colliderect(cells[(where, seat)]), (where, seat, pill)
