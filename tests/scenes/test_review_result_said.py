"""Newcomer I, s10 (nc-99/172.png): the graph of an 11-12 Night loss ended by diving from
72% to 0% at 'The result', as if a blunder. The line now ends at the last decision; the
result is a square where the game ended, its key saying it: 'Result: lost by 1 point,
11–12' / 'Résultat : perdu d'un point, 11–12', beside the graph's title."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.i18n import Translator
from scenes import theme
from scenes.review import graph
from scenes.review.result_words import result_words

ACTIONS = 105
PANEL = (598, 506)
"""The graph's panel at 1280x720 (design pixels)."""


def summary(scores: list[int], winners: list[int]) -> Any:
    return SimpleNamespace(over=True, scores=scores, winners=winners)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Result: lost by 1 point, 11–12"),
        ("fr", "Résultat\u00a0: perdu d'un point, 11–12"),
    ],
)
def test_the_result_is_said_in_the_games_words(lang: str, said: str) -> None:
    tr = Translator(lang)
    assert result_words(tr, summary([11, 12, 8], [1]), 0)[0] == said  # I's game
    assert result_words(tr, summary([11, 12, 8], [1]), 1)[0] == tr(
        "review.result.won.score", mine=12, other=11
    )
    assert result_words(tr, summary([0, 0], [1]), 0)[0] == tr("review.result.lost")  # Dojo
    assert result_words(tr, summary([5, 5], []), 0)[0] == tr("review.result.draw")
    assert result_words(tr, summary([5, 5], [0, 1]), 0)[0] == tr("review.result.shared")
    assert result_words(tr, SimpleNamespace(over=False), 0) == [tr("review.legend.result")]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_lost_game_does_not_dive_to_its_result(lang: str, size: tuple[int, int]) -> None:
    pygame.init()
    tr = Translator(lang)
    items = [rv.Item(20, "a", "a", 0.3, 0.3, 0.3), rv.Item(98, "b", "b", 0.72, 0.72, 0.72)]
    review = rv.Review("night", 0, "k", items, 0.0)
    said = result_words(tr, summary([11, 12, 8], [1]), 0)

    def percent(value: float) -> str:
        return str(tr("review.percent", value=round(value * 100)))

    with theme.scaled_for(size):
        canvas = pygame.Surface((theme.px(PANEL[0]), theme.px(PANEL[1])))
        area = canvas.get_rect()
        drawn: list[str] = []
        blit = theme.text

        def noting(text: str, *args: Any, **kwargs: Any) -> Any:
            drawn.append(text)
            return blit(text, *args, **kwargs)

        theme.text = noting  # type: ignore[assignment]
        try:
            placed = graph.draw_graph(
                canvas, area, review, ACTIONS, set(), tr, percent, "", 0.0, None, said
            )
        finally:
            theme.text = blit  # type: ignore[assignment]
        plot = graph.plot_rect(area, percent)
        last = graph.dot_point(plot, 98, ACTIONS, 0.72)
        end = graph.dot_point(plot, ACTIONS - 1, ACTIONS, 0.0)
        title = theme.font(graph.TEXT).size(tr("review.graph"))[0] + area.left + theme.px(16)
    # halfway down from the last decision to the result: no gold line (fails before)
    middle = ((last[0] + end[0]) // 2, (last[1] + end[1]) // 2)
    band = [
        tuple(canvas.get_at((x, y)))[:3]
        for x in range(middle[0] - 3, middle[0] + 4)
        for y in range(last[1] + 8, end[1] - 8)
    ]
    assert theme.GOLD[:3] not in band
    assert tuple(canvas.get_at(end))[:3] == graph.RESULT  # the result's square
    assert said[0] in drawn  # the result said, whole, beside the title
    assert placed is not None and placed.left > title
