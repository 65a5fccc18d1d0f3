"""The box a seat's Name row opens (name_row.py): the shared name box (scenes/name_box.py)
to type a new name, and under it the names used before, one button each, with "No name"
first when the seat has one, each other name with an 'x' that forgets it (name_forget.py). OK or Enter keeps the name typed, a name's button keeps that
name; Cancel, Escape or a pad's B leave it. The name typed is tidied
(ninjas.core.settings.clean_name); an empty one, or one another seat bears, is said
under the field and the box stays. A name another seat bears is greyed among the
buttons: two seats never bear one name."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ninjas.core.settings import clean_name

from .. import theme
from ..name_box import NameBoxScene
from ..widgets import Button, Menu, draw_hint, shortened
from .name_forget import MARK, ForgetMarks

if TYPE_CHECKING:
    from ..app import App
    from ..pad_hub import PadPress

NAME_COLUMNS = 3
NAME_BUTTON = (176, 44)
"""Design size of a name's button; they stand NAME_COLUMNS to a row..."""
NAME_GAP = 12
"""...this far apart, across and down."""
NAMES_TOP = 44
"""Design room between the field and the first row of names: the help line."""


class NameEntryScene(ForgetMarks, NameBoxScene):
    """`NameEntryScene(app, title, on_name, taken, names=(), current=None, forget=None)`:
    `on_name(name)` with the tidied name kept, or None for "No name"; `taken(name)`
    says a name another seat bears; `names` are the names used before, offered as
    buttons; `current` the seat's name now (then "No name" is offered too); `forget(name)`
    takes a name out of the suggestions (then each other name's button has an 'x')."""

    def __init__(
        self,
        app: App,
        title: str,
        on_name: Callable[[str | None], object],
        taken: Callable[[str], bool],
        names: Sequence[str] = (),
        current: str | None = None,
        forget: Callable[[str], object] | None = None,
    ) -> None:
        self.title = title
        self.on_name = on_name
        self.taken = taken
        self.current = current
        self.forget = forget
        self.forgettable: dict[Button, str] = {}
        self.name_buttons: list[Button] = []
        if current is not None:
            self.name_buttons.append(self.name_button(app, None))
        self.name_buttons += [self.name_button(app, name) for name in names]
        self.PANEL_SIZE = self.panel_size()
        super().__init__(app, current or "")  # (the name now, to edit: it opened empty)
        self.menu = Menu([self.field, *self.name_buttons, self.cancel, self.ok], 0)
        self.ensure_layout(app.view_size)

    def panel_size(self) -> tuple[int, int]:
        """The box's design size: taller by a row of buttons for each NAME_COLUMNS names."""
        width, height = type(self).PANEL_SIZE
        rows = -(-len(self.name_buttons) // NAME_COLUMNS)
        if rows:
            height += NAMES_TOP - 10 + rows * (NAME_BUTTON[1] + NAME_GAP)
        return width, height

    def name_button(self, app: App, name: str | None) -> Button:
        """A button that keeps `name` for the seat (None: "No name"); greyed when another
        seat bears it."""
        if name is None:
            return Button(
                app,
                (0, 0, 1, 1),
                lambda: app.tr("setup.name.no_name"),
                self.no_name,
                size=theme.FONT_BODY,
                style="quiet",
            )
        button = Button(
            app,
            (0, 0, 1, 1),
            name,
            lambda: self.keep(name, self.on_name),
            size=theme.FONT_BODY,
            enabled=name == self.current or not self.taken(name),
        )
        room = 16  # design px: a long name (up to 24 letters) cut with "…" inside its button
        if self.forget is not None and button.enabled and name != self.current:
            self.forgettable[button] = name  # (and room kept for its 'x')
            room += 4 * MARK
        button.label = lambda: shortened(name, theme.FONT_BODY, button.rect.width - theme.px(room))
        return button

    def no_name(self) -> None:
        """ "No name": the seat's person plays unnamed (the box closes)."""
        if self.app.top is self:
            self.app.pop()
        self.on_name(None)

    def layout(self, size: tuple[int, int]) -> None:
        self.PANEL_SIZE = self.panel_size()  # (a name forgotten: a row fewer, maybe)
        super().layout(size)
        px = theme.px
        width = NAME_COLUMNS * NAME_BUTTON[0] + (NAME_COLUMNS - 1) * NAME_GAP
        left = self.panel.centerx - px(width) // 2
        top = self.field.rect.bottom + px(NAMES_TOP)
        for index, button in enumerate(self.name_buttons):
            row, column = divmod(index, NAME_COLUMNS)
            button.rect = pygame.Rect(
                left + px(column * (NAME_BUTTON[0] + NAME_GAP)),
                top + px(row * (NAME_BUTTON[1] + NAME_GAP)),
                px(NAME_BUTTON[0]),
                px(NAME_BUTTON[1]),
            )

    def on_enter(self) -> None:
        pygame.key.start_text_input()

    def on_exit(self) -> None:
        pygame.key.stop_text_input()

    def box_title(self) -> str:
        return self.title

    def help_text(self) -> str:
        key = "setup.name.help_names" if self.name_buttons else "setup.name.help"
        if self.forgettable:  # and that an 'x' forgets one
            key = "setup.name.help_forget"
        return str(self.app.tr(key))

    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout(self.app.view_size)
        if not self.forget_event(event):  # an 'x' clicked, Delete on a name's button
            super().handle_event(event)

    def confirm(self) -> None:
        name = clean_name(self.field.value)
        tr = self.app.tr
        if name is None:
            self.problem = tr("setup.name.empty")
            return
        if self.taken(name):
            self.problem = tr("setup.name.taken", name=name)
            return
        self.keep(name, self.on_name)

    def handle_pad(self, press: PadPress) -> None:
        """A pad spells on the field (NameBoxScene.spell) once it holds a letter (Right
        adds the first); on an empty field, or one still holding the seat's name, Up /
        Down go to the names and the buttons, as in any menu."""
        if self.forget_pad(press.command):  # X on a name's button: forgotten
            return
        untouched = self.field.value in ("", self.current)
        empty = untouched and press.command in ("up", "down")
        if empty or not self.spell(press):
            super().handle_pad(press)

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        self.draw_marks(canvas)
        draw_hint(canvas, self.app.tr("hint.setup.name"))
