"""Newcomer B (s22, Night EN 1920x1080, 57rev4): a throw that missed is the hand's luck,
not a decision; its row said so (84f004f9), but its dot on the graph stayed the costly
red. It is drawn in the sand of a pointer now, its legend saying what it is
(scenes/review/graph.py `pointer`: the scene's night_miss.missed), EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.i18n import Translator
from scenes import theme
from scenes.review.graph import COSTLY, dot_point, draw_graph, plot_rect
from scenes.review.hint_words import NOTE


def review() -> rv.Review:
    good = rv.Item(10, "move 3 20.0", "move 3 20.0", 0.5, 0.5, 0.5, margin=0.05, turn=1)
    miss = rv.Item(40, "attack 2 9.0", "move 4 20.0", 0.7, 0.7, 0.2, margin=0.05, turn=3)
    return rv.Review("night", 0, "b", [good, miss], None)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_missed_throw_s_dot_is_a_pointer_not_red(lang: str, monkeypatch: Any) -> None:
    pygame.init()
    theme.set_scale(1.0)
    tr = Translator(lang)
    canvas = pygame.Surface((900, 600))
    area = canvas.get_rect()
    done = review()
    said: list[str] = []
    original = theme.blit_text

    def recording(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        said.append(text)
        return original(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", recording)

    def percent(value: float) -> str:
        return f"{round(value * 100)}%"

    def colour(pointer: Any) -> tuple[int, int, int]:
        canvas.fill((0, 0, 0))
        draw_graph(canvas, area, done, 80, set(), tr, percent, pointer=pointer)
        at = dot_point(plot_rect(area, percent), 40, 80, 0.7)
        return tuple(canvas.get_at(at))[:3]  # type: ignore[return-value]

    assert colour(None) == COSTLY  # a throw not known to have missed: as before
    said.clear()
    assert colour(lambda item: item.index == 40) == NOTE  # fails before: red
    assert tr("review.legend.missed") in said
