"""Every card's name stands whole on its card in the hand, in capitals over 11 px high
(E7, s10: at 390x844, four cards to a row, 'Daidarabotchi' was cut to 'Daidarab...' in
the body face at 14 px, whose capitals are 10 px high). The names are in the game's
narrow display face, as the tiles' are. In a real browser at 360x640 and 390x844, EN
and FR: each of the game's names is put in a card of the hand and measured."""

from __future__ import annotations

import time

import pytest

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_refusals import SEATS, open_hand

NAMES = """() => {
    const node = document.querySelector('#hand .card .name');
    const pen = document.createElement('canvas').getContext('2d');
    pen.font = getComputedStyle(node).font;
    const caps = pen.measureText('H').actualBoundingBoxAscent;
    const names = [...new Set(Object.values(welcome.cards).map(c => c.name))];
    const cut = names.filter(name => {
        node.textContent = name;
        return node.scrollWidth > node.clientWidth;
    });
    const cols = getComputedStyle(document.getElementById('hand')).getPropertyValue('--cols');
    return {names: names.length, cut, caps, cols: +cols, family: getComputedStyle(node).fontFamily};
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_name_is_whole_and_its_capitals_11_px(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=12, lang=lang)
    table.frames(1)
    seen = {}
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, 360, 640)
        try:
            for width, height in ((360, 640), (390, 844)):
                page.set_viewport_size({"width": width, "height": height})
                time.sleep(0.3)  # the hand drawn again for the new width (its columns)
                page.evaluate("() => document.fonts.ready")
                seen[width] = page.evaluate(NAMES)
        finally:
            browser.close()
    assert seen[360]["cols"] == 3 and seen[390]["cols"] == 4, seen
    for width, look in seen.items():
        assert look["names"] >= 15, (width, look)  # the game's kinds, Daidarabotchi among them
        assert not look["cut"], (width, look)  # (before: Daidarabotchi at 390)
        assert look["caps"] >= 11, (width, look)  # (before: 10.1 px)
        assert look["family"].startswith('"Ninjas Display"'), look
