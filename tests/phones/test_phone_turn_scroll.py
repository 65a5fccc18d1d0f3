"""Newcomer I (s6, 360x640): scrolled down while waiting (to read the clans), 'on a new
turn the page does not scroll back to the top', and the question stood out of sight.
When it becomes the seat's turn, a page scrolled so that the prompt is out of sight
goes back to its top; within the turn, or with the prompt in sight, it stays put."""

from __future__ import annotations

import time

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import discarding_from_eight, open_page, played_to

TURN = """() => {
    // the same position told as another seat's turn, then as this seat's again
    receive({...state, version: state.version + 1, your_turn: false, acting: false, choices: []});
    scrollTo(0, document.documentElement.scrollHeight);
    return scrollY;
}"""
AGAIN = """() => {
    receive({...state, version: state.version + 1, your_turn: true});
    return scrollY;
}"""


def test_the_page_comes_back_to_its_question_when_the_turn_comes(phone_table) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=0, prepare=played_to(discarding_from_eight)
    )
    table.frames(1)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, 360, 640)
        try:
            mine = page.evaluate("() => state")
            away = page.evaluate(TURN)
            time.sleep(0.3)  # the prompt seen out of sight
            back = page.evaluate(
                "(m) => { receive({...m, version: state.version + 1}); return scrollY; }", mine
            )
            page.evaluate("() => scrollTo(0, document.documentElement.scrollHeight)")
            time.sleep(0.3)
            within = page.evaluate(AGAIN)  # still its turn: where the finger left it
        finally:
            browser.close()
    assert away > 0, "the page did not scroll: nothing was tested"
    assert back == 0
    assert within > 0
