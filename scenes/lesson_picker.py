"""Learn to play, from the title: which game's guided game, asked in one box.

Issue 33: the title's button taught the game card the pointer rested on last, and a
pointer going from one card down to the button could rest on another on its way
(newcomer H, s6: from Shinobi's card it grazed Night's, and Night's lesson was next).
The box names the four games; the one chosen on the title has the focus, so Enter
keeps it, and a click on another teaches that one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ninjas.games import ALL_GAMES

from . import theme
from .message import MessageScene
from .registry import is_playable
from .widgets import Button, Menu

if TYPE_CHECKING:
    from .app import App

GAME_BUTTON = (230, 64)
"""A game's button, design px."""
GAP = 16


class LessonPicker(MessageScene):
    """The four games as buttons (the one chosen on the title focused) and Cancel;
    choosing one closes the box and calls `start(game)`."""

    def __init__(self, app: App, chosen: str, start: Callable[[str], object]) -> None:
        self.start = start
        self.games = [
            Button(
                app,
                (0, 0, 1, 1),
                lambda g=game: app.tr(f"game.{g}.name"),
                lambda g=game: self.choose(g),
                enabled=is_playable(game),
                style="primary" if game == chosen else "normal",
            )
            for game in ALL_GAMES
        ]
        self.cancel = Button(app, (0, 0, 1, 1), lambda: app.tr("button.cancel"), self.close)
        super().__init__(app, app.tr("title.tutorial"), app.tr("title.tutorial.which"))
        focus = ALL_GAMES.index(chosen) if chosen in ALL_GAMES else 0
        self.menu = Menu([*self.games, self.cancel], focus)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        # two rows of two games and Cancel under them: the box grows for them
        self.panel.height += theme.px(2 * GAME_BUTTON[1] + 2 * GAP)
        self.panel.width = max(self.panel.width, theme.px(2 * GAME_BUTTON[0] + 3 * GAP + 60))
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.place_buttons()

    def place_buttons(self) -> None:
        bottom = self.panel.bottom - theme.px(30)
        cancel = theme.design_rect(0, 0, 200, 54)
        cancel.midbottom = (self.panel.centerx, bottom)
        self.cancel.rect = cancel
        width, height = theme.px(GAME_BUTTON[0]), theme.px(GAME_BUTTON[1])
        gap = theme.px(GAP)
        top = cancel.top - gap - 2 * height - gap
        for index, button in enumerate(self.games):
            column, row = index % 2, index // 2
            rect = pygame.Rect(0, 0, width, height)
            rect.top = top + row * (height + gap)
            rect.left = self.panel.centerx + (gap // 2 if column else -gap // 2 - width)
            button.rect = rect

    def choose(self, game: str) -> None:
        self.close()
        self.start(game)
