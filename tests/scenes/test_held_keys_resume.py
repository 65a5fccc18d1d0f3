"""A key pressed while a person could not act is dropped at its next press until it is
let go (tableflow/keys.py, CarriedKeys). When a screen covers the table (a hand-off's
cover, the menu), the key's release goes to that screen: every table forgets such keys
when it is shown again, or the next person's first press of that key did nothing
(newcomer R, s8 n16->n17, met on Night and fixed there in 9269233; the other tables kept
the same hole)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.scene import Scene
from scenes.shinobi import ShinobiScene
from scenes.taisen import TaisenScene

GAMES = {
    "taisen": (TaisenScene, {}),
    "shinobi": (ShinobiScene, {"players": 2}),
    "dojo": (DojoScene, {"board": "random"}),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_key_held_over_a_cover_acts_at_its_next_press(app: App, game: str) -> None:
    kind, options = GAMES[game]
    session = GameSession.new(game, [Seat(), Seat()], 5, options, autosave=False)
    scene = kind(app, session, animate=False)
    app.push(scene)
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0)
    # E pressed while nobody could act: held on, its next press is dropped
    assert not scene.carried_keys.drops(press, can_act=False, over=False)
    assert scene.carried_keys.drops(press, can_act=True, over=False)
    app.push(Scene(app))  # a cover: E's release goes to it
    app.pop()
    assert not scene.carried_keys.drops(press, can_act=True, over=False)
