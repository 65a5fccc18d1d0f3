"""Cards an Undo gives back to the hand are not new (issue 33, newcomer N, s8: after
Undo on the phone, the two Monkeys laid and taken back wore the 'New' badge). A card
drawn this turn is new until the turn is over; once laid, the seat has seen it, and the
Undo that gives it back does not make it new again. In a real browser at 360x640."""

from __future__ import annotations

import time
from typing import Any

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_hand_grouped import NEW
from .test_phone_page import CHROMIUM, FLAGS, playwright_api
from .test_phone_page_hand import played_to, tap
from .test_phone_turn_end import PAGE


def recruit_then_lay_a_drawn_card(state: Any) -> bool:
    """Seat 0's turn begins, and the cards its Recruit draws let it lay one of them."""
    if state.phase != "draw":
        return False
    recruit = [a for a in state.legal_actions() if a.kind == "recruit"]
    if not recruit:
        return False
    after = state.clone()
    held = set(after.hands[0])
    after.apply(recruit[0])
    drawn = set(after.hands[0]) - held
    return any(
        a.kind == "place" and drawn & {int(w) for w in a.args[1:]} for a in after.legal_actions()
    )


def test_cards_an_undo_gives_back_wear_no_new_badge(phone_table) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=0,
        prepare=played_to(recruit_then_lay_a_drawn_card),
    )
    table.frames(1)
    scene, session = table.scene, table.scene.session
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 360, "height": 640})
        page.goto(dict(table.link.links())[0])
        assert table.run_until(lambda: bool(page.evaluate(PAGE)["buttons"]), 20)
        try:
            held = page.evaluate(PAGE)["hand"]
            recruit = next(a for a in scene.state.legal_actions() if a.kind == "recruit")
            tap(table, page, f"#choices button[data-action='{recruit}']")
            assert table.run_until(lambda: len(page.evaluate(PAGE)["hand"]) > len(held), 10)
            drawn = set(page.evaluate(PAGE)["hand"]) - set(held)
            fresh = page.evaluate(NEW)
            before = len(session.actions)
            hand = page.evaluate(PAGE)["hand"]
            place = next(
                a
                for a in scene.state.legal_actions()
                if a.kind == "place" and drawn & {int(w) for w in a.args[1:]}
            )
            laid = {int(w) for w in place.args[1:]}
            card = next(iter(drawn & laid))
            tap(table, page, f"#hand .card[data-card='{card}']")
            page.evaluate(f"() => picked = {sorted(laid)}")  # the play's every card
            page.evaluate("() => draw()")
            tap(table, page, f"#choices button[data-action='{place}']")
            assert table.run_until(lambda: len(session.actions) > before, 10)
            # the laptop shows the cards laid, then the seat chooses again
            assert table.run_until(
                lambda: not (page.evaluate(PAGE)["undo"] or {}).get("greyed", True), 20
            )
            tap(table, page, "#undo")
            assert table.run_until(lambda: len(session.actions) == before, 10)
            assert table.run_until(lambda: sorted(page.evaluate(PAGE)["hand"]) == sorted(hand), 10)
            time.sleep(0.2)
            after = page.evaluate(NEW)
            page.screenshot(path="/tmp/s8p1_undone.png")
        finally:
            browser.close()
    assert {f["card"] for f in fresh} == drawn  # drawn this turn: new
    # laid and given back by the Undo: seen, not new; the others drawn stay new
    assert {f["card"] for f in after} == drawn - laid, (after, drawn, laid)
