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


ASKED = """(prompt) => {
    scrollTo(0, document.documentElement.scrollHeight);
    const away = scrollY;
    // the same turn's next question (a power's target taken: the card it takes)
    receive({...state, version: state.version + 1, prompt: prompt});
    return [away, scrollY];
}"""


def test_a_new_question_in_the_turn_comes_into_sight(phone_table) -> None:
    """Newcomer C (s10, 360x640, p1-033 -> p1-034): after the Fox's target the page stood
    scrolled down, the question ('choose the card you give') off the top. A new question
    of the turn brings it into sight, at once (no frame waited); the same question again
    (a new position, nothing new asked) leaves the page where the finger left it."""
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=0, prepare=played_to(discarding_from_eight)
    )
    table.frames(1)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, 360, 640)
        try:
            same = page.evaluate("() => state.prompt")
            kept = page.evaluate(ASKED, same)
            asked = page.evaluate(ASKED, "Choose the card you give.")
            # scrolled just so far that the turn word is cut, the question's top still seen
            cut = page.evaluate(
                """(prompt) => {
                    scrollTo(0, 16);
                    const away = scrollY;
                    receive({...state, version: state.version + 1, prompt: prompt});
                    return [away, scrollY];
                }""",
                "Choose the card you take.",
            )
            seen = page.evaluate(
                "() => document.getElementById('prompt').getBoundingClientRect().top"
                " >= document.querySelector('header').getBoundingClientRect().bottom"
            )
        finally:
            browser.close()
    assert kept[0] > 0 and asked[0] > 0, "the page did not scroll: nothing was tested"
    assert kept[1] > 0, "the same question again moved the page"
    assert asked[1] == 0 and seen
    assert cut[0] > 0 and cut[1] == 0, cut  # the turn word whole again too
