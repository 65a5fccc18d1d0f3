"""The phone's notes keep off its turn badge (issue 33, newcomer R, p11: 'Undone:
Discard Carp (1).' stood over 'YOUR TURN' for its 3.5 s, the note fixed 64 px from the
top whatever was there). The note now stands under the header and the badge, at the
top of the page or scrolled down (the header alone then); over the prompt, a tap
clears it. In a real browser at 360x640
and 390x844, EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import discarding_from_eight, open_page, played_to, tap
from .test_phone_turn_end import PAGE, discard_from_the_phone

BOXES = """() => { const box = id => { const r = document.getElementById(id).getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom]; };
    const t = document.getElementById('toast');
    const h = document.querySelector('header').getBoundingClientRect();
    return {shown: t.style.display === 'block', text: t.textContent, toast: box('toast'),
            badge: box('state-word'), header: [h.left, h.top, h.right, h.bottom]}; }"""


def apart(a: list[float], b: list[float]) -> bool:
    """Two boxes (left, top, right, bottom) that do not overlap."""
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


@pytest.mark.parametrize(("lang", "size"), [("fr", (360, 640)), ("en", (390, 844))])
def test_the_undone_note_keeps_off_the_turn_badge(
    phone_table, lang: str, size: tuple[int, int]
) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=0,
        lang=lang,
        prepare=played_to(discarding_from_eight),
    )
    table.frames(1)
    session = table.scene.session
    before = len(session.actions)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, *size)
        try:
            hand = page.evaluate(PAGE)["hand"]
            discard_from_the_phone(table, page)
            assert table.run_until(lambda: session.ending == 0, 10)
            assert table.run_until(lambda: page.evaluate(PAGE)["undo"] is not None, 10)
            page.evaluate("() => window.scrollTo(0, 0)")
            tap(table, page, "#undo")
            assert table.run_until(lambda: len(session.actions) == before, 10)
            assert table.run_until(lambda: page.evaluate(PAGE)["hand"] == hand, 10)
            top = page.evaluate(BOXES)
            page.screenshot(path=f"/tmp/s9sh/toast_{lang}_{size[0]}.png")
            # scrolled down, a refusal's note: under the header and the badge kept in sight
            page.evaluate("() => window.scrollTo(0, 300)")
            page.evaluate("() => toast('x')")
            scrolled = page.evaluate(BOXES)
            page.click("#toast")  # over the prompt for its 3.5 s: a tap clears it
            cleared = page.evaluate(BOXES)
        finally:
            browser.close()
    assert top["shown"] and top["text"], top
    assert top["badge"][3] > top["header"][3]  # the badge in sight, under the header
    assert apart(top["toast"], top["badge"]), top  # fails before: 64 px from the top
    assert apart(top["toast"], top["header"]), top
    assert scrolled["shown"] and apart(scrolled["toast"], scrolled["header"]), scrolled
    # scrolled, the badge stays in sight under the header (test_phone_state_in_sight):
    # the note under it, off it, not far below it
    assert apart(scrolled["toast"], scrolled["badge"]), scrolled
    assert scrolled["toast"][1] - scrolled["badge"][3] < 20, scrolled
    assert not cleared["shown"], cleared
