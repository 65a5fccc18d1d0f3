"""Night hot-seat: a placement made in the open (everyone looks on, no cover) leaves
nobody holding the laptop, so the placer's next secret step still comes behind their
cover. Before, the open placement made its placer the laptop's holder, and the
hand-off's 'they still hold the laptop' showed their secret step at once (the sweep
after newcomer Q, s12, nc-Q/087 -> 088: a hand shown that no cover handed over)."""

from __future__ import annotations

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene, skip_handoff


def open_placement(app: App) -> NightScene:
    """Three people (seed 9898): the first placement opened in the open, no cover."""
    seats = [Seat("human", name="Ada"), Seat("human", name="Bo"), Seat("human")]
    session = GameSession.new("night", seats, 9898, {"players": 3}, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    for _ in range(60):
        if scene.can_act:
            break
        scene.update(1 / 60)
    assert scene.state.phase == "place" and scene.can_act
    assert not isinstance(app.top, HandoffScene)
    return scene


def test_an_open_placement_leaves_nobody_holding_the_laptop(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = open_placement(app)
    seat = scene.state.current_player
    assert scene.shown_seat == seat
    assert scene.holder is None  # fails before: the placer held it, with no cover
    # the same seat's next step shows something secret: its cover comes first
    scene.shown_seat = None
    monkeypatch.setattr(skip_handoff.secrecy, "shows_secret", lambda state, s: True)
    scene.handoff_flow.due()
    cover = app.top
    assert isinstance(cover, HandoffScene) and cover.seat == seat
    assert scene.shown_seat is None
