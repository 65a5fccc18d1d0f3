"""Issue 33, newcomer S (s9, join3.png): after a phone's window had the focus, the first
click on the game's window did nothing ('Show Ben's code' not opened). SDL 2 drops the
click that gives a window the focus unless its hint SDL_MOUSE_FOCUS_CLICKTHROUGH is
"1" (X11: a button press within 10 ms of the focus coming in; seen under Xvfb with
openbox, a window given the focus back by a click three times got no MOUSEBUTTONDOWN,
and three with the hint). The app sets the hint, keeps a person's own value, and acts
on the click that comes with the focus, with no pointer motion before it."""

from __future__ import annotations

import os

import pygame
import pytest

from scenes import app as app_module
from scenes.app import FOCUS_CLICK_HINT, App
from scenes.setup import SetupScene

from .conftest import Driver


def test_the_app_lets_the_focusing_click_through(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(FOCUS_CLICK_HINT, raising=False)
    app_module.let_focus_clicks_through()
    assert os.environ[FOCUS_CLICK_HINT] == "1"


def test_an_app_made_sets_the_hint(monkeypatch: pytest.MonkeyPatch, app: App) -> None:
    monkeypatch.delenv(FOCUS_CLICK_HINT, raising=False)
    App(app.settings, headless=True)
    assert os.environ[FOCUS_CLICK_HINT] == "1"


def test_a_person_s_own_value_is_kept(monkeypatch: pytest.MonkeyPatch, app: App) -> None:
    monkeypatch.setenv(FOCUS_CLICK_HINT, "0")
    App(app.settings, headless=True)
    assert os.environ[FOCUS_CLICK_HINT] == "0"


def test_the_click_that_comes_with_the_focus_acts(app: App) -> None:
    setup = SetupScene(app, "night")
    app.push(setup)
    ui = Driver(app)
    ui.step()
    assert not setup.advanced_shown
    # another window had the focus; the pointer comes back and clicks at once: no
    # motion reaches the window before the press (none is sent here)
    pos = setup.advanced_button.rect.center  # the canvas is the window here
    for kind, fields in (
        (pygame.WINDOWFOCUSLOST, {}),
        (pygame.WINDOWFOCUSGAINED, {}),
        (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
        (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}),
    ):
        app.dispatch(pygame.event.Event(kind, fields))
    ui.step()
    assert setup.advanced_shown
