"""Newcomer O (s12, 358/359): scrolling the phone page with the wheel while others
played, 'it kept jumping back'. Each new position redrew the page: the lines since the
last turn grew from one to three over the hand, and what the person was reading moved
down the screen. A refresh keeps in place what the person scrolled to, unless the seat's
turn begins (test_phone_turn_scroll: then its question comes into sight). In a real
browser, at 360x640 and 390x844."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import discarding_from_eight, open_page, played_to

WAIT = """(lines) => {
    // another seat's turn: the page waits, lines told, scrolled down by the person
    receive({...state, version: state.version + 1, your_turn: false, acting: false, choices: [],
             since: lines.map(line => [line, false])});
    const most = document.documentElement.scrollHeight - innerHeight;
    scrollTo(0, Math.round(most * 0.6));
    return scrollY;
}"""
SEEN = """() => {
    // where the things under the header stand on the screen
    const top = document.querySelector('header').getBoundingClientRect().bottom;
    const marks = [...document.querySelectorAll('#game h2, #sections .group-title')]
        .filter(node => node.offsetHeight);
    return marks.map(node => [node.textContent, Math.round(node.getBoundingClientRect().top - top)]);
}"""
MOVED = """(lines) => {
    // the others play on: a new position, more lines told
    receive({...state, version: state.version + 1, since: lines.map(line => [line, false])});
}"""


@pytest.mark.parametrize("width,height", [(360, 640), (390, 844)])
@pytest.mark.parametrize("before,after", [(1, 3), (3, 1)])
def test_a_refresh_while_waiting_keeps_what_is_seen(
    phone_table, width: int, height: int, before: int, after: int
) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=0, prepare=played_to(discarding_from_eight)
    )
    table.frames(1)
    lines = [f"Midori draws card {n}." for n in range(4)]
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, width, height)
        try:
            away = page.evaluate(WAIT, lines[:before])
            seen = page.evaluate(SEEN)
            page.evaluate(MOVED, lines[:after])
            moved = page.evaluate(SEEN)
        finally:
            browser.close()
    assert away > 40, away  # scrolled down: something to keep
    # where each title stood on the screen, to a pixel (fractions rounded)
    assert all(abs(a[1] - b[1]) <= 1 for a, b in zip(seen, moved, strict=True)), (seen, moved)
