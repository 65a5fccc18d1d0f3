"""Enter after a hint plays what the hint names, never the card the hand's keyboard cursor
happens to rest on (issue 33: in a real window, H marked "Discard Spider" and Enter
discarded Crow, the cursor's card, never pointed at)."""

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


def at_discard(app: App) -> ShinobiScene:
    seed = 1
    while new_game(seed, {"players": 2}).first_player != 0:
        seed += 1
    seats = [Seat("human"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, seed, {"players": 2}, autosave=False)
    scene = ShinobiScene(app, session, animate=False)
    app.push(scene)
    scene.update(1 / 60)
    for _ in range(200):
        if scene.state.phase == "discard" and scene.can_act:
            break
        legal = scene.legal()
        scene.play(next((a for a in legal if a.kind in ("recruit", "place")), legal[0]))
        scene.update(1 / 60)
    assert scene.state.phase == "discard" and scene.can_act
    return scene


def key(scene: ShinobiScene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    scene.update(1 / 60)


def other_than_cursor(scene: ShinobiScene):  # type: ignore[no-untyped-def]
    groups = scene.hand.groups()
    cursor_card = groups[min(scene.hand.cursor, len(groups) - 1)][1][0]
    discards = [a for a in scene.legal() if a.kind == "discard"]
    return cursor_card, next(
        a for a in discards if card_name(int(a.args[0])) != card_name(cursor_card)
    )


def test_enter_after_a_hint_plays_the_hinted_move(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = at_discard(app)
    player, hand = scene.state.current_player, list(scene.state.hands[0])
    cursor_card, target = other_than_cursor(scene)
    monkeypatch.setattr(ai_turn, "think_hint", lambda level, seed, state: Ready(target))
    key(scene, pygame.K_h)
    for _ in range(3):
        scene.update(1 / 60)
    assert scene.hint is not None and str(scene.hint) == str(target)
    key(scene, pygame.K_RETURN)
    gone = [c for c in hand if c not in scene.state.hands[player]]
    assert [card_name(c) for c in gone] == [card_name(int(target.args[0]))]
    assert card_name(cursor_card) not in [card_name(c) for c in gone]


def test_enter_with_no_row_lit_never_plays_the_cursor_s_card(app: App) -> None:
    scene = at_discard(app)
    hand = list(scene.state.hands[0])
    scene.mouse = (5, 5)  # the pointer away from the rows, never moved by keys
    key(scene, pygame.K_RETURN)
    assert list(scene.state.hands[0]) == hand and scene.state.phase == "discard"
    key(scene, pygame.K_RIGHT)  # the keys point at a pile: Enter picks it, as before
    key(scene, pygame.K_RETURN)
    assert scene.selection.selected or list(scene.state.hands[0]) != hand
