"""Shinobi's Grasshopper results say what decided it (newcomer J, s16, 079_8): the
ending names the fourth clan that closed the round and who laid it ('A fourth clan,
Monkey, laid by Yuki, ended the round'), and 'How the game went' gives each seat's
strength minus corruption equal to its total ('Kiku 51 − 13 = 38': 'Kiku 51' matched
nothing on the cards). Grand Master's rounds keep their sums. EN and FR."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.results import fourth_clan, score_breakdown
from scenes.registry import person_seat_name
from scenes.results_ending import ending_text
from scenes.results_story import story_note


class _OneRound:
    """A finished four-seat Grasshopper position, built: its one round."""

    is_terminal = True
    num_players = 4
    round_results = [{"strength": [21, 26, 26, 51], "scores": [19, 21, 17, 38]}]
    corruption_total = [2, 5, 9, 13]

    def returns(self) -> list[float]:
        return [-1.0, -1.0, -1.0, 1.0]  # the others level: by their totals


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "How the game went: the clans' strength minus corruption, Kiku 51 − 13 = 38,"
            " Ren 26 − 5 = 21, Yuki 21 − 2 = 19, Midori 26 − 9 = 17.",
        ),
        (
            "fr",
            "Le fil de la partie\u00a0: la force des clans moins la corruption,"
            " Kiku 51 − 13 = 38, Ren 26 − 5 = 21, Yuki 21 − 2 = 19, Midori 26 − 9 = 17.",
        ),
    ],
)
def test_one_round_says_strength_minus_corruption_for_every_seat(
    app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """Fails before: 'strength in all, Kiku 51, ...; corruption, Kiku 13, ...'."""
    app.set_language(lang)
    seats = [Seat(name="Yuki"), Seat(name="Ren"), Seat("ai", "hard"), Seat("ai", "hard")]
    session = SimpleNamespace(game="shinobi", seats=seats, state=_OneRound())
    names = {2: "Midori", 3: "Kiku"}
    monkeypatch.setattr("scenes.results_story.seat_name", lambda _app, _game, s: names[s])
    assert story_note(app, session) == said
    app.set_language("en")


def _played(seats: list[Seat]) -> GameSession:
    """A Grasshopper game played to its end (seed 2: Akane's Monkey, her fourth clan)."""
    session = GameSession.new("shinobi", seats, 2, {"players": len(seats)}, autosave=False)
    rng = random.Random(2)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_ending_names_the_fourth_clan_and_who_laid_it(app: Any, lang: str) -> None:
    """The clan of the game's last placing, by the seat that ended the round, the person
    by her name (fails before: 'A fourth clan ended the round')."""
    app.set_language(lang)
    session = _played([Seat(name="Yuki"), Seat("ai", "easy"), Seat("ai", "easy")])
    state = session.state
    assert state.mode == "grasshopper"
    ender = state.round_results[-1]["ender"]
    laid = [str(a).split()[1] for a in session.actions if str(a).startswith("place")][-1]
    line = fourth_clan(state)
    assert line.key == "shinobi.ending.grasshopper_by"
    said = ending_text(app, session, score_breakdown(state).ending)
    assert str(app.tr(f"shinobi.name.{laid}")) in said
    assert person_seat_name(app, session, ender) in said
    # a game played tells its course, not the cards' sums again (newcomers L, N, s17)
    two = _played([Seat(name="Yuki"), Seat("ai", "easy")])
    note = story_note(app, two)
    final = two.state.round_results[0]
    assert f"{final['strength'][1]} − {two.state.corruption_total[1]}" not in note
    assert str(app.tr("results.arc.on.turn", n=8)) in note  # Sora's hardest blow
    app.set_language("en")


def test_without_its_clan_on_the_table_the_bare_sentence() -> None:
    state = SimpleNamespace(round_results=[{"ender": 1}], clans=[{}, {}])
    assert fourth_clan(state).key == "shinobi.ending.grasshopper"  # type: ignore[arg-type]
