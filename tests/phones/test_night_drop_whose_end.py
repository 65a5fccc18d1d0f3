"""Newcomer I, s10 (nc-99/150-154.png): Aiko (at the laptop) attacked Kenji (on his
phone), whose backpack was full; Kenji dropped a token on his phone, the laptop said
'Kenji ends the turn on their phone' and Enter did nothing; Kenji's End turn then ended
AIKO's turn ('Aiko had nothing to do: turn passed') and she lost her end-of-turn
choices. The drop is Kenji's whole answer: the turn comes back to Aiko at the laptop,
whose End turn it is, where she plays."""

from __future__ import annotations

from typing import Any

from ninjas.core.session import GameSession, Seat
from scenes.phone_turn import END_TURN

from .conftest import PhoneTable

SEATS = [Seat("human", name="Aiko"), Seat("human", name="Kenji"), Seat("ai", "easy")]


LINE = (
    "place 2,place 9,place 1,plan attack attack,plan collect move,plan collect move,"
    "attack 1 0.1,end,collect 0 2,hook 0 6,end,collect 0,shuriken 0 0 30.0,end,"
    "attack 1 0.1,end,move 7 35.0,end,move 10 33.0,end,plan collect move,"
    "plan collect move,plan attack attack,collect 0 1 2,end,collect 0 1,"
    "shuriken 1 0 30.0,end,attack 1 0.1,end,move 5 34.0,drop 2,end,move 9 27.0,end"
).split(",")
"""Seed 1, three players: round 2's second action turn, Aiko (seat 0) to attack Kenji
(seat 1), whose backpack is full (found by a seeded search of plausible play)."""
HIT = "attack 1 21.7"


def aiko_to_attack(session: GameSession) -> None:
    for action in LINE:
        session.apply(action)
    state = session.state
    assert state.current_player == 0 and state.planned(0) == "attack"
    assert state.free_slots(1) == 0


def hit_and_drop(phone_table: Any, drop: bool = True) -> PhoneTable:
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", prepare=aiko_to_attack)
    table.app.settings.confirm_turn_end = True
    table.link.give_up(0)  # Aiko plays on the laptop, Kenji on his phone
    scene = table.scene
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    assert scene.phone_seat(1) and not scene.phone_seat(0)
    scene.play(HIT)
    assert scene.state.drop_seat == 1
    assert table.run_until(lambda: bool(table.link.state_message(1)["choices"]))
    table.frames(2)  # published
    drops = table.link.state_message(1)["choices"]
    assert all(c["action"].startswith("drop") for c in drops)
    if not drop:
        return table
    table.link._take(1, drops[0]["action"], table.link.serial)  # Kenji's phone drops
    table.frames(2)
    return table


def test_the_drop_is_kenjis_whole_answer_and_aiko_keeps_her_turn(phone_table: Any) -> None:
    table = hit_and_drop(phone_table)
    scene = table.scene
    state = scene.state
    assert state.drop_seat is None and state.current_player == 0
    # nothing waits for Kenji's End turn (it waited, and ended Aiko's turn)
    assert not scene.turn_end.waiting
    assert table.link.state_message(1)["choices"] == []
    assert not any(c["action"] == END_TURN for c in table.link.state_message(1)["choices"])
    table.frames(5)
    # Aiko's turn is not passed for her: she keeps her choices, End the turn among them
    assert state.current_player == 0 and state.main_done, state.history
    assert "end idle" not in state.history
    assert scene.can_act and scene.acting_seat == 0
    assert any(a.kind == "end" for a, _ in scene.options)
    assert str(table.app.tr("turn_end.prompt_phone", name="Kenji")) not in scene.prompt()


def test_aiko_ends_her_own_turn_at_the_laptop(phone_table: Any) -> None:
    table = hit_and_drop(phone_table)
    scene = table.scene
    table.frames(5)
    end = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "end")
    scene.choose_option(end)  # Aiko's own End the turn, at the laptop
    history = scene.state.history
    assert history[-2].startswith("drop") and history[-1] == "end", history[-3:]


def test_the_phone_offers_kenji_no_end_turn_after_his_drop(phone_table: Any) -> None:
    """His phone's End turn would end the turn of another (refused if sent)."""
    table = hit_and_drop(phone_table)
    before = len(table.scene.state.history)
    table.link._take(1, END_TURN, table.link.serial)
    table.frames(2)
    assert len(table.scene.state.history) == before
    assert table.scene.state.current_player == 0


def test_the_laptop_says_whose_drop_it_is(phone_table: Any) -> None:
    """'Kenji chooses on their phone' said nothing of the hit, nor that the turn was
    still Aiko's after it."""
    table = hit_and_drop(phone_table, drop=False)
    said = table.scene.prompt()
    assert said == table.app.tr("night.waiting.drop_phone", name="Kenji"), said
