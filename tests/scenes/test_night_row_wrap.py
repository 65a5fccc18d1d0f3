"""Issue 33, Night: the row '3. Ramasser 2 jetons : un jeton rose et un jeton jaune (2
dans votre main)' was drawn a size smaller than its neighbours, shrunk to fit its one
line. A row tall enough for two lines now wraps at its neighbours' size instead."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.packing import VALUE_FIRST
from scenes import theme
from scenes.app import App
from scenes.night import NightScene
from scenes.night.layout import OPTION_H, OPTION_H_TWO
from scenes.text_cache import fit_row

TEXT = "Ramasser 2 jetons\u00a0: un jeton rose et un jeton jaune (2 dans votre main)"


def test_a_row_with_room_for_two_lines_wraps_rather_than_shrinks(app: App) -> None:
    small, least = theme.font(theme.FONT_SMALL), theme.font(theme.FONT_MIN)
    width = (small.size(TEXT)[0] + least.size(TEXT)[0]) // 2  # one line only if shrunk
    size, lines = fit_row(TEXT, width, theme.px(OPTION_H_TWO))
    assert size == theme.FONT_SMALL and len(lines) == 2
    assert " ".join(lines).replace("  ", " ") == TEXT
    # a row one line high still takes the smaller size on its one line
    assert fit_row(TEXT, width, theme.px(OPTION_H)) == (theme.FONT_MIN, [TEXT])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_collect_row_is_as_large_as_its_neighbours(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("collect", "move")] * 3, round=5)
    s.options[VALUE_FIRST] = True
    for kind in ("v1", "v2", "v2"):
        give(s, kind, seat=0)
    give(s, "v3", 0), give(s, "y4", 0)
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    drawn: list[tuple[str, int]] = []
    real = theme.text

    def text(line: str, size: int, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append((line, size))
        return real(line, size, *args, **kwargs)

    theme.text = text  # type: ignore[assignment]
    try:
        scene.draw(canvas)
    finally:
        theme.text = real  # type: ignore[assignment]
    rows = [label for a, label in scene.options if a.kind == "collect"]
    assert rows
    words = {word for label in rows for word in label.split()}
    sizes = {
        size
        for line, size in drawn
        if line.split() and set(line.split()) <= words | {"1.", "2.", "3.", "4."}
    }
    assert sizes == {theme.FONT_SMALL}, sizes
