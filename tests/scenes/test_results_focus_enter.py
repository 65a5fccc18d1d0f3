"""A results button that looks focused answers Enter (newcomer S, s20, c_11-c_20 and
g_15, Shinobi FR and EN: Enter pressed 9 times on the ringed red 'Play again' did
nothing, as a skip key never plays again). The results open with no button focused, so
none looks it; Tab (or an arrow, or the pointer) focuses one, and Enter then presses
it. A skip key on the screen as it opens still never plays again. All four games."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.results import INPUT_GRACE_SECONDS
from scenes.results_guard import GRACE_FRAMES
from scenes.title import TitleScene

from .test_results_opening_keys import PLAYERS, STEP, _key, _results


def _seen(app: App) -> None:
    for _ in range(max(GRACE_FRAMES, int(INPUT_GRACE_SECONDS * 60)) + 2):
        app.top.update(STEP)
        app.draw()


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_no_button_looks_focused_until_chosen_and_enter_presses_it(app: App, game: str) -> None:
    results = _results(app, game)
    _seen(app)
    assert results.menu.focused is None
    assert not any(w.focused for w in results.menu.widgets)  # fails before: 'Play again' ringed
    _key(app, pygame.KEYDOWN, pygame.K_RETURN)  # a skip key, the screen just seen
    _key(app, pygame.KEYUP, pygame.K_RETURN)
    assert app.top is results
    _key(app, pygame.KEYDOWN, pygame.K_TAB)  # the first button, 'Play again'
    assert results.menu.focused is results.rematch_button and results.rematch_button.focused
    _key(app, pygame.KEYDOWN, pygame.K_RETURN)
    assert app.top is not results and not isinstance(app.top, TitleScene)  # a new game


def test_the_pointer_s_button_answers_enter(app: App) -> None:
    results = _results(app, "shinobi")
    _seen(app)
    centre = results.title_button.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(1, 1), buttons=(0, 0, 0)))
    assert results.menu.focused is results.title_button
    _key(app, pygame.KEYDOWN, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene)
