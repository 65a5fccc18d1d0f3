"""The hand on the phone is grouped by kind between the seat's turns, and says which
cards are new (issue 33, newcomer K, Shinobi FR on two phones: alike cards stood apart,
'Renard, ..., Renard, Renard'). Within the seat's own turn a card drawn goes last and no
other card moves (newcomer W, s9 b7 at 390x844: the card drawn joined its kind before
others, and a tap meant for Daidarabotchi picked Yuki-onna); it wears a 'New' tag until
the turn is over, and then joins its kind. A tap and its choices never move a card
(newcomer I, s6). In a real browser, EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from ninjas.shinobi.data import card_name

from .conftest import PhoneTable
from .test_phone_page import HAND_BOXES, playwright_api
from .test_phone_page_hand import SHOWN, discarding_from_eight, open_page, played_to, tap

DRAWN = """(card) => {
    // the same position, told again with one card more in the hand: a card drawn
    receive({...state, version: state.version + 1, view: {...state.view, hand: [...state.view.hand, card]}});
}"""
TURN_OVER = """() => {
    // the game's turn moves on to the next seat (no choices alone is no end: the laptop
    // showing the seat's own play says as much, newcomer S, s9 a6)
    const view = {...state.view, turn: (state.view.seat + 1) % state.view.players};
    receive({...state, version: state.version + 1, your_turn: false, acting: false, choices: [], view});
}"""
NEW = """() => [...document.querySelectorAll('#hand .card.new')].map(c => ({
    card: +c.dataset.card, tag: c.querySelector('.new-tag').textContent}))"""


def grouped(hand: list[int]) -> bool:
    """Every kind of card in one run."""
    runs = [
        card_name(c) for i, c in enumerate(hand) if i == 0 or card_name(hand[i - 1]) != card_name(c)
    ]
    return len(runs) == len(set(runs))


@pytest.mark.parametrize(("lang", "width", "height"), [("fr", 360, 640), ("en", 390, 844)])
def test_a_card_drawn_joins_its_kind_and_says_it_is_new_for_the_turn(
    phone_table, lang: str, width: int, height: int
) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=0,
        lang=lang,
        prepare=played_to(discarding_from_eight),
    )
    table.frames(1)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, width, height)
        try:
            first = page.evaluate(SHOWN)["hand"]
            # a card of a kind held, not the last card's kind: drawn, the old page put it last
            names = [card_name(c) for c in first]
            kind = next(n for n in names if n != names[-1])
            held = set(table.scene.state.hands[0])
            card = next(
                int(c)
                for c in page.evaluate("() => Object.keys(welcome.cards)")
                if card_name(int(c)) == kind and int(c) not in held
            )
            shown = page.evaluate(HAND_BOXES)
            page.evaluate(DRAWN, card)
            drawn = page.evaluate(SHOWN)["hand"]
            new = page.evaluate(NEW)
            page.screenshot(path=f"/tmp/s7p2/new_card_{lang}.png")
            # a card tapped: nothing moves between the tap and its choices
            before = page.evaluate(HAND_BOXES)
            tap(table, page, f"#hand .card[data-card='{drawn[0]}']")
            after = page.evaluate(HAND_BOXES)
            page.evaluate(TURN_OVER)
            over = page.evaluate(NEW)
            kept = page.evaluate(SHOWN)["hand"]
        finally:
            browser.close()
    assert grouped(first), [card_name(c) for c in first]
    # in the turn: the card drawn last, every other card where it stood (fails before:
    # it joined its kind, and the cards after it moved a place on)
    assert drawn == [*first, card], ([card_name(c) for c in drawn], card_name(card))
    assert before["boxes"][: len(first)] == shown["boxes"], (shown, before)
    assert new == [{"card": card, "tag": table.app.tr("phone.new_card")}]
    assert after["boxes"] == before["boxes"]
    # the turn over: no longer new, and the hand grouped again, the card with its kind
    last_of_kind = max(i for i, c in enumerate(first) if card_name(c) == kind)
    assert over == [] and grouped(kept), [card_name(c) for c in kept]
    assert kept.index(card) == last_of_kind + 1, (kept, card)
