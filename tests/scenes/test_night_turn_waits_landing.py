"""Issue 33, Night: the person's choices came back while the computer's token was
still flying (drawn outside its roof 2.7 s into the computer's turn). The next turn
starts once every token another seat sent flying has landed."""

from __future__ import annotations

import pygame
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene, effects


def test_the_person_s_turn_starts_once_the_computer_s_token_has_landed(app: App) -> None:
    s = line_state([("skip", "skip")] * 3)
    give(s, "v2", seat=0)
    seats = [Seat("ai", "easy"), Seat("human"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    scene.draw(pygame.Surface((1280, 720)))
    scene.play("discard 0")  # the computer's: its 2 flies onto its roof
    scene.play("end")
    assert s.current_player == 1 and not session.ai_to_move
    flying = [e for e in scene.stage.effects if e.kind in effects.FLYING]
    assert flying and not flying[0].done
    assert not scene.can_act and scene.options == []  # the token is still in the air
    for _ in range(round(effects.DURATIONS["discarded"] * 60) + 2):
        scene.update(1 / 60)
    assert all(e.done for e in flying) or not scene.stage.effects
    assert scene.can_act and scene.options  # landed: the person's choices come


def test_the_person_s_own_token_does_not_hold_up_their_turn(app: App) -> None:
    s = line_state([("skip", "skip")] * 3)
    give(s, "v2", seat=0)
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    scene.draw(pygame.Surface((1280, 720)))
    scene.play("discard 0")
    assert any(e.kind == "discarded" and not e.done for e in scene.stage.effects)
    assert scene.can_act and scene.options  # End the turn at once, as before
