"""Dojo: a seat on a phone gets a hint for its battle cards on its phone (s23, left in
E7's brief: the table gives none for cards that seat alone may see, hint_public.py, and
the phone offered none). 'Hint' in the bar asks; the hard computer's move on what that
seat knows is said in the bar, 'Hint: Lay the 5 face down.', on that phone alone, and
the shared screen still offers no hint. Every message checked against its
determinized twin (conftest.py). In a real browser at 390x844 and 360x640, EN/FR."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_dojo_phone_seat_hint import to_phase
from .test_phone_page import CHROMIUM, FLAGS, SHOTS, playwright_api, wait_until

SEATS = [Seat("human", name="Bea"), Seat("ai", "easy")]
LOOK = """() => ({
    ask: (b => b.hidden ? null : [b.textContent, b.disabled,
        Math.round(b.getBoundingClientRect().height), Math.round(b.getBoundingClientRect().bottom)])(
        document.getElementById('hint-ask')),
    said: (p => p.hidden ? null : p.textContent)(document.getElementById('bar-hint')),
    bar: (b => b.hidden ? null : Math.round(b.getBoundingClientRect().bottom))(document.getElementById('bar')),
    scrolls: (b => b.scrollHeight > b.clientHeight + 1)(document.getElementById('bar')),
})"""


@pytest.mark.parametrize(("lang", "width", "height"), [("fr", 360, 640), ("en", 390, 844)])
def test_her_battle_cards_are_hinted_on_her_phone(
    phone_table: Any, lang: str, width: int, height: int
) -> None:
    table: PhoneTable = phone_table(
        SEATS, seed=3, game="dojo", lang=lang, prepare=to_phase(("lay", "attack"))
    )
    table.frames(2)
    scene, tr = table.scene, table.app.tr
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": width, "height": height})
            page.goto(dict(table.link.links())[0])
            # (fails before: no 'Hint' on the page)
            assert wait_until(lambda: page.evaluate(LOOK)["ask"] is not None, 20, table)
            offered = page.evaluate(LOOK)
            if SHOTS:
                page.screenshot(path=f"{SHOTS}/dojo-hint-asked-{lang}-{width}x{height}.png")
            page.click("#hint-ask", timeout=2000)
            assert wait_until(lambda: page.evaluate(LOOK)["said"] is not None, 60, table)
            time.sleep(0.2)
            said = page.evaluate(LOOK)
            if SHOTS:
                page.screenshot(path=f"{SHOTS}/dojo-hint-{lang}-{width}x{height}.png")
        finally:
            browser.close()
    labels = [choice["label"] for choice in scene.phone_choices(0)]
    assert offered["ask"][0] == tr("phone.hint.ask") and offered["ask"][2] >= 44, offered
    guesses = [tr("phone.hint.guess", what=label) for label in labels]  # a face-down card
    assert said["said"] in [tr("phone.hint.said", what=w) for w in labels + guesses], said
    if scene.state.phase == "attack":  # a card struck face down: said to be a guess
        assert said["said"] in [tr("phone.hint.said", what=w) for w in guesses], said
    assert said["ask"] is None and not said["scrolls"] and said["bar"] == height, said
    assert not scene.may_hint  # the shared screen still gives none: the cards are hers
    assert not table.leaks.leaked, table.leaks.leaked[:3]
