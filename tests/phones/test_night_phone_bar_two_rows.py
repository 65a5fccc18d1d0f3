"""Newcomer O, s12 (nc-O/097), again newcomer V, s13 (nc-V/318-319): at 360x640 the bar of
Night's token choices took a third to half of the screen. On a small phone it is kept to
about two rows of tiles (27% of the screen), the rest scrolled in it, a shadow over its
foot saying so until its end; the backpack stands in sight above it. In a real browser
at 360x640 (and 390x844, where the bar had room already), in French."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from .test_night_phone_idle_bonus import kenji_holds, kenji_page
from .test_phone_page import playwright_api

LOOK = """() => {
    const bar = document.getElementById('bar'), box = bar.getBoundingClientRect();
    const pack = document.querySelector('#sections .row').getBoundingClientRect();
    return {height: box.height, top: box.top, pack: pack.bottom, below: bar.classList.contains('below'),
            scrolls: bar.scrollHeight > bar.clientHeight + 1,
            tiles: document.querySelectorAll('#choices .token-tile').length};
}"""
END = "() => { const bar = document.getElementById('bar'); bar.scrollTop = bar.scrollHeight; }"


def test_the_token_bar_keeps_to_two_rows_on_a_small_phone(phone_table: Any, tmp_path: Path) -> None:
    lang = "fr"  # (the longer words: seen in English too)
    table = kenji_holds(phone_table, lang, "hook")
    heads = {c.get("head") for c in table.link.state_message(1)["choices"]}
    assert len(heads) >= 3, heads  # three groups of tiles: three rows and their lines
    table.frames(2)
    with playwright_api.sync_playwright() as playwright:
        browser, page = kenji_page(playwright, table)
        try:
            time.sleep(0.3)
            small = page.evaluate(LOOK)
            page.screenshot(path=str(tmp_path / f"bar2_{lang}_360.png"))
            page.evaluate(END)
            time.sleep(0.2)
            end = page.evaluate(LOOK)
            page.set_viewport_size({"width": 390, "height": 844})
            time.sleep(0.3)
            tall = page.evaluate(LOOK)
            page.screenshot(path=str(tmp_path / f"bar2_{lang}_390.png"))
        finally:
            browser.close()
    # fails before: 36% of the screen at most, no cue of what is below
    assert small["height"] <= 0.27 * 640 + 1 and small["scrolls"] and small["below"], small
    assert small["pack"] <= small["top"], small  # the backpack whole above the bar
    assert not end["below"], end  # scrolled to its end: no shadow
    assert not tall["scrolls"] and not tall["below"], tall  # room enough: all in sight
