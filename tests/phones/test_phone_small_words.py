"""Every word the phone page shows a player has capitals 11 px high or more, and stands
whole (E12, s10: at 360x640 the card's powers in the bar, the '+ adds ...' line under a
play, 'More plays' and 'Unpick', the 'why not' line and Night's notes in its pictures
were 14 px, capitals 10 px). The bar's words are 15 px, 'Unpick' and '+ adds' shorter so
the bar does not grow (the hand's first row stays whole over it); Night's notes stand a
line each under the pictures, which bear a '!'. And a card tapped near the screen's foot
is scrolled whole above the bar its plays bring (s10 at 390x844: a card of the hand's
second row mostly covered). In a real browser at 360x640 and 390x844, EN and FR."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ninjas.night.rules import ACTIONS
from ninjas.shinobi.data import card_name
from scenes.night.plan_reason import second_why

from .conftest import PhoneTable
from .test_phone_hand_row_seen import biggest_play_table
from .test_phone_page import HAND_BOXES, playwright_api
from .test_phone_page_fit import night_plan_table, open_plan_page, placing
from .test_phone_refusals import SEATS, open_hand

SMALL = """() => {
    // the words on the screen whose capitals are under 11 px, and those cut in their box
    const pen = document.createElement('canvas').getContext('2d');
    const small = [], cut = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement, box = el.getBoundingClientRect();
        if (!node.textContent.trim() || !el.getClientRects().length) continue;
        if (box.bottom <= 0 || box.top >= innerHeight) continue;
        pen.font = getComputedStyle(el).font;
        const caps = pen.measureText('H').actualBoundingBoxAscent;
        if (caps < 11) small.push([el.id || el.className || el.tagName, caps, node.textContent]);
    }
    const bar = document.getElementById('bar');
    for (const el of [...bar.querySelectorAll('button, #bar-why'), ...document.querySelectorAll('.step-notes p')]) {
        if (el.offsetHeight && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
            cut.push(el.textContent);
    }
    const box = (el) => el.getBoundingClientRect();
    const cards = [...document.querySelectorAll('#hand .card')];
    const first = cards.length ? box(cards[0]).top : 0;
    const row = cards.filter(c => Math.abs(box(c).top - first) < 1);
    return {small, cut, rowBottom: Math.max(0, ...row.map(c => box(c).bottom)),
            barTop: bar.hidden ? innerHeight : box(bar).top,
            added: [...bar.querySelectorAll('.added')].map(a => a.textContent),
            why: document.getElementById('bar-why').hidden ? '' : document.getElementById('bar-why').textContent,
            foot: [...document.querySelectorAll('#bar-foot button')].filter(b => b.offsetHeight).length,
            tip: !document.getElementById('bar-tip').hidden};
}"""
SIZES = ((360, 640), (390, 844))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bar_s_words_have_capitals_of_11_px_and_stand_whole(phone_table, lang: str) -> None:
    """A Carp tapped of two (its plays add a Carp or a Ronin: '+ ...' lines, 'More plays'
    and 'Unpick'), then a card of another kind (the bar says why it starts a new pick)."""
    table: PhoneTable = phone_table(SEATS, seed=5, lang=lang, prepare=placing)
    table.frames(1)
    choices = table.scene.phone_choices(0)
    pair = next(
        c["cards"]
        for c in choices
        if len(c["cards"]) == 2 and len({card_name(i) for i in c["cards"]}) == 1
    )
    other = next(
        card
        for c in choices
        for card in c["cards"]
        if card_name(card) not in (card_name(pair[0]), "Ronin")
    )
    seen: dict[int, list[dict[str, Any]]] = {}
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, 360, 640)
        try:
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                time.sleep(0.3)  # the hand drawn again for the new width
                page.evaluate("() => window.scrollTo(0, 0)")
                page.click(f"#hand .card[data-card='{pair[0]}']", timeout=2000)
                time.sleep(0.2)
                page.evaluate("() => window.scrollTo(0, 0)")
                time.sleep(0.2)
                adds = page.evaluate(SMALL)
                page.click(f"#hand .card[data-card='{other}']", timeout=2000)
                time.sleep(0.2)
                page.evaluate("() => window.scrollTo(0, 0)")
                time.sleep(0.2)
                seen[width] = [adds, page.evaluate(SMALL)]
                page.click("#unpick", timeout=2000)
        finally:
            browser.close()
    for width, (adds, why) in seen.items():
        assert adds["added"] and adds["foot"] == 2, (width, adds)  # '+ ...', More, Unpick
        assert why["why"], (width, why)
        for look in (adds, why):
            assert not look["small"], (width, look)  # (before, at 360: capitals of 10 px)
            assert not look["cut"], (width, look)
            assert look["rowBottom"] <= look["barTop"] + 0.5, (width, look)
    assert seen[360][0]["tip"], seen[360]  # the card's powers in the bar, 15 px


NOTES = """() => {
    const box = (el) => el.getBoundingClientRect();
    const notes = [...document.querySelectorAll('#steps .step-notes p')];
    return {notes: notes.map(n => n.textContent), bottom: Math.max(0, ...notes.map(n => box(n).bottom)),
            noted: [...document.querySelectorAll('#steps .row.pick .tile.noted')].map(t => t.dataset.part),
            inTiles: document.querySelectorAll('#steps .row.pick .tile .note').length};
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_night_s_notes_stand_under_the_pictures_in_11_px_capitals(phone_table, lang: str) -> None:
    """Night, seed 3 (Attack, Steal and Heal cannot be done from the roof): each why a
    line under the pictures, its picture marked, every word whole in the window at
    360x640, for the first action and the second."""
    table: PhoneTable = night_plan_table(phone_table, lang, 3)
    looks = []
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_plan_page(playwright, table)
        try:
            state = table.scene.state  # (the laptop placed the ninjas: the plan now)
            whys = {a: state.why_not(0, a) for a in ACTIONS}
            # the second step after a Move: where it lands decides (b5a1e20c, newcomer K)
            after_move = {a: second_why(table.app.tr, state, 0, "move", a) for a in ACTIONS}
            looks.append(page.evaluate(NOTES) | page.evaluate(SMALL))
            page.click("#steps button.tile[data-part='move']", timeout=2000)
            time.sleep(0.2)
            looks.append(page.evaluate(NOTES) | page.evaluate(SMALL))
        finally:
            browser.close()
    wanted = {a: w for a, w in whys.items() if w}
    assert len(wanted) >= 2, whys
    tr = table.app.tr
    lines = [
        tr("phone.step_note", what=tr(f"night.action.{a}"), why=tr(f"night.why.{w}"))
        for a, w in wanted.items()
    ]
    second = [
        tr("phone.step_note", what=tr(f"night.action.{a}"), why=why)
        for a, why in after_move.items()
        if why
    ]
    for look, expected in zip(looks, (lines, second), strict=True):
        assert sorted(look["notes"]) == sorted(expected), look
        assert sorted(look["noted"]) == sorted(wanted) and not look["inTiles"], look
        assert not look["small"] and not look["cut"], look  # (before: capitals of 10 px)
        assert look["bottom"] <= 640, look  # every why in sight


OVER_FOOT = """(id) => {
    // as low as it stands in sight: just over the bar, which keeps its height through
    // the pick since s16 (newcomer H: it grew under the finger)
    const card = document.querySelector(`#hand .card[data-card='${id}']`);
    const foot = document.getElementById('bar').getBoundingClientRect().top;
    window.scrollBy(0, card.getBoundingClientRect().bottom - (foot - 12));
}"""
SEEN = """(id) => {
    const card = document.querySelector(`#hand .card[data-card='${id}']`).getBoundingClientRect();
    const bar = document.getElementById('bar');
    return {top: card.top, bottom: card.bottom, barTop: bar.hidden ? innerHeight : bar.getBoundingClientRect().top,
            header: document.querySelector('header').getBoundingClientRect().bottom,
            picked: !!document.querySelector(`#hand .card.picked[data-card='${id}']`)};
}"""


@pytest.mark.parametrize(
    ("lang", "width", "height"), [("fr", 390, 844), ("en", 360, 640), ("fr", 360, 640)]
)
def test_a_card_tapped_low_on_the_screen_is_scrolled_above_the_bar(
    phone_table, lang: str, width: int, height: int
) -> None:
    """The card the most plays lay (a Ronin of the hand's second row: three plays in the
    bar at 390x844, with the folded ones and Unpick under them), the page scrolled to
    bring it as near the screen's foot as it goes, tapped where it stands: once its plays
    come, it stands whole above the bar, its top under the header (before: the bar
    covered its name at 390x844 in French, most of it at 360x640)."""
    table, card = biggest_play_table(phone_table, lang)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, width, height)
        try:
            page.evaluate(OVER_FOOT, card)
            time.sleep(0.2)
            boxes = page.evaluate(HAND_BOXES)["boxes"]
            _, left, top, wide, high = next(b for b in boxes if b[0] == str(card))
            before = page.evaluate(SEEN, card)
            page.mouse.click(left + wide / 2, top + high / 2)
            time.sleep(0.3)
            after = page.evaluate(SEEN, card)
        finally:
            browser.close()
    assert before["bottom"] <= height and not before["picked"], before
    assert after["picked"] and after["barTop"] < height - 100, after  # a bar of plays came
    assert after["bottom"] <= after["barTop"] + 0.5, after  # whole above it
    assert after["top"] >= after["header"], after
