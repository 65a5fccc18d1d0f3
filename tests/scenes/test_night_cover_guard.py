"""Night hot-seat: a person's private screen that no cover handed over is hidden before
it is drawn, and her cover comes (scenes/night/cover_guard.py, a safety net: newcomer
C's s14 'leak', nc-C/024 -> 025, was her cover risen by itself and taken by the Space
meant for the computer's hold, tests/scenes/test_hold_waits_for_a_key.py)."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import cover_guard
from tests.scenes.test_night_private_open_place import open_placement


def test_a_private_screen_nobody_handed_over_is_covered(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = open_placement(app)
    seat = scene.state.current_player
    other = next(s for s in scene.humans if s != seat)
    monkeypatch.setattr(cover_guard.secrecy, "shows_secret", lambda state, s: True)
    # her screen shown, not in the open, while another person holds the laptop
    scene.open_seat = None
    scene.holder = other
    scene.shown_seat = seat
    scene.update(1 / 60)
    assert scene.shown_seat is None  # fails before: her screen stayed, no cover
    scene.handoff_flow.due()
    cover = app.top
    assert isinstance(cover, HandoffScene) and cover.seat == seat


def test_her_own_screen_and_an_open_turn_stay(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = open_placement(app)
    seat = scene.state.current_player
    monkeypatch.setattr(cover_guard.secrecy, "shows_secret", lambda state, s: True)
    assert scene.shown_seat == seat  # the placement in the open: everyone looks on
    scene.update(1 / 60)
    assert scene.shown_seat == seat
    scene.open_seat = None
    scene.holder = seat  # she took the laptop through her cover
    scene.update(1 / 60)
    assert scene.shown_seat == seat and app.top is scene
