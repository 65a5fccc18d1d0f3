"""A one-card reinforcement says on the phone, as on the table, that it sets off no power
(issue 33, newcomer A, s23, 091: Ben's phone offered 'Reinforce Monkey (+1 card)' alone;
he expected the Monkey's copy, and only the Undo note said '...: no power'). The words
go on a small line under the play's, so at 360x640 the bar keeps one row of plays and its
height (test_phone_bar_one_row). In Chromium, FR and EN, 390x844 and 360x640."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ninjas.shinobi.data import card_kind

from .conftest import PhoneTable
from .test_phone_four_clans import laid_to
from .test_phone_hand_row_seen import shot
from .test_phone_page import playwright_api
from .test_phone_refusals import SEATS, open_hand

LOOK = """() => {
    const box = (el) => el.getBoundingClientRect();
    const bar = document.getElementById('bar');
    const plays = [...document.querySelectorAll('#choices button')].filter(b => b.offsetHeight);
    return {
        plays: plays.map(b => ({action: b.dataset.action, text: b.textContent,
                                note: b.querySelector('.note') ? b.querySelector('.note').textContent : null,
                                bottom: box(b).bottom, words: box(b.querySelector('span')).height})),
        rows: new Set(plays.map(b => Math.round(box(b).top))).size,
        height: box(bar).height, inner: innerHeight,
        scrolls: bar.scrollHeight > bar.clientHeight + 1,
    };
}"""


def lone_card(state: Any) -> Any:
    """A one-card reinforcement of seat 0 by a clan card that other plays lay too: the
    bar's widest case, two plays side by side (None: no such play)."""
    legal = state.legal_actions()
    for action in legal:
        if action.kind != "reinforce" or len(action.args) != 2:
            continue
        card = action.args[1]
        if card_kind(int(card)) == "ronin":
            continue
        if sum(1 for a in legal if a.kind in ("place", "reinforce") and card in a.args[1:]) >= 2:
            return action
    return None


def one_card_reinforcement(state: Any) -> bool:
    """Seat 0 places and may reinforce one of its clans with a single clan card."""
    return state.phase == "place" and lone_card(state) is not None


@pytest.mark.parametrize(
    ("width", "height", "lang"), [(390, 844, "en"), (360, 640, "fr"), (360, 640, "en")]
)
def test_a_one_card_reinforcement_says_no_power_on_the_phone(
    phone_table: Any, width: int, height: int, lang: str
) -> None:
    table: PhoneTable = phone_table(
        SEATS, seed=12, lang=lang, prepare=laid_to(one_card_reinforcement, True)
    )
    table.frames(1)
    state = table.scene.state
    alone = lone_card(state)
    card = int(alone.args[1])
    tr = table.app.tr
    words = table.scene.words
    on_table = words.action_label(alone)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, width, height)
        try:
            page.click(f"#hand .card[data-card='{card}']", timeout=2000)
            table.frames(2)
            time.sleep(0.2)
            page.evaluate("() => window.scrollTo(0, 0)")
            time.sleep(0.2)
            seen = page.evaluate(LOOK)
            shot(page, f"no_power_{lang}_{width}")
        finally:
            browser.close()
    print(seen)
    play = next(p for p in seen["plays"] if p["action"] == str(alone))
    # the table's words, the note under them (fails before: no note, no 'no power')
    assert on_table == tr("shinobi.act.no_power", label=words.action_label(alone, no_power=False))
    assert play["note"] == tr("phone.shinobi.no_power"), play
    assert play["text"] == words.action_label(alone, no_power=False) + play["note"], play
    if width == 390:  # the bar whole, no scrollbar of its own
        assert not seen["scrolls"], seen
        assert all(p["bottom"] <= seen["inner"] + 0.5 for p in seen["plays"]), seen
    else:  # one row of plays, the note's no higher than the play beside it
        assert seen["rows"] == 1, seen
        assert play["words"] <= max(p["words"] for p in seen["plays"] if p is not play), seen
