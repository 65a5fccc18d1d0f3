"""After an Undo, only the card drawn this turn wears 'New' (issue 33, newcomer S, s9
a6: Ana recruited a Dragon, laid two Monkeys, the laptop showed them, and Undo gave
them back wearing 'New', the Dragon not). While the laptop shows a seat's own play the
seat has no choices; the page took that for the end of its turn and counted its hand
afresh. The turn is the game's: over when the game's turn moves on to another seat.
With the laptop's animations on, in a real browser at 360x640."""

from __future__ import annotations

import time
from typing import Any

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_hand_grouped import NEW
from .test_phone_page import CHROMIUM, FLAGS, playwright_api
from .test_phone_page_hand import played_to, tap
from .test_phone_turn_end import PAGE


def drawn_by_recruit(state: Any) -> set[int]:
    after = state.clone()
    held = set(after.hands[0])
    after.apply(next(a for a in state.legal_actions() if a.kind == "recruit"))
    return set(after.hands[0]) - held


def bears_to_lay(state: Any, drawn: set[int]) -> list[Any]:
    """Plays of two Bears (no power: the Undo stays open), none of them drawn."""
    return [
        a
        for a in state.legal_actions()
        if a.kind == "place"
        and a.args[0] == "Bear"
        and len(a.args) == 3
        and not drawn & {int(w) for w in a.args[1:]}
    ]


def recruit_then_lay_two_bears_held(state: Any) -> bool:
    if state.phase != "draw" or not any(a.kind == "recruit" for a in state.legal_actions()):
        return False
    after = state.clone()
    drawn = drawn_by_recruit(state)
    after.apply(next(a for a in state.legal_actions() if a.kind == "recruit"))
    return bool(bears_to_lay(after, drawn))


def test_only_the_card_drawn_is_new_after_an_undo_of_a_shown_play(phone_table) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=19,
        animate=True,
        prepare=played_to(recruit_then_lay_two_bears_held),
    )
    table.frames(1)
    scene, session = table.scene, table.scene.session
    drawn = drawn_by_recruit(scene.state)
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 360, "height": 640})
        page.goto(dict(table.link.links())[0])
        assert table.run_until(lambda: bool(page.evaluate(PAGE)["buttons"]), 20)
        try:
            held = page.evaluate(PAGE)["hand"]
            recruit = next(a for a in scene.state.legal_actions() if a.kind == "recruit")
            tap(table, page, f"#choices button[data-action='{recruit}']")
            assert table.run_until(
                lambda: (
                    len(page.evaluate(PAGE)["hand"]) > len(held) and page.evaluate(PAGE)["buttons"]
                ),
                20,
            )
            hand = sorted(page.evaluate(PAGE)["hand"])
            place = bears_to_lay(scene.state, drawn)[0]
            laid = [int(w) for w in place.args[1:]]
            before = len(session.actions)
            tap(table, page, f"#hand .card[data-card='{laid[0]}']")
            page.evaluate(f"() => {{ picked = {laid}; draw(); }}")  # the play's two Bears
            tap(table, page, f"#choices button[data-action='{place}']")
            assert table.run_until(lambda: len(session.actions) > before, 10)
            # the laptop shows the Bears laid: meanwhile the phone has no choices
            shown = table.run_until(lambda: not page.evaluate("() => mine(state)"), 5)
            assert table.run_until(
                lambda: not (page.evaluate(PAGE)["undo"] or {}).get("greyed", True), 30
            )
            tap(table, page, "#undo")
            assert table.run_until(lambda: len(session.actions) == before, 10)
            assert table.run_until(lambda: sorted(page.evaluate(PAGE)["hand"]) == hand, 10)
            time.sleep(0.2)
            after = page.evaluate(NEW)
            page.screenshot(path="/tmp/s9sh4_new_after_undo.png")
        finally:
            browser.close()
    assert shown, "the phone never waited while the laptop showed the play: nothing was tested"
    assert {f["card"] for f in after} == drawn, (after, drawn, laid)
