"""The Dojo's results open on the final board, as Taisen's and Night's do (newcomer H,
s16, 090/091: 'no picture of the final board on this screen'): the board unveiled, the
winner's land (or the Dojo it took) ringed in gold, a caption saying how it ended in
the results' words; a key goes on to the cards, whose buttons it does not press.
Built end states; English and French."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.results import score_breakdown
from scenes.app import App
from scenes.dojo import final_land
from scenes.dojo.final_moment import FinalBoard
from scenes.results import ResultsScene, ending_text

from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


def _press(app: App, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def _gold_in(canvas: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of `rect` drawn gold-ish (the moment's ring) on a transparent canvas."""
    found = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            r, g, b, a = canvas.get_at((x, y))
            found += a > 100 and r > 180 and g > 140 and b < 120
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_open_on_the_board_the_winners_land_in_gold(app: App, lang: str) -> None:
    """A deck run out by a summoning: the moment first (fails before: the cards at once),
    its caption the results' ending, the winner's land ringed; a key to the cards."""
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    _many(scene)
    scene.play("summon 23")
    scene.hurry()
    assert state.is_terminal and state.winner is not None
    scene.over_time = 99.0
    scene.show_results()
    results = app.top
    assert isinstance(results, ResultsScene)
    moment = results.moment
    assert moment.active and isinstance(moment.piece, FinalBoard)
    ending = ending_text(app, scene.session, score_breakdown(state).ending)
    assert ending in moment.piece.caption()
    land = final_land.lands(state)[state.winner]
    assert land and moment.piece.marked() == land
    canvas = pygame.Surface(app.window.get_size(), pygame.SRCALPHA)
    moment.piece.draw(canvas, 0.0)
    x, y = scene.view.centre(land[0])
    r = scene.view.radius
    assert _gold_in(canvas, pygame.Rect(x - r, y - r, 2 * r, 2 * r)) > 0
    app.draw()
    assert results.guard.frames == 0  # the cards not drawn yet
    _press(app, pygame.K_r)  # a key: the cards (R is no rematch)
    assert not moment.active and app.top is results
    app.draw()
    _press(app, pygame.K_r)  # straight after: the opening guard holds it
    assert app.top is results
    app.set_language("en")


def test_a_dojo_taken_rings_that_dojo(app: App) -> None:
    scene = _placed_table(app)
    state = scene.state
    state.phase = "over"
    state.end_reason = "dojo"
    state.winner = 0
    piece = FinalBoard(scene)
    assert piece.marked() == [tuple(state.dojos[1])]
    assert app.tr("seat.dojo.1") in piece.caption()
    state.winner = None  # a draw: nothing in gold
    assert FinalBoard(scene).marked() == []
