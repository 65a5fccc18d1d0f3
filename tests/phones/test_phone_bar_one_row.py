"""At 360x640 the bar is one line of words and one row of buttons (issue 33, newcomer W,
s9 a4, a20, a26, a33): two plays over 'Autres coups' and 'Désélectionner', 2x2, made the
bar some 200 px high and it covered the hand's second row, the card just tapped in it;
scrolled down, the question came back over the card's words, the bar's lower buttons
were cut and it scrolled within itself; and at the start of a turn it still told the
card tapped in the last. Now the plays stand side by side with the folded plays and
Unpick stacked small at the row's end; the question gives way to the card's words (a tap
on them shows them whole); a new turn forgets the card tapped. In Chromium, FR and EN."""

from __future__ import annotations

import time

import pytest

from .test_phone_hand_row_seen import biggest_play_table, shot, tap_at_top
from .test_phone_page import playwright_api
from .test_phone_refusals import open_hand

LOOK = """(card) => {
    const box = (el) => el.getBoundingClientRect();
    const bar = document.getElementById('bar');
    const buttons = [...bar.querySelectorAll('button')].filter(b => b.offsetHeight);
    const lines = ['bar-ask', 'bar-tip'].map(id => document.getElementById(id)).filter(e => !e.hidden);
    return {
        height: box(bar).height, top: box(bar).top,
        // the plays' rows; the folded plays and Unpick stacked within the plays' row
        rows: new Set([...document.querySelectorAll('#choices button')].map(b => Math.round(box(b).top))).size,
        within: [...document.querySelectorAll('#bar-foot button')].filter(b => b.offsetHeight).every(b =>
            [...document.querySelectorAll('#choices button')].some(p =>
                box(p).top <= (box(b).top + box(b).bottom) / 2
                && (box(b).top + box(b).bottom) / 2 <= box(p).bottom)),
        buttons: buttons.map(b => b.textContent),
        cut: buttons.filter(b => box(b).bottom > innerHeight + 0.5 || box(b).top < box(bar).top).length,
        scrolls: bar.scrollHeight > bar.clientHeight + 1,
        lines: lines.map(e => ({id: e.id, height: box(e).height,
                                line: parseFloat(getComputedStyle(e).lineHeight)})),
    };
}"""
TO_FOOT = "() => window.scrollTo(0, document.documentElement.scrollHeight)"
TURN_OVER_AND_BACK = """() => {
    // the game's turn goes to the next seat, then comes back: a new turn of this seat
    const seat = state.view.seat, players = state.view.players;
    receive({...state, version: state.version + 1, your_turn: false, acting: false, choices: [],
             view: {...state.view, turn: (seat + 1) % players}});
    receive({...state, version: state.version + 1, your_turn: true,
             view: {...state.view, turn: seat}});
}"""
TOLD = """() => ({tip: document.getElementById('bar-tip').hidden ? null
                      : document.querySelector('#bar-tip .words').textContent,
                  info: document.getElementById('card-info').classList.contains('hint'),
                  told: document.querySelectorAll('#hand .card.told').length})"""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_bar_is_one_line_and_one_row_of_buttons_at_360x640(phone_table, lang: str) -> None:
    table, card = biggest_play_table(phone_table, lang)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, 360, 640)
        try:
            tap_at_top(table, page, card)
            top = page.evaluate(LOOK, card)
            shot(page, f"bar_top_{lang}")
            page.evaluate(TO_FOOT)
            time.sleep(0.3)
            foot = page.evaluate(LOOK, card)
            shot(page, f"bar_foot_{lang}")
            page.evaluate(TURN_OVER_AND_BACK)
            time.sleep(0.2)
            told = page.evaluate(TOLD)
            shot(page, f"bar_new_turn_{lang}")
        finally:
            browser.close()
    print(top, foot, told)
    for seen in (top, foot):
        assert len(seen["buttons"]) >= 3, seen  # plays, and Unpick
        assert seen["rows"] == 1 and seen["within"], seen  # (fails before: two rows, 2x2)
        assert seen["cut"] == 0 and not seen["scrolls"], seen  # (fails before, scrolled)
        assert len(seen["lines"]) <= 1, seen  # (fails before, scrolled: question and card)
        # the question in one line, the card's words in two at most (newcomer H, s16,
        # p117: in one, 'Spider (2) — 2: destroy a card · 3+: de…')
        most = {"bar-ask": 1.5, "bar-tip": 2.5}
        assert all(line["height"] <= line["line"] * most[line["id"]] for line in seen["lines"]), (
            seen
        )
    assert foot["lines"] and foot["lines"][0]["id"] == "bar-tip", foot  # the card's words
    # lower than the 2x2 bar's 174 px (FR) and 2 rows + 2 lines when scrolled
    assert top["height"] <= 140 and foot["height"] <= 140, (top, foot)
    # a new turn: no card told from the last (fails before: its words in the bar)
    assert told == {"tip": None, "info": True, "told": 0}, told
