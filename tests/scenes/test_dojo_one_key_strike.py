"""A card against a single face-down card is played with one key (issue 33, newcomer U,
s9 game 3: a one-card-against-one-card throw still needed '1' for the card, then '1' for
the only face-down card, though there was nothing to choose)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from ninjas.core.session import GameSession, Seat
from scenes.app import App

from .conftest import Driver
from .test_dojo_clash_tally import table, until_the_person_acts
from .test_dojo_scene import key


def attacking(
    slots: int,
    seed: int = 1,
    prefer: str = "throw",
    hand_ok: Callable[[list[Any]], bool] = bool,
    tries: int = 300,
) -> GameSession:
    """A session where the person (seat 0) attacks with `slots` face-down cards left to
    strike, and a hand `hand_ok` likes; the random play takes a `prefer` action when it
    may (a throw, a fight)."""
    for game in range(seed, seed + tries):
        session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], game, {}, autosave=False)
        rng = random.Random(game)
        for _ in range(3000):
            state = session.state
            if state.is_terminal:
                break
            b = state.battle
            live = [c for c in b.row if c is not None] if b is not None else []
            if state.phase == "attack" and b is not None and b.attacker == 0:
                if len(live) == slots and b.hand and hand_ok(b.hand):
                    return session
            legal = state.legal_actions()
            preferred = [a for a in legal if a.kind == prefer]
            session.apply(str(rng.choice(preferred or legal)))
    raise AssertionError("no such attack reached")


def test_one_face_down_card_one_key(app: App, ui: Driver) -> None:
    session = attacking(1)
    scene = table(app, session)
    until_the_person_acts(scene, ui)
    played = len(scene.session.actions)
    tray = scene.stage.tray
    assert tray is not None and len(tray.live_slots()) == 1
    card = tray.hand[0]
    key(scene, pygame.K_1)  # fails before: the card picked, nothing played
    assert str(scene.session.actions[played]) == f"play {card} {tray.live_slots()[0]}"


def test_two_face_down_cards_still_ask_which(app: App, ui: Driver) -> None:
    session = attacking(2)
    scene = table(app, session)
    until_the_person_acts(scene, ui)
    played = len(scene.session.actions)
    tray = scene.stage.tray
    assert tray is not None and len(tray.live_slots()) == 2
    key(scene, pygame.K_1)
    assert len(scene.session.actions) == played and scene.picked == tray.hand[0]


def _click_card(app: App, ui: Driver, scene: Any) -> int:
    """A click (press and release where it was pressed) on the first card of the hand."""
    scene.draw(pygame.Surface(app.view_size))
    rect, card = scene.tray_view.layout.hand[0]
    scene.controls.press(rect.center)
    scene.controls.release(rect.center)
    return int(card)


def test_one_face_down_card_one_click(app: App, ui: Driver) -> None:
    """Newcomer D, s14, 044/047: 'a throw with one card against one face-down card still
    makes me drag'. A click on the card strikes the only face-down card."""
    session = attacking(1)
    scene = table(app, session)
    until_the_person_acts(scene, ui)
    played = len(scene.session.actions)
    tray = scene.stage.tray
    assert tray is not None and len(tray.live_slots()) == 1
    slot = tray.live_slots()[0]
    card = _click_card(app, ui, scene)
    assert str(scene.session.actions[played]) == f"play {card} {slot}"  # before: picked


def test_two_face_down_cards_a_click_still_picks(app: App, ui: Driver) -> None:
    session = attacking(2)
    scene = table(app, session)
    until_the_person_acts(scene, ui)
    played = len(scene.session.actions)
    card = _click_card(app, ui, scene)
    assert len(scene.session.actions) == played and scene.picked == card
