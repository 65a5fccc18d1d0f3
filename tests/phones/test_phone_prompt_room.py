"""The hand never moves when the question over it gets shorter (issue 33, newcomer S,
s9 b33->b34, 390x844: after 'Pass', 'Choose cards of your hand ... Or pass.' in three
lines became 'Discard a card ...' in two, the hand moved 26 px up, and the tap meant
for the Monkey hit the Carp). The prompt over a hand keeps three lines' room at least,
and through the seat's turn never less than its tallest so far. In a real browser at
390x844 and 360x640."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import played_to
from .test_phone_refusals import open_hand

CARDS = """() => ({
    version: state && state.version,
    prompt: document.getElementById('prompt').textContent,
    cards: Object.fromEntries([...document.querySelectorAll('#hand .card')].map(
        c => [c.dataset.card, Math.round(c.getBoundingClientRect().top + scrollY)])),
})"""


def placing_with_a_pass(state: Any) -> bool:
    return state.phase == "place" and any(a.kind == "pass" for a in state.legal_actions())


@pytest.mark.parametrize(("width", "height"), [(390, 844), (360, 640)])
def test_the_hand_stays_when_pass_brings_a_shorter_question(
    phone_table, width: int, height: int
) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=0,
        lang="fr",
        prepare=played_to(placing_with_a_pass),
    )
    table.frames(1)
    passed = next(a for a in table.scene.state.legal_actions() if a.kind == "pass")
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, width, height)
        try:
            before = page.evaluate(CARDS)
            page.click(f"#choices button[data-action='{passed}']", timeout=2000)
            assert table.run_until(lambda: page.evaluate(CARDS)["version"] != before["version"], 10)
            table.frames(2)
            time.sleep(0.3)
            after = page.evaluate(CARDS)
            page.screenshot(path=f"/tmp/s9sh4_pass_{width}.png")
        finally:
            browser.close()
    assert table.scene.state.phase == "discard"
    assert after["prompt"] != before["prompt"], after  # another question...
    assert after["cards"] == before["cards"], (before, after)  # ...the hand where it was
