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
from ..name_box import NameBoxScene, draw_box
from ..widgets import (
    Button,
    Menu,
    draw_hint,
    panel_title_height,
)
from .name_list import NameList

if TYPE_CHECKING:
    from ..app import App
    from ..pad_hub import PadPress

BUTTON_SIZE = (220, 54)
TYPED_MAX = SETUP_NAME_MAX
"""The longest name typed, the setup's (the records keep up to MAX_NAME: a name recorded
longer is still merged into, or renamed)."""


class RenameScene(NameBoxScene):
    """`RenameScene(app, name, on_name)`: `on_name(new)` with the tidied name typed,
    once OK or Enter keeps it; an empty or too long name is said under the field."""

    PANEL_SIZE = (680, 330)
    FIELD_HEIGHT = 62
    FIELD_GAP = 4
    BOTTOM_MARGIN = 24
    BUTTON_SIZE = BUTTON_SIZE

    def __init__(self, app: App, name: str, on_name: Callable[[str], object]) -> None:
        self.name = name
        self.on_name = on_name
        super().__init__(app, name, TYPED_MAX)

    def on_enter(self) -> None:
        pygame.key.start_text_input()

    def box_title(self) -> str:
        return self.app.tr("records.rename.title", name=self.name)

    def help_text(self) -> str:
        return self.app.tr("records.rename.help")

    def confirm(self) -> None:
        tr = self.app.tr
        try:
            name = clean_name(self.field.value)
        except NameRefused as exc:
            self.problem = tr(f"records.name.{exc.code}", count=MAX_NAME)
            return
        self.keep(name, self.on_name)

    def handle_pad(self, press: PadPress) -> None:
        """On the field, a pad spells (NameBoxScene.spell); B leaves."""
        if not self.spell(press):
            super().handle_pad(press)

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
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
        draw_box(self, canvas, self.app.tr("records.merge.title", name=self.name))
        self.list.draw_more(canvas)
        draw_hint(canvas, self.app.tr("hint.menu"))
