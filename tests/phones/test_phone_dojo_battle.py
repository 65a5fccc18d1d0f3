"""Dojo's phone says which battle it is for (issue 33 section 3): only the laptop's tray
named it, so a person laying cards on the phone read 'A battle: lay your cards...' and
had to look up at the screen to know where, and against how many. The place and the
ninjas there are public; the other side's cards stay hidden (the leak check's twin)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat

from .conftest import PhoneTable

SEATS = [Seat("human"), Seat("human")]


def to_battle(phase: str, projectile: bool = False) -> Callable[[GameSession], None]:
    """Both seats played by the easy computer until a battle (or a throw) is in `phase`."""

    def prepare(session: GameSession) -> None:
        state = session.state
        agents = [make_agent("easy", session.seed), make_agent("easy", session.seed + 1)]
        for _ in range(3000):
            battle = state.battle
            if battle is not None and state.phase == phase:
                if (battle.source is not None) == projectile:
                    return
            if state.is_terminal:
                break
            session.apply(agents[state.current_player].choose(state))
        pytest.skip(f"no {phase} reached in this game")

    return prepare


def told(table: PhoneTable, seat: int) -> dict[str, Any]:
    return table.leaks.published[(seat, table.link.serial)][-1]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("phase", ["lay", "attack"])
def test_each_phone_says_where_the_battle_is_and_who_fights_whom(phone_table, lang, phase):
    table: PhoneTable = phone_table(SEATS, seed=0, game="dojo", lang=lang, prepare=to_battle(phase))
    table.frames(2)
    scene, tr = table.scene, table.app.tr
    state = scene.state
    battle = state.battle
    where = scene.narrator.place_name(battle.hex)
    counts = state.ninjas[battle.hex]
    for seat in (0, 1):
        other = 1 - seat
        line = tr(
            "phone.dojo.battle",
            where=where,
            yours=tr.plural("phone.dojo.yours", counts[seat], count=counts[seat]),
            theirs=tr.plural(
                "phone.dojo.theirs", counts[other], count=counts[other], name=scene.seat_name(other)
            ),
        )
        prompt = told(table, seat)["prompt"]
        # the battle first, on a line of its own, then what this seat is to do or wait for
        assert prompt.split("\n")[0] == line, prompt
        assert scene.seat_name(other) in line
        rest = prompt.split("\n")[1]
        if seat == state.current_player:
            assert rest == tr(f"phone.dojo.{'lay' if phase == 'lay' else 'attack'}_now")
        else:
            assert rest == scene.phone_waiting(seat)
    assert not table.leaks.leaked, table.leaks.leaked[:1]  # no card of the other side


def test_a_throw_is_said_from_both_sides(phone_table):
    table: PhoneTable = phone_table(SEATS, seed=6, game="dojo", prepare=to_battle("lay", True))
    table.frames(2)
    scene = table.scene
    battle = scene.state.battle
    thrower = told(table, battle.attacker)["prompt"].split("\n")[0]
    target = told(table, battle.defender)["prompt"].split("\n")[0]
    assert thrower.startswith("Your shuriken from " + scene.narrator.place_name(battle.source))
    assert target.startswith(f"{scene.seat_name(battle.attacker)}'s shuriken from ")
    assert scene.narrator.place_name(battle.hex) in target
    assert not table.leaks.leaked


def test_out_of_a_battle_the_prompt_is_as_before(phone_table):
    table: PhoneTable = phone_table(SEATS, seed=6, game="dojo")
    table.frames(2)
    assert table.scene.state.battle is None
    for seat in (0, 1):
        assert "\n" not in told(table, seat)["prompt"]
