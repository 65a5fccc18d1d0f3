"""Newcomer H, s16 (p117, 360x640): a card tapped, its powers in the bar stood in one
line, 'Spider (2) — 2: destroy a card · 3+: de… more ›': half a power. On a small phone
the card's words take two lines in the bar, whole, and the bar keeps its height (the
steady bar of test_phone_bar_steady). In a real browser (Chromium)."""

from __future__ import annotations

import pytest

from ninjas.shinobi.data import card_kind, card_name

from .conftest import PhoneTable
from .test_phone_bar_steady import SEEN, pairs_to_lay
from .test_phone_page import playwright_api
from .test_phone_refusals import SEATS, driven_to, open_hand, tap

TIP = """() => {
    const tip = document.getElementById('bar-tip'), words = tip.querySelector('.words');
    const style = getComputedStyle(words);
    return {shown: !tip.hidden, text: words.textContent, cue: tip.querySelector('.cue').textContent,
            lines: Math.round(words.getBoundingClientRect().height / parseFloat(style.lineHeight)),
            cut: words.scrollHeight > words.clientHeight + 1 || words.scrollWidth > words.clientWidth + 1,
            fits: tip.getBoundingClientRect().bottom <= window.innerHeight};
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_s_powers_stand_whole_in_two_lines_on_a_small_phone(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(
        SEATS, seed=3, lang=lang, prepare=driven_to(pairs_to_lay, lay=False)
    )
    table.frames(1)
    hand = table.scene.state.hands[0]
    # two Spiders in this hand: its words are the longest, two powers
    card = next(c for c in hand if card_kind(c) == "clan" and card_name(c) == "Spider")
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, 360, 640)
        try:
            page.evaluate(
                f"document.querySelector(\"#hand .card[data-card='{card}']\")"
                ".scrollIntoView({block: 'center'})"
            )
            before = page.evaluate(SEEN, card)
            tap(table, page, card)
            after = page.evaluate(SEEN, card)
            tip = page.evaluate(TIP)
            page.screenshot(path=f"/tmp/e12_tip_{lang}.png")
        finally:
            browser.close()
    assert tip["shown"] and not tip["cut"] and tip["lines"] == 2, tip
    assert abs(after["bar"] - before["bar"]) <= 1, (before, after)
