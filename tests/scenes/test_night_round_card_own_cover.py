"""Newcomer I (s16, 135 -> 136): 'Round 6 of 6' never showed. Bruno kept the laptop
and planned first; the hold on the computer's last move ('Green ninja has played.
Bruno is next: Space, Enter or a click to go on.') ends by itself for the laptop's
holder, the card came, and the Space meant for the hold put it away the moment it
came. A card takes no key before it has come in (round_card.COME_IN)."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.night.round_card import COME_IN

from .test_night_round_card import round_end, until


def press(app: App, key: int) -> None:
    """A real key: KEYDOWN, TEXTINPUT (Space writes ' '), KEYUP, through the app."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" "))
    if key == pygame.K_SPACE:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=" "))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0))


def test_the_key_meant_for_the_hold_never_puts_the_card_away(app: App) -> None:
    scene = round_end(app)  # Bruno kept the laptop and plans first
    until(scene, lambda: scene.state.round == 2)
    until(scene, lambda: scene.handoff_flow.holding())
    card = scene.stage.round_card
    until(scene, lambda: card.showing is not None)  # the hold went by itself
    assert card.waits and card.age < COME_IN
    press(app, pygame.K_SPACE)  # meant for the hold, a moment late
    assert card.showing is not None  # fails before: gone, unseen
    assert not scene.can_act
    until(scene, lambda: card.age >= COME_IN)
    press(app, pygame.K_SPACE)  # read: on we go
    assert card.showing is None
    until(scene, lambda: scene.can_act)
    assert scene.shown_seat == 1 and scene.state.phase == "plan" and scene.state.round == 2
