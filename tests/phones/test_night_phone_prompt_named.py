"""Newcomer I, s10: while Kenji (on his phone) acted, the laptop's prompt said 'Your
action now: Move... Your bonuses and discards: on your phone.' on the shared screen.
It now names him: 'Kenji — Your action now: Move... Bonuses and discards: on the
phone.'"""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat

from .conftest import PhoneTable


def to_phone_act(session: GameSession) -> None:
    """Placements and plans played, seat 1 (the phone's) to act first... or whoever:
    play until a phone seat is to act."""
    while not session.state.is_terminal:
        state = session.state
        if state.phase == "act" and state.current_player == 1 and state.drop_seat is None:
            return
        session.apply(state.legal_actions()[0])
    raise AssertionError("the phone seat never acted")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_laptop_names_the_phone_seat_in_its_act_prompt(phone_table: Any, lang: str) -> None:
    seats = [Seat("human", name="Aiko"), Seat("human", name="Kenji"), Seat("ai", "easy")]
    table: PhoneTable = phone_table(seats, seed=3, game="night", lang=lang, prepare=to_phone_act)
    scene = table.scene
    assert scene.phone_seat(1) and scene.state.current_player == 1
    said = str(scene.prompt())
    tr = table.app.tr
    assert said.startswith("Kenji — "), said  # fails before: 'Your action now...'
    assert said.endswith(str(tr("night.prompt.act.phone"))), said


def to_phone_plan(session: GameSession) -> None:
    """Play until the phone seat (1) is to plan."""
    while not session.state.is_terminal:
        state = session.state
        if state.phase == "plan" and state.current_player == 1:
            return
        session.apply(state.legal_actions()[0])
    raise AssertionError("the phone seat never planned")


def test_the_laptops_footer_says_nothing_to_click_while_the_phone_plans(
    phone_table: Any,
) -> None:
    """Newcomer I, s10 (nc-99/030.png): while Kenji planned on his phone, the laptop's
    footer said 'Click the two actions, or Q and W...; Enter confirms the plan'."""
    from scenes.night.table_view import help_key

    seats = [Seat("human", name="Aiko"), Seat("human", name="Kenji"), Seat("ai", "easy")]
    table: PhoneTable = phone_table(seats, seed=3, game="night", prepare=to_phone_plan)
    scene = table.scene
    assert scene.phone_seat(1) and scene.state.phase == "plan"
    # (not night.help.watch's 'Space: skip the animations' while nothing moves either:
    # newcomer V, s13, game 2)
    assert help_key(scene) == "night.help.phone_turn"  # fails before: night.help.plan


def test_the_laptops_footer_offers_no_hint_in_the_phone_seats_turn(phone_table: Any) -> None:
    """Newcomer I, s10: in Kenji's turn at the laptop the footer said 'H hint', which
    does nothing for a seat on a phone (its hint would search what Kenji alone knows)."""
    from scenes.night.table_view import help_key

    seats = [Seat("human", name="Aiko"), Seat("human", name="Kenji"), Seat("ai", "easy")]
    table: PhoneTable = phone_table(seats, seed=3, game="night", prepare=to_phone_act)
    scene = table.scene
    assert scene.phone_seat(1) and scene.state.current_player == 1 and not scene.may_hint
    key = help_key(scene)
    assert key.endswith(".phone"), key  # fails before: night.help.rows
    for lang, hint in (("en", "H hint"), ("fr", "H conseil")):
        table.app.set_language(lang)
        said = str(table.app.tr(key))
        assert hint not in said and "U " in said and "F1" in said, said
    table.app.set_language("en")
