"""The seat's clans on the phone, each in a frame with its name, size and strength
(issue 33, newcomer K, phA15: 'Your clans' showed a Dragon and its two Ronin as three
loose cards, read as three clans). In a real browser at 360x640, EN and FR."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat
from ninjas.phones import seat_view
from ninjas.shinobi.data import card_kind

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import open_page, played_to

FRAMES = """() => [...document.querySelectorAll('#sections .group')].map(g => {
    const box = g.getBoundingClientRect();
    const tiles = [...g.querySelectorAll('.tile')].map(t => t.getBoundingClientRect());
    return {title: g.querySelector('.group-title').textContent, tiles: tiles.length,
            inside: tiles.every(t => t.left >= box.left && t.right <= box.right
                                     && t.top >= box.top && t.bottom <= box.bottom)};
})"""


def clans_with_a_ronin(state: Any) -> bool:
    """Two clans or more, one of them with a Ronin among its cards."""
    clans = state.clans[0].values()
    return bool(
        state.phase == "place"
        and len(clans) >= 2
        and any(len(ids) >= 2 and any(card_kind(c) == "ronin" for c in ids) for ids in clans)
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_each_clan_stands_in_a_frame_with_its_name_and_strength(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=5,
        lang=lang,
        prepare=played_to(clans_with_a_ronin),
    )
    table.frames(1)
    state, tr = table.scene.state, table.app.tr
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, 360, 640)
        try:
            page.evaluate("() => document.querySelector('#sections').scrollIntoView()")
            frames = page.evaluate(FRAMES)
            page.screenshot(path=f"/tmp/s7p2/clans_{lang}.png")
        finally:
            browser.close()
    expected = [
        {
            "title": tr.plural(
                "phone.clan_head",
                len(ids),
                clan=tr(f"shinobi.name.{clan}"),
                strength=sum(state.card_score(0, c) for c in ids),
            ),
            "tiles": len(ids),
            "inside": True,
        }
        for clan, ids in seat_view("shinobi", state.view(0))["clans"][0]
    ]
    assert len(expected) >= 2 and frames == expected, frames
