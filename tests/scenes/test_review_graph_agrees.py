"""Issue 33, s10: the review's graph against its words. It filled from the right while
its line said 'First point: after your first move'; a costly move's row said 'you 4%,
the computer 17%' while the line went on from the dot to the next decision's chance;
and 'The result' lay over a costly point. While worked out the line under the note now
says the order the points come in, and once done what the leftmost point is; the line
goes down a costly move's stroke to the chance its words say, a bar at its foot; and
the result's word never covers a dot, a ring or a stroke."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas import review as rv
from scenes import theme
from scenes.app import App
from scenes.review import graph
from scenes.widgets import shortened

ACTIONS = 100
PANEL = (598, 506)
"""The graph's panel at 1280x720."""


def percent(app: App) -> Any:
    return lambda value: app.tr("review.percent", value=round(value * 100))


def strings_drawn(app: App, review: rv.Review, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    real = theme.text

    def recording(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(string)
        return real(string, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording)
    canvas = pygame.Surface(PANEL)
    with theme.scaled_for((1280, 720)):
        graph.draw_graph(
            canvas, canvas.get_rect(), review, ACTIONS, set(), app.tr, percent(app), "n"
        )
    monkeypatch.setattr(theme, "text", real)
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_line_under_the_graph_says_the_order_then_the_leftmost_point(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.language_for_run(lang)
    items = [rv.Item(80, "a", "a", 0.4, 0.4, 0.4), rv.Item(90, "b", "b", 0.5, 0.5, 0.5)]
    so_far = rv.Review("dojo", 0, "k", items, pending=frozenset({10, 20}))
    done = rv.Review("dojo", 0, "k", [rv.Item(10, "c", "c", 0.3, 0.3, 0.3), *items], 1.0)
    order, leftmost = app.tr("review.graph.order"), app.tr("review.first_point")
    working = strings_drawn(app, so_far, monkeypatch)
    assert order in working and leftmost not in working  # (fails before: 'First point')
    finished = strings_drawn(app, done, monkeypatch)
    assert leftmost in finished and order not in finished
    room = graph.note_room(pygame.Rect((0, 0), PANEL))
    with theme.scaled_for((1280, 720)):
        for line in (order, leftmost):  # whole, one line, at 1280x720
            assert shortened(line, graph.SMALL_TEXT, room) == line


def test_a_costly_moves_line_goes_on_from_the_chance_its_words_say(app: App) -> None:
    """Action 50 played for 10% where the computer's move kept 80%: the row says 'you
    10%, the computer 80%'; the dot is at 80%, the line goes down to 10% (a bar there)
    and on from there to the next decision's 30%, not from 80% (fails before)."""
    items = [
        rv.Item(20, "a", "a", 0.6, 0.6, 0.6),
        rv.Item(50, "b", "c", 0.8, 0.8, 0.1),
        rv.Item(60, "d", "d", 0.3, 0.3, 0.3),
    ]
    canvas = pygame.Surface(PANEL)
    with theme.scaled_for((1280, 720)):
        graph.draw_graph(
            canvas,
            canvas.get_rect(),
            rv.Review("dojo", 0, "k", items),
            ACTIONS,
            {50},
            app.tr,
            percent(app),
        )
        plot = graph.plot_rect(canvas.get_rect(), percent(app))
    dot = graph.dot_point(plot, 50, ACTIONS, 0.8)  # the computer's 80%
    foot = graph.dot_point(plot, 50, ACTIONS, 0.1)  # 'you 10%'
    after = graph.dot_point(plot, 60, ACTIONS, 0.3)
    assert tuple(canvas.get_at(foot))[:3] == graph.COSTLY
    # the gold line on its way from the foot to the next dot, and not from the dot
    on = (foot[0] + (after[0] - foot[0]) * 2 // 3, foot[1] + (after[1] - foot[1]) * 2 // 3)
    old = (dot[0] + (after[0] - dot[0]) * 2 // 3, dot[1] + (after[1] - dot[1]) * 2 // 3)
    near = [tuple(canvas.get_at((on[0], on[1] + dy)))[:3] for dy in range(-2, 3)]
    assert theme.GOLD in near
    assert all(tuple(canvas.get_at((old[0], old[1] + dy)))[:3] != theme.GOLD for dy in (-2, 3))
    line, _ = graph.line_points(plot, items, ACTIONS, None)
    assert line[line.index(dot) + 1] == foot and line[line.index(foot) + 1] == after


def crowded() -> list[rv.Item]:
    """A game lost at the end with decisions every second action from 70 on, low, one
    in two costly: the usual places of the result's word lie over dots and strokes
    (fails before: it covered a dot at both sizes)."""
    items = []
    for number, index in enumerate(range(70, 99, 2)):
        chance = (number * 37 % 40) / 100
        if number % 2 == 1:
            items.append(rv.Item(index, "a", "b", chance + 0.3, chance + 0.3, chance))
        else:
            items.append(rv.Item(index, "a", "a", chance, chance, chance))
    return items


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_results_word_covers_no_dot_ring_or_stroke(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    items = crowded()
    review = rv.Review("dojo", 0, "k", items, 0.0)
    worst = {item.index for item in review.worst()}
    with theme.scaled_for(size):
        canvas = pygame.Surface((theme.px(PANEL[0]), theme.px(PANEL[1])))
        placed = graph.draw_graph(
            canvas, canvas.get_rect(), review, ACTIONS, worst, app.tr, percent(app), "", 0.0
        )
        assert placed is not None
        plot = graph.plot_rect(canvas.get_rect(), percent(app))
        radius = max(3, theme.px(5))
        for item in items:  # each dot, and a costly move's ring and stroke
            at = graph.dot_point(plot, item.index, ACTIONS, item.before)
            reach = radius * 2 + theme.px(2) if item.index in worst else radius
            dot = pygame.Rect(0, 0, 2 * reach, 2 * reach)
            dot.center = at
            assert not dot.colliderect(placed), (item, placed)
            if item.index in worst:
                foot = graph.dot_point(plot, item.index, ACTIONS, item.after_move)
                stroke = pygame.Rect(at[0] - 1, at[1], 3, foot[1] - at[1] + 1)
                assert not stroke.colliderect(placed), (item, placed)
    assert placed.bottom <= plot.top  # above the plot's right end (test_review_result_word)
