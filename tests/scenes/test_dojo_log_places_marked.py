"""A Dojo log line that names places on the board is marked, a small hexagon in the log's
left gutter, and the pointer on it rings those places on the board (issue 33, newcomer Z,
s21, FR 1920x1080, 50: 'lance un shuriken depuis la plaine au nord-ouest de la forêt
(est) vers la plaine au nord-est de la forêt (est)': she could not find them, and
nothing said a line could be pointed at). Her game, kept, at Blue's shuriken (22
actions); EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App

from .test_dojo_throw_row_smaller import z_game

THROWER, TARGET = (3, -3), (3, -4)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_line_naming_places_is_marked_and_rings_them_under_the_pointer(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = z_game(app, 22)
    app.draw()
    log = scene.log_panel
    placed = log.placed()
    named = [(row, line) for row, line in placed if scene.narrator.line_hexes.get(line.text)]
    plain = [(row, line) for row, line in placed if not scene.narrator.line_hexes.get(line.text)]
    assert named and plain
    size_px = theme.px(log.style.icon_size)
    with theme.scaled_for(app.view_size):
        assert all(log.style.icon(line, size_px) is not None for _, line in named)  # before: none
        assert all(log.style.icon(line, size_px) is None for _, line in plain)
        mark_right = log.rect.left + theme.px(log.style.icon_left + log.style.icon_size)
    assert all(row.left > mark_right for row, _ in placed)  # the mark off the words
    throw = next(
        (row, line)
        for row, line in named
        if set(scene.narrator.line_hexes[line.text]) == {THROWER, TARGET}
    )
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=throw[0].center, rel=(1, 1), buttons=(0,))
    )
    assert set(log.hexes()) == {THROWER, TARGET}  # ringed on the board
    app.pop()
