"""A phone refused is never a dead end (s23, left in E7's brief): a second phone opening
a seat's code another phone keeps, or a phone whose code no longer opens a hand, said
why and nothing more, an empty page under it. It now says why and, under it, the way in:
where the code is found at the computer (F2, by the person's name) and a field to type
it. The code typed there opens the hand on that phone. In a real browser, EN and FR."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api, wait_until

SEATS = [Seat("human", name="Bea"), Seat("human", name="Kai"), Seat("ai", "easy")]
LOOK = """() => ({
    status: document.getElementById('status').textContent,
    form: !document.getElementById('typed').hidden,
    help: document.getElementById('typed-help').textContent,
    open: document.getElementById('typed-open').textContent,
    who: document.getElementById('who').textContent,
})"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refused_phone_says_why_and_how_to_join(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=5, lang=lang)
    table.frames(1)
    tr = table.app.tr
    url = dict(table.link.links())[0]
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            owner = browser.new_page(viewport={"width": 360, "height": 640})
            owner.goto(url)
            assert wait_until(lambda: table.link.linked() == {0}, table=table)
            thief = browser.new_page(viewport={"width": 360, "height": 640})  # another phone
            thief.goto(url)
            assert wait_until(lambda: thief.evaluate(LOOK)["status"] == tr("phone.error.taken"))
            taken = thief.evaluate(LOOK)
            table.link.renew(0)  # 'New code for Bea' at the computer: the owner's code is old
            assert wait_until(
                lambda: owner.evaluate(LOOK)["status"] == tr("phone.error.bad_token"), table=table
            )
            old = owner.evaluate(LOOK)
            code = table.link.typed(0)[1]  # the new code, typed on the phone refused before
            thief.fill("#typed-code", code)
            thief.click("#typed-open")
            assert wait_until(lambda: thief.evaluate(LOOK)["who"] == "Bea", table=table)
            assert wait_until(lambda: table.link.linked() == {0}, table=table)
            joined = thief.evaluate(LOOK)
        finally:
            browser.close()
    help_words = tr("phone.join.help")
    # (fails before: the words alone, no field, an empty name)
    for look in (taken, old):
        assert look["form"] and look["help"] == help_words, look
        assert look["open"] == tr("phone.typed.open") and look["who"], look
    assert "F2" in help_words
    assert not joined["form"] and not joined["status"], joined
