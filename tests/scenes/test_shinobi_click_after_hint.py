"""A click after a hint starts the person's own selection (issue 33, newcomer V, s9 g45:
H picked the Nue for the player; a click on the Dragon then added it to the hint's
pick, and the prompt turned red, 'A Yokai is laid alone', a choice V had not made)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi import new_game
from ninjas.shinobi.data import card_name
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi.selection import cards_of


def at_place(app: App) -> ShinobiScene:
    seed = 1
    while new_game(seed, {"players": 2}).first_player != 0:
        seed += 1
    seats = [Seat("human"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, seed, {"players": 2}, autosave=False)
    scene = ShinobiScene(app, session, animate=False)
    app.push(scene)
    scene.update(1 / 60)
    scene.play(next(a for a in scene.legal() if a.kind == "recruit"))
    scene.update(1 / 60)
    assert scene.state.phase == "place" and scene.can_act
    return scene


def test_a_click_on_another_pile_replaces_the_hint_s_pick(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = at_place(app)
    places = [a for a in scene.legal() if a.kind == "place"]
    target = places[0]
    hinted = {card_name(c) for c in cards_of(target)}
    other = next(
        cards
        for name, cards in scene.hand.groups()
        if name not in hinted
        and name != "Ronin"
        and any(card_name(c) == name for a in places for c in cards_of(a))
    )
    monkeypatch.setattr(ai_turn, "think_hint", lambda level, seed, state: Ready(target))
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    for _ in range(3):
        scene.update(1 / 60)
    assert sorted(scene.selection.selected) == sorted(cards_of(target))  # the hint's pick
    scene.selection.click_group(other)  # the person's own choice, another clan
    assert scene.selection.selected == [other[0]]  # before: the hint's cards + this one
    scene.selection.click_group(other)  # from then on, clicks add as ever
    if len(other) > 1:
        assert scene.selection.selected == other[:2]
