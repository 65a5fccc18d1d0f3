"""Newcomer C (s10, Dojo on a 360x640 phone, p3-011/p3-012): a card of the hand picked,
the other side's face-down cards stood twice, 'The face-down card it strikes' (to tap)
and 'Their face-down cards' under it, where a tap did nothing. From that step on they
stand once, each to tap; before it (the card still to pick) the row stays in sight."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_dojo_battle import to_battle
from .test_phone_page import CHROMIUM, FLAGS, playwright_api

BACKS = """() => [...document.querySelectorAll('#game img')]
    .filter((img) => img.src.includes('card_back_') && img.offsetParent !== null)
    .map((img) => !!img.closest('#steps button'))"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_backs_struck_stand_once_each_to_tap(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("human")], seed=0, game="dojo", lang=lang, prepare=to_battle("attack")
    )
    table.frames(2)
    seat = table.scene.state.current_player
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 360, "height": 640})
            page.goto(dict(table.link.links())[seat])
            first = "#steps .row.pick button"
            assert table.run_until(lambda: page.locator(first).count() > 0, 30)
            before = page.evaluate(BACKS)
            page.locator(first).first.click()
            after = page.evaluate(BACKS)
            title = table.app.tr("phone.dojo.their_row")
            titles = page.evaluate(
                "() => [...document.querySelectorAll('#sections h2')].map((h) => h.textContent)"
            )
        finally:
            browser.close()
    assert before and not any(before), before  # the row in sight, the hand's card to pick
    assert after and all(after), after  # once each, every one a button of the step
    assert title not in titles
