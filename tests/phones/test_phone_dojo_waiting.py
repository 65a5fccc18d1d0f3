"""Newcomer C (s10, Dojo on a 360x640 phone, p3-003/005/014/025): the waiting page was
the decks' line and three lines of the log in a box with a scrollbar, two thirds of
the screen empty black. It now says each clan's ninjas on the board, land and deck (the
board's and decks' public counts), what land is for, and the log since the seat's last
turn in up to seven lines; all of it whole in sight at 360x640, EN and FR."""

from __future__ import annotations

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api


def to_turn_four(session: GameSession) -> None:
    """Both seats played by the easy computer to Orange's fourth turn, out of a battle."""
    state = session.state
    agents = [make_agent("easy", session.seed), make_agent("easy", session.seed + 1)]
    while not state.is_terminal:
        if state.battle is None and state.turns[0] >= 3 and state.current_player == 0:
            return
        session.apply(agents[state.current_player].choose(state))
    pytest.skip("the game ended first")


SEEN = """() => {
    const box = document.getElementById('last'), foot = innerHeight;
    const lines = [...document.querySelectorAll('#sections p')].map((p) => ({
        text: p.textContent, bottom: p.getBoundingClientRect().bottom,
        right: p.getBoundingClientRect().right, size: parseFloat(getComputedStyle(p).fontSize)}));
    return {lines, foot, width: innerWidth, told: box.children.length,
            shown: Math.round(box.clientHeight / parseFloat(getComputedStyle(box).lineHeight))};
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_waiting_page_tells_the_board(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("human")], seed=0, game="dojo", lang=lang, prepare=to_turn_four
    )
    table.frames(2)
    state, tr, scene = table.scene.state, table.app.tr, table.scene
    waiting = 1 - state.current_player
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 360, "height": 640})
            page.goto(dict(table.link.links())[waiting])
            ready = "() => !!state && !document.getElementById('game').hidden"
            assert table.run_until(lambda: page.evaluate(ready), 30)
            seen = page.evaluate(SEEN)
        finally:
            browser.close()
    texts = [line["text"] for line in seen["lines"]]
    for seat in (0, 1):
        name = scene.seat_name(seat)
        said = tr("phone.dojo.you", name=name) if seat == waiting else name
        board = tr.plural("phone.dojo.on_board", state.on_board(seat), count=state.on_board(seat))
        land = tr.plural("phone.dojo.land", state.land(seat), count=state.land(seat))
        assert any(t.startswith(said + "\n" + board) and land in t for t in texts), texts
        assert any(
            str(len(state.decks[seat])) in t.split("\n")[-1] for t in texts if t.startswith(said)
        )
    assert tr("phone.dojo.land_why") in texts
    for line in seen["lines"]:  # whole in sight, words of 15 px or more
        assert line["bottom"] <= seen["foot"] and line["right"] <= seen["width"], line
        assert line["size"] >= 15, line
    # the log since the last turn: more than the three lines of before, as many as told
    assert seen["shown"] >= min(seen["told"], 5), seen
    assert not table.leaks.leaked
