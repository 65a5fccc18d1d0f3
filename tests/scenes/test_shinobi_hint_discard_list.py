"""Newcomer O, s12 (nc-O 305m): when the hint chose a discard, the choices showed only
its row ('1. Défausser Corbeau (3)') with 16 cards in hand, the other discards gone.
A card picked, by the hint or a click, now lights its row among every discard, in the
hand's order; Enter still plays it. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.shinobi.data import card_name
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App

from .test_shinobi_hint_enter import at_discard, key, other_than_cursor


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hinted_discard_is_lit_among_every_discard(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    scene = at_discard(app)
    kinds = {card_name(int(a.args[0])) for a in scene.legal() if a.kind == "discard"}
    assert len(kinds) > 1
    player, hand = scene.state.current_player, list(scene.state.hands[0])
    _, target = other_than_cursor(scene)
    monkeypatch.setattr(ai_turn, "think_hint", lambda level, seed, state: Ready(target))
    key(scene, pygame.K_h)
    for _ in range(3):
        scene.update(1 / 60)
    assert str(scene.hint) == str(target)
    shown = {card_name(int(a.args[0])) for a, _ in scene.options if a.kind == "discard"}
    assert shown == kinds  # fails before: the hint's card alone
    lit = scene.options[scene.choices.focus][0] if scene.choices.focus is not None else None
    ringed = scene.option_panel.ringed()
    row = ringed if ringed is not None else scene.choices.focus
    assert row is not None and str(scene.options[row][0]) == str(target)
    assert lit is None or card_name(int(lit.args[0])) == card_name(int(target.args[0]))
    key(scene, pygame.K_RETURN)
    gone = [c for c in hand if c not in scene.state.hands[player]]
    assert [card_name(c) for c in gone] == [card_name(int(target.args[0]))]
    app.set_language("en")
