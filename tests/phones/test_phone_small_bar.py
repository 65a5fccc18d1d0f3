"""The bar on a small phone (issue 33, newcomer K, Shinobi FR at 360x640, phA5/phA14):
scrolled down to the hand's last row and a card tapped, the bar said the question again
in three lines, the card's meaning in two and two plays of two lines each: some 40% of
the screen, and the second Bear lay under it until scrolled. On a window under 700 px
high the bar's question takes one line, the plays stand side by side where two fit, and
the page keeps room under its last card for the bar at its tallest, so every card can be
scrolled above it. In a real browser, EN and FR."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import open_page, played_to, tap

TWO_PLAYS = """() => {
    // a playable card of the hand's last row whose tap offers two plays or more, else any
    const cards = [...document.querySelectorAll('#hand .card.playable')];
    const plays = (id) => state.choices.filter(c => (c.cards || []).length
        && c.cards.some(x => cardInfo(x).name === cardInfo(id).name)).length;
    const ids = cards.map(c => +c.dataset.card);
    return ids.filter(id => plays(id) >= 2).pop() || ids.pop();
}"""
BAR = """() => {
    const bar = document.getElementById('bar'), box = bar.getBoundingClientRect();
    const ask = document.getElementById('bar-ask'), tip = document.getElementById('bar-tip');
    const last = [...document.querySelectorAll('#hand .card')].pop().getBoundingClientRect();
    return {height: box.height, top: box.top, ask: !ask.hidden && ask.getBoundingClientRect().height,
            tip: !tip.hidden, lastBottom: last.bottom,
            rows: [...bar.querySelectorAll('button')].filter(b => b.offsetHeight).length,
            room: parseFloat(getComputedStyle(document.querySelector('main')).paddingBottom)};
}"""
OVER_BAR = """() => {
    const card = document.querySelector("#hand .card[data-card='CARD']");
    const bar = document.getElementById('bar').getBoundingClientRect();
    scrollBy(0, card.getBoundingClientRect().bottom - (bar.top - 6));
}"""
TO_FOOT = "() => window.scrollTo(0, document.documentElement.scrollHeight)"


def placing_with_nine(state: Any) -> bool:
    return bool(state.phase == "place" and len(state.hands[0]) >= 9)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_bar_of_a_small_phone_is_small_and_every_card_can_be_scrolled_above_it(
    phone_table, lang: str
) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=5, lang=lang, prepare=played_to(placing_with_nine)
    )
    table.frames(1)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, 360, 640)
        try:
            card = page.evaluate(TWO_PLAYS)
            page.evaluate(
                f"() => document.querySelector(\"#hand .card[data-card='{card}']\")"
                ".scrollIntoView({block: 'center'})"
            )
            time.sleep(0.2)
            tap(table, page, f"#hand .card[data-card='{card}']")
            # the card's row just over the bar: its words under it, the prompt scrolled away
            page.evaluate(OVER_BAR.replace("CARD", str(card)))
            time.sleep(0.3)
            bar = page.evaluate(BAR)
            page.screenshot(path=f"/tmp/s7p2/small_bar_{lang}.png")
            page.evaluate(TO_FOOT)
            time.sleep(0.3)
            foot = page.evaluate(BAR)
        finally:
            browser.close()
    print(bar, foot)
    # the card's words and the plays said (Unpick and the folded plays too); one line of
    # words, the card's in place of the question (newcomer W, s9 a33: both, and 2x2
    # plays, cut the bar's foot)
    assert bar["tip"] and not bar["ask"] and bar["rows"] >= 2, bar
    # one line of words: the question, or the card's where its line under the hand is out
    # of sight (the bar keeps its height through the pick since s16: the page's foot
    # scrolls the card's line away)
    assert (foot["ask"] or foot["tip"]) and foot["ask"] <= 24, foot
    assert bar["height"] <= 0.3 * 640, bar  # 269 px, 42%, before
    # scrolled to the foot, the room kept under the page is the bar's at its tallest,
    # and the hand's last card stands above the bar
    assert foot["room"] >= max(bar["height"], foot["height"]), foot
    assert foot["lastBottom"] <= foot["top"], foot
