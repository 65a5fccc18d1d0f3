"""'Opening the replay…' at once (issue 33: a replay or a review opened from the
History took about 5 s under load with nothing on screen, the click seemingly lost).

`OpeningScene` is pushed over the History the moment a row is chosen. It is drawn
once, then, on the next frame, builds the room asked for and takes its place; the
room's first frame (its art read, its table laid out) is drawn before the window
shows anything new, so "Opening…" stays on screen until the room is ready. Input in
between waits: the room gets what comes after."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import theme
from ..scene import Scene
from ..widgets import draw_backdrop, draw_panel

TEXT = 30


class OpeningScene(Scene):
    """`OpeningScene(app, words, make)`: `words` shown until `make()` (never raising:
    a fault is its own message scene) has built the scene that replaces this one."""

    overlay = True

    def __init__(self, app: Any, words: str, make: Callable[[], Scene]) -> None:
        super().__init__(app)
        self.words = words
        self.make = make
        self.drawn = False
        self.opened: Scene | None = None

    @property
    def animating(self) -> bool:
        return self.opened is None  # the next frame comes at once, not at the idle rate

    def handle_event(self, event: pygame.event.Event) -> None:
        """Nothing to do here: the room opens in a moment."""

    def update(self, dt: float) -> None:
        if not self.drawn or self.opened is not None:
            return
        self.opened = self.make()
        self.app.replace(self.opened)  # (only the top scene is updated: this one)

    def draw(self, canvas: pygame.Surface) -> None:
        draw_backdrop(self, canvas)
        px = theme.px
        width, height = canvas.get_size()
        size = theme.font(TEXT).size(self.words)
        box = pygame.Rect(0, 0, size[0] + px(80), size[1] + px(56))
        box.center = (width // 2, height // 2)
        draw_panel(canvas, box)
        theme.blit_text(canvas, self.words, TEXT, theme.MOONLIGHT, center=box.center)
        self.drawn = True
