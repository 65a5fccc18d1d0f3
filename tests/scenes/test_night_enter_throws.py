"""While the string is in the hands, Enter throws, as the footer says ('Enter throws'),
the keypad's Enter too (it chose the row lit, then did nothing while aiming). Newcomer
O, s18, 268-270: the hinted roof picked with Enter, after the cover two people need,
then Enter, through the app's real KEYDOWN, TEXTINPUT, KEYUP."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene


def press(app: App, key: int, text: str) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0))


def frames(app: App) -> None:
    for _ in range(3):
        top = app.top
        assert top is not None
        top.update(1 / 60)
        top.draw(pygame.Surface((1280, 720)))


@pytest.mark.parametrize("enter", [pygame.K_RETURN, pygame.K_KP_ENTER])
def test_enter_throws_the_hinted_roof_it_picked(
    app: App, monkeypatch: pytest.MonkeyPatch, enter: int
) -> None:
    monkeypatch.setattr(
        ai_turn,
        "think_hint",
        lambda level, seed, state: Ready(
            next(a for a in state.legal_actions() if str(a).startswith("move 2 "))
        ),
    )
    s = line_state([("move", "skip"), ("skip", "skip"), ("skip", "skip")], positions=(0, 2, 1, 2))
    give(s, "v3", seat=0)  # a token only she has seen: H asks for her cover
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s))
    app.push(scene)
    scene.shown_seat, scene.holder = None, 1
    frames(app)
    press(app, pygame.K_h, "h")
    frames(app)
    cover = app.top
    assert isinstance(cover, HandoffScene)
    cover.time = 1.3  # past the cover's hold (scenes/handoff.py)
    press(app, pygame.K_RETURN, "\r")
    frames(app)
    assert app.top is scene
    press(app, pygame.K_h, "h")
    frames(app)
    press(app, enter, "\r")  # the hinted row lit: its string taken up
    frames(app)
    assert scene.throw is not None and scene.throw.args[0] == "2" and s.history == []
    press(app, enter, "\r")
    frames(app)
    assert s.history and s.history[0].startswith("move 2 ")  # thrown
    app.pop()
