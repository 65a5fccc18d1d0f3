"""Records, 'Wins per game' read at a glance (newcomer W, s21, FR 1920x1080,
152_fr_records): Taisen's 'lost 1 of 1' stood half red beside Dojo's 'lost 2 of 2' all
red, read as 'half lost' (each bar was scaled to the most played game's). Each bar is
now the whole of its game's games, split by outcome. And the footnote stands whole at
1280x720 and 1920x1080, EN and FR (it read '...perdue si derri…')."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import person_records
from scenes import theme
from scenes.records import charts
from scenes.records.scene import RecordsScene

from .test_records_newcomer_h import HARD, HUMAN, summary


def test_each_game_s_bar_is_its_own_games_whole(app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    wen = person_records(
        "Kai",
        [
            replace(summary(1, [HUMAN, HARD], [1]), game="taisen", scores=[None, None]),
            replace(summary(2, [HUMAN, HARD], [1]), game="dojo", scores=[4, 0]),
            replace(summary(3, [HUMAN, HARD], [1]), game="dojo", scores=[3, 5]),
        ],
        night_errors=False,
    )
    bars: list[tuple[str, int]] = []
    original = charts.stacked_bar

    def kept(canvas, rect, tally, scale):  # type: ignore[no-untyped-def]
        bars.append((tally.played, scale))
        original(canvas, rect, tally, scale)

    monkeypatch.setattr(charts, "stacked_bar", kept)
    canvas = pygame.Surface((1280, 720))
    charts.games_chart(canvas, pygame.Rect(400, 200, 800, 300), Translator("fr"), wen)
    assert sorted(bars) == [(1, 1), (2, 2)]  # fails before: Taisen's 1 of the most, 2


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_footnote_stands_whole(sized_app, tmp_path: Path, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = RecordsScene(app, tmp_path)
    app.push(scene)
    app.draw()
    note = scene.rects["note"]
    words = app.tr("records.note")
    assert theme.font(charts.TEXT).size(words)[0] <= note.width, words  # fails before: fr
