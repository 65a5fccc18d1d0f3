"""The story since the seat's last turn, folded to its newest lines, hid the lines done
to this seat (in gold) behind its '+18 more' cue (newcomer A, s24, ph13 vs ph15: 'Ben
destroys your Bear' was out of sight under three newer lines), and the cue was a small
span. Folded, the gold lines now stand in the box, the others' newest before them; the
cue is a button at least 44 px high, and a tap on it opens the whole story, in its order.
A real browser, EN at 360x640 and FR at 390x844."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_fit import PLAN_READY, night_plan_table, open_page

STORY = """(lines) => {
    state.version += 1000;  // a new position: the box's height is not kept from the last
    state.since = lines;
    draw();
}"""
LOOK = """() => {
    const last = document.getElementById('last'), cue = document.getElementById('last-more');
    const box = last.getBoundingClientRect(), c = cue.getBoundingClientRect();
    const rows = [...last.children].filter(r => r.textContent && r.className !== 'head');
    const seen = rows.filter(r => r.getBoundingClientRect().top >= box.top - 1
                                  && r.getBoundingClientRect().bottom <= box.bottom + 1);
    return {cue: cue.hidden ? null : cue.textContent, tag: cue.tagName, height: c.height,
            width: c.width, open: last.classList.contains('open'),
            seen: seen.map(r => r.textContent), rows: rows.map(r => r.textContent)};
}"""


@pytest.mark.parametrize(("lang", "width", "height"), [("en", 360, 640), ("fr", 390, 844)])
def test_the_gold_lines_stand_in_the_folded_story_and_its_cue_is_a_button(
    phone_table: Any, lang: str, width: int, height: int
) -> None:
    table: PhoneTable = night_plan_table(phone_table, lang, 2)
    lines = [[f"Line {n}: a move of another seat.", False] for n in range(20)]
    lines[2] = ["Ben destroys your Bear.", True]
    lines[5] = ["Midori destroys your Bear.", True]
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, width, height, PLAN_READY)
        try:
            page.evaluate(STORY, lines)
            folded = page.evaluate(LOOK)
            page.click("#last-more")
            opened = page.evaluate(LOOK)
        finally:
            browser.close()
    # both gold lines in sight, folded (fails before: the newest three, Line 17-19)
    assert "Ben destroys your Bear." in folded["seen"], folded
    assert "Midori destroys your Bear." in folded["seen"], folded
    assert folded["cue"] and folded["tag"] == "BUTTON", folded  # fails before: a SPAN
    assert folded["height"] >= 44 and folded["width"] >= 44, folded  # fails before: ~24
    assert opened["open"] and opened["rows"] == [text for text, _ in lines], opened
    assert len(opened["seen"]) == len(lines), opened  # the whole story, in its order
