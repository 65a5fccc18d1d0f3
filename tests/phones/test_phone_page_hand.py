"""The phone page's hand in a real browser, at the positions a newcomer met playing
Shinobi on a phone (issue 33 section 3): a card tapped to discard with eight cards in
hand, where the bar that came made a scrollbar come and the hand went from four cards a
row to three under the finger; the Fox's swap, whose card is now tapped in the hand
(the bar holds one confirm, where it listed every hand card as a row over half the
screen). Scrollbars are shown here as in a desktop Chromium (headless Chromium hides
them), so a page whose width changes with them is caught."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import card_name

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, HAND_BOXES, playwright_api

SEATS = [Seat("human"), Seat("ai", "easy")]
SHOWN = """() => ({
    version: state && state.version,
    hand: [...document.querySelectorAll('#hand .card')].map(c => +c.dataset.card),
    playable: [...document.querySelectorAll('#hand .card.playable')].map(c => +c.dataset.card),
    columns: getComputedStyle(document.getElementById('hand')).gridTemplateColumns.split(' ').length,
    buttons: [...document.querySelectorAll('#choices button')].map(b => ({
        action: b.dataset.action, confirm: b.classList.contains('confirm'),
        height: b.getBoundingClientRect().height, text: b.textContent})),
    scrollbar: document.documentElement.scrollHeight > innerHeight,
    prompt: document.getElementById('prompt').textContent,
})"""


def played_to(goal: Callable[[Any], bool]) -> Callable[[GameSession], None]:
    """A position reached by play: seat 0 recruits often and lays its Foxes (a big
    hand, a swap to make), the easy computer plays seat 1."""

    def prepare(session: GameSession) -> None:
        state = session.state
        rng = random.Random(session.seed)
        agent = make_agent("easy", session.seed)
        while not state.is_terminal and not (state.current_player == 0 and goal(state)):
            if state.current_player != 0:
                session.apply(agent.choose(state))
                continue
            legal = state.legal_actions()
            fox = [a for a in legal if a.kind in ("place", "reinforce") and "Fox" in str(a)]
            recruit = [a for a in legal if a.kind == "recruit"]
            if fox:
                session.apply(fox[0])
            elif recruit and rng.random() < 0.8:
                session.apply(recruit[0])
            else:
                session.apply(rng.choice(legal))
        assert goal(state), "the position was not reached"

    return prepare


def discarding_from_eight(state: Any) -> bool:
    return bool(state.phase == "discard" and len(state.hands[0]) >= 8)


def swapping_a_card(state: Any) -> bool:
    pending = state.pending[0] if state.phase == "power" and state.pending else None
    return pending is not None and pending.power == "swap_card" and pending.step == "card"


def open_page(playwright: Any, table: PhoneTable, width: int, height: int) -> Any:
    """The seat's page, scrollbars shown, once its hand is drawn with cards to tap."""
    browser = playwright.chromium.launch(
        executable_path=CHROMIUM, args=FLAGS, ignore_default_args=["--hide-scrollbars"]
    )
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(dict(table.link.links())[0])
    assert table.run_until(lambda: bool(page.evaluate(SHOWN)["playable"]), 20)
    return browser, page


def tap(table: PhoneTable, page: Any, where: str) -> None:
    page.click(where, timeout=2000)
    table.frames(2)
    time.sleep(0.1)


@pytest.mark.parametrize("width", [390, 360])
def test_a_card_tapped_keeps_the_hand_where_it_is_when_the_bar_brings_a_scrollbar(
    phone_table, width: int
):
    """Eight cards, a discard: the page just fits the window, the card tapped brings the
    bar, the bar a scrollbar; the hand keeps its columns and its cards' places (the page
    keeps the scrollbar's room: its width never changes). The one play in the bar is a
    confirm bigger than a row, and the prompt says to tap it."""
    table: PhoneTable = phone_table(
        SEATS, seed=0, prepare=played_to(discarding_from_eight), lang="fr"
    )
    table.frames(1)
    tr = table.app.tr
    legal = table.scene.state.legal_actions()
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, width, 900)
        try:
            tall = page.evaluate("() => document.documentElement.scrollHeight")
            page.set_viewport_size({"width": width, "height": tall + 8})
            time.sleep(0.2)
            shown = page.evaluate(SHOWN)
            assert not shown["scrollbar"] and len(shown["hand"]) >= 8, shown
            before = page.evaluate(HAND_BOXES)
            hand = shown["hand"]  # the second of two alike cards, if any (none glowed)
            alike = [c for i, c in enumerate(hand) if card_name(c) in map(card_name, hand[:i])]
            card = (alike or shown["playable"])[-1]
            tap(table, page, f"#hand .card[data-card='{card}']")
            after = page.evaluate(HAND_BOXES)
            picked = page.evaluate(SHOWN)
        finally:
            browser.close()
    discards = {card_name(int(a.args[0])) for a in legal if a.kind == "discard"}
    assert shown["playable"] == [c for c in shown["hand"] if card_name(c) in discards]
    assert before["version"] == after["version"]
    assert picked["scrollbar"], "the bar brought no scrollbar: nothing was tested"
    assert picked["columns"] == shown["columns"] == (4 if width >= 390 else 3)
    assert after["boxes"] == before["boxes"]
    plays = [b for b in picked["buttons"] if b["action"] != "pass"]
    assert [b["action"].split()[0] for b in plays] == ["discard"], plays
    assert plays[0]["confirm"] and plays[0]["height"] >= 56, plays  # obvious, big
    verb = tr("shinobi.act.discard", card="").strip()  # "Discard", on the button too
    assert verb in plays[0]["text"] and verb in shown["prompt"], (verb, plays, shown["prompt"])


def test_the_fox_s_swap_is_made_by_tapping_the_card_in_the_hand(phone_table):
    """'Swap 1 card: choose a card' listed every hand card as a row of the bar, over
    half the screen: the hand's cards glow instead, the bar holds no row per card, and
    the card tapped lights and brings one confirm, which makes the swap."""
    table: PhoneTable = phone_table(SEATS, seed=5, prepare=played_to(swapping_a_card))
    table.frames(1)
    state = table.scene.state
    offered = {card_name(int(a.args[0])) for a in state.legal_actions() if a.kind == "card"}
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, 390, 844)
        try:
            shown = page.evaluate(SHOWN)
            card = shown["playable"][0]
            before = page.evaluate(HAND_BOXES)
            tap(table, page, f"#hand .card[data-card='{card}']")
            after = page.evaluate(HAND_BOXES)
            picked = page.evaluate(SHOWN)
            lit = page.evaluate(
                "() => [...document.querySelectorAll('#hand .card.picked')]"
                ".map(c => +c.dataset.card)"
            )
            confirm = [b for b in picked["buttons"] if b["confirm"]]
            assert len(confirm) == 1, picked["buttons"]
            actions = len(table.scene.session.actions)
            tap(table, page, f"#choices button[data-action='{confirm[0]['action']}']")
            assert table.run_until(lambda: len(table.scene.session.actions) > actions, 10)
        finally:
            browser.close()
    # every card of a kind offered, the second of two alike too
    assert shown["playable"] == [c for c in shown["hand"] if card_name(c) in offered]
    assert not [b for b in shown["buttons"] if b["action"].startswith("card ")], shown["buttons"]
    assert lit == [card] and after["boxes"] == before["boxes"]
    assert [b for b in picked["buttons"] if b["action"].startswith("card ")] == confirm
    assert card_name(int(confirm[0]["action"].split()[1])) == card_name(card)
    name = table.scene.words.card_label(card)
    assert confirm[0]["text"] == table.app.tr("phone.confirm", what=name), confirm
    played = table.scene.session.actions[actions]
    assert played == confirm[0]["action"]


HELD_FONTS = "**/fonts/*"


def test_nothing_above_the_hand_moves_it_once_a_card_is_tapped(phone_table):
    """A card tapped, then what can come before the finger lifts, in the same position:
    the lines since the last turn told again, fewer or more (a line of the log told late,
    the state sent again after a reconnect), and the link lost and found. The hand's
    boxes never change (a full run saw card '2' go from 263 to 169 px between tap and
    lift). And the page is first drawn in the game's fonts, never in a stand-in font
    that swaps under the finger: held back, the page waits for them."""
    table: PhoneTable = phone_table(SEATS, seed=0, prepare=played_to(discarding_from_eight))
    table.frames(1)
    held: list[Any] = []
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.route(HELD_FONTS, lambda route: held.append(route))  # answered when let go
        page.goto(dict(table.link.links())[0], wait_until="domcontentloaded")
        try:
            assert table.run_until(lambda: page.evaluate("() => !!state") and len(held) == 2, 20)
            table.frames(2)
            time.sleep(0.3)
            early = page.evaluate("() => document.getElementById('game').hidden")
            for route in held:
                route.continue_()
            page.unroute(HELD_FONTS)
            assert table.run_until(lambda: bool(page.evaluate(SHOWN)["playable"]), 20)
            card = page.evaluate(SHOWN)["playable"][0]
            tap(table, page, f"#hand .card[data-card='{card}']")
            page.evaluate("() => scrollTo(0, document.documentElement.scrollHeight)")
            foot = page.evaluate("() => scrollY")
            before = page.evaluate(HAND_BOXES)
            moved = []
            late = [["A line of the log told late, long enough for two lines here.", False]] * 4
            for since, last in (([], ""), (late, ""), ([], "Last move told late.")):
                page.evaluate("([since, last]) => receive({...state, since, last})", [since, last])
                moved.append(page.evaluate(HAND_BOXES)["boxes"] != before["boxes"])
            # scrolled to its foot, less below the hand (the clans told again, fewer): a
            # shorter page pulled the hand down under the finger
            page.evaluate("() => receive({...state, sections: state.sections.slice(0, 1)})")
            moved.append(page.evaluate(HAND_BOXES)["boxes"] != before["boxes"])
            page.evaluate("() => ws.close()")  # the link lost: said, then found again
            page.wait_for_function(  # the closing is told to the page a moment later
                "() => getComputedStyle(document.getElementById('status')).display === 'block'"
            )
            moved.append(page.evaluate(HAND_BOXES)["boxes"] != before["boxes"])
            assert table.run_until(lambda: page.evaluate("() => !!ws && ws.readyState === 1"), 20)
            table.frames(2)
            time.sleep(0.2)
            again = page.evaluate(HAND_BOXES)
            picked = page.evaluate("() => picked.length")
            moved.append(again["boxes"] != before["boxes"])
        finally:
            browser.close()
    assert early, "the page was drawn before its fonts came"
    assert foot > 0, "the page did not scroll: nothing at its foot was tested"
    assert moved == [False] * 6, moved
    assert again["version"] == before["version"] and picked == 1
