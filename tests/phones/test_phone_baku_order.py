"""Baku's cards go back on the deck in the order the person taps them (issue 33,
newcomer S, s9 b24: the phone offered the order as a list of 24 rows 'Du dessus au
fond : ...'). The four cards stand in the bar; each tap gives a card the next place
from the top, its rank on it, where it stands; the last is placed by itself; 'Undo last
tap' takes back the last; the order whole, its play comes as the confirm, and is the
order played. (The laptop's table arranges them by swapping two cards clicked.) In a
real browser at 360x640, EN and FR."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession
from ninjas.shinobi.data import card_name

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api
from .test_phone_refusals import SEATS

BAR = """() => ({
    version: state && state.version,
    cards: [...document.querySelectorAll('#choices .order-card')].map(b => ({
        card: +b.dataset.card, text: b.textContent, placed: b.classList.contains('placed')})),
    plays: [...document.querySelectorAll('#choices button[data-action]')].map(b => ({
        action: b.dataset.action, text: b.textContent})),
    undo: (b => b ? !b.disabled : null)(document.getElementById('order-undo')),
    ask: (p => p ? p.textContent : '')(document.querySelector('#choices .order-ask')),
})"""


def ordering(state: Any) -> bool:
    p = state.pending[0] if state.phase == "power" and state.pending else None
    return (
        p is not None
        and p.power == "look_deck_take"
        and p.step == "order"
        and p.seat == 0
        and len({card_name(c) for c in p.cards}) == len(p.cards) == 4
    )


def baku_laid(session: GameSession) -> None:
    """Seat 0 lays a clan, then its Baku on it as soon as it may, and takes a card of
    the five it looks at; the easy computer plays seat 1."""
    state = session.state
    rng = random.Random(session.seed)
    agent = make_agent("easy", session.seed)
    while not state.is_terminal and not (state.current_player == 0 and ordering(state)):
        if state.current_player != 0:
            session.apply(agent.choose(state))
            continue
        legal = state.legal_actions()
        baku = [a for a in legal if a.kind == "yokai" and card_name(int(a.args[0])) == "Baku"]
        place = [a for a in legal if a.kind == "place"]
        recruit = [a for a in legal if a.kind == "recruit"]
        if baku:
            session.apply(baku[0])
        elif place and not state.clans[0]:
            session.apply(place[0])
        elif recruit:
            session.apply(recruit[0])
        elif state.phase == "place":
            session.apply(next(a for a in legal if a.kind == "pass"))
        else:
            session.apply(rng.choice(legal))
    assert ordering(state), "the position was not reached"


def tap(table: PhoneTable, page: Any, where: str) -> dict[str, Any]:
    page.click(where, timeout=2000)
    table.frames(1)
    time.sleep(0.1)
    return page.evaluate(BAR)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_bakus_cards_are_put_back_in_the_order_tapped(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=34, lang=lang, prepare=baku_laid)
    table.frames(1)
    tr, session = table.app.tr, table.scene.session
    cards = list(table.scene.state.pending[0].cards)
    wanted = [cards[2], cards[0], cards[3], cards[1]]  # top first
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 360, "height": 640})
        page.goto(dict(table.link.links())[0])
        try:
            assert table.run_until(lambda: len(page.evaluate(BAR)["cards"]) == 4, 20)
            first = page.evaluate(BAR)
            one = tap(table, page, f".order-card[data-card='{wanted[0]}']")
            wrong = tap(table, page, f".order-card[data-card='{wanted[3]}']")  # taken back:
            back = tap(table, page, "#order-undo")
            two = tap(table, page, f".order-card[data-card='{wanted[1]}']")
            whole = tap(table, page, f".order-card[data-card='{wanted[2]}']")  # the 4th by itself
            page.screenshot(path=f"/tmp/s9sh4_baku_{lang}.png")
            before = len(session.actions)
            page.click("#choices button.confirm", timeout=2000)
            assert table.run_until(lambda: len(session.actions) > before, 10)
        finally:
            browser.close()
    assert not first["plays"] and not first["undo"], first  # no list of 24 orders
    assert first["ask"] == tr("phone.order.ask") and "{" not in first["ask"]
    assert [c["card"] for c in first["cards"]] == cards  # in their places, tapped there
    name = lambda c: tr(f"shinobi.name.{card_name(c)}")  # noqa: E731
    assert [c["placed"] for c in one["cards"]] == [c == wanted[0] for c in cards]
    assert next(c["text"] for c in one["cards"] if c["card"] == wanted[0]).startswith("1. ")
    assert next(c["text"] for c in wrong["cards"] if c["card"] == wanted[3]).startswith("2. ")
    assert [c["placed"] for c in back["cards"]] == [c == wanted[0] for c in cards]
    assert not two["plays"], two  # three places left open: no order yet
    assert [c["placed"] for c in whole["cards"]] == [True] * 4
    assert len(whole["plays"]) == 1 and whole["undo"], whole
    said = ", ".join(name(c) for c in wanted)
    assert said in whole["plays"][0]["text"], (said, whole["plays"])
    played = str(session.actions[before]).split()
    assert played[0] == "order" and [card_name(int(c)) for c in played[1:]] == [
        card_name(c) for c in wanted
    ]
