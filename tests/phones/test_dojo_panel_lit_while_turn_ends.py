"""Dojo with phones: a turn that waits for its End turn on the phone keeps its clan's
panel lit (newcomer B, s23, FR 1280x720, 50: Bea placed her Dojo, the table said 'Bea
finit son tour sur son téléphone...' while the Blue clan's panel was lit as if its turn
had come). Its End turn pressed, the next clan's panel lights."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat

from .conftest import PhoneTable

SEATS = [Seat("human", name="Bea"), Seat("ai", "hard")]


def to_her_dojo(session: GameSession) -> None:
    """The computer places first if the dice say so; then it is Bea's Dojo to place."""
    state = session.state
    agent = make_agent("easy", session.seed)
    for _ in range(20):
        if state.current_player == 0 and state.phase == "dojo":
            return
        session.apply(agent.choose(state))
    pytest.skip("Bea places no Dojo here")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_her_panel_stays_lit_while_her_turn_ends_on_her_phone(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=3, game="dojo", lang=lang, prepare=to_her_dojo)
    table.frames(2)
    scene = table.scene
    assert table.run_until(lambda: scene.can_act, 20)
    place = scene.state.legal_actions()[0]
    assert scene.act_for(0, place)
    assert table.run_until(lambda: scene.turn_end.waiting and not scene.busy, 20)
    assert scene.turn_end.on_phone and scene.state.current_player != 0
    # (fails before: 1, the Blue clan's panel lit)
    assert scene.hud.lit_seat() == 0
    assert not scene.may_hint  # no hint for the computer's Dojo to come
    if folder := os.environ.get("NINJAS_TEST_SHOT"):  # a shot to look at
        table.frames(1)
        table.app.draw()
        pygame.image.save(table.app.canvas, os.path.join(folder, f"dojo_lit_{lang}.png"))
    scene.turn_end.confirm()
    table.frames(2)
    assert scene.hud.lit_seat() == scene.state.current_player
