"""The two Temple cards drawn at the Temple of the Shadow are shown as cards in the
board's Temple box, framed as choices; a click on one keeps it (newcomer B, s14, 071:
offered as words only, where the Court card and the Decoys had their art)."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.shinobi import ShinobiScene
from scenes.shinobi.temple_offer import offered

from .conftest import Driver
from .hotseat import reveal_hand


def at_the_temple() -> GameSession:
    """Three people, Grand Master, played at random to the Temple's two cards drawn."""
    seats = [Seat("human", name=n) for n in ("Léa", "Marc", "Yuki")]
    session = GameSession.new(
        "shinobi", seats, 21, {"players": 3, "mode": "grandmaster"}, autosave=False
    )
    rng = random.Random(21)
    while True:
        legal = session.state.legal_actions()
        if any(a.kind == "temple" and a.args[0] == "take" for a in legal):
            return session
        draw = [a for a in legal if a.kind == "temple" and a.args[0] == "draw"]
        session.apply(str(draw[0] if draw else rng.choice(legal)))


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_temple_cards_drawn_are_cards_to_click(sized_app, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    session = at_the_temple()
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    ui = Driver(app)
    reveal_hand(app, ui, scene)
    ui.step()
    takes = offered(scene)
    assert len(takes) == 2
    cards = [rect for rect, action in scene.board.table_targets if action in takes]
    assert len(cards) == 2  # fails before: words in the choices only
    temple = next(rect for name, rect in scene.board.board_rects() if name == "temple")
    assert all(temple.contains(card) for card in cards)
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}.png")
    kept = next(action for rect, action in scene.board.table_targets if rect == cards[1])
    before = len(session.actions)
    ui.click(cards[1].center)
    ui.step()
    assert len(session.actions) > before and session.actions[before] == str(kept)
