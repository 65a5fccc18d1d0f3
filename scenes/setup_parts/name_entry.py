"""The box where a person types their name once (the setup's "New name…"): the shared
name box (scenes/name_box.py), OK or Enter to keep it, Cancel, Escape or a pad's B to
leave it. The name is tidied (ninjas.core.settings.clean_name); an empty one, or one
another seat bears, is said under the field and the box stays."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ninjas.core.settings import clean_name

from ..name_box import NameBoxScene

if TYPE_CHECKING:
    from ..app import App


class NameEntryScene(NameBoxScene):
    """`NameEntryScene(app, title, on_name, taken)`: `on_name(name)` with the tidied
    name when it is kept; `taken(name)` says a name another seat bears."""

    def __init__(
        self,
        app: App,
        title: str,
        on_name: Callable[[str], object],
        taken: Callable[[str], bool],
    ) -> None:
        self.title = title
        self.on_name = on_name
        self.taken = taken
        super().__init__(app)

    def on_enter(self) -> None:
        pygame.key.start_text_input()

    def on_exit(self) -> None:
        pygame.key.stop_text_input()

    def box_title(self) -> str:
        return self.title

    def help_text(self) -> str:
        return self.app.tr("setup.name.help")

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
