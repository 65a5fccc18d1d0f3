"""A pick of several cards, one at a time, keeps its rows in place on the phone (issue
33, newcomer K, phB21/22: the Crow's 'take 2 from the Jigoku', Monkey x1 taken, left the
list, and the next tap on 'Toad' took 'Carp', the row that had come under the finger).
Between two picks every row stays where it stood, the one taken greyed in its place.
In a real browser, EN and FR."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import card_name

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api
from .test_phone_page_hand import tap

ROWS = """() => ({version: state.version, rows: [...document.querySelectorAll('#choices button')].map(b => ({
    action: b.dataset.action || null, label: b.textContent, used: b.classList.contains('used'),
    top: Math.round(b.getBoundingClientRect().top)}))})"""


def taking_two_with_a_single(state: Any) -> bool:
    """Seat 0 takes 2 from the Jigoku, one row of which (not the last) is a lone card."""
    p = state.pending[0] if state.pending else None
    if not (p and p.seat == 0 and p.power == "take_jigoku" and p.step == "card" and p.left >= 2):
        return False
    rows = [int(a.args[0]) for a in state.legal_actions() if a.kind == "card"]
    counts = Counter(card_name(c) for c in state.jigoku)
    return any(counts[card_name(c)] == 1 for c in rows[:-1])


def crows_laid(session: GameSession) -> None:
    """Seat 0 lays its Crows when it can and recruits often; the easy computer plays seat 1."""
    state = session.state
    rng = random.Random(session.seed)
    agent = make_agent("easy", session.seed)
    while not (state.current_player == 0 and taking_two_with_a_single(state)):
        assert not state.is_terminal, "the position was not reached"
        if state.current_player != 0:
            session.apply(agent.choose(state))
            continue
        legal = state.legal_actions()
        crow = [a for a in legal if a.kind in ("place", "reinforce") and "Crow" in str(a)]
        recruit = [a for a in legal if a.kind == "recruit"]
        if crow:
            session.apply(crow[-1])
        elif recruit and rng.random() < 0.7:
            session.apply(recruit[0])
        else:
            session.apply(rng.choice(legal))


def rows_when(
    table: PhoneTable, page: Any, test: Callable[[dict[str, Any]], bool]
) -> dict[str, Any]:
    shown: dict[str, Any] = {}

    def ready() -> bool:
        table.frames(1)
        shown.update(page.evaluate("() => !!state") and page.evaluate(ROWS) or {})
        return bool(shown) and test(shown)

    assert table.run_until(ready, 20), shown
    return shown


@pytest.mark.parametrize(("lang", "width", "height"), [("fr", 390, 844), ("en", 360, 640)])
def test_the_rows_of_a_pick_of_two_stay_in_place_between_the_picks(
    phone_table, lang: str, width: int, height: int
) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=0, lang=lang, prepare=crows_laid
    )
    table.frames(1)
    state = table.scene.state
    counts = Counter(card_name(c) for c in state.jigoku)
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": width, "height": height})
        try:
            page.goto(dict(table.link.links())[0])
            first = rows_when(table, page, lambda s: len(s["rows"]) >= 3)
            lone = next(
                i
                for i, r in enumerate(first["rows"][:-1])
                if r["action"].startswith("card ")
                and counts[card_name(int(r["action"].split()[1]))] == 1
            )
            taken = len(table.scene.session.actions)
            tap(table, page, f"#choices button[data-action='{first['rows'][lone]['action']}']")
            second = rows_when(table, page, lambda s: s["version"] != first["version"])
            page.screenshot(path=f"/tmp/s7p2/pick_rows_{lang}.png")
            # the finger's next tap, on the row that stood under the lone card's
            after = second["rows"][lone + 1]
            tap(table, page, f"#choices button[data-action='{after['action']}']")
            assert table.run_until(lambda: len(table.scene.session.actions) > taken + 1, 10)
        finally:
            browser.close()
    played = table.scene.session.actions[taken:]
    assert [len(second["rows"]), second["rows"][lone]["used"]] == [len(first["rows"]), True], second
    assert not second["rows"][lone]["action"]  # greyed: nothing to play
    others = [i for i in range(len(first["rows"])) if i != lone]
    assert [second["rows"][i]["top"] for i in others] == [first["rows"][i]["top"] for i in others]
    assert all(not second["rows"][i]["used"] for i in others)
    # the row tapped second is the kind that stood there at the first pick
    assert card_name(int(played[1].split()[1])) == card_name(
        int(first["rows"][lone + 1]["action"].split()[1])
    )
