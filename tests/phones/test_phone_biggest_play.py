"""A card tapped offers the biggest play of its kind first (issue 33, newcomer N, s8: Ben
tapped 1 Dragon with 5 Dragons in hand; the bar offered 'Place 1 Dragon + 1 Ronin' and
'More plays (5)', and the play of four Dragons lay at the bottom of the list opened).
The play that adds the most cards of the kind tapped, and no other kind, is the bar's
first row, never folded; the smallest play that adds another card follows. In a real
browser at 390x844 and 360x640."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from ninjas.core.session import Seat
from ninjas.shinobi.data import card_name

from .conftest import PhoneTable
from .test_phone_bar_small import BAR
from .test_phone_page import playwright_api
from .test_phone_page_hand import open_page, played_to, tap


def same_kind_plays(state: Any) -> dict[str, int]:
    """For each kind of card seat 0 may lay three or more of at once, the most."""
    most: dict[str, int] = {}
    for action in state.legal_actions():
        if action.kind != "place":
            continue
        kinds = Counter(card_name(int(w)) for w in action.args[1:])
        if len(kinds) == 1:
            (kind, count), *_ = kinds.items()
            most[kind] = max(most.get(kind, 0), count)
    return {kind: count for kind, count in most.items() if count >= 3}


def placing_three_alike(state: Any) -> bool:
    return bool(state.phase == "place" and same_kind_plays(state))


@pytest.mark.parametrize(("width", "height"), [(390, 844), (360, 640)])
def test_the_biggest_play_of_the_kind_tapped_comes_first(
    phone_table, width: int, height: int
) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=28, prepare=played_to(placing_three_alike)
    )
    table.frames(1)
    state = table.scene.state
    kind, count = max(same_kind_plays(state).items(), key=lambda kv: kv[1])
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, width, height)
        try:
            card = next(c for c in state.hands[0] if card_name(c) == kind)
            tap(table, page, f"#hand .card[data-card='{card}']")
            folded = page.evaluate(BAR)
            page.screenshot(path=f"/tmp/s8p2_biggest_{width}.png")
            if folded["more"]:
                page.click("#more", timeout=2000)
            opened = page.evaluate(BAR)
        finally:
            browser.close()
    first = folded["rows"][0].split()
    assert first[0] == "place", folded
    laid = Counter(card_name(int(w)) for w in first[2:])
    assert laid == Counter({kind: count}), (folded, kind, count)
    # the smallest play still in sight, the bar as small as before, nothing lost
    assert len(folded["rows"]) <= 2 and not folded["scrolls"], folded
    assert sorted(opened["rows"]) == sorted(set(opened["rows"])), opened
    assert folded["rows"] == opened["rows"][: len(folded["rows"])], (folded, opened)
