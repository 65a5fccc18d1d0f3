"""Issue 33 (the review screen at 1280x720, EN and FR): the word naming the result's
point, 'The result', was drawn at one place left of its square, before the dots and the
costly moves' strokes, so a stroke and the line down to a lost game's end ran through
it. It is now drawn last, where the fewest lines and dots run."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas import review as rv
from scenes import theme
from scenes.app import App
from scenes.review import graph

ACTIONS = 100


def items() -> list[rv.Item]:
    """A game lost at the end: a costly move at action 90 (71% left at 4%), then 5%."""
    return [
        rv.Item(10, "a", "a", 0.5, 0.5, 0.5),
        rv.Item(90, "b", "c", 0.71, 0.71, 0.04),
        rv.Item(95, "d", "d", 0.05, 0.05, 0.05),
    ]


def percent(app: App) -> Any:
    return lambda value: app.tr("review.percent", value=round(value * 100))


def drawn(app: App, word: bool, monkeypatch: Any) -> tuple[pygame.Surface, list[pygame.Rect]]:
    places: list[pygame.Rect] = []
    real = graph.result_place

    def recording(*args: Any, **kwargs: Any) -> pygame.Rect:
        places.append(real(*args, **kwargs))
        return places[-1]

    monkeypatch.setattr(graph, "result_place", recording)

    def tr(key: str, **_: Any) -> str:
        return "" if key == "review.legend.result" and not word else app.tr(key)

    canvas = pygame.Surface((600, 560))
    review = rv.Review("dojo", 0, "k", items(), 0.0)
    graph.draw_graph(canvas, canvas.get_rect(), review, ACTIONS, {90}, tr, percent(app), "", 0.0)
    return canvas, places


def test_the_results_word_is_where_no_line_runs(app: App, monkeypatch: Any) -> None:
    assert not items()[1].as_good
    with_word, (place,) = drawn(app, True, monkeypatch)
    without, _ = drawn(app, False, monkeypatch)
    width, height = theme.text(app.tr("review.legend.result"), graph.SMALL_TEXT).get_size()
    assert place.size == (width, height)
    assert graph._ink(without, place) == 0  # nothing under the word
    # where it stood before (left of its square, just over it), the stroke ran through
    plot = graph.plot_rect(with_word.get_rect(), percent(app))
    end = graph.dot_point(plot, ACTIONS - 1, ACTIONS, 0.0)
    radius = max(3, theme.px(5))
    old = pygame.Rect((0, 0), (width, height))
    old.bottomright = (end[0] - radius * 3 // 2 - theme.px(8), end[1] - radius * 3 // 2 - 4)
    assert graph._ink(without, old) > 0


def test_a_won_games_word_keeps_off_its_square_at_the_top_right(app: App, monkeypatch: Any) -> None:
    """Newcomer H (issue 33, tr-3.png, Taisen in French): 'Le résultat' was overlapped by
    the final square at the graph's top-right corner, a game won from 97% (so it was
    before bcfc707, which draws the word last where the least is drawn: this checks it
    where it is blitted, whatever places it)."""
    app.language_for_run("fr")
    word = app.tr("review.legend.result")
    surfaces: list[pygame.Surface] = []
    real_text = theme.text

    def text(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        made = real_text(string, *args, **kwargs)
        if string == word:
            surfaces.append(made)
        return made

    monkeypatch.setattr(theme, "text", text)
    places: list[pygame.Rect] = []

    class Canvas(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
            done = super().blit(source, dest, *args, **kwargs)
            if any(source is made for made in surfaces):
                places.append(pygame.Rect(done))
            return done

    won = [
        rv.Item(60, "a", "a", 0.8, 0.8, 0.8),
        rv.Item(94, "b", "b", 0.97, 0.97, 0.97),
        rv.Item(97, "c", "c", 0.99, 0.99, 0.99),
    ]
    for size in ((600, 560), (560, 500)):  # the graph's panel at 1280x720 and smaller
        canvas = Canvas(size)
        review = rv.Review("taisen", 0, "k", won, 1.0)
        graph.draw_graph(
            canvas, canvas.get_rect(), review, ACTIONS, set(), app.tr, percent(app), "", 1.0
        )
        plot = graph.plot_rect(canvas.get_rect(), percent(app))
        radius = max(3, theme.px(5))
        square = pygame.Rect(0, 0, radius * 3, radius * 3)
        square.center = graph.dot_point(plot, ACTIONS - 1, ACTIONS, 1.0)
        place = places[-1]
        assert not place.colliderect(square.inflate(theme.px(4), theme.px(4))), (size, place)
        assert plot.contains(place)
        bare = pygame.Surface(size)  # the same graph without its word: nothing under it

        def no_word(key: str, **kw: Any) -> str:
            return "" if key == "review.legend.result" else app.tr(key, **kw)

        graph.draw_graph(
            bare, bare.get_rect(), review, ACTIONS, set(), no_word, percent(app), "", 1.0
        )
        assert graph._ink(bare, place) == 0, (size, place)
