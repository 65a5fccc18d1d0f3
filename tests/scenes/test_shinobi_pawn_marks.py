"""Grand Master's pawns read from a sofa (newcomer D, s14, nc-D/156_crop, 183_crop): on
the board each seat's pawns on a place are one big piece and '×3' at the body size, in
the seat's own spot on every place, a seat with none a small faint shape and no '0'
(the piles of small pieces merged into a striped bar or a zig-zag, and the zero rows
took as much room); the pawns won at the round's end stand apart, not in one blob."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat
from scenes import shapes, theme
from scenes.shinobi import ShinobiScene

from .conftest import Driver


def board(app: Any) -> ShinobiScene:
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc"), Seat("ai", "hard")]
    session = GameSession.new(
        "shinobi", seats, 3, {"players": 3, "mode": "grandmaster"}, autosave=False
    )
    state = session.state
    state.phase = "pawns"  # placed in the open: no cover
    state.place_order = [1, 0, 2]
    state.to_place = [0, 4, 0]
    state.pawns[0]["missions"] = 3
    state.pawns[1]["missions"] = 4
    state.pawns[2]["showdown"] = 9
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_each_seat_s_pawns_are_one_big_piece_and_a_count(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = board(app)
    sizes: dict[str, int] = {}
    text = theme.text

    def recording(string: str, size: int, *args: Any, **kwargs: Any) -> Any:
        sizes[string] = size
        return text(string, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording)
    Driver(app).step()
    cells = scene.grandmaster.cells_drawn
    for count in ("×3", "×4", "×9"):  # fails before: '3' beside a pile, at the reading size
        assert sizes.get(count) == theme.FONT_BODY, count
    mark = cells[("missions", 0)].height
    assert cells[("court", 0)].width <= mark  # none: the shape alone, no '0' beside it
    assert cells[("missions", 1)].width > mark
    places = dict(scene.board.board_rects())
    spots = {
        where: [
            (cells[(where, s)].x - places[where].x > places[where].width // 3, cells[(where, s)].y)
            for s in range(3)
        ]
        for where in ("court", "missions", "showdown")
    }
    assert spots["court"] == spots["missions"] == spots["showdown"]  # each seat's own spot


def test_the_pawns_won_stand_apart(sized_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    app = sized_app((1280, 720))
    scene = board(app)
    view = scene.grandmaster
    centres: list[tuple[int, int]] = []
    mark = shapes.seat_mark
    monkeypatch.setattr(
        shapes,
        "seat_mark",
        lambda c, s, centre, r, *a: centres.append(centre) or mark(c, s, centre, r, *a),
    )
    rect, shown = view.draw_pile(app.canvas, 0, (100, 100), 4, 600)
    assert shown == 4
    steps = [b[0] - a[0] for a, b in zip(centres, centres[1:], strict=False)]
    assert all(step > rect.height for step in steps)  # fails before: each over the last
