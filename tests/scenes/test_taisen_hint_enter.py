"""Issue 33: after H (hint), Enter picked the die the keyboard had focused (red), not the
hinted one (blue). The hint moves the focus to its die and card, Enter plays it, and the
footer says so."""

from __future__ import annotations

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
    monkeypatch.setattr(ai_turn, "think", lambda level, seed, state: Ready(hint))
    ui.key(pygame.K_h)
    for _ in range(50):
        if scene.hint is not None:
            break
        ui.step()
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
