"""Joining without a camera (issue 33 section 3): the seat's private pairing screen also
shows an address to type and a typed code. The typed code keeps issue 31's security: it
is per seat, 80 random bits, shown only on that seat's own code screen; it opens its own
seat alone (its id and key drawn from it, on the page and in tokens.py alike), a wrong
one opens nothing, another seat's claimed one is refused, and a new code ends it."""

from __future__ import annotations

import re
from typing import Any

import pygame

from ninjas.core.session import Seat
from ninjas.phones.tokens import TYPED_ALPHABET, SeatCodes, typed_code
from scenes.phones import PhonesScene

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api

GROUPED = re.compile(rf"^[{TYPED_ALPHABET}]{{4}}(-[{TYPED_ALPHABET}]{{4}}){{3}}$")


def bare(typed: str) -> str:
    return typed.replace("-", "")


def other_code(typed: str) -> str:
    """`typed` with its last character changed (a mistyped code)."""
    last = TYPED_ALPHABET[(TYPED_ALPHABET.index(typed[-1]) + 1) % len(TYPED_ALPHABET)]
    return typed[:-1] + last


def test_a_typed_code_opens_its_own_seat_alone():
    codes = SeatCodes([0, 1])
    typed = [codes.typed(0), codes.typed(1)]
    assert all(GROUPED.match(t) for t in typed) and typed[0] != typed[1], typed
    for seat in (0, 1):
        code = typed_code(bare(typed[seat]))
        assert codes.find(code.code_id) == (seat, code.key)
        assert code.code_id != codes.code(seat).code_id and code.key != codes.code(seat).key
    assert codes.find(typed_code(bare(other_code(typed[0]))).code_id) is None
    old = typed_code(bare(typed[0]))
    codes.renew(0)  # a new code for the seat: the typed one ends with the QR code
    assert codes.find(old.code_id) is None and codes.typed(0) != typed[0]
    codes.forget(1)  # its person plays on the screen
    assert codes.find(typed_code(bare(typed[1])).code_id) is None


def test_the_typed_code_is_shown_on_its_seat_s_own_code_screen_alone(phone_table, monkeypatch):
    table: PhoneTable = phone_table([Seat("human"), Seat("human"), Seat("ai", "easy")])
    table.frames(1)
    shown: list[int] = []
    real = table.link.typed

    def typed(seat: int) -> tuple[str, str]:
        shown.append(seat)
        return real(seat)

    monkeypatch.setattr(table.link, "typed", typed)
    codes = PhonesScene(table.app, table.scene)
    table.app.push(codes)
    canvas = pygame.Surface((1280, 720))
    codes.layout((1280, 720))
    codes.draw(canvas)
    assert shown == []  # the list of people: no one's code
    codes.show(1)
    codes.layout((1280, 720))
    codes.draw(canvas)
    assert shown and set(shown) == {1}
    address, code = real(1)
    assert address.startswith("http://127.0.0.1:") and "#" not in address
    words = table.app.tr("phones.typed", address=address, code=code)
    assert code in words and address in words


SAID = "() => { const e = document.getElementById('typed-error'); return !!e && !e.hidden; }"
TYPE = """async (code) => {
    document.getElementById('typed-code').value = code;
    document.getElementById('typed-open').click();
}"""


def typed_in(page: Any, table: PhoneTable, code: str) -> str:
    """The page at the address typed, `code` typed in: the error it says, or '' once it
    went on to the seat's page."""
    page.goto(table.link.typed(0)[0] + "/")
    assert not page.evaluate("() => document.getElementById('typed').hidden")
    page.evaluate(TYPE, code)

    def done() -> bool:
        if "#" in page.url:
            return True
        try:
            return bool(page.evaluate(SAID))
        except playwright_api.Error:  # on its way to the seat's page
            return False

    ok = table.run_until(done, 10)
    assert ok
    if "#" in page.url:
        return ""
    return str(page.evaluate("() => document.getElementById('typed-error').textContent"))


def test_typed_in_a_browser_a_wrong_or_other_seat_s_code_is_refused(phone_table):
    """A mistyped code opens nothing and says so; seat 1's typed code, its seat already
    claimed by its phone, is refused; seat 0's, typed in lower case with spaces, opens
    seat 0's hand (its name at the top)."""
    table: PhoneTable = phone_table([Seat("human"), Seat("human"), Seat("ai", "easy")])
    table.frames(1)
    tr = table.app.tr
    mine, theirs = table.link.typed(0)[1], table.link.typed(1)[1]
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            owner = browser.new_context().new_page()  # seat 1's own phone, by its QR code
            owner.goto(dict(table.link.links())[1])
            assert table.run_until(lambda: table.link.linked() == {1}, 15)
            page = browser.new_context().new_page()  # another phone, with no camera
            wrong = typed_in(page, table, other_code(mine))
            short = typed_in(page, table, mine[:-2])
            linked_before = set(table.link.linked())
            assert typed_in(page, table, theirs) == ""  # opens its page, which is refused
            assert table.run_until(
                lambda: (
                    page.evaluate("() => document.getElementById('status').textContent")
                    == tr("phone.error.taken")
                ),
                15,
            )
            assert table.link.linked() == linked_before == {1}
            assert typed_in(page, table, " " + mine.lower().replace("-", " ") + " ") == ""
            assert table.run_until(lambda: table.link.linked() == {0, 1}, 15)
            table.frames(2)
            assert table.run_until(
                lambda: (
                    page.evaluate("() => document.getElementById('who').textContent")
                    == table.scene.seat_name(0)
                ),
                15,
            )
        finally:
            browser.close()
    assert wrong == tr("phone.typed.wrong")
    assert short == tr("phone.typed.short", count=14)
