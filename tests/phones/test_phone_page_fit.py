"""The phone page at the positions a newcomer met (issue 33 section 3, in a real
browser): Night's second action at 360x640, whose pictures began under the bar (a
'since' box kept three lines' room for one, and what was chosen so far took a row of
tiles); Shinobi's card tapped, whose first plays offered added another card ('Place 1
Spider + 1 Ronin' for the Spider tapped), unmarked."""

from __future__ import annotations

import time
from typing import Any

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import card_name

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api

STEP = """() => {
    const box = (el) => el.getBoundingClientRect();
    const last = document.getElementById('last'), bar = document.getElementById('bar');
    const rows = [...last.children].filter(r => r.textContent);
    const tiles = [...document.querySelectorAll('#steps .row.pick .tile')];
    const top = tiles.length ? box(tiles[0]).top : null;
    return {
        steps: steps.length,
        last: {height: last.getBoundingClientRect().height, rows: rows.length,
               most: parseFloat(getComputedStyle(last).maxHeight) || Infinity,
               content: rows.reduce((h, r) => h + box(r).height, 0)},
        bar: bar.hidden ? null : box(bar).top,
        scrolled: scrollY,
        row: tiles.filter(t => Math.abs(box(t).top - top) < 1).map(t => [box(t).top, box(t).bottom]),
    };
}"""
BUTTONS = """() => [...document.querySelectorAll('#choices button')].map(b => ({
    action: b.dataset.action, confirm: b.classList.contains('confirm'),
    added: (el => el ? el.textContent : '')(b.querySelector('.added')), text: b.textContent}))"""


def open_page(playwright: Any, table: PhoneTable, width: int, height: int, ready: str) -> Any:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(dict(table.link.links())[0])
    assert table.run_until(lambda: bool(page.evaluate(ready)), 20)
    time.sleep(0.2)
    return browser, page


PLAN_READY = "() => document.querySelectorAll('#steps button.tile').length"
"""The Night plan's tiles are on the page."""


def night_plan_table(phone_table: Any, lang: str, seed: int) -> PhoneTable:
    """Night with a person on a phone against the easy computer, the laptop's own seat
    placed by the easy agent: the phone's plan to choose."""
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=seed,
        game="night",
        lang=lang,
        laptop=True,
        laptop_agent="easy",
    )
    table.frames(1)
    return table


def open_plan_page(playwright: Any, table: PhoneTable) -> Any:
    """The 360x640 phone page of `table` (night_plan_table), once its plan's tiles show."""
    return open_page(playwright, table, 360, 640, PLAN_READY)


def test_night_s_second_action_stands_above_the_bar_on_a_small_phone(phone_table):
    """At 360x640, in French (the longer words), once the first action is tapped: the
    'since' box is as high as its lines, and the second action's first row of pictures
    stands whole above the bar, with no scrolling by the person."""
    table: PhoneTable = night_plan_table(phone_table, "fr", 2)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_plan_page(playwright, table)
        try:
            page.click("#steps button.tile", timeout=2000)
            time.sleep(0.2)
            shown = page.evaluate(STEP)
        finally:
            browser.close()
    assert shown["steps"] == 1 and shown["row"], shown
    # (the page scrolls itself by the line of what is chosen, so the pictures stay under
    # the finger: test_phone_night_plan_fit)
    last = shown["last"]
    assert last["rows"] and abs(last["height"] - min(last["content"], last["most"])) <= 2, last
    # above the bar; with no bar (Back stands by what is chosen), in the window
    assert all(bottom <= (shown["bar"] or 640) for _, bottom in shown["row"]), shown


def placing(session: GameSession) -> None:
    """Seat 0 to place, with alike cards (two of a kind) and a Ronin in hand."""
    state = session.state
    agent = make_agent("easy", 1)
    for _ in range(500):
        if state.current_player == 0 and any(a.kind == "place" for a in state.legal_actions()):
            return
        session.apply(agent.choose(state))
    raise AssertionError("no placing reached")


def test_the_plays_of_the_cards_tapped_come_first_and_the_others_say_what_they_add(
    phone_table,
):
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], seed=5, prepare=placing)
    table.frames(1)
    choices = table.scene.phone_choices(0)
    # a pair alike played alone, and played with another card too ("Place 2 Carp",
    # "Place 2 Carp + 1 Ronin")
    pair = next(
        c["cards"]
        for c in choices
        if len(c["cards"]) == 2 and len({card_name(i) for i in c["cards"]}) == 1
    )
    name = card_name(pair[0])
    more = [c for c in choices if set(pair) < set(c["cards"])]
    assert more, choices
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(
            playwright,
            table,
            390,
            844,
            "() => document.querySelectorAll('#hand .card.playable').length",
        )
        try:
            page.click(f"#hand .card[data-card='{pair[0]}']", timeout=2000)
            one = page.evaluate(BUTTONS)
            page.click(f"#hand .card[data-card='{pair[1]}']", timeout=2000)
            two = page.evaluate(BUTTONS)
        finally:
            browser.close()
    tr = table.app.tr

    def added(action: str, tapped: list[int]) -> list[str]:
        ids = [int(w) for w in action.split()[2:]]
        rest = [card_name(i) for i in ids]
        for card in tapped:
            rest.remove(card_name(card))
        return rest

    for buttons, tapped in ((one, pair[:1]), (two, pair)):
        plays = [b for b in buttons if b["action"] != "pass"]
        counts = [len(added(b["action"], tapped)) for b in plays]
        assert counts == sorted(counts), buttons  # just the cards tapped first, then +1, +2
        for button, count in zip(plays, counts, strict=True):
            # a play of just the cards tapped is the gold confirm; one that adds says what
            assert button["confirm"] == (count == 0), button
            if count:
                words = added(button["action"], tapped)
                assert button["added"].startswith(tr("phone.adds", cards="").split(" ")[0] + " ")
                assert all(word in button["added"] for word in words), button
            else:
                assert not button["added"], button
    # the pair tapped: its own play first, gold; with a Ronin after it, marked
    assert two[0]["confirm"] and sorted(map(int, two[0]["action"].split()[2:])) == sorted(pair)
    assert [card_name(int(i)) for i in two[0]["action"].split()[2:]] == [name, name]
    assert not two[1]["confirm"] and two[1]["added"], two


SINCE = """(lines) => {
    state.version += 1000;  // a new position: the box's height is not kept from the last
    state.since = lines.map(text => [text, false]);
    draw();
    const last = document.getElementById('last'), box = last.getBoundingClientRect();
    const rows = [...last.children].filter(r => r.textContent);
    const first = rows.find(r => Math.abs(r.getBoundingClientRect().top - box.top) < 2);
    const end = rows[rows.length - 1].getBoundingClientRect().bottom;
    return {height: box.height, first: first ? first.textContent : null,
            blank: box.bottom - end, scrolled: last.scrollTop > 0};
}"""
PROMPT = """(text) => {
    state.prompt = text;
    draw();
    const about = document.querySelector('#prompt .about');
    return {about: about ? about.textContent : null, text: document.getElementById('prompt').textContent,
            colour: about ? getComputedStyle(about).color : '',
            block: about ? getComputedStyle(about).display === 'block' : false};
}"""


def test_the_since_box_holds_its_newest_lines_with_no_blank_and_a_prompt_says_its_subject(
    phone_table,
):
    """Lines since the last turn that overflow the box, the newest alone fitting (the
    one before it three lines long): the box shows that line whole at its top and is as
    high as it, where a spacer left two blank lines under it. A prompt of two lines
    (Dojo's battle, then what to do) shows its first in plain ink on a line of its own."""
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], seed=6, game="dojo")
    table.frames(1)
    # seven lines: a waiting page with no hand gives the box seven (E16, s10)
    long = "Blue clan moves a ninja from the Blue clan's Dojo to the mountain " * 5
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(
            playwright,
            table,
            360,
            640,
            "() => !!(state && document.getElementById('who').textContent)",
        )
        try:
            since = page.evaluate(SINCE, [long, long, "Blue clan summons with 9, 7, 5, 3, J."])
            prompt = page.evaluate(PROMPT, "Battle in the forest: 2 against 1.\nLay your cards.")
        finally:
            browser.close()
    assert since["scrolled"] and since["first"] == "Blue clan summons with 9, 7, 5, 3, J.", since
    assert abs(since["blank"]) <= 1.5 and since["height"] < 30, since
    assert prompt["about"] == "Battle in the forest: 2 against 1.", prompt
    assert prompt["text"].endswith("Lay your cards."), prompt
    assert prompt["block"] and prompt["colour"] == "rgb(244, 234, 210)", prompt  # the ink


def test_a_play_refused_as_the_game_ends_asks_nothing_over_the_result(phone_table):
    """The end of a Night game: a play sent as the game ended was refused as stale, and
    'The game moved on: choose again.' stood over the winner's name. A refusal once the
    game is over says nothing; the result coming hides a refusal already shown."""
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], seed=6, game="dojo")
    table.frames(1)
    toast = "() => getComputedStyle(document.getElementById('toast')).display"
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(
            playwright,
            table,
            360,
            640,
            "() => !!(state && document.getElementById('who').textContent)",
        )
        try:
            page.evaluate("() => receive({type: 'error', code: 'stale'})")
            before = page.evaluate(toast)  # in play: it is said
            page.evaluate("() => receive({...state, version: state.version + 1, over: true})")
            hidden = page.evaluate(toast)
            page.evaluate("() => receive({type: 'error', code: 'stale'})")
            after = page.evaluate(toast)
        finally:
            browser.close()
    assert (before, hidden, after) == ("block", "none", "none")
