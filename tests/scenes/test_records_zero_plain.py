"""A big figure at zero is drawn plain, never in the red of losses (newcomer B, s14,
140: '0 Lost' in red looked like an alarm); a figure above zero keeps its colour."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import PersonRecords, Tally
from scenes import theme
from scenes.records import charts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_zero_is_plain_and_a_loss_red(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    drawn: dict[str, Any] = {}
    blit = theme.blit_text

    def spy(
        canvas: Any, string: str, size: int, colour: Any = theme.MOONLIGHT, *a: Any, **k: Any
    ) -> Any:
        drawn.setdefault(string, colour)
        return blit(canvas, string, size, colour, *a, **k)

    pygame.init()
    monkeypatch.setattr(theme, "blit_text", spy)
    canvas = pygame.Surface((1280, 720))
    area = pygame.Rect(10, 10, 1000, 120)
    charts.tiles(canvas, area, Translator(lang), PersonRecords("Yuki", Tally(5, 5, 0, 0, 0)))
    assert drawn["0"] != charts.LOST  # fails before: '0 Lost' in red
    assert drawn["5"] in (theme.MOONLIGHT, charts.WON)
    drawn.clear()
    charts.tiles(canvas, area, Translator(lang), PersonRecords("Sam", Tally(3, 1, 2, 0, 0)))
    assert drawn["2"] == charts.LOST  # two lost: red still
