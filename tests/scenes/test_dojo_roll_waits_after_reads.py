"""After the computer's turn, the person's die waits for its own key (newcomer K, s17,
om_3/om_4 and 021): the Enter or click that ended the computer's last wait (Settings'
'One move at a time') or the replay of its turn ('Back to my turn') was taken by that
wait, never seen by the guard (scenes/dojo/fresh_enter.py), and her next Enter rolled
her die at once. Now the first Enter at her roll only says the turn is hers; R rolls."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App

from .conftest import STEP, Driver
from .test_dojo_follow_pace import _until, _walking
from .test_dojo_turn_again import _frames_until, _kept_turn


def _enter(ui: Driver) -> None:
    ui.event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    ui.event(pygame.TEXTINPUT, text="\r")
    ui.event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    ui.step()


def _roll_waits(app: App, ui: Driver, scene: object) -> None:
    state = scene.state  # type: ignore[attr-defined]
    assert state.phase == "roll" and state.mover == 0
    _enter(ui)  # before: 'Kenji rolls 4'
    assert scene.state.phase == "roll"  # type: ignore[attr-defined]
    assert scene.refusal() == app.tr("dojo.fresh_enter")  # type: ignore[attr-defined]
    ui.key(pygame.K_r)  # its own key rolls
    assert scene.state.phase != "roll"  # type: ignore[attr-defined]


@pytest.mark.parametrize("by", ["enter", "click"])
def test_the_replay_s_back_to_my_turn_never_rolls(app: App, ui: Driver, by: str) -> None:
    scene = _kept_turn(app)
    again = scene.turn_again
    ui.key(pygame.K_t)
    assert again.active
    for _ in range(again.total + 1):  # each move's stop, the last 'Back to my turn'
        _frames_until(scene, lambda: again.shown or not again.active)
        if not again.active:
            break
        if by == "enter":
            _enter(ui)
        else:
            ui.click(again.button)
    _frames_until(scene, lambda: not again.active and scene.can_act)
    _roll_waits(app, ui, scene)


def test_the_enter_ending_its_last_wait_never_rolls(app: App, ui: Driver) -> None:
    """... and its summoning, one move at a time, is a stop of its own: its cards and
    dice held till a press, however long (K, 048 -> 049: one press played it and her
    turn began 3 s later)."""
    scene = _walking(app, "step")
    follow, hold = scene.turn_again.follow, scene.summon_hold
    state = scene.state

    def mine() -> bool:
        return state.mover == 0 and state.phase == "roll" and scene.can_act

    held = False
    for _ in range(40):  # each of its waits ended by Enter, till her roll
        assert _until(scene, lambda: follow.shown or hold.shown or mine())
        state = scene.state
        if mine():
            break
        if hold.shown:  # its summoning: held, its cards and dice in view
            held = True
            for _ in range(30):  # 30 s, nobody pressing (before: on after ~3 s)
                scene.update(1.0)
                assert hold.shown and not scene.can_act
            assert scene.stage.summon_show is not None
        _enter(ui)
    assert held  # before: never held
    for _ in range(int(5 / STEP)):  # the end of its turn told
        scene.update(STEP)
    _roll_waits(app, ui, scene)


def test_brisk_never_holds_its_summoning(app: App) -> None:
    scene = _walking(app, "brisk")
    for _ in range(int(30 / STEP)):
        assert not scene.summon_hold.shown
        if scene.state.mover == 0 and scene.state.phase == "roll" and scene.can_act:
            return
        scene.update(STEP)
    raise AssertionError("her turn never came")
