"""A pile's cards to pick from stand in two columns, and the second pick finds the list
where the first left it (issue 33, newcomer S, s9 a8-a10 at 360x640: the Dragon's 'draw
2 of your choice' listed its 17 kinds a row each, 4 rows in sight; after the first
pick, the laptop showing it, the list came back at its top). With the laptop's
animations on, in a real browser at 360x640 and 390x844."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api
from .test_phone_refusals import SEATS

LIST = """() => {
    const bar = document.getElementById('bar');
    const rows = [...document.querySelectorAll('#choices button[data-row]')];
    const box = (el) => el.getBoundingClientRect();
    return {
        version: state && state.version, yours: !!(state && state.your_turn),
        scroll: bar.scrollTop, hidden: bar.hidden,
        rows: rows.map(b => ({row: b.dataset.row, action: b.dataset.action || '',
            used: b.classList.contains('used'), left: Math.round(box(b).left),
            top: Math.round(box(b).top), cut: b.scrollWidth > b.clientWidth + 1})),
    };
}"""


def dragon_picking(state: Any) -> bool:
    p = state.pending[0] if state.phase == "power" and state.pending else None
    return (
        p is not None
        and p.power == "search_deck"
        and p.step == "card"
        and p.seat == 0
        and p.left >= 2
    )


def dragons_laid(session: GameSession) -> None:
    """Seat 0 recruits and lays its Dragons three at once; the easy computer plays
    seat 1; until seat 0 picks the first of the Dragon's two cards."""
    state = session.state
    rng = random.Random(session.seed)
    agent = make_agent("easy", session.seed)
    while not state.is_terminal and not (state.current_player == 0 and dragon_picking(state)):
        if state.current_player != 0:
            session.apply(agent.choose(state))
            continue
        legal = state.legal_actions()
        dragons = [
            a
            for a in legal
            if a.kind in ("place", "reinforce") and a.args[0] == "Dragon" and len(a.args) >= 4
        ]
        recruit = [a for a in legal if a.kind == "recruit"]
        if dragons:
            session.apply(dragons[0])
        elif recruit:
            session.apply(recruit[0])
        elif state.phase == "place":
            session.apply(next(a for a in legal if a.kind == "pass"))
        else:
            session.apply(rng.choice(legal))
    assert dragon_picking(state), "the position was not reached"


@pytest.mark.parametrize(("width", "height"), [(360, 640), (390, 844)])
def test_the_dragons_pick_is_a_grid_kept_in_place(phone_table, width: int, height: int) -> None:
    table: PhoneTable = phone_table(SEATS, seed=20, animate=True, prepare=dragons_laid)
    table.frames(1)
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(dict(table.link.links())[0])
        try:
            assert table.run_until(lambda: len(page.evaluate(LIST)["rows"]) > 6, 20)
            first = page.evaluate(LIST)
            page.screenshot(path=f"/tmp/s9sh4_grid_{width}.png")
            # scrolled to the list's foot, a card taken from there
            page.evaluate(
                "() => { const bar = document.getElementById('bar'); bar.scrollTop = bar.scrollHeight; }"
            )
            time.sleep(0.2)
            scrolled = page.evaluate(LIST)
            taken = [r for r in scrolled["rows"] if r["action"]][-1]
            page.click(f"#choices button[data-action='{taken['action']}']", timeout=2000)
            # the laptop shows the card taken (the phone waits), then asks the second
            assert table.run_until(
                lambda: (
                    page.evaluate(LIST)["version"] != first["version"]
                    and page.evaluate(LIST)["yours"]
                ),
                30,
            )
            table.frames(2)
            time.sleep(0.3)
            second = page.evaluate(LIST)
            page.screenshot(path=f"/tmp/s9sh4_grid_second_{width}.png")
        finally:
            browser.close()
    lefts = sorted({r["left"] for r in first["rows"]})
    assert len(lefts) == 2, first["rows"]  # two columns
    assert not [r for r in first["rows"] if r["cut"]], first["rows"]  # each name whole
    assert scrolled["scroll"] > 0, scrolled  # the list was scrolled: something to keep
    # the second pick: the list where the first left it, the card taken greyed in place
    assert abs(second["scroll"] - scrolled["scroll"]) <= 1, (scrolled["scroll"], second["scroll"])
    assert [r["row"] for r in second["rows"]] == [r["row"] for r in scrolled["rows"]]
    assert [r["top"] for r in second["rows"]] == [r["top"] for r in scrolled["rows"]]
