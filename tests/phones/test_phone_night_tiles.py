"""Night on a 360x640 phone (newcomer I, s10): the bar of a turn's token choices was
four buttons of long sentences ('Discard the 1 (slot 1) to the roof: the 5 from your
hand takes its place') filling ~45% of the screen over the plan and the backpack
(nc-99/091, 131, 165); each choice is now a tile, the token's picture over short words
('Discard', 'To roof 3'), a line over them for what they share ('Discard one for the
Grappling Hook in your hand:'), a bonus of several ways one tile opening them (the
Gears' six actions, then Back). The prompt said 'Your action now: Collect' once the
Collect was done (040, 089): it says it is done. The badge flipped between 'YOUR TURN'
and 'YOUR TURN, ON THE SCREEN' as token choices came and went: a turn played on the
screen says so throughout. The lines since the last turn stood in a two-line box with a
scrollbar of its own (038, 078): cut, a cue says how many are above, a tap opens all.
In a real browser, EN and FR."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night import packing

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api
from .test_phone_page_fit import night_plan_table, open_plan_page

SEATS = [Seat("human", name="Aiko"), Seat("human", name="Kenji"), Seat("ai", "easy")]
LINE = (
    "place 7,place 9,place 5,plan collect collect,plan collect move,plan collect move,"
    "collect 1 2,end,collect 0 1,end,collect 0 1 2,end,end,end,move 9 11.0,end,"
    "plan collect skip,plan heal collect,plan attack collect,end,end,end,end,end,end,"
    "plan collect steal,plan steal collect,plan heal collect,end,end,end,end,end,end,"
    "plan move collect,plan collect heal,plan collect move,end,end,end,end,end,"
    "move 6 11.0,end,plan collect move,plan collect move,plan collect attack,end,collect 0 1"
).split(",")
"""Seed 9: Kenji (seat 1, on his phone) has collected two tokens into his hand, his
backpack full (a Kunai, a 2, Gears, an injury): discards, the Gears, the Hook held."""


def open_kenji(playwright: Any, table: PhoneTable, ready: str) -> Any:
    """Kenji's page (seat 1) at 360x640, once `ready`."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
    page = browser.new_page(viewport={"width": 360, "height": 640})
    page.goto(dict(table.link.links())[1])
    assert table.run_until(lambda: bool(page.evaluate(ready)), 20)
    time.sleep(0.2)
    return browser, page


def kenji_holds(session: GameSession) -> None:
    """As a game started now: a discard puts the hand's first token in the slot it frees
    (the new games' rule, options.NEW_RULES; the harness's sessions lack it)."""
    session.options[packing.KEEPS_HELD] = session.state.options[packing.KEEPS_HELD] = True
    kenji_holds_old_rule(session)


def kenji_holds_old_rule(session: GameSession) -> None:
    """A game saved before that rule: a discard frees the slot, keeping is a choice."""
    for action in LINE:
        session.apply(action)
    state = session.state
    assert state.current_player == 1 and state.main_done and state.held
    assert not state.free_slots(1)


LOOK = """() => {
    const box = (el) => el.getBoundingClientRect();
    const bar = document.getElementById('bar');
    const words = (b) => b.querySelector('span');
    return {
        state: document.getElementById('state-word').textContent,
        prompt: document.getElementById('prompt').textContent,
        tiles: [...document.querySelectorAll('#choices .token-tile')].map(b => ({
            text: b.textContent, action: b.dataset.action || null,
            opens: b.classList.contains('opens'), img: !!b.querySelector('img'),
            lines: Math.round(box(words(b)).height / parseFloat(getComputedStyle(words(b)).lineHeight)),
        })),
        head: [...document.querySelectorAll('#choices .token-head')].map(p => p.textContent),
        back: [...document.querySelectorAll('#choices .token-back')].map(b => b.textContent),
        bar: box(bar).height, scrolls: bar.scrollHeight > bar.clientHeight + 1,
    };
}"""


def test_the_prompt_says_the_collect_is_done_and_each_choice_has_short_words(
    phone_table: Any,
) -> None:
    table: PhoneTable = phone_table(SEATS, seed=9, game="night", prepare=kenji_holds)
    tr = table.app.tr
    message = table.link.state_message(1)
    done = tr("phone.night.done", action=tr("night.action.collect"))
    assert message["prompt"] == done, message["prompt"]  # before: 'Your action now: Collect'
    choices = message["choices"]
    assert choices and all(c.get("short") and c.get("art") for c in choices), choices
    discards = [c for c in choices if c["action"].startswith("discard")]
    hook = tr("night.token.hook")
    assert {c["head"] for c in discards} == {tr("phone.night.head.room", token=hook)}
    slots = [int(c["action"].split()[1]) + 1 for c in discards]
    assert [c["short"] for c in discards] == [tr("phone.night.tile.out", slot=n) for n in slots]
    gears = [c for c in choices if c["action"].startswith("gears")]
    assert len(gears) == 6 and len({c["group"] for c in gears}) == 1, gears
    # under the old rule a discard brings nothing in: it says so over the tiles
    old: PhoneTable = phone_table(SEATS, seed=9, game="night", prepare=kenji_holds_old_rule)
    discards = [c for c in old.link.state_message(1)["choices"] if c["action"][:7] == "discard"]
    assert discards and {c["head"] for c in discards} == {tr("phone.night.head.discard")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_token_choices_are_tiles_in_a_small_bar(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=9, game="night", lang=lang, prepare=kenji_holds)
    tr = table.app.tr
    table.frames(2)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_kenji(
            playwright, table, "() => !!document.querySelector('.token-tile')"
        )
        try:
            first = page.evaluate(LOOK)
            page.click("#choices .opens", timeout=2000)
            opened = page.evaluate(LOOK)
            page.click("#choices .token-back", timeout=2000)
            again = page.evaluate(LOOK)
            page.click("#choices .token-tile[data-action='discard 0']", timeout=2000)
            assert table.run_until(lambda: table.scene.state.history[-1] == "discard 0", 30)
        finally:
            browser.close()
    # a turn played on the screen, its token choices here: said so (before: 'Your turn')
    assert first["state"] == tr("phone.state.screen"), first
    assert first["prompt"] == tr("phone.night.done", action=tr("night.action.collect"))
    tiles = first["tiles"]
    # three discards, the Gears (its ways behind it), the Hook: five tiles, not ten rows
    assert len(tiles) == 5 and all(t["img"] and t["lines"] <= 2 for t in tiles), tiles
    assert [t["opens"] for t in tiles].count(True) == 1, tiles
    room = tr("phone.night.head.room", token=tr("night.token.hook"))
    assert first["head"] == [room, tr("phone.night.head.bonus")], first
    # the bar takes a third of the screen at most, with no scrolling of its own (before:
    # 42% of it, its rows of four-line sentences scrolled in it)
    assert first["bar"] <= 640 / 3 and not first["scrolls"], first
    ways = opened["tiles"]
    assert len(ways) == 6 and opened["back"] == [tr("phone.back")] and not opened["head"]
    action = tr("night.action.move")
    assert tr("phone.night.tile.gears", n=2, action=action) in [t["text"] for t in ways]
    assert again["tiles"] == tiles, again


SINCE = """(lines) => {
    state.version += 1000;  // a new position: the box's height is not kept from the last
    state.since = lines.map(text => [text, false]);
    draw();
}"""
BOX = """() => {
    const last = document.getElementById('last'), cue = document.getElementById('last-more');
    const box = last.getBoundingClientRect();
    const rows = [...last.children].filter(r => r.textContent);
    const seen = rows.filter(r => r.getBoundingClientRect().top >= box.top - 1
                                  && r.getBoundingClientRect().bottom <= box.bottom + 1);
    return {cue: cue.hidden ? null : cue.textContent, seen: seen.length, rows: rows.length,
            bar: last.scrollHeight > last.clientHeight + 1
                 && getComputedStyle(last).overflowY !== 'hidden'};
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lines_since_the_last_turn_open_with_a_tap(phone_table: Any, lang: str) -> None:
    table: PhoneTable = night_plan_table(phone_table, lang, 2)
    tr = table.app.tr
    lines = [f"Line {n}: Green ninja collects 2 tokens." for n in range(6)]
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_plan_page(playwright, table)
        try:
            page.evaluate(SINCE, lines)
            cut = page.evaluate(BOX)
            page.click("#last", timeout=2000)
            time.sleep(0.1)
            opened = page.evaluate(BOX)
            page.click("#last-more", timeout=2000)
            time.sleep(0.1)
            folded = page.evaluate(BOX)
        finally:
            browser.close()
    # the plan's page keeps its box small: the newest lines, no scrollbar, a cue of those
    # above (before: a scrollbar in a two-line box, nothing said of the lines above)
    assert cut["seen"] < cut["rows"] and not cut["bar"], cut
    hidden = cut["rows"] - 1 - cut["seen"]  # (the head is no line of the story)
    assert cut["cue"] == tr("phone.since.more", count=hidden), cut
    assert opened["seen"] == opened["rows"] == 7 and opened["cue"] == tr("phone.since.less")
    assert folded == cut, folded
