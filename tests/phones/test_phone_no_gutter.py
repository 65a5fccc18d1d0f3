"""The phone page fills the window's width (issue 33, newcomer S, s9 b1, b3 at 390x844:
the page ended about 15 px from the right edge, the room kept for the scrollbar, and the
header's rule stopped short). The page's scrollbar takes no room, as a phone's: the
header spans the window, the hand stands as far from the right edge as from the left,
and its width does not change when the page grows a scrollbar. In Chromium with its
scrollbars shown, at 390x844 and 360x640."""

from __future__ import annotations

import pytest

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import SEATS, discarding_from_eight, open_page, played_to

WIDTHS = """() => {
    const box = (el) => el.getBoundingClientRect();
    const hand = document.getElementById('hand');
    return {
        inner: innerWidth, client: document.documentElement.clientWidth,
        header: box(document.querySelector('header')).right,
        rule: getComputedStyle(document.querySelector('header')).borderBottomWidth,
        left: box(hand).left, right: innerWidth - box(hand).right,
        scrolls: document.documentElement.scrollHeight > innerHeight,
    };
}"""


@pytest.mark.parametrize(("width", "height"), [(390, 844), (360, 640)])
def test_the_page_fills_the_width_with_its_scrollbar(phone_table, width: int, height: int) -> None:
    table: PhoneTable = phone_table(SEATS, seed=0, prepare=played_to(discarding_from_eight))
    table.frames(1)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, width, height)
        try:
            seen = page.evaluate(WIDTHS)
            page.screenshot(path=f"/tmp/s9sh4_gutter_{width}.png")
        finally:
            browser.close()
    assert seen["scrolls"], seen  # a page longer than the window: a scrollbar to show
    assert seen["client"] == seen["inner"] == width, seen  # no room kept for it
    assert seen["header"] == width, seen  # the header and its rule to the edge
    assert abs(seen["left"] - seen["right"]) <= 1, seen  # the hand in the middle
