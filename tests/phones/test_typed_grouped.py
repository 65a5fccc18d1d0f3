"""The code typed by hand on a phone with no camera (newcomer I, s10, nc-99/012-013):
it is grouped as it is typed, XXXX-XXXX-XXXX-XXXX as the computer's screen shows it
(sixteen letters ran together, hard to check), the caret staying where the finger is;
and the error of an Open pressed too early ('A code has 16 letters and digits: 0
typed.') goes once the code is changed, where it stayed over the whole code. The code
grouped opens its seat. In a real browser at 360x640, keys pressed one by one."""

from __future__ import annotations

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api

FIELD = """() => {
    const field = document.getElementById('typed-code'), error = document.getElementById('typed-error');
    return {value: field.value, caret: field.selectionStart, error: error.hidden ? '' : error.textContent};
}"""


def test_the_typed_code_is_grouped_and_an_old_error_goes(phone_table) -> None:
    table: PhoneTable = phone_table([Seat("human"), Seat("human"), Seat("ai", "easy")])
    table.frames(1)
    tr = table.app.tr
    address, code = table.link.typed(0)
    letters = code.replace("-", "")
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 360, "height": 640})
            page.goto(address + "/")
            assert table.run_until(
                lambda: not page.evaluate("() => document.getElementById('typed').hidden"), 15
            )
            page.click("#typed-open")  # nothing typed yet
            assert table.run_until(lambda: bool(page.evaluate(FIELD)["error"]), 10)
            early = page.evaluate(FIELD)
            page.click("#typed-code")
            page.keyboard.type(letters[:6].lower(), delay=20)
            six = page.evaluate(FIELD)
            page.keyboard.type(letters[6:], delay=20)
            whole = page.evaluate(FIELD)
            # a letter typed in the middle (a missed one put back): the caret stays by it
            page.keyboard.press("Home")
            for _ in range(6):
                page.keyboard.press("ArrowRight")
            page.keyboard.press("Backspace")  # the 5th letter out (the dash skipped first)
            cut = page.evaluate(FIELD)
            page.keyboard.type(letters[4], delay=20)
            mended = page.evaluate(FIELD)
            page.click("#typed-open")
            assert table.run_until(lambda: table.link.linked() == {0}, 15)  # its hand opened

        finally:
            browser.close()
    assert early["error"] == tr("phone.typed.short", count=0), early
    assert six == {"value": f"{letters[:4]}-{letters[4:6]}", "caret": 7, "error": ""}, six
    assert whole["value"] == code and whole["caret"] == len(code), whole
    assert cut["value"].replace("-", "") == letters[:4] + letters[5:], cut
    assert mended["value"] == code and mended["caret"] == 6, mended
