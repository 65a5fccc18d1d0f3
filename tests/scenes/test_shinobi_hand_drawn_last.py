"""A kind of card drawn again, gone from the hand since an earlier turn, comes after the
last pile, moving none under the pointer. Newcomer A (s23, FR GM 1920x1080, 188): a Carp
drawn went back to the hand's left, where Carps had been turns before; the Bear pile
slid under her pointer and her click hit the wrong pile ('Votre clan Singe est
complet'). Within a turn, a pile played and brought back by Undo still returns to its
place (test_shinobi_hand_keeps_order)."""

from __future__ import annotations

import pygame

from ninjas.shinobi.data import card_name
from scenes.app import App

from .test_shinobi_table_layout import akane_places


def test_a_kind_drawn_again_next_turn_goes_last(app: App) -> None:
    scene = akane_places(app)
    state = scene.state
    canvas = pygame.Surface(app.window.get_size())
    scene.draw(canvas)
    held = [name for name, _ in scene.hand.groups()]
    gone = next(card_name(c) for c in sorted(state.deck) if card_name(c) not in held)
    plan = scene.hand.plan
    assert plan is not None
    plan.order.insert(0, gone)  # held (and laid first) on an earlier turn, gone since
    seat = scene.hand.turn[0] if scene.hand.turn else 0
    scene.hand.turn = (seat, 1 - state.current_player)  # a new turn begins
    scene.draw(canvas)
    card = next(c for c in state.deck if card_name(c) == gone)
    state.deck.remove(card)
    state.hands[state.current_player].append(card)  # drawn this turn
    scene.draw(canvas)
    after = [name for name, _ in scene.hand.groups()]
    assert after[-1] == gone and after[:-1] == held  # fails before: first, the rest moved
