"""Newcomer H, s16 (p108 -> p109, 360x640): a card tapped in the laying step made the bar
grow (the plays, the card's words, Unpick) and the page jump to keep the card over it,
so the next tap, meant for the next Monkey, hit a Toad. Through a step where cards are
picked the bar keeps one height, and the hand does not move under the finger. In a
real browser (Chromium) at 360x640 and 390x844."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.shinobi.data import card_kind, card_name

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_refusals import SEATS, driven_to, open_hand, tap

SEEN = """(id) => {
    const card = document.querySelector(`#hand .card[data-card='${id}']`);
    return {bar: document.getElementById('bar').getBoundingClientRect().height,
            card: card.getBoundingClientRect().top, scroll: scrollY};
}"""


def pairs_to_lay(state: Any) -> bool:
    names = [card_name(c) for c in state.hands[0] if card_kind(c) == "clan"]
    return (
        state.phase == "place"
        and len(state.hands[0]) >= 6
        and any(names.count(n) >= 2 for n in names)
    )


@pytest.mark.parametrize(("width", "height"), [(360, 640), (390, 844)])
def test_a_card_tapped_moves_neither_the_bar_nor_the_hand(
    phone_table, width: int, height: int
) -> None:
    table: PhoneTable = phone_table(SEATS, seed=3, prepare=driven_to(pairs_to_lay, lay=False))
    table.frames(1)
    hand = table.scene.state.hands[0]
    names = [card_name(c) for c in hand]
    card = next(c for c in hand if card_kind(c) == "clan" and names.count(card_name(c)) >= 2)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, width, height)
        try:
            page.evaluate(
                f"document.querySelector(\"#hand .card[data-card='{card}']\")"
                ".scrollIntoView({block: 'center'})"
            )
            before = page.evaluate(SEEN, card)
            tap(table, page, card)
            after = page.evaluate(SEEN, card)
            page.screenshot(path=f"/tmp/e15_steady_{width}.png")
        finally:
            browser.close()
    assert abs(after["bar"] - before["bar"]) <= 1, (before, after)  # fails before: it grew
    assert abs(after["card"] - before["card"]) <= 1, (before, after)
