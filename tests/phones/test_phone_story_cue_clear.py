"""The story's cue ('+2 more' / '+20 de plus') at the corner of the lines since the last
turn sat on their words (newcomer O, s12, 117, 175, 228: 'You put a token from your
backpack o[+2 more]roof 2.'): the words kept 54 px clear of a cue up to ~90 px wide. Every
word now stands clear of it, at 360 and 390 px wide, EN and FR, in a real browser."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import PhoneTable
from .test_phone_night_tiles import SINCE
from .test_phone_page import playwright_api
from .test_phone_page_fit import PLAN_READY, night_plan_table, open_page

CLEAR = """() => {
    const cue = document.getElementById('last-more'), last = document.getElementById('last');
    if (cue.hidden) return {cue: null};
    const c = cue.getBoundingClientRect(), frame = last.getBoundingClientRect();
    const under = [];
    const walk = document.createTreeWalker(last, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
            if (r.bottom <= frame.top + 1 || r.top >= frame.bottom - 1) continue;  // out of sight
            if (r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top)
                under.push(node.textContent.slice(0, 40));
        }
    }
    return {cue: cue.textContent, under};
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("width,height", [(360, 640), (390, 844)])
def test_no_word_of_the_story_runs_under_its_cue(
    phone_table: Any, lang: str, width: int, height: int
) -> None:
    table: PhoneTable = night_plan_table(phone_table, lang, 2)
    long = [
        "Vous fouillez la pioche et prenez une carte Dragon, puis vous la montrez.",
        "You put a token from your backpack on roof 2.",
    ]
    seen = []
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, width, height, PLAN_READY)
        try:
            for count in (3, 8, 22):
                page.evaluate(SINCE, [long[n % 2] for n in range(count)])
                seen.append(page.evaluate(CLEAR))
        finally:
            browser.close()
    for look in seen:
        assert look["cue"], seen  # the story is cut: a cue shows
        assert not look["under"], seen
