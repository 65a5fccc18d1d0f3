"""The box where a person types their name once (the setup's "New name…"): a line of
text typed on the keyboard (pygame's text input, so accents and other layouts work),
OK or Enter to keep it, Cancel, Escape or a pad's B to leave it. The name is tidied
(ninjas.core.settings.clean_name); an empty one, or one another seat bears, is said
under the field and the box stays."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ninjas.core.settings import MAX_NAME, clean_name

from .. import theme
from ..menu_scene import MenuScene
from ..widgets import Button, Menu, Widget, draw_backdrop, draw_panel, panel_title_height

if TYPE_CHECKING:
    from ..app import App

PANEL_SIZE = (640, 300)
FIELD_HEIGHT = 60
BUTTON_SIZE = (210, 54)


class TextField(Widget):
    """A line of text: typed (TEXTINPUT), Backspace takes the last character back."""

    def __init__(self, app: App, value: str = "", max_length: int = MAX_NAME) -> None:
        super().__init__(app, (0, 0, 1, 1))
        self.value = value
        self.max_length = max_length
        self.blink = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            room = self.max_length - len(self.value)
            typed = "".join(ch for ch in event.text if ch.isprintable())[: max(0, room)]
            self.value += typed
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                return True
            if event.key == pygame.K_DELETE:
                self.value = ""
                return True
            # a letter or a space comes again as TEXTINPUT: as a key, it must not
            # reach the menu (Space would press the focused button)
            text = getattr(event, "unicode", "")
            return event.key == pygame.K_SPACE or (bool(text) and text.isprintable())
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.blink = (self.blink + dt) % 1.0

    def draw(self, canvas: pygame.Surface) -> None:
        px = theme.px
        draw_panel(
            canvas,
            self.rect,
            fill=theme.MIDNIGHT,
            border=theme.GOLD if self.focused else theme.BORDER,
            alpha=240,
            radius=8,
            shadow=False,
        )
        shown = theme.blit_text(
            canvas,
            self.value,
            theme.FONT_BUTTON,
            theme.MOONLIGHT,
            midleft=(self.rect.left + px(16), self.rect.centery),
        )
        if self.focused and self.blink < 0.5:
            x = shown.right + px(3) if self.value else self.rect.left + px(16)
            half = min(px(15), self.rect.height // 2 - px(6))
            pygame.draw.line(
                canvas,
                theme.GOLD,
                (x, self.rect.centery - half),
                (x, self.rect.centery + half),
                max(1, px(2)),
            )


class NameEntryScene(MenuScene):
    """`NameEntryScene(app, title, on_name, taken)`: `on_name(name)` with the tidied
    name when it is kept; `taken(name)` says a name another seat bears."""

    overlay = True

    def __init__(
        self,
        app: App,
        title: str,
        on_name: Callable[[str], object],
        taken: Callable[[str], bool],
    ) -> None:
        super().__init__(app)
        self.title = title
        self.on_name = on_name
        self.taken = taken
        self.problem = ""
        """Why the name typed is not kept (said under the field), or ""."""
        self.field = TextField(app)
        tr = app.tr
        self.cancel = Button(app, (0, 0, 1, 1), lambda: tr("button.cancel"), self.back)
        self.ok = Button(app, (0, 0, 1, 1), lambda: tr("button.ok"), self.confirm, style="primary")
        self.menu = Menu([self.field, self.cancel, self.ok], 0)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.ensure_layout(app.view_size)

    def on_enter(self) -> None:
        pygame.key.start_text_input()

    def on_exit(self) -> None:
        pygame.key.stop_text_input()

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        self.panel = theme.centred_rect(*PANEL_SIZE, size)
        top = self.panel.top + panel_title_height() + px(12)
        self.field.rect = pygame.Rect(
            self.panel.left + px(40), top, self.panel.width - px(80), px(FIELD_HEIGHT)
        )
        bottom = self.panel.bottom - px(26)
        gap = px(20)
        cancel = theme.design_rect(0, 0, *BUTTON_SIZE)
        cancel.bottomright = (self.panel.centerx - gap // 2, bottom)
        ok = theme.design_rect(0, 0, *BUTTON_SIZE)
        ok.bottomleft = (self.panel.centerx + gap - gap // 2, bottom)
        self.cancel.rect, self.ok.rect = cancel, ok

    def confirm(self) -> None:
        name = clean_name(self.field.value)
        tr = self.app.tr
        if name is None:
            self.problem = tr("setup.name.empty")
            return
        if self.taken(name):
            self.problem = tr("setup.name.taken", name=name)
            return
        if self.app.top is self:
            self.app.pop()
        self.on_name(name)

    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout(self.app.view_size)
        if event.type == pygame.TEXTINPUT:
            self.field.handle_event(event)
            self.problem = ""
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self.menu.focused
            if focused is self.field:  # Enter in the field keeps the name
                self.app.audio.play("click")
                self.confirm()
                return
        super().handle_event(event)

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        draw_backdrop(self, canvas)
        draw_panel(canvas, self.panel, title=self.title, border=theme.GOLD_DARK)
        self.menu.draw(canvas)
        px = theme.px
        below = self.field.rect.bottom + px(10)
        text = self.problem or self.app.tr("setup.name.help")
        colour = theme.VERMILION if self.problem else theme.TEXT_DIM
        theme.blit_text(
            canvas, text, theme.FONT_BODY - 2, colour, midtop=(self.panel.centerx, below)
        )
