"""Newcomer C (s10, p1-039, p3-038): the phone showed the final result, and as the
laptop left the results screen the page said only 'The game on the screen was closed.',
the scores being read wiped. The link closed after a game over, the result stays in
sight under those words; closed in the middle of a game, the page is the words alone."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.phone_turn import END_TURN

from .conftest import PhoneTable
from .test_phone_game_end import LAST, one_move_from_the_end
from .test_phone_page import CHROMIUM, FLAGS, playwright_api

SEEN = """() => ({
    status: getComputedStyle(document.getElementById('status')).display !== 'none'
        && document.getElementById('status').textContent,
    game: !document.getElementById('game').hidden,
    result: !document.getElementById('result').hidden
        && document.getElementById('result').getBoundingClientRect().height > 0,
    bar: !document.getElementById('bar').hidden,
    // the words stand above the result, in the page's flow, never over its headline
    over: getComputedStyle(document.getElementById('status')).position === 'fixed',
})"""


@pytest.mark.parametrize("over", [True, False])
def test_the_result_stays_once_the_laptop_closes_the_game(phone_table, over: bool) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=6, prepare=one_move_from_the_end
    )
    table.frames(1)
    link = table.link
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 360, "height": 640})
            page.goto(dict(link.links())[0])
            assert table.run_until(lambda: page.evaluate("() => !!state"), 30)
            if over:
                link._take(0, LAST[0], link.serial)
                table.frames(3)
                link._take(0, END_TURN, link.serial)
                assert table.run_until(lambda: page.evaluate("() => !!(state && state.result)"), 30)
            link.close()
            closed = table.app.tr("phone.error.closed")
            assert table.run_until(lambda: page.evaluate(SEEN)["status"] == closed, 30)
            page.set_viewport_size({"width": 390, "height": 844})  # redrawn: a phone turned
            page.wait_for_timeout(200)
            seen = page.evaluate(SEEN)
        finally:
            browser.close()
    assert seen["game"] is over and seen["result"] is over, seen  # fails before: wiped
    assert not seen["bar"] and not seen["over"], seen
