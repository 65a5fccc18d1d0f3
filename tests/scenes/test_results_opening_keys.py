"""Keys held or pressed as a game ends never skip its results (issue 33, newcomer T, s9
d38: Enter and R, pressed at the table as the last move was made, ran over the results
screen and R started a new game before it was ever seen). The grace counts the time the
screen has been drawn, and a key pressed in it acts only once released and pressed
again; every game's results are the same screen."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene
from scenes.results_guard import GRACE_FRAMES
from scenes.title import TitleScene

STEP = 1 / 60
PLAYERS = {"taisen": 2, "shinobi": 3, "night": 3, "dojo": 2}


def _finished(game: str) -> GameSession:
    seats = [Seat()] + [Seat("ai", "easy")] * (PLAYERS[game] - 1)
    session = GameSession.new(game, seats, seed=8, autosave=False)
    rng = random.Random(8)
    for _ in range(20000):
        if session.state.is_terminal:
            return session
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    raise AssertionError(f"{game} did not end")


def _results(app: App, game: str) -> ResultsScene:
    app.push(TitleScene(app))
    results = ResultsScene(app, _finished(game), [])
    app.push(results)
    return results


def _key(app: App, kind: int, key: int) -> None:
    app.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_a_slow_first_frame_does_not_spend_the_grace(app: App, game: str) -> None:
    """A busy machine's frame plays half a second of updates at most (pacing.Pacer): two
    such before the screen is first drawn spent the whole grace, and R then started a
    new game over a screen never seen (fails before: the rematch)."""
    results = _results(app, game)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 10):  # the catch-up, nothing drawn
        results.update(STEP)
    _key(app, pygame.KEYDOWN, pygame.K_r)
    _key(app, pygame.KEYUP, pygame.K_r)
    assert app.top is results
    app.draw()
    _key(app, pygame.KEYDOWN, pygame.K_r)  # seen for one frame only: still the grace
    _key(app, pygame.KEYUP, pygame.K_r)
    assert app.top is results
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
        app.draw()
    _key(app, pygame.KEYDOWN, pygame.K_t)  # seen: the keys act
    assert isinstance(app.top, TitleScene)


def test_a_key_pressed_in_the_grace_acts_only_once_released(app: App) -> None:
    """R pressed (or held, repeating) from the table: nothing until it is released;
    pressed again, it plays again (fails before: the held R's repeat, after the grace,
    started a new game)."""
    results = _results(app, "taisen")
    app.draw()
    _key(app, pygame.KEYDOWN, pygame.K_r)
    _key(app, pygame.KEYDOWN, pygame.K_RETURN)
    for _ in range(max(GRACE_FRAMES, int(INPUT_GRACE_SECONDS * 60)) + 2):
        results.update(STEP)
        app.draw()
    _key(app, pygame.KEYDOWN, pygame.K_r)  # a repeat of the press still down
    assert app.top is results
    _key(app, pygame.KEYUP, pygame.K_r)
    assert app.top is results
    _key(app, pygame.KEYDOWN, pygame.K_r)
    assert app.top is not results and not isinstance(app.top, TitleScene)  # a new game
