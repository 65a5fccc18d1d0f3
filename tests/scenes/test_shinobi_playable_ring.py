"""The frame round a hand card that may be played is set off the card by a band of
night, so no card's own border passes for it (newcomer B, s14, 038/039: the Monkey's
yellow border read as the gold 'playable' frame that touched every card's edge)."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import CARDS
from scenes import theme
from scenes.shinobi import ShinobiScene
from scenes.shinobi.glow import BAND, RING

from .conftest import Driver
from .hotseat import reveal_hand


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_playable_ring_stands_apart_from_the_card(sized_app, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc")]
    session = GameSession.new("shinobi", seats, 3, {"players": 2}, autosave=False)
    state = session.state
    state.phase = "place"  # after the draw: the cards to lay
    monkey = next(i for i, c in enumerate(CARDS) if c.name == "Monkey")
    bears = [i for i, c in enumerate(CARDS) if c.name == "Bear"][:2]
    state.hands[state.current_player] = [monkey, *bears]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    ui = Driver(app)
    reveal_hand(app, ui, scene)
    ui.step()
    glowing = scene.selection.playable_cards()
    assert bears[0] in glowing and monkey not in glowing  # a lone Monkey is no clan
    canvas = app.canvas
    px = theme.px
    for rect, card in scene.hand.rects:
        front = pygame.Rect(
            rect.left, rect.bottom - scene.layout.card_h, scene.layout.card_w, scene.layout.card_h
        )
        y = front.centery
        beside = canvas.get_at((front.left - px(BAND) // 2 - 1, y))[:3]
        ring = canvas.get_at((front.left - px(BAND) - px(RING) // 2 - 1, y))[:3]
        if card in glowing:
            assert beside == theme.MIDNIGHT, beside  # fails before: gold touching the card
            assert ring == theme.GOLD, ring
        else:
            assert ring != theme.GOLD  # the Monkey: no ring at all
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        pygame.image.save(canvas, f"{shot}_{lang}_{size[0]}.png")
