"""Newcomer C (s10, p1-001/p1-002, a 360x640 phone): the typed code was wider than its
field, its first letter cut ('(0AM-...' for 'C0AM-...'), and the placeholder cut on
the right. The widest code (and the placeholder) fits its field whole at 360 and 390
px wide; its letters stay big."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api

MEASURE = """(text) => {
    const field = document.getElementById('typed-code'), style = getComputedStyle(field);
    const probe = document.createElement('span');
    probe.style.font = style.font; probe.style.letterSpacing = style.letterSpacing;
    probe.style.whiteSpace = 'pre'; probe.textContent = text;
    document.body.append(probe);
    const wide = probe.getBoundingClientRect().width;
    probe.remove();
    field.value = text;
    const inner = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {wide, inner, size: parseFloat(style.fontSize), scroll: field.scrollWidth, client: field.clientWidth};
}"""


@pytest.mark.parametrize("size", [(360, 640), (390, 844)])
def test_the_widest_code_fits_its_field(phone_table: Any, size: tuple[int, int]) -> None:
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")])
    table.frames(1)
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": size[0], "height": size[1]})
            page.goto(table.link.typed(0)[0] + "/")
            page.wait_for_function("() => document.fonts.status === 'loaded'")
            placeholder = page.evaluate("() => document.getElementById('typed-code').placeholder")
            seen = {
                text: page.evaluate(MEASURE, text)
                for text in ("WWWW-WWWW-WWWW-WWWW", "MMMM-MMMM-MMMM-MMMM", placeholder)
            }
        finally:
            browser.close()
    for text, box in seen.items():
        assert box["wide"] <= box["inner"], (text, box)  # fails before at 360: cut
        assert box["size"] >= 18, box  # still big letters to read against the laptop's
