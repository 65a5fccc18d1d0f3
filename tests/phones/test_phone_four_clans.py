"""The phones say that a 4th clan ends the round, as the laptop says it under each
seat's panel (issue 33, newcomer R, s8: Midori's 4th clan closed the round after three
turns each; the laptop said '3 clans : un 4e termine la manche' under her, the phones,
where the players look, never did). The phone of a person with 3 clans, and of one
facing a rival with 3, says it in gold under the question, in sight when the page opens.
In a real browser at 390x844 and 360x640, EN and FR."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_refusals import SEATS, open_hand

WARN = """() => {
    const warn = document.getElementById('warn');
    if (!warn) return {lines: [], seen: false, colour: ''};  // (a page with no such line)
    const box = warn.getBoundingClientRect();
    const bar = document.getElementById('bar');
    const foot = bar.hidden ? innerHeight : bar.getBoundingClientRect().top;
    return {
        lines: warn.hidden ? [] : [...warn.querySelectorAll('p')].map(p => p.textContent),
        seen: !warn.hidden && box.top >= 0 && box.bottom <= foot,
        colour: warn.hidden ? '' : getComputedStyle(warn.querySelector('p')).color,
    };
}"""


def three_clans_mine(state: Any) -> bool:
    return bool(state.phase == "place" and len(state.clans[0]) == 3)


def three_clans_rival(state: Any) -> bool:
    return bool(state.phase in ("draw", "place") and len(state.clans[1]) == 3 > len(state.clans[0]))


def laid_to(goal: Callable[[Any], bool], lay: bool) -> Callable[[GameSession], None]:
    """Seat 0 recruits, lays a new clan when it may (`lay`) or passes, discards at
    random; the easy computer plays seat 1; until seat 0 is to move at `goal`."""

    def prepare(session: GameSession) -> None:
        state = session.state
        rng = random.Random(session.seed)
        agent = make_agent("easy", session.seed)
        while not state.is_terminal and not (state.current_player == 0 and goal(state)):
            if state.current_player != 0:
                session.apply(agent.choose(state))
                continue
            legal = state.legal_actions()
            recruit = [a for a in legal if a.kind == "recruit"]
            places = [a for a in legal if a.kind == "place"]
            if recruit:
                session.apply(recruit[0])
            elif state.phase == "place":
                laying = lay and places and len(state.clans[0]) < 3
                session.apply(places[0] if laying else next(a for a in legal if a.kind == "pass"))
            else:
                session.apply(rng.choice(legal))
        assert goal(state) and not state.is_terminal, "the position was not reached"

    return prepare


@pytest.mark.parametrize(
    ("width", "height", "lang", "whose"),
    [(390, 844, "en", "mine"), (360, 640, "fr", "mine"), (360, 640, "en", "rival")],
)
def test_a_phone_says_a_4th_clan_ends_the_round(
    phone_table, width: int, height: int, lang: str, whose: str
) -> None:
    mine = whose == "mine"
    prepare = laid_to(three_clans_mine, True) if mine else laid_to(three_clans_rival, False)
    table: PhoneTable = phone_table(SEATS, seed=0 if mine else 2, lang=lang, prepare=prepare)
    table.frames(1)
    tr = table.app.tr
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_hand(playwright, table, width, height)
        try:
            shown = page.evaluate(WARN)
            page.screenshot(path=f"/tmp/s8ph2_four_{whose}_{width}_{lang}.png")
        finally:
            browser.close()
    rival = len(table.scene.state.clans[1]) == 3
    if mine and rival:  # one line for both (newcomer S, s9 a44)
        said = tr("phone.shinobi.three_and_you", names=table.scene.seat_name(1), clans=3)
    elif mine:
        said = tr("phone.shinobi.three_you", clans=3)
    else:
        said = tr("phone.shinobi.three", name=table.scene.seat_name(1), clans=3)
    # (before: nothing on the phone); in one line
    assert shown["lines"] == [said], shown
    assert shown["seen"], shown
    assert "{" not in said and "4" in said
