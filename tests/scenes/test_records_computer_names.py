"""Newcomer F (s15, m364): in the Records' 'Against each computer', the hard Midori she
played with appeared only as 'Difficile'. Under each level's row its computers are
named as the table called them: 'Midori, in 1 game' / 'Midori, en 1 partie'; several,
'Sora and Midori, in 1 game'; where the names do not fit, their count."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import person_records
from scenes import theme
from scenes.app import App
from scenes.records import charts

from .conftest import record_texts
from .test_records_newcomer_h import EASY, HARD, HUMAN, summary


@pytest.mark.parametrize(
    ("lang", "notes"),
    [
        ("en", ["Sora, in 1 game", "Sora, Midori and Kiku, in 1 game"]),
        ("fr", ["Sora, en 1 partie", "Sora, Midori et Kiku, en 1 partie"]),
    ],
)
def test_each_level_names_its_computers(
    app: App, lang: str, notes: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    tr = Translator(lang)
    games = [summary(1, [HUMAN, HARD, HARD, HARD], [0]), summary(2, [HUMAN, EASY], [1])]
    kai = person_records("Kai", games, night_errors=False)
    texts = record_texts(monkeypatch)
    canvas = pygame.Surface((1280, 720))
    with theme.scaled_for(canvas.get_size()):
        room = pygame.Rect(800, 437, 440, 182)  # the box at 1280x720
        said = charts.computer_notes(tr, kai, room.width - theme.px(28))
        assert said == notes  # fails before: '1 computer faced, in 1 game'
        rows = charts.computers(tr, kai)
        charts.table(
            canvas, room, tr("records.computers"), tr, rows, "", charts.COMPUTER_HEADS, said
        )
    assert all(note in texts for note in notes)


def test_names_that_do_not_fit_are_counted() -> None:
    tr = Translator("en")
    kai = person_records("Kai", [summary(1, [HUMAN, HARD, HARD, HARD], [0])], night_errors=False)
    assert charts.computer_notes(tr, kai, 40) == ["3 computers faced, in 1 game"]
