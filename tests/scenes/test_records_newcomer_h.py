"""Newcomer H (issue 33, x8-records.png): 'Against each computer: Hard - Beaten 2' after a
single game against two hard computers read oddly; each level's row now says it in
words under it, '2 computers faced, in 1 game', in English and French."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.history import Summary
from ninjas.core.i18n import Translator
from ninjas.core.records_stats import person_records
from scenes.app import App
from scenes.records import charts

from .conftest import record_texts


def summary(day: int, seats: list[dict[str, Any]], winners: list[int]) -> Summary:
    return Summary(
        game="shinobi",
        options={},
        seats=seats,
        names=["Kai"] + [None] * (len(seats) - 1),
        date=f"2026-11-{day:02d}T20:00:00Z",
        over=True,
        winners=winners,
        scores=[0] * len(seats),
        actions=10,
        turns=5,
    )


HUMAN = {"kind": "human"}
HARD = {"kind": "ai", "level": "hard"}
EASY = {"kind": "ai", "level": "easy"}


def test_the_games_against_each_level_are_counted_once_a_game() -> None:
    kai = person_records(
        "Kai",
        [summary(1, [HUMAN, HARD, HARD], [0]), summary(2, [HUMAN, HARD, EASY], [1])],
        night_errors=False,
    )
    assert kai.levels["hard"].played == 3 and kai.level_games == {"hard": 2, "easy": 1}


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["Sora and Midori, in 1 game", "Kiku, in 1 game"]),  # by name since s16
        ("fr", ["Sora et Midori, en 1 partie", "Kiku, en 1 partie"]),
    ],
)
def test_each_computer_row_says_its_computers_and_games(
    app: App, lang: str, words: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    tr = Translator(lang)
    kai = person_records("Kai", [summary(1, [HUMAN, HARD, HARD, EASY], [0])], night_errors=False)
    notes = charts.computer_notes(tr, kai)
    assert notes == words[::-1]  # easy first, then hard, as the rows
    texts = record_texts(monkeypatch)
    canvas = pygame.Surface((1280, 720))
    room = pygame.Rect(800, 437, 440, 182)  # the box x8-records.png shows at 1280x720
    rows = charts.computers(tr, kai)
    charts.table(canvas, room, tr("records.computers"), tr, rows, "", charts.COMPUTER_HEADS, notes)
    assert all(note in texts for note in notes)
