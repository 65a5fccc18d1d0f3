"""Dojo with phones: the seat on a phone gets the hint on the table where it knows
nothing the other seat does not (newcomer B, s23, FR 1280x720, 62/64c: the 'Conseil'
button greyed and H dead all game with phones on, while the footer said 'H conseil').
Its walks are hinted (the board and the decks' counts are public); its battle cards,
seen on its phone alone, are never searched on the shared screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.dojo import hint_public

from .conftest import PhoneTable

SEATS = [Seat("human", name="Bea"), Seat("ai", "easy")]


def to_phase(phases: tuple[str, ...]) -> Callable[[GameSession], None]:
    """Seat 0 played by the easy computer too, until seat 0 is to act in `phases`."""

    def prepare(session: GameSession) -> None:
        state = session.state
        agent = make_agent("easy", session.seed)
        for _ in range(3000):
            if state.is_terminal:
                break
            if state.current_player == 0 and state.phase in phases and state.turns[0] >= 1:
                return
            session.apply(agent.choose(state))
        pytest.skip(f"no {phases} reached")

    return prepare


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_phone_seat_walk_is_hinted_on_the_table(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(
        SEATS, seed=3, game="dojo", lang=lang, prepare=to_phase(("move",))
    )
    table.frames(2)
    scene = table.scene
    assert scene.phone_seat(0) and scene.state.current_player == 0
    assert table.run_until(lambda: scene.can_act, 20)
    # (fails before: False, the hint off for a phone seat)
    assert scene.may_hint
    scene.request_hint()
    assert table.run_until(lambda: scene.poll_hint() is not None, 60)
    assert str(scene.hint) in {str(a) for a in scene.state.legal_actions()}


def test_a_battle_seen_on_one_phone_is_never_hinted_on_the_table(phone_table: Any) -> None:
    table: PhoneTable = phone_table(
        SEATS, seed=3, game="dojo", lang="en", prepare=to_phase(("lay", "attack"))
    )
    table.frames(2)
    scene = table.scene
    state = scene.state
    assert state.battle is not None
    assert not hint_public.knows_nothing_more(state)  # its cards are its own
    assert not scene.may_hint
