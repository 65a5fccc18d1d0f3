"""At 360x640 the hand keeps a whole row of cards in sight over the choices' bar
(issue 33, newcomer S, s9 a31-a33, a44: the bar, a card's powers in two lines and three
plays, covered all but 40 px of the hand, and three lines of '... has 3 clans' pushed it
down; to lay '3 Monkey + 1 Ronin' S had to scroll a list). The round's warnings are one
line (phone_adapter.warnings), the card's powers in the bar fold to one line (a tap
unfolds them), and the bar is never higher than leaves the hand's first row whole,
scrolling within itself. In a real browser at 360x640, FR and EN."""

from __future__ import annotations

import os
import time
from typing import Any

import pytest

from .conftest import PhoneTable
from .test_phone_four_clans import laid_to
from .test_phone_page import playwright_api
from .test_phone_refusals import SEATS, open_hand

LOOK = """() => {
    const box = (el) => el.getBoundingClientRect();
    const cards = [...document.querySelectorAll('#hand .card')];
    const top = box(cards[0]).top;
    const row = cards.filter(c => Math.abs(box(c).top - top) < 1);
    const bar = document.getElementById('bar'), tip = document.getElementById('bar-tip');
    const words = tip.querySelector('.words');
    return {
        scroll: scrollY,
        row: row.length, rowBottom: Math.max(...row.map(c => box(c).bottom)),
        barTop: bar.hidden ? innerHeight : box(bar).top,
        buttons: [...document.querySelectorAll('#choices button')].length,
        reach: bar.scrollHeight > bar.clientHeight,
        tip: tip.hidden ? null : {text: words.textContent, height: box(tip).height,
            line: parseFloat(getComputedStyle(tip).lineHeight),
            whole: words.scrollWidth <= words.clientWidth + 1 && words.scrollHeight <= words.clientHeight + 1,
            cue: tip.querySelector('.cue').textContent},
        warn: [...document.querySelectorAll('#warn p')].map(p => p.textContent),
    };
}"""


def plays_of(state: Any) -> dict[int, int]:
    """How many plays lay each card of seat 0's hand (a row of choices each)."""
    counts: dict[int, int] = {}
    for action in state.legal_actions():
        if action.kind in ("place", "reinforce"):
            for word in action.args[1:]:
                counts[int(word)] = counts.get(int(word), 0) + 1
    return counts


def three_clans_and_plays(state: Any) -> bool:
    """Seat 0 has 3 clans and a card that three plays or more lay."""
    if state.phase != "place" or len(state.clans[0]) != 3:
        return False
    return max(plays_of(state).values(), default=0) >= 3


def biggest_play_table(phone_table: Any, lang: str) -> tuple[PhoneTable, int]:
    """Seat 0 with three clans, on a phone, and its card that the most plays lay."""
    table: PhoneTable = phone_table(
        SEATS, seed=12, lang=lang, prepare=laid_to(three_clans_and_plays, True)
    )
    table.frames(1)
    plays = plays_of(table.scene.state)
    return table, max(plays, key=lambda c: plays[c])


def tap_at_top(table: PhoneTable, page: Any, card: int) -> None:
    """`card` tapped, the laptop answering, and the page back at its top."""
    page.click(f"#hand .card[data-card='{card}']", timeout=2000)
    table.frames(2)
    time.sleep(0.2)
    page.evaluate("() => window.scrollTo(0, 0)")
    time.sleep(0.2)


def shot(page: Any, name: str) -> None:
    """A screenshot to look at, only where NINJAS_TEST_SHOT names a folder."""
    if folder := os.environ.get("NINJAS_TEST_SHOT"):
        page.screenshot(path=os.path.join(folder, f"{name}.png"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_hand_keeps_a_whole_row_over_the_bar_at_360x640(phone_table, lang: str) -> None:
    table, card = biggest_play_table(phone_table, lang)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, 360, 640)
        try:
            tap_at_top(table, page, card)
            seen = page.evaluate(LOOK)
            shot(page, f"row_{lang}")
            folded = seen["tip"]
            if folded is not None:  # a tap on the folded powers unfolds them
                page.click("#bar-tip", timeout=2000)
                time.sleep(0.1)
                opened = page.evaluate(LOOK)["tip"]
                shot(page, f"row_open_{lang}")
        finally:
            browser.close()
    assert len(seen["warn"]) == 1, seen  # 'You have 3 clans...' in one line
    assert seen["buttons"] >= 2, seen  # plays to choose from, in the bar
    # the hand's first row stands whole over the bar
    assert seen["row"] >= 3 and seen["rowBottom"] <= seen["barTop"] + 0.5, seen
    assert folded is not None and folded["height"] <= folded["line"] * 1.5, seen
    assert opened["whole"], opened  # unfolded: every word
    assert folded["whole"] or opened["height"] > folded["height"], (folded, opened)
    # folded, the line says a tap opens it (a chevron and a word); open, that one folds it
    tr = table.app.tr
    assert folded["cue"] == ("" if folded["whole"] else tr("phone.tip.more")), folded
    assert opened["cue"] == ("" if folded["whole"] else tr("phone.tip.less")), opened


IN_SIGHT = """() => {
    const box = (el) => el.getBoundingClientRect();
    const bar = document.getElementById('bar'), top = box(document.querySelector('header')).bottom;
    const buttons = [...bar.querySelectorAll('button')].filter(b => b.offsetHeight);
    return {
        plays: [...document.querySelectorAll('#choices button')].map(b => b.textContent),
        scroll: scrollY, scrolls: bar.scrollHeight > bar.clientHeight + 1,
        // a button not whole in the bar's room on the screen, under the header
        cut: buttons.filter(b => box(b).top < Math.max(box(bar).top, top) - 0.5
            || box(b).bottom > Math.min(box(bar).bottom, innerHeight) + 0.5).map(b => b.textContent),
    };
}"""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_more_plays_opens_every_play_in_sight_at_360x640(phone_table, lang: str) -> None:
    """'More plays' tapped: every play is in sight at once, none to scroll to in the bar
    (newcomers, s10: a second row of plays cut ~45 px at the bar's foot)."""
    table, card = biggest_play_table(phone_table, lang)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, 360, 640)
        try:
            tap_at_top(table, page, card)
            before = page.evaluate(IN_SIGHT)
            page.click("#more", timeout=2000)
            time.sleep(0.2)
            seen = page.evaluate(IN_SIGHT)
            shot(page, f"more_{lang}")
        finally:
            browser.close()
    assert len(seen["plays"]) > len(before["plays"]) + 1, (before, seen)  # two rows or more
    assert not seen["cut"] and not seen["scrolls"], seen
    assert seen["scroll"] == before["scroll"] == 0, seen  # the page did not move
