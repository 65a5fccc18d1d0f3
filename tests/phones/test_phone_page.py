"""The phone page in a real browser (issue 19 §2, Done when): a whole Shinobi game with
two people, each on a phone (two headless Chromiums driven by Playwright), and one
computer, played to its end on the loopback with no hand-off screen; a whole Night game
and a whole Dojo game with a person on a phone and the computer, the person's secret
choices (Night's plans, Dojo's face-down cards) tapped on the page and the public ones
(Night's throws, Dojo's walks) made at the laptop; every message the pages receive is
checked: for Shinobi the other seats' hidden cards, for every game that it is the one
its determinized twin gives (conftest.py).

The page itself is measured as it is played (issue 33 section 3): a card tapped never
moves the hand under the finger (the choices come in a bar fixed at the foot), the cards
fill the width, the title says the turn and the phone buzzes when it comes, the link is
a shape and a word, the tiles' names hold on one line, the last move shows while
waiting, the prompt says "tap", the game's fonts are loaded; at 390x844 and 360x640.
NINJAS_PHONE_SHOTS=DIR keeps a picture of each game's hand at both sizes in DIR.

Debian's `chromium` is needed (`make browser`, which .ci/run calls as root); without it
the test is skipped and says why."""

from __future__ import annotations

import json
import os
import random
import re
import time
import urllib.parse
from typing import Any

import pytest
from support import shared_browser

from ninjas.core.session import Seat
from ninjas.games import score_breakdown
from ninjas.phones.bots import split_fragment
from ninjas.phones.sealing import Channel, unb64

from .conftest import PhoneTable

CHROMIUM = os.environ.get("NINJAS_CHROMIUM", "/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SEATS = [Seat("human"), Seat("human"), Seat("ai", "easy")]
TAP_MS = 2000
"""How long a tap waits for its card or button (a new position may have redrawn it)."""
SIZES = ((390, 844), (360, 640))
"""A common phone, and a small one."""
SHOTS = os.environ.get("NINJAS_PHONE_SHOTS", "")
BUZZ = """window.__buzz = [];
Object.defineProperty(navigator, 'vibrate', {configurable: true,
    value: (pattern) => { window.__buzz.push(pattern); return true; }});"""
"""Run before the page's script: the page's buzzes counted (headless Chromium has none)."""
HAND_BOXES = """() => ({
    version: state && state.version,
    boxes: [...document.querySelectorAll('#hand .card')].map(c => {
        const r = c.getBoundingClientRect();
        return [c.dataset.card, r.left, r.top, r.width, r.height];
    }),
})"""
LAYOUT = """async () => {
    await document.fonts.ready;
    const box = (el) => el.getBoundingClientRect();
    const hand = document.getElementById('hand');
    const cards = [...hand.querySelectorAll('.card')];
    let fill = null;
    if (cards.length >= 3 && !hand.hidden) {  // how much of the hand's width a row fills
        const top = box(cards[0]).top;
        const row = cards.filter(c => Math.abs(box(c).top - top) < 1);
        fill = (box(row[row.length - 1]).right - box(hand).left) / box(hand).width;
    }
    const names = [...document.querySelectorAll('.tile .name')].filter(n => n.offsetParent)
        .map(n => {
            const style = getComputedStyle(n);
            const line = parseFloat(style.lineHeight) || 1.35 * parseFloat(style.fontSize);
            return {text: n.textContent, lines: Math.round(box(n).height / line),
                    cut: n.scrollWidth > n.clientWidth};
        });
    // the smallest words shown, and anything to tap smaller than a finger (44 px)
    const shown = (el) => el.offsetParent !== null && box(el).width > 0;
    const words = [...document.querySelectorAll('body *')].filter(el => shown(el)
        && [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()));
    const smallest = Math.min(...words.map(el => parseFloat(getComputedStyle(el).fontSize)));
    const tappable = [...document.querySelectorAll('button, #hand .card.playable')].filter(shown);
    const small = tappable.filter(el => box(el).height < 44 || box(el).width < 44)
        .map(el => [el.textContent.slice(0, 30), Math.round(box(el).width), Math.round(box(el).height)]);
    const dot = document.getElementById('dot'), bar = document.getElementById('bar') || {hidden: true};
    const shape = dot.querySelector('.shape'), word = document.getElementById('link-word');
    return {
        fill, names,
        word: word ? word.textContent : '',
        on: dot.classList.contains('on'),
        filled: !!shape && getComputedStyle(shape).backgroundColor !== 'rgba(0, 0, 0, 0)',
        bar: bar.hidden ? null : {bottom: Math.round(box(bar).bottom), height: innerHeight,
                                  position: getComputedStyle(bar).position},
        fonts: [...document.fonts].filter(f => f.status === 'loaded')
            .map(f => f.family.replace(/["']/g, '')),
        family: getComputedStyle(document.body).fontFamily,
        wide: document.documentElement.scrollWidth > innerWidth,
        buzz: (window.__buzz || []).length,
        smallest, small,
    };
}"""

playwright_api = shared_browser.api(  # one Chromium a module (tests/support/shared_browser.py)
    pytest.importorskip(
        "playwright.sync_api", reason="Playwright is not installed (pip install -e .[dev])"
    )
)
if not os.path.exists(CHROMIUM):
    pytest.skip(
        f"no Chromium at {CHROMIUM}: `make browser` installs Debian's (as root, with apt)",
        allow_module_level=True,
    )

SENT_LOOK = """() => ({
    version: state.version, sent,
    word: document.getElementById('state-word').textContent,
    faded: [...document.querySelectorAll('#choices button')]
        .map(b => +getComputedStyle(b).opacity < 1),
})"""
"""A play tapped: the choices are dimmed and the state says it was sent."""
PAGE_STATE = """() => ({
    mine: document.getElementById('prompt').className === 'mine',
    title: document.title,
    last: (el => el && !el.hidden ? el.textContent : '')(document.getElementById('last')),
    // the lines since the last turn, scrolled: the first shown stands whole at the top
    scrolled: document.getElementById('last').scrollTop > 0,
    cut: (box => box.scrollTop > 0 && ![...box.children].some(row => Math.abs(
        row.getBoundingClientRect().top - box.getBoundingClientRect().top) < 2))(
        document.getElementById('last')),
    over: !!(state && state.over),
    choices: [...document.querySelectorAll('#choices button')]
        .filter(b => !b.disabled && b.dataset.action).map(b => b.dataset.action),
    playable: [...document.querySelectorAll('#hand .card.playable')].map(c => +c.dataset.card),
    parts: [...document.querySelectorAll('#steps button.tile')]
        .filter(b => !b.disabled).map(b => b.dataset.part),
    sections: [...document.querySelectorAll('#sections h2')].map(h => h.textContent),
    tiles: document.querySelectorAll('#sections .tile img').length,
    hand: [...document.querySelectorAll('#hand .card')].map(c => +c.dataset.card),
    picked: [...document.querySelectorAll('#hand .card.picked')].map(c => +c.dataset.card),
    who: document.getElementById('who').textContent,
    prompt: document.getElementById('prompt').textContent,
    prompt_shown: !document.getElementById('prompt').hidden,
    state: document.getElementById('state-word').textContent,
    chosen: [...document.querySelectorAll('#steps h2.chosen')].map(h => h.textContent),
    chosen_tiles: document.querySelectorAll('#steps .tile.chosen').length,
    chosen_notes: document.querySelectorAll('#steps .tile.chosen .note').length,
    headline: (el => el ? el.textContent : '')(document.querySelector('#result .headline')),
    results: [...document.querySelectorAll('#result .seat')].map(row => [
        row.querySelector('.name').textContent,
        (el => el ? el.lastChild.textContent : '')(row.querySelector('.total')),
        !!row.querySelector('.tag')]),
    status: document.getElementById('status').textContent,
})"""


class Phone:
    """One headless browser (one device: its own storage) showing one seat's link; it
    opens every frame the page receives with the link's keys, as the page does (the
    test holds the code, and reads the challenge in the link's address): what arrives
    must be sealed, and opens to what the game sent."""

    def __init__(self, playwright: Any, url: str, seat: int, seed: int) -> None:
        self.seat = seat
        self.url = url
        self.rng = random.Random(seed)
        self.browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        self.page = self.browser.new_page(viewport={"width": 390, "height": 844})
        self.page.add_init_script(script=BUZZ)
        self.received: list[dict[str, Any]] = []
        self.unsealed: list[Any] = []
        self.console: list[str] = []
        self.page.on("websocket", self._watch)
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.console.append(f"Uncaught {error}"))
        self.page.goto(url)
        self.taps = 0
        self.steps = 0
        self.steady: list[tuple[Any, Any]] = []
        """Each card tapped: the hand's boxes just before and just after (one position)."""
        self.seen: list[dict[str, Any]] = []
        """What each look saw (the title, the prompt, the last move...)."""
        self.layouts: dict[tuple[str, int, int], dict[str, Any]] = {}
        self.sent_looks: list[dict[str, Any]] = []
        """Just after each choice tapped: the state's word, the choices' opacity."""
        """The page measured at each size (SIZES), by name (measure)."""

    def _console(self, message: Any) -> None:
        """The page's script errors and policy violations (not a missing favicon)."""
        if message.type == "error" and "Failed to load resource" not in message.text:
            self.console.append(message.text)

    def _watch(self, socket: Any) -> None:
        _, key = split_fragment(self.url.split("#", 1)[1])
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(socket.url).query)
        channel = Channel.for_phone(key, unb64(query["n"][0]) or b"")

        def frame(payload: Any) -> None:
            if isinstance(payload, str):  # a text frame: never sealed
                self.unsealed.append(payload)
                return
            self.received.append(json.loads(channel.open(payload)))

        socket.on("framereceived", frame)

    def look(self) -> dict[str, Any]:
        shown: dict[str, Any] = self.page.evaluate(PAGE_STATE)
        self.seen.append(shown)
        return shown

    def measure(self, name: str, section: str = "") -> None:
        """Once, at this seat's turn with a hand or pictures to tap (or once `section`
        shows): the page measured at each size (and pictured, with NINJAS_PHONE_SHOTS),
        then back to 390x844."""
        shown = self.look()
        if section:
            if section not in shown["sections"]:
                return
        elif not shown["mine"] or not (shown["playable"] or shown["parts"]):
            return
        if any(key[0] == name for key in self.layouts):
            return
        for width, height in SIZES:
            self.page.set_viewport_size({"width": width, "height": height})
            self.layouts[(name, width, height)] = self.page.evaluate(LAYOUT)
            if SHOTS:
                os.makedirs(SHOTS, exist_ok=True)
                self.page.screenshot(path=os.path.join(SHOTS, f"{name}-{width}x{height}.png"))
        self.page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})

    def measure_now(self, name: str) -> None:
        """The page as it is now, measured (and pictured) at each size."""
        for width, height in SIZES:
            self.page.set_viewport_size({"width": width, "height": height})
            self.layouts[(name, width, height)] = self.page.evaluate(LAYOUT)
            if SHOTS:
                os.makedirs(SHOTS, exist_ok=True)
                self.page.screenshot(path=os.path.join(SHOTS, f"{name}-{width}x{height}.png"))
        self.page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})

    def buzzes(self) -> int:
        return int(self.page.evaluate("() => window.__buzz.length"))

    def act(self) -> bool:
        """If the page offers choices: pick a glowing card first (at random), then tap a
        choice button, as a person would. True if it tapped a choice."""
        shown = self.look()
        if not shown["mine"] or not (shown["choices"] or shown["playable"] or shown["parts"]):
            return False
        try:
            if shown["parts"]:  # a choice made part by part: its next picture tapped
                part = self.rng.choice(shown["parts"])
                self.page.click(f"#steps button.tile[data-part='{part}']", timeout=TAP_MS)
                self.steps += 1
                return False
            if shown["playable"] and (not shown["choices"] or self.rng.random() < 0.6):
                card = self.rng.choice(shown["playable"])
                where = f"#hand .card[data-card='{card}']"
                # scrolled to the middle, clear of the bar (at most 42% of the height),
                # then tapped where it stands, as a finger does: Playwright's click
                # scrolled the page itself when the card lay under the bar, and the hand
                # 'moved' 94-97 px under a finger that had moved with it
                self.page.locator(where).evaluate("c => c.scrollIntoView({block: 'center'})")
                before = self.page.evaluate(HAND_BOXES)
                box = next((b for b in before["boxes"] if b[0] == str(card)), None)
                if box is None:  # redrawn meanwhile: look again
                    return False
                self.page.mouse.click(box[1] + box[3] / 2, box[2] + box[4] / 2)
                after = self.page.evaluate(HAND_BOXES)
                if before["version"] == after["version"]:  # no new position meanwhile
                    self.steady.append((before["boxes"], after["boxes"]))
                    picture = os.path.join(SHOTS, f"picked-{self.seat}.png")
                    if SHOTS and not os.path.exists(picture):  # a card picked, its choices
                        self.page.screenshot(path=picture)
                shown = self.look()
                if not shown["choices"]:
                    return False
            action = self.rng.choice(shown["choices"])
            version = self.page.evaluate("() => state.version")
            self.page.click(f"#choices button[data-action='{action}']", timeout=TAP_MS)
            self.sent_looks.append(self.page.evaluate(SENT_LOOK) | {"tapped": version})
        except playwright_api.Error:  # the page was redrawn meanwhile: look again
            return False
        self.taps += 1
        return True

    def close(self) -> None:
        self.browser.close()


MOUSE = re.compile(r"\bclick|\bcliqu", re.IGNORECASE)


def check_page(phone: Phone, tr: Any, buzzes: int, names: list[str]) -> None:
    """What issue 33 section 3 asks of the page, as this phone's game showed it."""
    for before, after in phone.steady:  # a card tapped: the hand stays under the finger
        moved = [(b, a) for b, a in zip(before, after, strict=True) if b != a]
        assert len(before) == len(after) and not moved, moved[:2]
    looked = [shown for shown in phone.seen if shown["who"]]
    for shown in looked:  # the title tells the turn, and a word the seat's state
        turn = shown["mine"] and not shown["over"]
        title = (
            "phone.title.over" if shown["over"] else "phone.title.turn" if turn else "phone.title"
        )
        assert shown["title"] == tr(title), shown
        assert not MOUSE.search(shown["prompt"]), shown["prompt"]  # "tap", on a phone
        turns = ["turn", "sent", "screen", "answer"]  # ('answer': Night's drop in another's)
        states = ["over"] if shown["over"] else turns if turn else ["wait"]
        assert shown["state"] in [tr(f"phone.state.{kind}") for kind in states], shown
        # what is chosen so far (Night's first action, Dojo's card) is said above it
        assert shown["chosen"] == ([tr("phone.chosen")] if shown["chosen_tiles"] else []), shown
        assert not shown["chosen_notes"], shown  # its why-not: read when it was chosen
    turns = sum(1 for a, b in zip(looked, looked[1:], strict=False) if b["mine"] and not a["mine"])
    assert buzzes >= max(1, turns // 2), (buzzes, turns)  # it buzzed as turns came
    assert any(shown["last"] and not shown["mine"] for shown in looked)  # the last move
    # more lines than the box holds: the newest that fit, whole from their first word
    assert any(shown["scrolled"] for shown in looked)
    assert not [shown["last"] for shown in looked if shown["cut"]]
    waiting = [
        look for look in phone.sent_looks if look["sent"] and look["version"] == look["tapped"]
    ]
    assert waiting, "no play was seen waiting for the game"
    for look in waiting:  # a play tapped looks sent until the game takes it
        assert look["word"] == tr("phone.state.sent") and all(look["faded"]), look
    assert sorted({key[0] for key in phone.layouts}) == sorted(names + ["over"]), phone.layouts
    assert any(shown["state"] == tr("phone.state.wait") for shown in looked)
    for (name, width, height), shown in phone.layouts.items():
        where = f"{name} at {width}x{height}"
        if shown["fill"] is not None:  # three or more cards fill the width
            assert shown["fill"] > 0.98, (where, shown["fill"])
        for tile in shown["names"]:  # one line each, never cut ("1.\nCollect")
            assert tile["lines"] == 1 and not tile["cut"], (where, tile)
        assert (shown["word"], shown["on"], shown["filled"]) == (tr("phone.link.on"), True, True)
        bar = shown["bar"]
        assert bar is None or (bar["position"], bar["bottom"]) == ("fixed", height), (where, bar)
        assert {"Ninjas Body", "Ninjas Display"} <= set(shown["fonts"]), (where, shown["fonts"])
        assert shown["family"].startswith('"Ninjas Body"'), shown["family"]
        assert not shown["wide"], where  # nothing wider than the phone
        assert shown["smallest"] >= 14, (where, shown["smallest"])  # words read on a phone
        assert not shown["small"], (where, shown["small"])  # a finger's room to tap


def check_result(over: dict[str, Any], scene: Any, seat: int) -> None:
    """The page at the end says who won, from this seat's side, and every seat's total
    (the game's score_breakdown, as the laptop's results screen)."""
    tr = scene.app.tr
    breakdown = score_breakdown(scene.state)
    winners = breakdown.winners
    if winners == [seat]:
        headline = tr("phone.result.won")
    elif len(winners) == 1:
        headline = tr("results.wins", name=scene.seat_name(winners[0]))
    else:
        headline = over["headline"]  # shared, or a draw: tested in test_phone_words
    assert over["headline"] == headline and over["state"] == tr("phone.state.over"), over
    totals = {score.seat: score.total for score in breakdown.seats}
    you = f" ({tr('phone.result.you')})"
    shown = sorted(
        (name.removesuffix(you), int(total), tag) for name, total, tag in over["results"]
    )
    wanted = sorted(
        (scene.seat_name(s), totals[s], s in winners) for s in range(len(scene.session.seats))
    )
    assert shown == wanted, (shown, wanted)
    assert over["results"][0][2], "the winner comes first"
    assert not over["prompt_shown"]  # 'The game is over.' once more: the state line says it


def caught_up(table: PhoneTable, phones: list[Phone]) -> None:
    """Waits (on the pages, not for a time) until every page has drawn the last position
    the table sent, in its fonts and with its seat's welcome: what a page shows is then
    the game's now, and a play it taps names that position. No frame runs meanwhile, so
    nothing newer is sent."""
    for phone in phones:
        phone.page.wait_for_function(
            "serial => welcome && fontsReady && state && state.version >= serial",
            arg=table.link.serial,
            timeout=10_000,
        )


def plays_arrived(table: PhoneTable, phones: list[Phone]) -> None:
    """Waits until the server holds every play the phones tapped, so the next frame takes
    them all (a play still on its way would be taken a frame later or not, as the load
    goes, and the game then differs from run to run)."""
    counts = table.link.server.counts.by_seat
    for phone in phones:
        assert wait_until(lambda p=phone: counts.get(p.seat, 0) >= p.taps), (
            phone.seat,
            counts,
            phone.taps,
        )


def told_late(table: PhoneTable, phone: Phone) -> bool:
    """A card picked, then a line of the log told late (nothing else changed): the line
    shows, the card stays picked and the hand where it was. False if the position moved
    on meanwhile (nothing was checked). The card is tapped from what the page shows:
    a card left picked by an earlier tap is put back first (tapped again, it would be
    unpicked; another card tapped with it could make two picked)."""
    table.frames(1)  # a play the page sent is taken first
    caught_up(table, [phone])
    shown = phone.look()
    if not shown["mine"] or not shown["playable"] or phone.page.evaluate("() => sent"):
        return False
    try:
        if shown["picked"]:
            phone.page.click("#unpick", timeout=TAP_MS)
        card = shown["playable"][0]
        phone.page.click(f"#hand .card[data-card='{card}']", timeout=TAP_MS)
    except playwright_api.Error:
        return False
    assert phone.look()["picked"] == [card]  # nothing newer came: no frame ran
    before = phone.page.evaluate(HAND_BOXES)
    line = "Told late: a line long enough to take two lines on the page of a small phone."
    table.scene.log_lines.append((None, line))
    table.frames(1)
    if table.link.last_line(phone.seat) == line:  # not followed by another line at once
        assert wait_until(lambda: line in phone.look()["last"])
    after = phone.page.evaluate(HAND_BOXES)
    picked = phone.page.evaluate("() => document.querySelectorAll('#hand .card.picked').length")
    try:
        phone.page.click("#unpick", timeout=TAP_MS)  # as it was, for the game to go on
    except playwright_api.Error:  # a new position meanwhile: nothing is picked
        pass
    if after["version"] != before["version"] or line not in phone.look()["last"]:
        return False
    assert after["boxes"] == before["boxes"] and picked == 1
    return True


def test_a_whole_shinobi_game_on_two_phones_and_a_computer_with_no_hand_off(phone_table):
    started = time.monotonic()
    table: PhoneTable = phone_table(SEATS)
    table.frames(1)
    urls = dict(table.link.links())
    with playwright_api.sync_playwright() as playwright:
        phones = [Phone(playwright, urls[seat], seat, seed=seat) for seat in (0, 1)]
        try:
            assert table.run_until(lambda: table.link.linked() == {0, 1}, 10)
            table.frames(2)
            # linked is the server's word: each page then opens its welcome and draws
            caught_up(table, phones)
            names = [phone.look()["who"] for phone in phones]
            assert names == [table.scene.seat_name(0), table.scene.seat_name(1)]
            state = table.scene.state
            late = False
            while not state.is_terminal:
                assert time.monotonic() - started < 100, "the game stalled"
                table.frames(1)  # asserts no hand-off screen came
                # each page acts on the position the frame sent, and the next frame takes
                # what it tapped: the same game at every run, whatever the machine's load
                caught_up(table, phones)
                for phone in phones:
                    phone.act()
                    shown = phone.look()
                    assert not set(shown["hand"]) - set(range(94))
                plays_arrived(table, phones)
                phones[0].measure("shinobi")
                late = late or told_late(table, phones[1])
                state = table.scene.state
            table.frames(3)
            caught_up(table, phones)
            assert wait_until(lambda: all(phone.look()["results"] for phone in phones))
            over = [phone.look() for phone in phones]
            phones[0].measure_now("over")  # the results, at both sizes
            buzzes = [phone.buzzes() for phone in phones]
        finally:
            for phone in phones:
                phone.close()
    assert all(phone.taps >= 5 for phone in phones)
    assert table.link.plays == sum(phone.taps for phone in phones) or table.link.refused
    prompt = table.app.tr("shinobi.prompt.over")
    assert [shown["prompt"] for shown in over] == [prompt, prompt]  # the pages say it too
    leaks = table.leaks
    for phone in phones:
        assert not phone.unsealed and not phone.console, (phone.unsealed, phone.console)
        states = [m for m in phone.received if m.get("type") == "state"]
        assert states and states[-1]["over"] and states[-1]["prompt"] == prompt
        for message in states:
            leaks.check(phone.seat, message)
    assert not leaks.leaked
    check_page(phones[0], table.app.tr, buzzes[0], ["shinobi"])
    for phone, shown in zip(phones, over, strict=True):  # who won, and every total
        check_result(shown, table.scene, phone.seat)
    assert late  # a line told late moved nothing
    words = {shown["state"] for phone in phones for shown in phone.seen}
    assert table.app.tr("phone.state.screen") not in words  # Shinobi is played on the phones
    assert len(phones[0].steady) + len(phones[1].steady) >= 5  # cards tapped, measured
    print(
        f"\n[phones browser] actions={len(table.scene.session.actions)} "
        f"taps={[p.taps for p in phones]} steady_card_taps={[len(p.steady) for p in phones]} "
        f"buzzes={buzzes} messages_checked={leaks.messages} "
        f"leaked={len(leaks.leaked)} seconds={time.monotonic() - started:.1f}"
    )


@pytest.mark.parametrize(
    ("game", "seed", "seconds", "lang"),
    [("night", 2, 100, "fr"), ("dojo", 6, 100, "en")],
)
def test_a_whole_game_with_a_person_on_a_phone_and_a_computer_with_no_hand_off(
    phone_table, game: str, seed: int, seconds: float, lang: str
):
    """Night: the plans tapped picture by picture on the page (and its bonuses, drops
    and discards), the throws set at the laptop. Dojo: the face-down cards laid and
    played on the page (a card, then the card it strikes), the walks at the laptop."""
    # Dojo: two hard players, who seek battles, so the page lays and plays its cards; the
    # easy computer now blunders (issue 35) and often ends a game with no battle at all
    level = "hard" if game == "dojo" else "easy"
    started = time.monotonic()
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", level)],
        seed=seed,
        game=game,
        laptop=True,
        laptop_agent=level,  # the person at the screen walks to battles, throws by eye
        lang=lang,  # Night in French, Dojo in English: the page in both
    )
    table.frames(1)
    urls = dict(table.link.links())
    with playwright_api.sync_playwright() as playwright:
        phone = Phone(playwright, urls[0], 0, seed=seed)
        try:
            assert table.run_until(lambda: table.link.linked() == {0}, 10)
            table.frames(2)
            # the welcome is opened and drawn by the page's script: on a busy machine it
            # may take a few more frames than the link did
            assert table.run_until(lambda: phone.look()["who"] != "", 10)
            assert phone.look()["who"] == table.scene.seat_name(0)
            sections: set[str] = set()
            tiles = 0
            while not table.scene.state.is_terminal:
                assert time.monotonic() - started < seconds, "the game stalled"
                table.frames(1)  # asserts no hand-off screen came; plays the laptop's part
                caught_up(table, [phone])  # as in the Shinobi game: the same game each run
                phone.act()
                plays_arrived(table, [phone])
                shown = phone.look()
                sections |= set(shown["sections"])
                tiles = max(tiles, shown["tiles"])
                phone.measure(game)
                if game == "night":  # the plan's tiles, once made
                    phone.measure("night-plan", table.app.tr("phone.night.your_plan"))
            table.frames(3)
            caught_up(table, [phone])
            assert wait_until(lambda: phone.look()["results"])
            over = phone.look()
            phone.measure_now("over")  # the results, at both sizes
            buzzes = phone.buzzes()
        finally:
            phone.close()
    prompt = table.app.tr(f"{game}.prompt.over")
    assert over["prompt"] == prompt
    assert phone.taps >= 3 and phone.steps >= 3  # secret choices made on the page
    words = {shown["state"] for shown in phone.seen}  # its turns at the screen said so too
    assert table.app.tr("phone.state.screen") in words, words
    assert any(shown["chosen"] for shown in phone.seen)  # what was chosen so far, said
    assert table.laptop_plays >= 3  # public ones at the laptop
    assert tiles > 0 and sections  # what the seat holds, drawn from the game's pictures
    leaks = table.leaks
    assert not phone.unsealed and not phone.console, (phone.unsealed, phone.console)
    states = [m for m in phone.received if m.get("type") == "state"]
    assert states and states[-1]["over"]
    for message in states:
        leaks.check(0, message)
    assert not leaks.leaked, leaks.leaked[:3]
    check_page(phone, table.app.tr, buzzes, [game, "night-plan"] if game == "night" else [game])
    check_result(over, table.scene, 0)
    print(
        f"\n[phones browser] {game}: actions={len(table.scene.session.actions)} "
        f"page_taps={phone.taps} picture_taps={phone.steps} laptop_plays={table.laptop_plays} "
        f"messages_checked={leaks.messages} twins_checked={leaks.twins_checked} "
        f"leaked={len(leaks.leaked)} seconds={time.monotonic() - started:.1f}"
    )


def test_a_phone_given_up_for_the_screen_says_so_and_stops(phone_table):
    """'Play on this screen' on the codes' screen: the page open on that seat's phone
    says its person plays on the screen now, hides the hand and stops trying to link;
    the other phone stays linked. (No frame is run after it: seat 0's turns are covered
    by the hand-off again, which this harness counts as a failure.)"""
    table: PhoneTable = phone_table(SEATS)
    table.frames(1)
    urls = dict(table.link.links())
    with playwright_api.sync_playwright() as playwright:
        phones = [Phone(playwright, urls[seat], seat, seed=seat) for seat in (0, 1)]
        try:
            assert table.run_until(lambda: table.link.linked() == {0, 1}, 10)
            table.link.give_up(0)
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline and not phones[0].look()["status"]:
                time.sleep(0.05)  # the server's thread closes the link by itself
            gone = phones[0].look()
            hidden = phones[0].page.evaluate("document.getElementById('game').hidden")
            unlinked = phones[0].page.evaluate(LAYOUT)  # the link told by a word and a ring
            time.sleep(1.5)  # no new link tried meanwhile
            still = phones[1].look()
            linked = table.link.linked()
        finally:
            for phone in phones:
                phone.close()
    assert gone["status"] == table.app.tr("phone.error.screen") and hidden
    word = (unlinked["word"], unlinked["on"], unlinked["filled"])
    assert word == (table.app.tr("phone.link.off"), False, False)
    assert linked == {1} and table.link.seats == [1]
    assert still["who"] == table.scene.seat_name(1) and not still["status"]


def wait_until(test: Any, seconds: float = 10.0, table: PhoneTable | None = None) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            if test():
                return True
        except playwright_api.Error:  # the page is being opened again: look again
            pass
        if table is not None:
            table.frames(1)
        time.sleep(0.05)
    return bool(test())


def test_a_code_links_one_phone_which_comes_back_with_what_it_kept(phone_table):
    """Issue 31 §1.1 in the browser: the first phone to open a code keeps the seat; a
    second device opening the same link (a photo of the code) is refused and told so,
    and the first stays linked. The first phone reloaded (asleep, its page gone) links
    again with the secret it kept, with no new code. A new code asked for at the laptop
    closes that phone ("no longer opens a hand") and the new link opens on a phone."""
    table: PhoneTable = phone_table(SEATS)
    table.frames(1)
    urls = dict(table.link.links())
    tr = table.app.tr
    with playwright_api.sync_playwright() as playwright:
        owner = Phone(playwright, urls[0], 0, seed=1)
        thief = None
        try:
            assert wait_until(lambda: table.link.linked() == {0}, table=table)
            assert wait_until(lambda: owner.look()["who"] == table.scene.seat_name(0))
            thief = Phone(playwright, urls[0], 0, seed=2)  # another device, the same link
            assert wait_until(lambda: thief.look()["status"] == tr("phone.error.taken"))
            table.frames(5)
            assert table.link.linked() == {0} and not owner.look()["status"]
            assert thief.page.evaluate("document.getElementById('game').hidden")
            assert not [m for m in thief.received if m.get("type") in ("welcome", "state")]
            owner.page.reload()  # the page gone and opened again: the secret it kept
            assert wait_until(lambda: owner.look()["who"] == table.scene.seat_name(0))
            assert wait_until(lambda: table.link.linked() == {0}, table=table)
            assert not owner.look()["status"]
            table.link.renew(0)  # asked for at the laptop
            assert wait_until(lambda: owner.look()["status"] == tr("phone.error.bad_token"))
            new_url = dict(table.link.links())[0]
            assert new_url != urls[0]
            thief.page.goto(new_url)  # the new code opens on whoever its person gives it
            thief.url = new_url
            assert wait_until(lambda: thief.look()["who"] == table.scene.seat_name(0))
            assert wait_until(lambda: table.link.linked() == {0}, table=table)
            owner.page.reload()  # the old link opens nothing any more
            assert wait_until(lambda: owner.look()["status"] == tr("phone.error.bad_token"))
            consoles = owner.console + thief.console
        finally:
            owner.close()
            if thief is not None:
                thief.close()
    assert not [line for line in consoles if "Content Security Policy" in line]
    counts = table.link.server.counts
    assert counts.taken >= 1
    print(f"\n[phones browser] claims: taken={counts.taken} links={counts.links}")
