"""Kenji (on his phone), hit by Aiko's attack in her turn, drops a token: his phone's
badge said 'YOUR TURN' while it was Aiko's (newcomer I, s10, nc-99/150). It says 'Your
answer, now': the message marks the choices asked in another seat's turn (`answer`),
and the page words it so; in his own turn played on the screen it stays 'Your turn, on
the screen' (test_phone_night_tiles). In a real browser at 360x640, EN and FR."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import PhoneTable
from .test_night_drop_whose_end import HIT, SEATS, aiko_to_attack
from .test_phone_night_tiles import open_kenji
from .test_phone_page import playwright_api

WORD = "() => document.getElementById('state-word').textContent"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_drop_in_another_s_turn_is_an_answer_not_a_turn(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", lang=lang, prepare=aiko_to_attack)
    tr = table.app.tr
    table.link.give_up(0)  # Aiko plays on the laptop, Kenji on his phone
    scene = table.scene
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    table.frames(2)
    before = table.link.state_message(1)
    assert not before["answer"] and not before["choices"]
    scene.play(HIT)
    assert scene.state.drop_seat == 1
    assert table.run_until(lambda: bool(table.link.state_message(1)["choices"]))
    asked = table.link.state_message(1)
    assert asked["answer"] and all(c["action"].startswith("drop") for c in asked["choices"])
    ready = "() => !!document.querySelector('.token-tile[data-action^=\"drop\"]')"
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_kenji(playwright, table, ready)
        try:
            word = page.evaluate(WORD)
        finally:
            browser.close()
    assert word == tr("phone.state.answer"), word  # before: 'Your turn'


def test_the_next_seat_waits_while_another_s_move_waits_for_its_end(phone_table: Any) -> None:
    """Aiko (at the laptop) placed; her move waits for her End turn. Kenji, next, is not
    to play yet: his badge waits, where it said 'YOUR TURN, ON THE SCREEN' over 'Aiko's
    move is played: waiting for Aiko to end the turn' (seen in a real window, s11)."""
    from scenes.phone_turn import ending_seat

    table: PhoneTable = phone_table(SEATS, seed=1, game="night")
    table.app.settings.confirm_turn_end = True
    table.link.give_up(0)  # Aiko plays on the laptop, Kenji on his phone
    scene = table.scene
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    table.frames(2)
    assert scene.state.phase == "place" and scene.state.current_player == 0
    scene.play(scene.state.legal_actions()[0])
    table.frames(2)
    assert ending_seat(scene) == 0 and scene.state.current_player == 1
    message = table.link.state_message(1)
    assert not message["acting"] and not message["your_turn"], message  # before: acting
