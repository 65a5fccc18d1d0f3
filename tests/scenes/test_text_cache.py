"""The one text cache every table, the choice list and the guide keep their wrapped
and fitted texts in (scenes/text_cache.py, issue 32 section 2): each text measured once
for each size, width and scale, the oldest forgotten past the bound, all forgotten on
`clear`."""

from __future__ import annotations

import pygame
import pytest

from scenes import text_cache, theme, widgets
from scenes.app import App
from scenes.text_cache import TextCache, fit_row

LONG = "A long line of the log that wraps in a narrow box " * 3


def counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls = [0]
    real = widgets.wrap_text

    def wrap(*args: object) -> list[str]:
        calls[0] += 1
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(text_cache, "wrap_text", wrap)
    return calls


def test_a_text_is_wrapped_once_for_each_size_and_width(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = counting(monkeypatch)
    cache = TextCache()
    lines = cache.wrap(LONG, theme.FONT_MIN, 200)
    assert len(lines) > 1 and lines == widgets.wrap_text(LONG, theme.FONT_MIN, 200)
    for _ in range(10):
        assert cache.wrap(LONG, theme.FONT_MIN, 200) is lines
    assert calls[0] == 1
    cache.wrap(LONG, theme.FONT_SMALL, 200)
    cache.wrap(LONG, theme.FONT_MIN, 300)
    assert calls[0] == 3
    cache.clear()
    cache.wrap(LONG, theme.FONT_MIN, 200)
    assert calls[0] == 4


def test_the_cache_is_bounded_forgetting_the_oldest_first(app: App) -> None:
    cache = TextCache(kept=3)
    first = cache.wrap("one", theme.FONT_MIN, 100)
    for word in ("two", "three"):
        cache.wrap(word, theme.FONT_MIN, 100)
    assert cache.wrap("one", theme.FONT_MIN, 100) is first  # used again: now the newest
    cache.wrap("four", theme.FONT_MIN, 100)  # forgets "two", the oldest
    assert len(cache) == 3
    assert cache.wrap("one", theme.FONT_MIN, 100) is first


def test_a_row_is_fitted_once_and_drawn_as_fit_row_says(app: App) -> None:
    cache = TextCache()
    size, lines = cache.fit(LONG, 240, theme.px(60))
    assert (size, lines) == fit_row(LONG, 240, theme.px(60))
    assert cache.fit(LONG, 240, theme.px(60))[1] is lines
    canvas = pygame.Surface((300, 80))
    canvas.fill((0, 0, 0))
    cache.blit_fitted(canvas, "Move", pygame.Rect(0, 0, 300, 80), theme.GOLD)
    assert canvas.get_bounding_rect().width > 0
