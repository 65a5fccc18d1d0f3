"""Newcomer C (s10, Dojo on a phone, p3-014 against the laptop's 069): the phone said
the outcome of Blue's turn and 'Your turn' while the laptop still played it. While the
table tells an action (its events, dice, cards turned over: `busy`), its phones hear of
no new position; once it is shown, they do, at once."""

from __future__ import annotations

from typing import Any

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_dojo_waiting import to_turn_four


def test_the_phone_hears_of_a_move_once_the_screen_has_shown_it(phone_table, monkeypatch) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("human")], seed=0, game="dojo", prepare=to_turn_four
    )
    table.frames(2)
    scene, link = table.scene, table.link
    telling = [True]
    monkeypatch.setattr(type(scene), "busy", property(lambda self: telling[0]))
    before = link.serial
    told: dict[str, Any] = link.state_message(1)
    session = scene.session
    session.apply(str(session.state.legal_actions()[0]))  # a move, still being shown
    scene.version += 1
    table.frames(5)
    assert link.serial == before  # fails before: told at once
    assert link.holding()
    telling[0] = False
    table.frames(2)
    assert link.serial > before
    assert link.state_message(1)["view"] != told["view"]
    assert not table.leaks.leaked
