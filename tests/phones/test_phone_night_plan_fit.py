"""Night's plan on a 360x640 phone (issue 33, the phone pages played a turn each): once
the first action was tapped, 'Back' took a row of the bar of its own, and the second
action's second row of pictures (Steal, Heal, Skip) lay under it, out of sight. Back
now stands at the end of the line of what is chosen, the bar comes with the confirm
alone, and the pictures are a little lower on a small phone: both rows of the second
action stand whole in the window, without scrolling, in English and French; Back
takes the first action back. The second action's pictures stand where the first's stood
(the page scrolled by the line of what is chosen, which came above them), whole in sight
(newcomers, s10 at 360x640, French, seed 3: they came 48 px lower, their second row cut
~40 px at the screen's foot); Back puts them where they were too."""

from __future__ import annotations

import time

import pytest

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_fit import night_plan_table, open_plan_page

LOOK = """() => {
    const box = (el) => el.getBoundingClientRect();
    const bar = document.getElementById('bar'), back = document.getElementById('unstep');
    return {
        steps: steps.length,
        bottoms: [...document.querySelectorAll('#steps .row.pick .tile')].map(t => box(t).bottom),
        top: (row => row ? box(row).top : null)(document.querySelector('#steps .row.pick')),
        limit: bar.hidden ? innerHeight : box(bar).top,
        scrolled: scrollY,
        back: back ? {inLine: !!back.closest('.chosen-line'), height: box(back).height,
                      text: back.textContent} : null,
    };
}"""


@pytest.mark.parametrize(("lang", "seed"), [("en", 2), ("fr", 2), ("fr", 3)])
def test_both_rows_of_the_second_action_stand_whole_on_a_small_phone(
    phone_table, lang: str, seed: int
) -> None:
    table: PhoneTable = night_plan_table(phone_table, lang, seed)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_plan_page(playwright, table)
        try:
            first = page.evaluate(LOOK)
            page.click("#steps button.tile", timeout=2000)
            time.sleep(0.2)
            second = page.evaluate(LOOK)
            page.click("#unstep", timeout=2000)
            time.sleep(0.1)
            again = page.evaluate(LOOK)
        finally:
            browser.close()
    assert second["steps"] == 1 and len(second["bottoms"]) == 6, second
    assert first["scrolled"] == 0 and first["steps"] == 0, first
    # the pictures under the finger where they stood, or as near as keeps them whole
    assert abs(second["top"] - first["top"]) <= max(
        1, max(second["bottoms"]) - max(first["bottoms"])
    )
    assert max(second["bottoms"]) <= second["limit"], second  # Steal, Heal, Skip in sight
    assert second["back"]["inLine"] and second["back"]["height"] >= 44, second
    assert second["back"]["text"] == table.app.tr("phone.back")
    assert again["steps"] == 0 and again["back"] is None, again
    assert abs(again["top"] - first["top"]) <= 1 and again["scrolled"] == 0, (first, again)
