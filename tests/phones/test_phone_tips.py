"""What a card or token does, on the phone (issue 33 section 3): in Shinobi the card
tapped says its powers under the hand in the laptop card's words (cards.power_words),
any card, its hand never moving; Night's tokens of one's own carry the laptop
tooltip's words (night.tip.*); a Dojo card chosen says its worth and what a tie does."""

from __future__ import annotations

import random

from ninjas.ai.agents import make_agent
from ninjas.core.session import Seat
from scenes.shinobi.cards import power_words

from .conftest import PhoneTable
from .test_phone_page import HAND_BOXES, playwright_api
from .test_phone_page_hand import SEATS, SHOWN, discarding_from_eight, open_page, played_to, tap

INFO = "() => document.getElementById('card-info').textContent"


def test_a_card_tapped_says_what_it_does_under_the_hand(phone_table):
    table: PhoneTable = phone_table(
        SEATS, seed=0, prepare=played_to(discarding_from_eight), lang="fr"
    )
    table.frames(1)
    tr = table.app.tr
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, 390, 844)
        try:
            before = page.evaluate(INFO)
            shown = page.evaluate(SHOWN)
            # a card no play uses, if any: it is read, not picked
            others = [c for c in shown["hand"] if c not in shown["playable"]]
            card = (others or shown["playable"])[0]
            boxes = page.evaluate(HAND_BOXES)
            tap(table, page, f"#hand .card[data-card='{card}']")
            told = page.evaluate(INFO)
            after = page.evaluate(HAND_BOXES)
            picked = page.evaluate("() => picked.slice()")
        finally:
            browser.close()
    assert before == tr("phone.tip.hint")
    name = table.scene.words.card_label(card)  # 'Dragon (2)', as the page names it
    powers = " \u00b7 ".join(power_words(card, tr))
    assert told == tr("phone.tip.card", card=name, powers=powers), told
    assert after["boxes"] == boxes["boxes"]
    assert picked == ([] if others else [card])


def test_night_s_own_tokens_and_dojo_s_cards_say_what_they_do(phone_table):
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], seed=3, game="night")
    table.frames(1)
    scene = table.scene
    state = scene.session.state
    tr = scene.app.tr
    agent = make_agent("easy", 3)
    rng = random.Random(3)
    seen: dict[str, str] = {}
    for _ in range(600):
        if state.is_terminal or len(seen) >= 2:
            break
        for section in scene.phone_sections(0):
            for item in section.get("items", []):
                if item.get("tip"):
                    seen[item["art"]] = item["tip"]
        legal = state.legal_actions()
        wanted = str(agent.choose(state))
        state.apply(([a for a in legal if str(a) == wanted] or [rng.choice(legal)])[0])
    assert seen, "no token reached seat 0's backpack"
    for art, tip in seen.items():
        face = art.removeprefix("token_").removesuffix(".png")
        if art == "injury.png":
            assert tip == tr("night.tip.injury")
        elif face.startswith(("v", "y")):
            assert tip == tr("night.tip.value")
        elif tr.has(f"night.tip.{face}"):
            assert tip.startswith(tr(f"night.tip.{face}")), (art, tip)
        else:
            assert tip == tr("night.tip.hidden")

    dojo: PhoneTable = phone_table([Seat("human"), Seat("ai", "hard")], seed=7, game="dojo")
    dojo.frames(1)
    scene = dojo.scene
    state = scene.session.state
    agent = make_agent("hard", 7)
    parts = []
    for _ in range(400):
        if state.is_terminal:
            break
        if state.current_player == 0:
            parts = [c["parts"][0] for c in scene.phone_choices(0) if c.get("parts")]
            if parts:
                break
        state.apply(agent.choose(state))
    assert parts, "no battle card to choose came"
    for part in parts:
        rank = int(part["key"])
        if rank == 0:
            assert part["tip"] == scene.app.tr("rules.dojo.diagram.joker")
        else:
            assert part["tip"].startswith(part["label"]) and str(rank) in part["tip"], part
