"""Newcomer O (s12, 356/357): Théo looked at a Decoy through the Temple on his phone and
it showed nothing, straight to 'Waiting', where a person at the laptop gets a full-screen
card ('Decoy 3 is Gaijins'). A seat's own secret reveal, a Decoy seen or an Imperial
Court card drawn, shows on its phone as a card, once: gone for good once 'Got it' is
tapped (a new position, a reload), the secret kept in 'What you know'. Never on another
seat's phone. In a real browser at 390x844, EN and FR."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat

from .conftest import PhoneTable
from .test_phone_page import CHROMIUM, FLAGS, playwright_api


def seen_by_seat_0(kind: str, seen: dict[str, Any]) -> Any:
    """Both seats played by the easy computer until seat 0 sees a secret of `kind`
    (its event's data put in `seen`)."""

    def prepare(session: GameSession) -> None:
        agent = make_agent("easy", session.seed)
        for _ in range(3000):
            events = session.apply(agent.choose(session.state)) or []
            for event in events:
                if event.kind == kind and event.data.get("seat") == 0:
                    seen.update(event.data)
                    return
        raise AssertionError(f"no {kind} for seat 0")

    return prepare


LOOK = """() => {
    const box = document.getElementById('reveal');
    return {shown: !box.hidden && box.offsetHeight > 0,
            title: document.getElementById('reveal-title').textContent,
            art: document.getElementById('reveal-art').getAttribute('src'),
            lines: [...document.querySelectorAll('#reveal-lines p')].map(p => p.textContent),
            notes: [...document.querySelectorAll('#notes li')].map(li => li.textContent)};
}"""
READY = "() => typeof state !== 'undefined' && state && !document.getElementById('game').hidden"


@pytest.mark.parametrize(
    ("kind", "seed", "lang"),
    [
        ("decoy_peek", 2, "en"),
        ("decoy_peek", 3, "fr"),
        # Seeds where the easy computer's play reaches a Court card drawn by seat 0
        # (5 and 4 no longer did once ba1640ea changed how it judges a Pass).
        ("court_draw", 7, "fr"),
        ("court_draw", 6, "en"),
    ],
)
def test_a_secret_seen_shows_once_on_its_own_phone(
    phone_table: Any, kind: str, seed: int, lang: str
) -> None:
    seen: dict[str, Any] = {}
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("human")],
        seed=seed,
        mode="grandmaster",
        lang=lang,
        prepare=seen_by_seat_0(kind, seen),
    )
    tr = table.app.tr
    mine = table.link.state_message(0)["reveal"]
    theirs = table.link.state_message(1)["reveal"]
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 390, "height": 844})
        try:
            page.goto(dict(table.link.links())[0])
            assert table.run_until(lambda: bool(page.evaluate(READY)), 20)
            time.sleep(0.2)
            first = page.evaluate(LOOK)
            page.click("#reveal-ok", timeout=2000)
            time.sleep(0.1)
            tapped = page.evaluate(LOOK)
            page.evaluate("() => receive({...state, version: state.version + 1})")
            again = page.evaluate(LOOK)
            page.reload()
            assert table.run_until(lambda: bool(page.evaluate(READY)), 20)
            time.sleep(0.2)
            reloaded = page.evaluate(LOOK)
        finally:
            browser.close()
    assert mine is not None and first["shown"], first
    if kind == "decoy_peek":
        boss = seen["private"][0]["boss"]
        assert first["title"] == tr("shinobi.reveal.title", n=seen["decoy"] + 1, boss=boss)
        assert any(boss in note for note in first["notes"])  # kept in 'What you know'
    else:
        name = tr(f"shinobi.court.{seen['private'][0]['card']}")
        assert first["title"] == tr("shinobi.reveal.court_title", card=name), first
        assert any(name in note for note in first["notes"])
    assert first["art"].startswith("/art/") and len(first["lines"]) >= 2
    assert not tapped["shown"] and not again["shown"] and not reloaded["shown"]
    # the other seat's phone never hears of it
    assert theirs is None or theirs["key"] != mine["key"]


def test_the_reveal_s_key_never_tells_the_seed(phone_table: Any) -> None:
    """The seed deals the whole game: a key made of it would let a phone replay the deal."""
    seen: dict[str, Any] = {}
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("human")],
        seed=2,
        mode="grandmaster",
        prepare=seen_by_seat_0("decoy_peek", seen),
    )
    reveal = table.link.state_message(0)["reveal"]
    assert reveal is not None
    token, turn, kind, decoy = reveal["key"].split(":")
    assert token == table.link.story.token and kind == "decoy_peek"
    assert int(turn) == len(table.scene.session.actions) and int(decoy) == seen["decoy"]
