"""Shinobi: who did what stays on the panels until a person acts (newcomers H and J,
s16, the computer's turn live 5-6/10: 'I caught only the end states'; 'mark on each
affected panel what it did ("Kiku: Rat -> Ren -3 cards")'). Under each seat's clans:
in red what was done to it, then what it did (scenes/shinobi/deeds.py). Public words
only. Direct calls on the deeds; one built table (three easy computers, then the
person) drawn once."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from support.updates import Updates

from ninjas.core.events import Event
from ninjas.core.session import Seat
from scenes.app import App
from scenes.shinobi.deeds import Deeds

from .test_shinobi_scene import table

NAMES = ["Yuki", "Ren", "Midori", "Kiku"]
KIKU, REN = 3, 1
TURN = [
    Event("corrupt", {"seat": KIKU, "card": 5, "reveals": True}),
    Event("place_clan", {"seat": KIKU, "clan": "Rat", "cards": [45, 46, 47], "clans": 2}),
    Event("power", {"seat": KIKU, "source": "Rat", "power": "discard_random", "level": 3}),
    Event("target", {"seat": KIKU, "target": REN, "power": "discard_random"}),
    *[Event("random_discard", {"seat": REN, "card": c, "by": KIKU}) for c in (9, 18, 27)],
    Event("power", {"seat": KIKU, "source": "Dragon", "power": "search_deck", "level": 2}),
    Event("search_take", {"seat": KIKU, "private": {KIKU: {"cards": [36]}}}),
    Event("discard", {"seat": KIKU, "card": 10}),
]
"""Kiku's turn: corrupt, 3 Rats laid, their power on Ren's hand, a search, a discard."""
SAID = {
    "en": (
        [("Kiku's Rat: \u22123 cards from hand", True)],
        [
            ("corrupt", False),  # in the order played (newcomer L, s17: it came last)
            ("new Rat clan, 3 cards", False),  # cards, not strength (newcomer S, s20)
            ("Rat: Ren \u22123 cards", False),
            ("Dragon: took 1 card", False),
            ("discarded Crow", False),
        ],
    ),
    "fr": (
        [("Rat (Kiku)\u00a0: \u22123 cartes de la main", True)],
        [
            ("corruption", False),
            ("nouveau clan Rat, 3 cartes", False),
            ("Rat\u00a0: Ren \u22123 cartes", False),
            ("Dragon\u00a0: prend 1 carte", False),
            ("défausse Corbeau", False),
        ],
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_panel_says_who_did_what(app: App, lang: str) -> None:
    app.set_language(lang)
    seats = SimpleNamespace(app=app, seat_name=lambda seat: NAMES[seat])
    deeds = Deeds()
    deeds.note(TURN)
    assert deeds.lines(seats, REN) == SAID[lang][0]  # fails before: no such words
    assert deeds.lines(seats, KIKU) == SAID[lang][1]
    assert deeds.lines(seats, 0) == []
    said = " ".join(words for seat in range(4) for words, _ in deeds.lines(seats, seat))
    assert app.tr("shinobi.name.Fox") not in said  # the card her search took (36) is hers
    for clan in ("Crow", "Dragon", "Spider"):  # Ren's cards lost: counted, not named here
        assert app.tr(f"shinobi.name.{clan}") not in deeds.lines(seats, REN)[0][0]


def test_the_panels_keep_them_until_she_plays(app: App) -> None:
    seats = [Seat("ai", "easy"), Seat("ai", "easy"), Seat("ai", "easy"), Seat("human")]
    scene = table(app, seats, seed=58)
    updates = Updates()  # its computers think in this process
    while not scene.can_act:
        assert updates.left()
        scene.update(0.05)
    scene.draw(pygame.Surface((1280, 720)))
    marks = scene.marks_now()
    assert marks is not None and sorted(marks.deeds.drawn) == [0, 1, 2]  # fails before
    for seat, band in marks.deeds.drawn.items():
        assert scene.opponent_slots()[seat].contains(band)  # inside its own panel
    hurt = marks.deeds.lines(scene, 0)[0]
    assert hurt == ("Midori's Toad: Crow \u22121 card, back in hand", True)  # Akane's panel
    scene.play(scene.state.legal_actions()[0])  # her draw keeps them
    kept = scene.marks_now()
    assert kept is not None and kept.deeds.lines(scene, 0)[0] == hurt
    while scene.state.current_player == 3:  # her move clears them
        scene.play(scene.state.legal_actions()[0])
        if scene.turn_end.waiting:
            break
    kept = scene.marks_now()
    assert kept is None or not kept.deeds.any()
