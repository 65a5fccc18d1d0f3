"""The right edge of your clans, kept right of by the guided game's bubble and by a hand
card's enlarged face, is measured once (BoardView.own_clans_right), from the bottom
seat's tiles as last drawn: the tutorial and the zoom each wrote their own
`_laid_right` (issue 33, item 7 of the small things), one by seat, one by panel."""

from __future__ import annotations

from collections.abc import Callable

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi.tutorial import ShinobiTutorial
from scenes.shinobi.zoom_view import ZoomView

from .conftest import Driver


def clans_on_both_sides(app: App) -> ShinobiScene:
    """Three seats (you, two computers) each with a clan laid, you to draw."""
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, 3, {"players": 3}, autosave=False)
    state = session.state
    while not all(state.clans) or (state.phase, state.current_player) != ("draw", 0):
        actions = state.legal_actions()
        session.apply(next((a for a in actions if str(a).startswith("place")), actions[0]))
    assert state.current_player == 0  # to recruit: nothing over the table
    scene = ShinobiScene(app, session, ai_pause=0)
    app.push(scene)
    return scene


def test_your_clans_right_edge_is_the_bottom_seat_s_last_tile(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    app = sized_app((1280, 720))
    ui = Driver(app)
    scene = clans_on_both_sides(app)
    ui.step()
    assert app.top is scene, app.top
    bottom = scene.bottom_seat()
    own = [rect for rect, seat, _ in scene.board.tiles if seat == bottom]
    others = [rect for rect, seat, _ in scene.board.tiles if seat != bottom]
    assert own and others  # clans laid on both sides of the table
    assert scene.board.own_clans_right() == max(rect.right for rect in own)
    with theme.scaled_for(scene.size):
        hand = scene.hand.rects[0][0]
        ui.move(hand.center)
        ui.step()
        zoomed = scene.zoom.card_zoom()
        assert zoomed is not None and zoomed[1].left >= max(r.right for r in own)
    scene.board.begin_frame()
    assert scene.board.own_clans_right() is None  # nothing drawn yet this frame


def test_one_measure_no_copies() -> None:
    assert not hasattr(ZoomView, "_laid_right")
    assert ShinobiTutorial._laid_right.__code__.co_names.count("own_clans_right") == 1
