"""Dojo's phone says a second shuriken of the same turn is a new throw (newcomer B, s23,
95: Blue threw twice from the same plains at her forest, and her phone showed the
first throw's words again, word for word; she could not tell a new throw had come). The
throws of the turn are public (the board shows each)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat

from .conftest import PhoneTable

SEATS = [Seat("human"), Seat("human")]


def to_throw(nth: int) -> Callable[[GameSession], None]:
    """Both seats played by the easy computer until the turn's `nth` throw is laid."""

    def prepare(session: GameSession) -> None:
        state = session.state
        agents = [make_agent("easy", session.seed), make_agent("easy", session.seed + 1)]
        for _ in range(5000):
            battle = state.battle
            if battle is not None and battle.source is not None and state.phase == "lay":
                if sum(state.thrown.values()) == nth:
                    return
            if state.is_terminal:
                break
            session.apply(agents[state.current_player].choose(state))
        pytest.skip(f"no throw number {nth} in this game")

    return prepare


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("nth", [1, 2])
def test_a_second_throw_says_it_is_a_new_one(phone_table, lang: str, nth: int) -> None:
    table: PhoneTable = phone_table(SEATS, seed=7, game="dojo", lang=lang, prepare=to_throw(nth))
    table.frames(2)
    tr = table.app.tr
    word = {"en": "a new throw", "fr": "un nouveau lancer"}[lang]
    for seat in (0, 1):
        line = table.leaks.published[(seat, table.link.serial)][-1]["prompt"].split("\n")[0]
        assert "shuriken" in line, line
        if nth == 1:  # the first as before
            assert word not in line, line
        else:  # (fails before: the first throw's words)
            assert word in line and tr("dojo.nth.2") in line.split(), line
    assert not table.leaks.leaked, table.leaks.leaked[:1]
