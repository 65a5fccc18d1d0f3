"""In a battle the attacker's cards keep the numbers they were dealt with, as the
face-down cards keep theirs: one numbering that stays (newcomer A, s10, nc-91/127.png
and 128.png: once the 10 was played the K went from 2 to 1 while the face-down card
stayed 2, and typing 2 then 2, as the guide's 'or their numbers' said, did nothing)."""

from __future__ import annotations

import pygame

from ninjas.core.session import GameSession
from scenes.app import App
from scenes.dojo.tray import hand_numbers

from .conftest import Driver
from .test_dojo_clash_tally import table, until_the_person_acts
from .test_dojo_one_key_strike import attacking
from .test_dojo_scene import key


def attacking_with_two() -> GameSession:
    """The person (seat 0) attacks, two face-down cards to strike, two cards or more."""
    return attacking(
        2,
        prefer="fight",
        hand_ok=lambda hand: len(hand) >= 2 and len(set(hand)) == len(hand),
        tries=400,
    )


def test_a_card_keeps_its_number_once_another_is_played(app: App, ui: Driver) -> None:
    scene = table(app, attacking_with_two())
    until_the_person_acts(scene, ui)
    tray = scene.stage.tray
    assert tray is not None and len(tray.live_slots()) == 2
    hand = list(tray.hand)
    assert hand_numbers(tray) == list(range(1, len(hand) + 1))
    first, second = hand[0], hand[1]
    slot = tray.live_slots()[0]
    key(scene, pygame.K_1)
    key(scene, pygame.K_1 + slot)
    played = len(scene.session.actions)
    until_the_person_acts(scene, ui)
    if scene.state.phase != "attack" or scene.stage.tray is not tray or tray.round != 1:
        raise AssertionError("reached no second card")  # (seed chosen so it does)
    assert tray.hand == hand[1:]
    assert hand_numbers(tray) == list(range(2, len(hand) + 1))  # before: 1, 2, ...
    key(scene, pygame.K_2)  # the card dealt second, still 2
    assert scene.picked == second or str(scene.session.actions[played:][-1:]).count(
        f"play {second} "
    ), (scene.picked, first, second)
