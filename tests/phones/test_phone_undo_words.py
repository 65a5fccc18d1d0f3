"""The phone's Undo says what it took back (issue 33, newcomer K, phB12: a discard undone
on the phone came back to the hand with no word). The phone that undid is told
'Undone: Discard Crow (3).' in its own words, once, in a note over the page; no other
seat's phone is told it, and the laptop's screen still says only 'the last move'. In a
real browser at 360x640, EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import discarding_from_eight, open_page, played_to, tap
from .test_phone_turn_end import PAGE, discard_from_the_phone

TOAST = """() => { const t = document.getElementById('toast');
    return t.style.display === 'block' ? {text: t.textContent, note: t.className === 'note'} : null; }"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_phone_s_undo_says_what_it_took_back(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=0,
        lang=lang,
        prepare=played_to(discarding_from_eight),
    )
    table.frames(1)
    session, tr = table.scene.session, table.app.tr
    before = len(session.actions)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, 360, 640)
        try:
            hand = page.evaluate(PAGE)["hand"]
            discard = discard_from_the_phone(table, page)
            assert table.run_until(lambda: session.ending == 0, 10)
            assert table.run_until(lambda: page.evaluate(PAGE)["undo"] is not None, 10)
            tap(table, page, "#undo")
            assert table.run_until(lambda: len(session.actions) == before, 10)
            assert table.run_until(lambda: page.evaluate(PAGE)["hand"] == hand, 10)
            said = page.evaluate(TOAST)
            page.screenshot(path=f"/tmp/s7p2/undone_{lang}.png")
            told = table.link.state_message(0)
            other = table.link.state_message(1)
        finally:
            browser.close()
    assert said is not None and said["note"], said  # a note, not an error's red
    assert said["text"] == told["undone"], (said, told["undone"])
    assert said["text"].startswith(str(tr("undo.step", what="@")).split("@")[0]), said
    assert table.scene.words.card_label(int(discard.split()[1])) in said["text"], (said, discard)
    assert other["undone"] is None  # told to the seat that undid alone
