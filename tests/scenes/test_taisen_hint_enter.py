"""Issue 33: after H (hint), Enter picked the die the keyboard had focused (red), not the
hinted one (blue). The hint moves the focus to its die and card, Enter plays it, and the
footer says so."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.taisen import TaisenScene

from .conftest import Driver, record_texts


def person_to_move(app: App, ui: Driver) -> TaisenScene:
    session = GameSession.new(
        "taisen", [Seat(), Seat("ai", "easy")], 7, {"first": "monkey"}, autosave=False
    )
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    for _ in range(200):
        ui.step()
        if scene.can_act and not scene.busy:
            return scene
    raise AssertionError("the person never got to move")


def ask_hint(scene: TaisenScene, ui: Driver, monkeypatch: pytest.MonkeyPatch, hint: Any) -> None:
    """H, the hint's search standing in for the worker's: `hint` comes back."""
    monkeypatch.setattr(ai_turn, "think_hint", lambda level, seed, state: Ready(hint))
    ui.key(pygame.K_h)
    for _ in range(50):
        if scene.hint is not None:
            break
        ui.step()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_a_hint_enter_plays_the_hinted_move_not_the_focused_die(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = person_to_move(app, ui)
    ui.key(pygame.K_RIGHT)  # the keys focus a die first
    focused = scene.selection.focused()
    assert focused is not None and focused[0] == "die"
    moves = [a for a in scene.state.legal_actions() if not a.is_end]
    hint = next((a for a in moves if a.die != focused[1]), moves[-1])
    ask_hint(scene, ui, monkeypatch, hint)
    assert scene.hint is not None and scene.hint.code == hint.code
    assert scene.selection.focused() == ("card", hint.local_card)
    assert scene.selection.die == hint.die
    texts = record_texts(monkeypatch)
    ui.step()
    assert app.tr("taisen.help_hint") in texts  # the footer: Enter plays the hint
    if len(scene.selection.choices()) > 1:  # the keys may still focus another card
        ui.key(pygame.K_TAB)
        ui.step(3)
        assert scene.selection.focused() != ("card", hint.local_card)
        assert not scene.enter_plays_hint()
        ui.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    played = len(scene.session.actions)
    ui.key(pygame.K_RETURN)
    assert len(scene.session.actions) == played + 1
    assert scene.session.actions[-1] == str(hint)
    texts.clear()
    ui.step()
    assert app.tr("taisen.help_hint") not in texts  # the hint played: the usual footer


def test_a_hint_to_end_the_turn_lets_enter_end_it_though_a_die_was_focused(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer F: 'Hint: end your turn.' showed, and Enter picked the die the keys had
    focused, previewing a move under the words."""
    scene = person_to_move(app, ui)
    scene.play(next(a for a in scene.state.legal_actions() if not a.is_end))
    ui.step(3)  # one die used: the turn may end now
    ui.key(pygame.K_RIGHT)  # the keys focus a die first
    assert scene.selection.focused() is not None
    end = next(a for a in scene.state.legal_actions() if a.is_end)
    ask_hint(scene, ui, monkeypatch, end)
    assert scene.hint is not None and scene.hint.is_end
    assert scene.enter_plays_hint()
    played = len(scene.session.actions)
    ui.key(pygame.K_RETURN)
    ui.step(3)
    # the end is the next action taken; the computer may have played its whole turn
    # after it within the three frames (a busy machine: frames play the wall clock's time)
    assert scene.session.actions[played : played + 1] == [str(end)]


def test_escape_lets_go_of_a_die_before_the_pause_menu(app: App, ui: Driver) -> None:
    scene = person_to_move(app, ui)
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RETURN)  # a die picked
    assert scene.selection.die is not None
    ui.key(pygame.K_ESCAPE)
    assert app.top is scene and scene.selection.die is None
    ui.key(pygame.K_ESCAPE)
    assert app.top is not scene  # nothing held: the pause menu
