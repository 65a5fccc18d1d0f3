"""The Records screen's two boxes for names: typing a new name for a person (Rename),
and choosing the person another name is merged into (Merge into…).

The new name is typed on the keyboard (pygame's text input, so accents and other
layouts work); a pad edits it letter by letter (Up / Down change the last letter, Right
adds one, Left takes one back), so a renaming never needs a keyboard."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ninjas.core.history import MAX_NAME
from ninjas.core.names_file import NameRefused, clean_name
from ninjas.core.settings import MAX_NAME as SETUP_NAME_MAX

from .. import theme
from ..menu_scene import MenuScene
from ..widgets import (
    Button,
    Menu,
    Widget,
    draw_backdrop,
    draw_hint,
    draw_panel,
    panel_title_height,
    shortened,
)
from .name_list import NameList

if TYPE_CHECKING:
    from ..app import App
    from ..pad_hub import PadPress

PANEL_SIZE = (680, 330)
FIELD_HEIGHT = 62
BUTTON_SIZE = (220, 54)
TYPED_MAX = SETUP_NAME_MAX
"""The longest name typed, the setup's (the records keep up to MAX_NAME: a name recorded
longer is still merged into, or renamed)."""
PAD_LETTERS = " ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-'."
"""The letters a pad's Up / Down go through (the keyboard types any)."""


class NameField(Widget):
    """A line of text being typed: TEXTINPUT adds, Backspace takes the last character
    back, Delete empties it."""

    def __init__(self, app: App, value: str = "") -> None:
        super().__init__(app, (0, 0, 1, 1))
        self.value = value
        self.blink = 0.0

    def type(self, text: str) -> None:
        kept = "".join(ch for ch in text if ch.isprintable())
        self.value = (self.value + kept)[:TYPED_MAX]

    def step_letter(self, delta: int) -> None:
        """A pad's Up / Down: the last letter becomes the next (or previous) one."""
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
            return bool(self.rect.collidepoint(event.pos))
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                return True
            if event.key == pygame.K_DELETE:
                self.value = ""
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
        shown = theme.blit_text(
            canvas,
            text,
            theme.FONT_BUTTON,
            theme.MOONLIGHT,
            midleft=(self.rect.left + px(16), self.rect.centery),
        )
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


class RenameScene(MenuScene):
    """`RenameScene(app, name, on_name)`: `on_name(new)` with the tidied name typed,
    once OK or Enter keeps it; an empty or too long name is said under the field."""

    overlay = True

    def __init__(self, app: App, name: str, on_name: Callable[[str], object]) -> None:
        super().__init__(app)
        self.name = name
        self.on_name = on_name
        self.problem = ""
        self.field = NameField(app, name)
        self.cancel = Button(app, (0, 0, 1, 1), lambda: app.tr("button.cancel"), self.back)
        self.ok = Button(
            app, (0, 0, 1, 1), lambda: app.tr("button.ok"), self.confirm, style="primary"
        )
        self.menu = Menu([self.field, self.cancel, self.ok], 0)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.ensure_layout(app.view_size)

    def on_enter(self) -> None:
        pygame.key.start_text_input()

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        self.panel = theme.centred_rect(*PANEL_SIZE, size)
        top = self.panel.top + panel_title_height() + px(4)
        self.field.rect = pygame.Rect(
            self.panel.left + px(40), top, self.panel.width - px(80), px(FIELD_HEIGHT)
        )
        bottom = self.panel.bottom - px(24)
        gap = px(20)
        cancel = theme.design_rect(0, 0, *BUTTON_SIZE)
        cancel.bottomright = (self.panel.centerx - gap // 2, bottom)
        ok = theme.design_rect(0, 0, *BUTTON_SIZE)
        ok.bottomleft = (self.panel.centerx + gap - gap // 2, bottom)
        self.cancel.rect, self.ok.rect = cancel, ok

    def confirm(self) -> None:
        tr = self.app.tr
        try:
            name = clean_name(self.field.value)
        except NameRefused as exc:
            self.problem = tr(f"records.name.{exc.code}", count=MAX_NAME)
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
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.menu.focused is self.field
        ):
            self.app.audio.play("click")
            self.confirm()
            return
        super().handle_event(event)

    def handle_pad(self, press: PadPress) -> None:
        """On the field, a pad spells: Up / Down change the last letter, Right adds a
        letter, Left takes one back; A keeps the name, B leaves."""
        if self.menu.focused is self.field and press.command in ("up", "down", "left", "right"):
            self.problem = ""
            if press.command in ("up", "down"):
                self.field.step_letter(-1 if press.command == "up" else 1)
            elif press.command == "right":
                self.field.value = (self.field.value + "a")[:TYPED_MAX]
            else:
                self.field.value = self.field.value[:-1]
            return
        if self.menu.focused is self.field and press.command == "a":
            self.confirm()
            return
        super().handle_pad(press)

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        draw_backdrop(self, canvas)
        title = self.app.tr("records.rename.title", name=self.name)
        draw_panel(
            canvas,
            self.panel,
            title=shortened(title, theme.FONT_HEADING, self.panel.width - theme.px(60), "display"),
            border=theme.GOLD_DARK,
        )
        self.menu.draw(canvas)
        text = self.problem or self.app.tr("records.rename.help")
        colour = theme.VERMILION if self.problem else theme.TEXT_DIM
        theme.blit_text(
            canvas,
            shortened(text, theme.FONT_BODY - 2, self.panel.width - theme.px(60)),
            theme.FONT_BODY - 2,
            colour,
            midtop=(self.panel.centerx, self.field.rect.bottom + theme.px(10)),
        )
        draw_hint(canvas, self.app.tr("hint.records.rename"))


class MergeScene(MenuScene):
    """`MergeScene(app, name, others, on_pick)`: the person `name` is merged into the
    one picked among `others` (`on_pick(other)`), or Cancel."""

    overlay = True

    def __init__(
        self, app: App, name: str, others: list[str], on_pick: Callable[[str], object]
    ) -> None:
        super().__init__(app)
        self.name = name
        self.on_pick = on_pick
        self.list = NameList(app, others, self.pick)
        self.cancel = Button(
            app, (0, 0, 1, 1), lambda: app.tr("button.cancel"), self.back, style="quiet"
        )
        self.menu = Menu([*self.list.buttons, self.cancel], 0)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.ensure_layout(app.view_size)

    def pick(self, other: str) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_pick(other)

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        rows = min(len(self.list.buttons), 6)
        height = 104 + rows * 52 + 20 + 74
        self.panel = theme.centred_rect(520, height, size)
        area = pygame.Rect(
            self.panel.left + px(40),
            self.panel.top + panel_title_height(),
            self.panel.width - px(80),
            px(rows * 52),
        )
        self.list.place(area, self.menu)
        cancel = theme.design_rect(0, 0, *BUTTON_SIZE)
        cancel.midbottom = (self.panel.centerx, self.panel.bottom - px(20))
        self.cancel.rect = cancel

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type in (pygame.KEYDOWN, pygame.MOUSEWHEEL):
            if event.type == pygame.MOUSEWHEEL:
                self.list.scroll(-event.y, self.menu)
            self.relayout()

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        draw_backdrop(self, canvas)
        title = self.app.tr("records.merge.title", name=self.name)
        draw_panel(
            canvas,
            self.panel,
            title=shortened(title, theme.FONT_HEADING, self.panel.width - theme.px(60), "display"),
            border=theme.GOLD_DARK,
        )
        self.menu.draw(canvas)
        self.list.draw_more(canvas)
        draw_hint(canvas, self.app.tr("hint.menu"))
