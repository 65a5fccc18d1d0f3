"""Newcomer U (issue 33, s9 u-51.png): 'Against each computer: 3 computers faced, in 3
games' for three Dojo games against the same hard Blue clan; and the latest games showed
three identical dates. A computer met again counts once (its game and seat), and each
latest game says its time of day, in English and French."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import person_records
from scenes.app import App
from scenes.records import charts
from scenes.records.recent import draw_recent

from .conftest import record_texts
from .test_records_newcomer_h import EASY, HARD, HUMAN, summary


def dojo(day: int, hour: int, winners: list[int]):  # type: ignore[no-untyped-def]
    s = summary(day, [HUMAN, HARD], winners)
    return replace(s, game="dojo", date=f"2026-11-{day:02d}T{hour:02d}:15:00Z")


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["Blue clan, in 3 games"]),  # one computer, named once (s16)
        ("fr", ["Clan bleu, en 3 parties"]),
    ],
)
def test_the_same_computer_met_three_times_is_one_computer(lang: str, words: list[str]) -> None:
    tr = Translator(lang)
    ada = person_records("Kai", [dojo(30, h, [1]) for h in (4, 5, 7)], night_errors=False)
    assert charts.computer_notes(tr, ada) == words  # fails before: '3 computers faced'
    assert ada.levels["hard"].played == 3  # the results still count each game


def test_two_computers_in_one_game_are_two() -> None:
    tr = Translator("en")
    kai = person_records("Kai", [summary(1, [HUMAN, HARD, HARD, EASY], [0])], night_errors=False)
    assert charts.computer_notes(tr, kai) == ["Kiku, in 1 game", "Sora and Midori, in 1 game"]
    assert charts.computer_notes(tr, kai, 40) == [  # where their names do not fit
        "1 computer faced, in 1 game",
        "2 computers faced, in 1 game",
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_latest_games_say_their_time_of_day(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    tr = Translator(lang)
    ada = person_records("Kai", [dojo(30, h, [1]) for h in (4, 5, 7)], night_errors=False)
    texts = record_texts(monkeypatch)
    canvas = pygame.Surface((1280, 720))
    shown = draw_recent(canvas, pygame.Rect(40, 300, 300, 400), tr, ada)
    assert len(shown) == 3
    days = [charts.day(tr, date, "records.recent.when") for date, _, _ in shown]
    assert len(set(days)) == 3 and all(":15" in d for d in days)  # fails before: the day
    assert all(d in texts for d in days)
