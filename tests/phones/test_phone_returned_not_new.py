"""Cards a power sends back from the seat's own clans to its hand are not new (newcomer
K, s11 nc-K/255: three Toads a rival's Toad sent back to Théo's hand wore 'Nouvelle'):
the seat saw them in its clans; a card drawn still says it is. The page's own record
of the hand (notedHand) is fed the seat's real view with a card in its clan while
another plays, then sent back to the hand beside a card drawn. In a real browser."""

from __future__ import annotations

from ninjas.core.session import Seat
from ninjas.phones import seat_view

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api
from .test_phone_turn_end import PAGE

SENT_BACK = """() => {
    const seat = state.view.seat, other = (seat + 1) % state.view.clans.length;
    const card = 7777, drawn = 9999;  // never in the hand the page has seen
    const copy = (hand, clans) => {
        const m = JSON.parse(JSON.stringify(state));
        m.view.turn = other; m.view.hand = hand; m.view.clans[seat] = clans;
        return m;
    };
    const laid = copy(state.view.hand, [["Toad", [card]]]);
    notedHand(laid); state = laid;
    const back = copy([...laid.view.hand, card, drawn], []);
    notedHand(back); state = back;
    return {card: card, back: handBefore.has(card), drawn: handBefore.has(drawn)};
}"""


def test_a_card_sent_back_from_the_seat_s_clans_is_not_new(phone_table) -> None:
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], seed=0)
    table.frames(1)
    view = seat_view("shinobi", table.scene.state.view(0))  # the clans as the page has them
    assert view["seat"] == 0 and [list(c) for c in view["clans"]] == [[], []]
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 360, "height": 640})
        page.goto(dict(table.link.links())[0])
        try:
            assert table.run_until(lambda: bool(page.evaluate(PAGE)["hand"]), 20)
            seen = page.evaluate(SENT_BACK)
            assert seen["back"], seen  # seen in its clans: no 'New'
            assert not seen["drawn"], seen  # a card drawn: 'New'
        finally:
            browser.close()
