"""Newcomer I (s6) on a 360x640 phone: scrolled down to reach a card, the prompt was off
screen and the bar offered 'Fox: swap hands / Rat: foe discards 3' with no question; and
a card drawn came first in the hand, so the card under the thumb changed. The bar says
the question while the prompt is out of sight, and a card drawn joins the hand at its
end (one that comes back by an undo takes its old place)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_night_phone_idle_bonus import kenji_holds, kenji_page
from .test_phone_page import playwright_api
from .test_phone_page_hand import discarding_from_eight, open_page, played_to, tap

ROOT = Path(__file__).resolve().parents[2]

ASK = """() => { const a = document.getElementById('bar-ask');
    return a.hidden ? null : a.querySelector('.words').textContent; }"""
LONG = json.loads((ROOT / "assets/i18n/en/phones.json").read_text(encoding="utf-8"))[
    "phone.night.ends_here"
].format(action="Skip")
"""Night's question on a small phone (E7, s15): cut at 360 px, 'nothing to do on the scre...'."""
ASKED = """(prompt) => {
    // a new question, the page scrolled away from its prompt: the bar's line and its plays
    if (prompt !== null) receive({...state, version: state.version + 1, prompt});
    const ask = document.getElementById('bar-ask'), words = ask.querySelector('.words');
    return {words: words.textContent, cue: ask.querySelector('.cue').textContent,
            cut: words.scrollWidth > words.clientWidth + 1, height: words.offsetHeight,
            plays: [...document.querySelectorAll('#choices button, #hand .card')].map(
                b => [b.getBoundingClientRect().left, b.getBoundingClientRect().top])};
}"""


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
            # a long question (it brings the page to its top), the card tapped, the page
            # scrolled: the question cut to one line, a cue says a tap opens it, which it
            # does, the plays and the hand where they were (fails before: cut, no cue)
            page.evaluate(ASKED, LONG)
            time.sleep(0.2)
            tap(table, page, f"#hand .card[data-card='{card}']")
            page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
            time.sleep(0.3)
            folded = page.evaluate(ASKED, None)
            page.click("#bar-ask .words", timeout=2000)
            time.sleep(0.2)
            whole = page.evaluate(ASKED, None)
            order = page.evaluate(
                "() => { handOrder = [5, 6, 7]; const drawn = steadyOrder([9, 5, 6, 7]);"
                " steadyOrder([5, 7, 9]); return [drawn, steadyOrder([5, 6, 7, 9])]; }"
            )
        finally:
            browser.close()
    assert asked and asked in prompt.replace("\n", " ") or asked == prompt, (asked, prompt)
    assert folded["words"] == LONG and folded["cut"] and folded["cue"] == "more ›", folded
    assert not whole["cut"] and whole["height"] > 1.5 * folded["height"], whole
    assert whole["cue"] == "less ‹" and whole["plays"] == folded["plays"], (folded, whole)
    assert back is None
    assert order == [[5, 6, 7, 9], [5, 6, 7, 9]]  # drawn at the end; 6 back in its place


def test_nights_question_opened_in_its_low_bar_keeps_the_plays_where_they_were(
    phone_table,
) -> None:
    """E7, s15, Night at 360x640: the page scrolled, 'Your action now: Skip, nothing to do
    on the scre...'. Tapped, it opens whole, and the token bar (kept low, scrolled in
    itself) grows upward by the added lines: its plays stay under the finger."""
    table = kenji_holds(phone_table, "en", "hook")
    table.frames(2)
    with playwright_api.sync_playwright() as playwright:
        browser, page = kenji_page(playwright, table)
        try:
            page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
            time.sleep(0.3)
            folded = page.evaluate(ASKED, None)
            page.click("#bar-ask .words", timeout=2000)
            time.sleep(0.2)
            whole = page.evaluate(ASKED, None)
        finally:
            browser.close()
    assert folded["words"] == LONG and folded["cut"] and folded["cue"] == "more ›", folded
    assert not whole["cut"] and whole["cue"] == "less ‹", whole
    assert whole["plays"] == folded["plays"], (folded, whole)  # (pushed down 40 px before)
