"""Newcomer V, s13 (nc-V/307): the plan's confirm on the phone read 'Confirm: Plan:
Collect, then Move', the word said twice. It reads 'Confirm: Collect, then Move'. In a
real browser at 360x640, EN and FR."""

from __future__ import annotations

import time
from typing import Any

import pytest

from .test_phone_page import playwright_api
from .test_phone_page_fit import night_plan_table, open_plan_page

CONFIRM = "() => [...document.querySelectorAll('#choices button.confirm')].map(b => b.textContent)"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_plans_confirm_says_confirm_once(phone_table: Any, lang: str) -> None:
    table = night_plan_table(phone_table, lang, 2)
    tr = table.app.tr
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_plan_page(playwright, table)
        try:
            for _ in range(2):  # the first action's first tile, then the second's
                page.click("#steps button.tile", timeout=2000)
                time.sleep(0.2)
            shown = page.evaluate(CONFIRM)
        finally:
            browser.close()
    assert len(shown) == 1, shown
    (text,) = shown
    # fails before: 'Confirm: Plan: Move, then Move'
    first = tr("night.action.move")
    assert text == tr("phone.confirm", what=tr("phone.night.plan", first=first, second=first))
    assert text.count(":") == 1 and "Plan" not in text, text
