"""The box where a name is typed, shared by the setup's Name row and the Records'
Rename: a line of text typed on the keyboard (pygame's text input, so accents and other
layouts work), or spelled with a pad (`NameBoxScene.spell`), Cancel and OK; Enter in
the field keeps the name, and why a name is not kept is said under the field. Each box
says what its name is for and how it is checked (`NameBoxScene.confirm`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.settings import MAX_NAME

from . import theme
from .menu_scene import MenuScene
from .widgets import Button, Menu, Widget, draw_backdrop, draw_panel, panel_title_height, shortened

if TYPE_CHECKING:
    from .app import App
    from .pad_hub import PadPress

PAD_LETTERS = " ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-'."
"""The letters a pad's Up / Down go through (the keyboard types any)."""


def draw_box(scene: Any, canvas: pygame.Surface, title: str) -> None:
    """A box scene over its backdrop: its panel (`scene.panel`) under `title`, cut with
    "…" to fit, and its menu."""
    scene.ensure_layout(canvas.get_size())
    draw_backdrop(scene, canvas)
    width = scene.panel.width - theme.px(60)
    shown = shortened(title, theme.FONT_HEADING, width, "display")
    draw_panel(canvas, scene.panel, title=shown, border=theme.GOLD_DARK)
    scene.menu.draw(canvas)


EDIT_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END)
"""Keys that keep a selected name to edit it (the selection dropped, the caret at its
end), as Backspace does taking its last letter."""


class NameField(Widget):
    """A line of text being typed: TEXTINPUT adds (up to `max_length` characters),
    Backspace takes the last character back, Delete empties it. The name it opens with
    is `selected`: the first letter typed replaces it (newcomer W, s13, 097: 'Wendy' kept
    unselected, typing gave 'WendyH'), while Backspace, an arrow, Home or End keep it
    to edit."""

    def __init__(self, app: App, value: str = "", max_length: int = MAX_NAME) -> None:
        super().__init__(app, (0, 0, 1, 1))
        self.value = value
        self.max_length = max_length
        self.blink = 0.0
        self.selected = bool(value)

    def type(self, text: str) -> None:
        kept = "".join(ch for ch in text if ch.isprintable())
        if self.selected and kept:
            self.value = ""
        self.selected = self.selected and not kept
        self.value = (self.value + kept)[: self.max_length]

    def step_letter(self, delta: int) -> None:
        """A pad's Up / Down: the last letter becomes the next (or previous) one."""
        self.selected = False
        last = self.value[-1:] or " "
        index = PAD_LETTERS.find(last)
        start = index if index >= 0 else 0
        letter = PAD_LETTERS[(start + delta) % len(PAD_LETTERS)]
        self.value = (self.value[:-1] if self.value else "") + letter

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.type(event.text)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            # a click on the field selects its name again, to type over (newcomer O,
            # s18, Night setup: a remembered name backspaced out letter by letter)
            self.selected = bool(self.value)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.selected = False
                self.value = self.value[:-1]
                return True
            if event.key == pygame.K_DELETE:
                self.selected = False
                self.value = ""
                return True
            if event.key in EDIT_KEYS and self.selected:
                self.selected = False  # the name kept, to edit from its end
                return True
            # a letter or a space comes again as TEXTINPUT: as a key it must not
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
        room = self.rect.width - px(40)
        text = self.value
        while text and theme.font(theme.FONT_BUTTON).size(text)[0] > room:
            text = text[1:]  # the end being typed stays in view
        left = (self.rect.left + px(16), self.rect.centery)
        if self.selected and text:  # the name to replace, lit as a selection is
            size = theme.font(theme.FONT_BUTTON).size(text)
            lit = pygame.Rect(0, 0, size[0] + px(6), size[1])
            lit.midleft = (left[0] - px(3), left[1])
            pygame.draw.rect(canvas, theme.GOLD_DARK, lit, border_radius=px(4))
        shown = theme.blit_text(canvas, text, theme.FONT_BUTTON, theme.MOONLIGHT, midleft=left)
        if self.focused and self.blink < 0.5:
            x = shown.right + px(3) if text else self.rect.left + px(16)
            half = min(px(15), self.rect.height // 2 - px(6))
            pygame.draw.line(
                canvas,
                theme.GOLD,
                (x, self.rect.centery - half),
                (x, self.rect.centery + half),
                max(1, px(2)),
            )


class NameBoxScene(MenuScene):
    """A titled box with a NameField, Cancel and OK. A box gives `confirm` (what OK
    and Enter in the field do: check the name, set `problem` or keep it), `box_title`
    and `help_text`; its sizes are its class's (design units)."""

    overlay = True
    PANEL_SIZE = (640, 300)
    FIELD_HEIGHT = 60
    FIELD_GAP = 12
    """Between the panel's title and the field."""
    BOTTOM_MARGIN = 26
    """Under the buttons."""
    BUTTON_SIZE = (210, 54)

    def __init__(self, app: App, value: str = "", max_length: int = MAX_NAME) -> None:
        super().__init__(app)
        self.problem = ""
        """Why the name typed is not kept (said under the field), or ""."""
        self.field = NameField(app, value, max_length)
        self.cancel = Button(app, (0, 0, 1, 1), lambda: app.tr("button.cancel"), self.back)
        self.ok = Button(
            app, (0, 0, 1, 1), lambda: app.tr("button.ok"), self.confirm, style="primary"
        )
        self.menu = Menu([self.field, self.cancel, self.ok], 0)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.ensure_layout(app.view_size)

    def confirm(self) -> None:
        raise NotImplementedError

    def box_title(self) -> str:
        raise NotImplementedError

    def help_text(self) -> str:
        raise NotImplementedError

    def keep(self, name: str, on_name: Callable[[str], object]) -> None:
        """The name is kept: the box closes (if it is still on top) and says it."""
        if self.app.top is self:
            self.app.pop()
        on_name(name)

    def spell(self, press: PadPress) -> bool:
        """A pad on the field spells, so that a name never needs a keyboard: Up / Down
        change the last letter, Right adds a letter, Left takes one back; A keeps the
        name. True when the press was the field's."""
        if self.menu.focused is not self.field:
            return False
        field, command = self.field, press.command
        if command == "a":
            self.confirm()
            return True
        if command in ("up", "down"):
            field.step_letter(-1 if command == "up" else 1)
        elif command == "right":
            field.value = (field.value + "a")[: field.max_length]
        elif command == "left":
            field.value = field.value[:-1]
        else:
            return False
        field.selected = False  # a pad edits the name letter by letter
        self.problem = ""
        return True

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        self.panel = theme.centred_rect(*self.PANEL_SIZE, size)
        top = self.panel.top + panel_title_height() + px(self.FIELD_GAP)
        self.field.rect = pygame.Rect(
            self.panel.left + px(40), top, self.panel.width - px(80), px(self.FIELD_HEIGHT)
        )
        bottom = self.panel.bottom - px(self.BOTTOM_MARGIN)
        gap = px(20)
        cancel = theme.design_rect(0, 0, *self.BUTTON_SIZE)
        cancel.bottomright = (self.panel.centerx - gap // 2, bottom)
        ok = theme.design_rect(0, 0, *self.BUTTON_SIZE)
        ok.bottomleft = (self.panel.centerx + gap - gap // 2, bottom)
        self.cancel.rect, self.ok.rect = cancel, ok

    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout(self.app.view_size)
        if event.type == pygame.TEXTINPUT:
            self.field.handle_event(event)
            self.problem = ""
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.menu.focused is self.field
        ):  # Enter in the field keeps the name
            self.app.audio.play("click")
            self.confirm()
            return
        super().handle_event(event)

    def draw(self, canvas: pygame.Surface) -> None:
        draw_box(self, canvas, self.box_title())
        width = self.panel.width - theme.px(60)
        text = self.problem or self.help_text()
        colour = theme.VERMILION if self.problem else theme.TEXT_DIM
        theme.blit_text(
            canvas,
            shortened(text, theme.FONT_BODY - 2, width),
            theme.FONT_BODY - 2,
            colour,
            midtop=(self.panel.centerx, self.field.rect.bottom + theme.px(10)),
        )
