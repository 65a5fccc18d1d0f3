"""Night's phone page with a full backpack and token choices in the bar at the foot
(newcomer O, s12, nc-O/097 at 360x640: the bar of discards and bonuses took the lower
half of the screen and 'YOUR BACKPACK' stood under its edge, ~40 px of it in sight; the
page had to be scrolled to see the tokens the choices speak of). In the seat's own
action turn the backpack and its hand come first, before the plans: at 360x640 and
390x844, unscrolled, the backpack stands whole above the bar. In a real browser, EN and
FR."""

from __future__ import annotations

import time
from typing import Any

import pytest

from .conftest import PhoneTable
from .test_phone_night_tiles import SEATS, kenji_holds
from .test_phone_night_token_groups import SHOW, k_choices
from .test_phone_page import CHROMIUM, FLAGS, playwright_api

LOOK = """(title) => {
    const box = (el) => el.getBoundingClientRect();
    const bar = document.getElementById('bar');
    const heads = [...document.querySelectorAll('#sections h2')];
    const head = heads.find(h => h.textContent === title);
    let row = head && head.nextElementSibling;
    while (row && !row.classList.contains('row')) row = row.nextElementSibling;
    return {
        scrolled: scrollY, shown: !bar.hidden, barTop: box(bar).top, tall: innerHeight,
        headTop: head ? box(head).top : null, rowBottom: row ? box(row).bottom : null,
        titles: heads.map(h => h.textContent),
        tiles: document.querySelectorAll('#choices .token-tile').length,
    };
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(360, 640), (390, 844)])
def test_the_backpack_stands_whole_above_the_bar_unscrolled(
    phone_table: Any, lang: str, size: tuple[int, int]
) -> None:
    table: PhoneTable = phone_table(SEATS, seed=9, game="night", lang=lang, prepare=kenji_holds)
    tr = table.app.tr
    table.frames(2)
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": size[0], "height": size[1]})
            page.goto(dict(table.link.links())[1])
            ready = "() => !!document.querySelector('.token-tile')"
            assert table.run_until(lambda: bool(page.evaluate(ready)), 20)
            page.evaluate(SHOW, k_choices(tr))  # newcomer K's seven: the bar at its tallest
            time.sleep(0.2)
            seen = page.evaluate(LOOK, tr("phone.night.backpack"))
        finally:
            browser.close()
    assert seen["shown"] and seen["tiles"] and seen["scrolled"] == 0, seen
    assert seen["headTop"] is not None and seen["headTop"] >= 0, seen
    assert seen["rowBottom"] <= seen["barTop"], seen  # fails before at 360x640
