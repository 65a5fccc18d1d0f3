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
