"""Night's results tell each seat's deeds after its throws (newcomer I, s16, 153: 'the
tokens I dropped or that went back to roofs aren't mentioned; a story line per player,
tokens stolen or knocked'): collected, stolen from whom, knocked off, put back on the
roofs (held ones put back, discarded, dropped for an injury). Counts only, from the
game's events; built events, and one short game played to its end. EN and FR."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.night import NightScene
from scenes.night.deeds import deed_words, tally
from scenes.night.throw_record import record_lines

NAMES = ["Ana", "Bruno", "Green ninja"]

EVENTS = [
    Event("collected", {"seat": 0, "tokens": [3, 4, 5]}),
    Event("returned", {"seat": 0, "tokens": [4, 5], "building": 2}),
    Event("stolen", {"seat": 0, "victim": 1, "slot": 0, "token": 7}),
    Event("knocked_off", {"seat": 0, "owner": 2, "slot": 1, "token": 9}),
    Event("dropped", {"seat": 1, "owner": 1, "slot": 0, "token": 8}),
    Event("discarded", {"seat": 1, "owner": 1, "slot": 1, "token": 6}),
    Event("dawn", {"scores": [1, 2, 3]}),
]
THROW = {"seat": 0, "success": True, "distance": 10.0, "length": 10.5, "action": "move"}


@pytest.mark.parametrize(
    ("lang", "ana", "bruno"),
    [
        (
            "en",
            "collected 3 tokens, stole 1 token from Bruno, knocked 1 token off with a kunai,"
            " put 2 tokens back on the roofs",
            "put 2 tokens back on the roofs",
        ),
        (
            "fr",
            "a ramassé 3 jetons, a volé 1 jeton à Bruno, a fait tomber 1 jeton d'un kunai,"
            " a remis 2 jetons sur les toits",
            "a remis 2 jetons sur les toits",
        ),
    ],
)
def test_each_seat_s_deeds_follow_its_throws(app: Any, lang: str, ana: str, bruno: str) -> None:
    """Fails before: the throws alone ('Ana: 1 throw, 1 hit, 0 missed; ...')."""
    app.set_language(lang)
    tr = app.tr
    deeds = tally(EVENTS, 3)
    said = {seat: deed_words(tr, deeds[seat], NAMES.__getitem__) for seat in range(3)}
    assert said == {0: ana, 1: bruno, 2: ""}
    lines = record_lines(tr, [THROW], 3, NAMES.__getitem__, said)
    assert len(lines) == 2  # Green ninja neither threw nor did a thing: no line
    assert lines[0].startswith("Ana") and lines[0].endswith(ana)
    assert lines[1] == tr("night.deeds.alone", name="Bruno", deeds=bruno)  # no throw
    app.set_language("en")


def test_the_table_s_results_lines_tell_them(app: Any) -> None:
    """A game played to its end: the table's notes hold each seat's collected tokens."""
    seats = [Seat(name="Ana"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new("night", seats, 2, {"players": 3}, autosave=False)
    rng = random.Random(2)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    table = NightScene(app, session, animate=False, ai_pause=0)
    lines = table.results_lines()
    assert any("collected 6 tokens" in line for line in lines), lines


def test_the_deeds_give_way_before_the_score_cards_shrink(app: Any) -> None:
    """Four seats' long deeds at 1280x720: the throws stay, the deeds go, the cards keep
    body text (fails without deeds_give_way: the cards at 19 px of 25)."""
    from scenes import theme
    from scenes.night.throw_list import NightResults
    from scenes.night.throw_record import Told

    seats = [Seat(name="Ana"), Seat(name="Bruno"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new("night", seats, 5, {"players": 4}, autosave=False)
    rng = random.Random(5)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    did = "; collected 12 tokens, stole 2 tokens from Green ninja, " * 3
    plain = [f"Seat {seat}: 5 throws, 3 hit, 2 missed" for seat in range(4)]
    results = NightResults(app, session, [Told(line + did, line) for line in plain], [])
    results.ensure_layout((1280, 720))
    assert results.layout_now is not None
    assert results.layout_now.text_size >= theme.FONT_BODY
    assert [str(line) for line in results.summary_lines[:4]] == plain
