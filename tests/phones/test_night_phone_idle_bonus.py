"""Newcomer V, s13 (nc-V/318-319): Kenji collected a Shuriken into his hand, his backpack
full; his phone said 'Make room for the Shuriken' and offered no throw, and no word why
(nobody in reach). A bonus of the hand that cannot be played now is a greyed tile of the
bar, 'Nobody to aim at', under 'Not playable now:'; a tap says the laptop's words, who
it may not aim at and why. In a real browser at 360x640 (EN; the words, EN and FR)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from .conftest import PhoneTable
from .test_night_phone_skip_passes import SEATS, kenji_to_skip
from .test_phone_page import CHROMIUM, FLAGS, playwright_api


def kenji_page(playwright: Any, table: PhoneTable, tiles: str = "#choices .token-tile") -> Any:
    """Kenji's page (seat 1) at 360x640 in the module's Chromium, once `tiles` are
    drawn: (its browser, to close, and the page)."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
    try:
        page = browser.new_page(viewport={"width": 360, "height": 640})
        page.goto(dict(table.link.links())[1])
        ready = f"() => !!document.querySelector('{tiles}')"
        assert table.run_until(lambda: bool(page.evaluate(ready)), 20)
    except BaseException:
        browser.close()
        raise
    return browser, page


def kenji_holds(phone_table: Any, lang: str, kind: str) -> PhoneTable:
    """Kenji's turn (on his phone), a `kind` token in his hand, every ninja on his roof
    (a throw flies to another roof: nobody to aim at)."""
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", lang=lang, prepare=kenji_to_skip)
    state = table.scene.state
    here = state.positions[1]
    token = next(t for t in range(len(state.kinds)) if state.kinds[t] == kind)
    state.held, state.held_from = [token], here
    state.known[token].add(1)  # (taken into the hand: seen by its taker)
    state.positions[0] = state.positions[2] = here
    table.scene._refresh()
    return table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_shuriken_in_hand_says_why_it_is_not_thrown(
    phone_table: Any, lang: str, tmp_path: Path
) -> None:
    table = kenji_holds(phone_table, lang, "shuriken")
    tr = table.app.tr
    choices = table.link.state_message(1)["choices"]
    assert not any(c["action"].startswith("shuriken") for c in choices)
    idle = [c for c in choices if c.get("idle")]  # fails before: no tile, no word
    assert len(idle) == 1, choices
    names = [table.scene.seat_name(s) for s in (0, 2)]
    why = tr.names([tr("night.out.roof", name=n) for n in names])
    (tile,) = idle
    assert tile["short"] == tr("phone.night.tile.no_aim")
    assert tile["head"] == tr("phone.night.head.idle")
    assert tile["label"] == tr("night.out", token=tr("night.token.shuriken"), who=why)
    assert tile["art"] == "token_shuriken.png", tile
    assert any(c["action"] for c in choices)  # (never alone: the keep is offered)
    if lang != "en":
        return  # (the page, once: its words are the message's)
    table.frames(2)
    with playwright_api.sync_playwright() as playwright:
        browser, page = kenji_page(playwright, table, "#choices .token-tile.idle")
        try:
            time.sleep(0.2)
            page.click("#choices .token-tile.idle", timeout=2000)
            time.sleep(0.1)
            said = page.evaluate("() => document.getElementById('bar-why').textContent")
            heads = page.evaluate(
                "() => [...document.querySelectorAll('#choices .token-head')].map(p => p.textContent)"
            )
            page.screenshot(path=str(tmp_path / f"idle_{lang}.png"))
        finally:
            browser.close()
    assert said == tile["label"] and tr("phone.night.head.idle") in heads, (said, heads)
    assert "shuriken" not in " ".join(table.scene.state.history[-1:])  # nothing played


def test_a_potion_in_hand_with_no_injury_says_so(phone_table: Any) -> None:
    table = kenji_holds(phone_table, "en", "potion")
    state = table.scene.state
    assert not state.injuries(1)
    idle = [c for c in table.link.state_message(1)["choices"] if c.get("idle")]
    assert [c["label"] for c in idle] == ["Potion: no injury to heal"], idle
