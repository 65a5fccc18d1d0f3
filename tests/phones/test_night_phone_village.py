"""Newcomer V, s13 (nc-V, 'to be a 9'): a little picture of the village on a Night phone,
where am I and where is everyone, so the player plans without craning toward the TV. The
phone's sections end with 'The village': each building with its roof's number, a gold
dot per token lying on it, a dot of each ninja's colour on its roof, the seat's own
ringed, and whose colour is whose. Public facts only: the same for any determinization
(conftest's twin check) and no token's face. In a real browser at 360x640 (EN)."""

from __future__ import annotations

import os
import time
from typing import Any

import pytest

from .conftest import PhoneTable
from .test_night_phone_skip_passes import SEATS, kenji_to_skip
from .test_phone_page import CHROMIUM, FLAGS, SHOTS, playwright_api


def village(message: dict[str, Any]) -> dict[str, Any]:
    (section,) = [s for s in message["sections"] if "map" in s]
    return section


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_phone_draws_where_every_ninja_stands(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", lang=lang, prepare=kenji_to_skip)
    state, tr = table.scene.state, table.app.tr
    section = village(table.link.state_message(1))  # fails before: no such section
    assert section["title"] == tr("phone.night.village")
    shown = section["map"]
    assert shown["d"] == state.village.diameter
    assert [r[4] for r in shown["roofs"]] == [len(r) for r in state.roofs]
    assert any(r[4] for r in shown["roofs"])  # (tokens lie on the roofs: counted)
    stands = [(n[0], n[2]) for n in shown["ninjas"]]
    assert stands == [(state.positions[s], int(s == 1)) for s in range(3)]
    assert shown["ninjas"][1][3] == tr("phone.night.village_you")
    assert shown["ninjas"][0][3] == table.scene.seat_name(0)
    faces = [v for r in shown["roofs"] for v in r if not isinstance(v, (int, float))]
    assert not faces  # no token's face ('k:v5'), only counts
    table.frames(2)
    assert table.leaks.twins_checked and not table.leaks.leaked, table.leaks.leaked
    if lang != "en":
        return  # (the page, once: its words are the message's)
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 360, "height": 640})
            page.goto(dict(table.link.links())[1])
            ready = "() => !!document.querySelector('#sections .village svg')"
            assert table.run_until(lambda: bool(page.evaluate(ready)), 20)
            time.sleep(0.2)
            drawn = page.evaluate(
                """() => ({
                ninjas: document.querySelectorAll('.village circle.ninja').length,
                roofs: document.querySelectorAll('.village .roof-number').length,
                number: document.querySelector('.village .roof-number').getBoundingClientRect().height,
                width: document.querySelector('.village svg').getBoundingClientRect().width,
                legend: document.querySelector('.village-legend').textContent})"""
            )
            if SHOTS:
                page.locator(".village").scroll_into_view_if_needed()
                page.screenshot(path=os.path.join(SHOTS, "night_village_360x640.png"))
        finally:
            browser.close()
    assert drawn["ninjas"] == 3 and drawn["roofs"] == len(state.village.buildings), drawn
    assert drawn["number"] >= 14 and 200 <= drawn["width"] <= 330, drawn
    for name in (
        tr("phone.night.village_you"),
        table.scene.seat_name(0),
        tr("phone.night.village_token"),
    ):
        assert name in drawn["legend"], drawn
