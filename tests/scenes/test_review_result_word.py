"""The word naming the result's point, 'The result', and where it stands. Issue 33: drawn
left of its square, a stroke and the line down to a lost game's end ran through it; then
drawn where the plot was emptiest, it floated in the middle of the graph beside a costly
move's ring and read as naming it (newcomer F, s10, nc-96/127.png). It is now a key
above the plot's right end, a square of the result's colour before it, over the column
the result's square ends the line in: never over the plot, never under the title."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas import review as rv
from scenes import theme
from scenes.app import App
from scenes.review import graph

ACTIONS = 100
PANEL = (598, 506)
"""The graph's panel at 1280x720 (design pixels: px() scales it)."""


def percent(app: App) -> Any:
    return lambda value: app.tr("review.percent", value=round(value * 100))


def lost() -> list[rv.Item]:
    """A game lost at the end: a costly move at action 90 (71% left at 4%), then 5%."""
    return [
        rv.Item(10, "a", "a", 0.5, 0.5, 0.5),
        rv.Item(90, "b", "c", 0.71, 0.71, 0.04),
        rv.Item(95, "d", "d", 0.05, 0.05, 0.05),
    ]


def won() -> list[rv.Item]:
    """nc-96/048.png's shape: a costly move mid-game, a game won from 97% (the square at
    the top-right corner)."""
    return [
        rv.Item(30, "a", "a", 0.6, 0.6, 0.6),
        rv.Item(55, "b", "c", 0.93, 0.93, 0.56),
        rv.Item(94, "d", "d", 0.97, 0.97, 0.97),
        rv.Item(97, "e", "e", 0.99, 0.99, 0.99),
    ]


def ink(canvas: pygame.Surface, place: pygame.Rect) -> int:
    """How many pixels in `place` are not black (the bare canvas)."""
    area = place.clip(canvas.get_rect())
    ground = pygame.mask.from_threshold(canvas.subsurface(area), (0, 0, 0), (1, 1, 1, 255))
    return area.width * area.height - ground.count()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("items", "outcome"), [(lost, 0.0), (won, 1.0)])
def test_the_results_word_stands_above_the_plots_right_end(
    app: App, lang: str, size: tuple[int, int], items: Any, outcome: float
) -> None:
    app.language_for_run(lang)
    review = rv.Review("taisen", 0, "k", items(), outcome)
    worst = {item.index for item in review.worst()}

    def no_word(key: str, **kw: Any) -> str:
        return "" if key == "review.legend.result" else app.tr(key, **kw)

    with theme.scaled_for(size):
        canvas = pygame.Surface((theme.px(PANEL[0]), theme.px(PANEL[1])))
        area = canvas.get_rect()
        placed = graph.draw_graph(
            canvas, area, review, ACTIONS, worst, app.tr, percent(app), "", outcome
        )
        bare = pygame.Surface(canvas.get_size())
        graph.draw_graph(bare, area, review, ACTIONS, worst, no_word, percent(app), "", outcome)
        plot = graph.plot_rect(area, percent(app))
        title = theme.font(graph.TEXT).size(app.tr("review.graph"))
        title_rect = pygame.Rect(area.left + theme.px(16), area.top + theme.px(16), *title)
        end = graph.dot_point(plot, ACTIONS - 1, ACTIONS, outcome)
        word = theme.text(app.tr("review.legend.result"), graph.SMALL_TEXT).get_size()
        slack = theme.px(12)
    assert placed is not None
    assert placed.width > word[0] and placed.height == word[1]
    assert placed.bottom <= plot.top, (placed, plot)  # fails before: inside the plot
    assert not placed.colliderect(plot)
    assert placed.left <= end[0] <= placed.right + slack  # over the result's column
    assert area.contains(placed)
    assert not placed.colliderect(title_rect), (placed, title_rect)
    assert ink(bare, placed) == 0  # nothing else drawn under the key
    assert ink(canvas, placed) > 0  # and the key is drawn there
