"""Newcomer I (s6) on a 360x640 phone: scrolled down to reach a card, the prompt was off
screen and the bar offered 'Fox: swap hands / Rat: foe discards 3' with no question; and
a card drawn came first in the hand, so the card under the thumb changed. The bar says
the question while the prompt is out of sight, and a card drawn joins the hand at its
end (one that comes back by an undo takes its old place)."""

from __future__ import annotations

import time

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import discarding_from_eight, open_page, played_to, tap

ASK = "() => { const a = document.getElementById('bar-ask'); return a.hidden ? null : a.textContent; }"


def test_the_bar_asks_the_question_when_the_prompt_is_scrolled_away(phone_table) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=0, prepare=played_to(discarding_from_eight)
    )
    table.frames(1)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, 360, 640)
        try:
            card = page.evaluate(
                "() => [...document.querySelectorAll('#hand .card.playable')].map(c => c.dataset.card)"
            )[0]
            tap(table, page, f"#hand .card[data-card='{card}']")
            prompt = page.evaluate("() => document.getElementById('prompt').textContent")
            assert page.evaluate(ASK) is None  # the prompt is in sight: said once
            page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
            time.sleep(0.3)
            asked = page.evaluate(ASK)
            page.evaluate("() => window.scrollTo(0, 0)")
            time.sleep(0.3)
            back = page.evaluate(ASK)
            order = page.evaluate(
                "() => { handOrder = [5, 6, 7]; const drawn = steadyOrder([9, 5, 6, 7]);"
                " steadyOrder([5, 7, 9]); return [drawn, steadyOrder([5, 6, 7, 9])]; }"
            )
        finally:
            browser.close()
    assert asked and asked in prompt.replace("\n", " ") or asked == prompt, (asked, prompt)
    assert back is None
    assert order == [[5, 6, 7, 9], [5, 6, 7, 9]]  # drawn at the end; 6 back in its place
