"""The pause menu over a game of two or more people hides the table whole: opened during
Inès's private planning (Night, hot-seat), the dimmed planner around the menu still
showed her chosen actions and her row (newcomer I, s16, 179). Alone against computers
the table stays under a veil, as before; so does Taisen's, whose table hides nothing,
between two people too (newcomer U, s20, 086/091)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.pause import PauseScene


@pytest.mark.parametrize(
    ("game", "seats", "hidden"),
    [
        ("night", [Seat(), Seat(), Seat("ai", "easy")], True),
        ("shinobi", [Seat(), Seat(), Seat("ai", "easy")], True),
        ("dojo", [Seat(), Seat()], True),
        ("night", [Seat(), Seat("ai", "easy"), Seat("ai", "easy")], False),
        ("taisen", [Seat(), Seat("ai", "easy")], False),
        # Taisen's table hides nothing: the board stays under the veil between two
        # people too (newcomer U, s20, 086/091; fails before: the night sky)
        ("taisen", [Seat(), Seat()], False),
    ],
)
def test_the_menu_hides_the_table_when_people_share_it(
    app: Any, monkeypatch: pytest.MonkeyPatch, game: str, seats: list[Seat], hidden: bool
) -> None:
    session = GameSession.new(game, seats, seed=3, autosave=False)
    drawn: list[str] = []
    monkeypatch.setattr(theme, "draw_background", lambda canvas: drawn.append("sky"))
    monkeypatch.setattr(theme, "draw_veil", lambda canvas: drawn.append("veil"))
    pause = PauseScene(app, session)
    app.stack.append(object())  # a table below the menu
    app.stack.append(pause)
    try:
        pause.draw(pygame.Surface((1280, 720)))
    finally:
        del app.stack[-2:]
    assert drawn == (["sky"] if hidden else ["veil"])  # fails before: a veil over her
