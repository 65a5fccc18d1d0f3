"""Shinobi: the computers' turns one action at a time (newcomer F, s15, 'the computer's
turn', 8/10: 'it goes by in 2-4 s'). With Settings' "One move at a time" each action of
a computer waits once told, the prompt saying what it did and 'Space, Enter or a click:
go on.'; Enter ends the wait, and only the wait (the next action is the computer's). F,
or the 'Follow each move (F)' button standing over Hint and Undo while a computer
plays, switches the pace. Real KEYDOWN, TEXTINPUT and KEYUP through app.dispatch. Two
computers and a person, a built table, a few frames of each action."""

from __future__ import annotations

import time

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.shinobi import follow_pace
from scenes.shinobi.scene import ShinobiScene

from .conftest import Driver
from .test_shinobi_auto_pick_keys import press
from .test_shinobi_scene import table
from .test_shinobi_table_layout import first_seed

GO_ON = {
    "en": "Space, Enter or a click: go on.",
    "fr": "Espace, Entrée ou un clic\u00a0: la suite.",
}


def computers_first(app: App) -> ShinobiScene:
    """Two computers, then the person; one move at a time; told as the table tells."""
    app.settings.computer_pace = "step"
    scene = table(app, [Seat("ai", "easy"), Seat("ai", "easy"), Seat("human")], seed=first_seed(3))
    scene.animate = True
    assert scene.session.ai_to_move
    return scene


def until_waiting(scene: ShinobiScene, most: int = 1) -> None:
    """Frames until a computer's action waits (a deadline, never a count of frames),
    `most` actions played by then (before: its turn chained on, never waiting)."""
    deadline = time.monotonic() + 120
    while not follow_pace.waiting(scene):
        assert time.monotonic() < deadline
        assert len(scene.session.actions) <= most
        scene.update(0.05)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_computer_action_waits_until_enter(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = computers_first(app)
    until_waiting(scene)
    played = len(scene.session.actions)
    assert played == 1 and scene.state.current_player == 0  # its draw, its turn goes on
    said = scene.prompt.text()
    assert said.endswith(GO_ON[lang]) and scene.seat_name(0) in said  # what it did
    for _ in range(30):  # 30 s, nobody pressing: it waits (before: on after 2.5 s)
        scene.update(1.0)
    assert len(scene.session.actions) == played  # fails before: it chained at once
    assert follow_pace.waiting(scene)
    press(ui, pygame.K_RETURN, "\r")  # ends the wait, and only the wait
    assert not follow_pace.waiting(scene)
    assert scene.session.ai_to_move and scene.state.current_player == 0
    until_waiting(scene, played + 1)  # its next action waits in turn
    assert len(scene.session.actions) == played + 1


def test_f_and_the_button_switch_the_pace_while_a_computer_plays(app: App, ui: Driver) -> None:
    scene = computers_first(app)
    until_waiting(scene)
    assert follow_pace.offered(scene)
    assert "hint" not in scene.shown_buttons() and "undo" not in scene.shown_buttons()
    press(ui, pygame.K_f, "f")
    assert app.settings.computer_pace == "brisk"  # fails before: F did nothing
    scene.update(0.05)
    assert not follow_pace.waiting(scene)  # the wait standing went with it
    button = scene.place_follow()
    assert button.label() == "Follow each move (F)"
    ui.click(button)
    assert app.settings.computer_pace == "step"


def test_the_turn_panel_names_the_computer_whose_action_waits(app: App) -> None:
    scene = computers_first(app)
    for most in range(1, 30):  # its actions, each waiting, till its turn's last one
        until_waiting(scene, most)
        if scene.state.current_player != 0:
            break
        scene.hurry()
    assert scene.state.current_player == 1 and scene.staging.stage.seat == 0
    assert scene.prompt.held_seat() == 0  # fails before: the panel named the next seat


def test_not_over_undo_while_her_move_waits_for_end_turn(app: App) -> None:
    """Her discard played, End turn waits, the computer next: Undo and Hint stand (in
    a real window the switch stood over the Undo her prompt offered)."""
    app.settings.computer_pace = "step"
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=first_seed(2))
    app.settings.confirm_turn_end = True  # Settings: "Confirm end of turn"
    for action in ("recruit", "pass"):
        scene.play(action)
    scene.play(scene.state.legal_actions()[0])  # her discard
    assert scene.turn_end.waiting and scene.session.ai_to_move
    assert not follow_pace.offered(scene)  # fails before: offered over Hint and Undo
    assert "undo" in scene.shown_buttons()


def test_a_wait_ends_when_the_settings_turn_brisk(app: App) -> None:
    """A wait stands only while the pace is one move at a time: switched brisk from
    Settings over the table (no F), the computers play on."""
    scene = computers_first(app)
    until_waiting(scene)
    played = len(scene.session.actions)
    app.settings.computer_pace = "brisk"
    deadline = time.monotonic() + 120
    while len(scene.session.actions) == played:
        assert time.monotonic() < deadline
        scene.update(0.05)
