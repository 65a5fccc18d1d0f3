"""Newcomer V, s13 (nc-V/282): Aiko's and the computer's Skip passed by themselves ('Aiko
had nothing to do: turn passed'), but Kenji's, a phone's seat, waited for someone at
the laptop to press End the turn. A phone's seat with nothing to do is passed by the
table too, its line in the log."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat

from .conftest import PhoneTable

SEATS = [Seat("human", name="Aiko"), Seat("human", name="Kenji"), Seat("ai", "easy")]


def kenji_to_skip(session: GameSession) -> None:
    """Play (first legal choices, Kenji planning Collect then Skip) until Kenji's Skip."""
    while True:
        state = session.state
        if (
            state.phase == "act"
            and state.current_player == 1
            and state.drop_seat is None
            and state.planned(1) == "skip"
        ):
            return
        legal = state.legal_actions()
        choice = legal[0]
        if state.phase == "plan":
            wanted = "plan collect skip" if state.current_player == 1 else "plan collect move"
            choice = next(a for a in legal if str(a) == wanted)
        elif state.phase == "act" and not state.main_done:
            main = [a for a in legal if a.kind not in ("end", "discard", "keep", "swap")]
            choice = main[0] if main else choice
        session.apply(choice)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_phone_seats_skip_passes_by_itself(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", lang=lang, prepare=kenji_to_skip)
    scene = table.scene
    state = scene.state
    assert scene.phone_seat(1) and state.current_player == 1 and state.nothing_to_do(1)
    for token in state.backpacks[1]:  # no face Kenji alone knows (with one, his turn
        if token is not None:  # comes to his phone: passing it would tell the others he
            state.known[token] = {0, 1, 2}  # held no bonus, test_night_pass_tells_nothing)
    table.frames(3)
    state = scene.state
    # fails before: the turn waited for the laptop's End the turn
    assert "end idle" in state.history[-3:], state.history[-3:]
    assert state.current_player != 1 or state.phase != "act" or state.planned(1) != "skip"
    tr = table.app.tr
    why = tr("night.log.why.planned_skip", action=tr("night.action.skip"))
    assert tr("night.log.passed.why", name="Kenji", why=why) in scene.log_lines


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_phone_seat_with_a_bonus_ends_its_skip_on_its_phone(phone_table: Any, lang: str) -> None:
    """Its bonus is played on its phone: the turn is not passed for it, and its End the
    turn is on its phone too (V's Kenji had two Hooks: the laptop's End the turn waited
    for somebody there); the laptop has nothing to press meanwhile."""
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", lang=lang, prepare=kenji_to_skip)
    scene = table.scene
    state = scene.state
    hook = next(t for t in range(len(state.kinds)) if state.kinds[t] == "hook")
    state.backpacks[1][0] = hook  # a Grappling Hook in its first slot
    state.known[hook].add(1)
    scene._refresh()
    assert not state.nothing_to_do(1)
    table.frames(3)
    assert scene.state.current_player == 1 and "end idle" not in scene.state.history[-2:]
    tr = table.app.tr
    message = table.link.state_message(1)
    ends = [c for c in message["choices"] if c["action"] == "end"]  # fails before: none
    assert len(ends) == 1 and ends[0].get("confirm"), message["choices"]
    assert any(c["action"].startswith("hook") for c in message["choices"])
    skip = tr("night.action.skip")
    assert message["prompt"] == tr("phone.night.ends_here", action=skip), message["prompt"]
    assert not message["acting"]  # its turn here, not on the screen
    assert scene.acting_seat is None and not scene.can_act  # nothing for the laptop
    played = len(scene.state.history)
    table.link._take(1, "end", table.link.serial)  # Kenji ends it on his phone
    assert scene.state.history[played:][:1] == ["end"], scene.state.history[played:]
    assert not scene.turn_end.waiting and scene.state.current_player != 1
    why = tr("night.log.why.planned_skip", action=skip)
    assert tr("night.log.skipped.why", name="Kenji", why=why) in scene.log_lines
