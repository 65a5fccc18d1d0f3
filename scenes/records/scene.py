"""The Records screen (issue 34, section 4): pick a person on the left, and their
figures show on the right: games played, won, lost, drawn and given up, the best
streak, wins per game as bars, Night's mean throw error over time as a line, and tables
head to head against each other person and against each computer level.

A person can be renamed, or merged into another name, from here: their history follows
(an alias map beside the records, ninjas.core.names_file; the records themselves stay
sealed and untouched). The history is read once when the screen opens, and again after
a rename or a merge. Keyboard, gamepad (as arrows, A, B) and mouse."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ninjas.core.names_file import Aliases, NameRefused, merge, rename
from ninjas.core.records_stats import Book, PersonRecords, read_book

from .. import theme
from ..figure_reader import FigureReader
from ..menu_scene import MenuScene
from ..message import ConfirmScene, MessageScene
from ..widgets import (
    Button,
    Menu,
    Toast,
    draw_backdrop,
    draw_hint,
    draw_panel,
    hint_strip_height,
    panel_title_height,
    shortened,
    wrap_text,
)
from . import charts, empty_page, near_names, recent, rival_rows
from .name_dialogs import MergeScene, RenameScene
from .name_list import ROW, NameButton, NameList

if TYPE_CHECKING:
    from ..app import App

MARGIN = 20
COLUMN = 270
"""The people's column, in design px."""
GAP = 16
ACTION = 46
"""Rename, Merge into… and Back: their height (and the gap under each, 6)."""
TILES = 84
NOTE = 30


class NoteToast(Toast):
    """The screen's message ('Léa is now Léa Martin') on the footnote's line, which
    gives way while it shows (issue 34: it was drawn over the footnote, r-33.png), as
    tall as the gap between the figures' boxes and the panel's foot allows."""

    def __init__(self) -> None:
        super().__init__()
        self.line: pygame.Rect | None = None

    def place(  # type: ignore[override]
        self, label: tuple[int, int], size: tuple[int, int], clear_of: pygame.Rect | None = None
    ) -> pygame.Rect:
        if self.line is None:
            return Toast.place(label, size, clear_of)
        rect = pygame.Rect((0, 0), label).inflate(theme.px(40), theme.px(8))
        rect.center = self.line.center
        return rect


class RecordsScene(MenuScene):
    """`RecordsScene(app)`: the records of everyone in the history, the most recently
    seen person first."""

    app: App

    def __init__(self, app: App, folder: Path | None = None) -> None:
        super().__init__(app)
        self.folder = folder
        """The history's folder (None: the user data folder's), for tests."""
        self.toast = NoteToast()
        self.book: Book
        self.people: NameList
        self.selected: str | None = None
        self.figures: dict[str, PersonRecords] = {}
        self.rename_button = Button(
            app, (0, 0, 1, 1), lambda: app.tr("records.rename"), self.ask_rename
        )
        self.merge_button = Button(
            app, (0, 0, 1, 1), lambda: app.tr("records.merge"), self.ask_merge
        )
        self.back_button = Button(
            app, (0, 0, 1, 1), lambda: app.tr("button.back"), self.back, style="quiet"
        )
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.rects: dict[str, pygame.Rect] = {}
        self.recent_rect: pygame.Rect | None = None
        """Where the chosen person's latest games go (None: the names fill the column)."""
        self.why_lines: list[str] = []
        """Why Merge into… is greyed, the lines under it (merge_why)."""
        self.told_refused = False
        self.reader: FigureReader | None = None
        self.reload()

    # ------------------------------------------------------------------ the history
    def reload(self, select: str | None = None) -> None:
        """Read the history again (after a rename or merge), `select` shown."""
        self.book = read_book(self.folder)
        self.folder = self.book.folder
        if self.reader is None:
            self.reader = FigureReader(self.book.folder)
        self.figures = {}
        names = self.book.names
        chosen = select if select in names else self.selected if self.selected in names else None
        self.selected = chosen or (names[0] if names else None)
        self.people = NameList(self.app, names, self.pick)
        actions = self.actions()
        start = names.index(self.selected) if self.selected is not None else len(names) + 2
        self.menu = Menu([*self.people.buttons, *actions], start)
        self.rename_button.enabled = self.selected is not None
        self.merge_button.enabled = len(names) > 1
        self.restyle()
        self.relayout()

    def actions(self) -> list[Button]:
        """The column's buttons: Rename and Merge into… only once someone has records
        (greyed on an empty page, they looked unfinished: newcomer C, s22, rec1)."""
        if not self.book.names:
            return [self.back_button]
        return [self.rename_button, self.merge_button, self.back_button]

    def person(self) -> PersonRecords | None:
        if self.selected is None:
            return None
        if self.selected not in self.figures:
            figures = self.book.person(self.selected, replay=False)
            if figures.night_pending and self.reader is not None:
                self.reader.want(figures.night_pending)  # read away from the frames
            self.figures[self.selected] = figures
        return self.figures[self.selected]

    @property
    def reading(self) -> tuple[int, int] | None:
        """(records read, records to read) while Night's throws are being read."""
        reader = self.reader
        if reader is None or not (reader.busy or reader.queue):
            return None
        return reader.read, reader.wanted

    @property
    def animating(self) -> bool:
        return self.reading is not None

    def on_exit(self) -> None:
        if self.reader is not None:
            self.reader.stop()

    def on_enter(self) -> None:
        """A damaged names file, or damaged records, are said once."""
        if self.told_refused:
            return
        self.told_refused = True
        aliases: Aliases = self.book.aliases
        tr = self.app.tr
        if aliases.refused is not None:
            where = str(aliases.moved_to) if aliases.moved_to is not None else ""
            key = "records.names_refused" if where else "records.names_refused.kept"
            self.app.push(
                MessageScene(self.app, tr("records.names_refused.title"), tr(key, path=where))
            )
        if self.book.refused:
            self.toast.show(tr.plural("records.refused", self.book.refused), 5.0)

    # ------------------------------------------------------------------ choosing
    def pick(self, name: str) -> None:
        """Enter or a click on a name: it is shown. Enter takes the focus on to Rename
        (the keys' way to it past the other names); a click leaves it on the name under
        the pointer, where a ring on Rename would have Enter rename."""
        self.select(name)
        clicked = any(button.by_pointer for button in self.people.buttons)
        if not clicked:
            self.menu.focus(self.rename_button)

    def select(self, name: str) -> None:
        if name != self.selected:
            self.selected = name
            self.restyle()
            self.relayout()  # (the lines under Merge into… are the person's: merge_why)

    def restyle(self) -> None:
        """The person shown is marked in the column, whatever has the focus."""
        for button in self.people.buttons:
            button.style = "primary" if button.name == self.selected else "normal"

    def follow_focus(self) -> None:
        focused = self.menu.focused
        if isinstance(focused, NameButton):
            self.select(focused.name)

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL:
            self.people.scroll(-event.y, self.menu)
        if event.type in (pygame.KEYDOWN, pygame.MOUSEWHEEL):
            self.follow_focus()
            self.relayout()  # the column's window follows the focus

    def update(self, dt: float) -> None:
        super().update(dt)
        self.toast.update(dt)
        if self.reader is not None and self.reader.changed():
            self.figures.clear()  # more of Night's throws are known

    # ------------------------------------------------------------------ names
    def ask_rename(self) -> None:
        if self.selected is not None:
            self.app.push(RenameScene(self.app, self.selected, self.renamed))

    def renamed(self, new: str) -> None:
        """The name typed: a rename, or, if it is another person's name, a merge
        once the person confirms it."""
        old = self.selected
        if old is None or new == old:
            return
        target = self.book.aliases.apply(new) or new
        if target != old and target in self.book.names:
            self.confirm_merge(old, target)
            return
        tr = self.app.tr
        self.change(
            lambda: rename(self.book.folder, old, new),
            new,
            tr("records.renamed", old=old, new=new),
        )

    def ask_merge(self) -> None:
        name = self.selected
        if name is None:
            return
        others = [other for other in self.book.names if other != name]
        like = near_names.lookalike(name, others)  # offered first (merge_why says it)
        others.sort(key=lambda other: other != like)
        if others:
            self.app.push(
                MergeScene(self.app, name, others, lambda into: self.confirm_merge(name, into))
            )

    def confirm_merge(self, name: str, into: str) -> None:
        tr = self.app.tr

        def merged() -> None:
            self.change(
                lambda: merge(self.book.folder, name, into, self.book.names),
                into,
                tr("records.merged", name=name, into=into),
            )

        self.app.push(
            ConfirmScene(
                self.app,
                tr("records.merge.confirm.title"),
                tr("records.merge.confirm", name=name, into=into),
                merged,
                confirm_key="records.merge.button",
            )
        )

    def change(self, write: Callable[[], object], select: str, done: str) -> None:
        """Write a rename or merge; the history read again, or why it could not be."""
        tr = self.app.tr
        try:
            write()
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self.app.push(
                MessageScene(
                    self.app,
                    tr("records.write_failed.title"),
                    tr("records.write_failed", reason=reason),
                )
            )
            return
        except NameRefused as exc:
            self.app.push(
                MessageScene(self.app, tr("records.title"), tr(f"records.name.{exc.code}"))
            )
            return
        self.reload(select)
        self.toast.show(done)

    # ------------------------------------------------------------------ drawing
    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        bottom = size[1] - hint_strip_height() - px(4)
        self.panel = pygame.Rect(px(MARGIN), px(8), size[0] - 2 * px(MARGIN), bottom - px(8))
        top = self.panel.top + panel_title_height() - px(14)
        left = self.panel.left + px(18)
        inner_bottom = self.panel.bottom - px(14)
        actions = self.actions()
        self.why_lines = self.merge_why(px(COLUMN) - px(8))  # inset by 4 px each side
        why = len(self.why_lines) * theme.font(theme.FONT_SMALL).get_linesize()
        why += px(4) if why else 0
        y = inner_bottom - len(actions) * px(ACTION + 6) + px(6) - why
        for button in actions:
            button.rect = pygame.Rect(left, y, px(COLUMN), px(ACTION))
            y += px(ACTION + 6) + (why if button is self.merge_button else 0)
        names_bottom = inner_bottom - len(actions) * px(ACTION + 6) - px(10) - why
        rows = max(1, (names_bottom - top) // px(ROW))
        # the names take the rows they need; the room left under them, if enough, shows
        # the chosen person's latest games (recent.py)
        used = max(1, min(rows, len(self.people.buttons)))
        spare = pygame.Rect(left, top + used * px(ROW) + px(4), px(COLUMN), 0)
        spare.height = names_bottom - spare.top
        if spare.height >= px(recent.LEAST):
            rows = used
            self.recent_rect: pygame.Rect | None = spare
        else:
            self.recent_rect = None
        self.people.place(pygame.Rect(left, top, px(COLUMN), rows * px(ROW)), self.menu)
        right = pygame.Rect(
            left + px(COLUMN + GAP + 18),
            top,
            self.panel.right - px(18) - (left + px(COLUMN + GAP + 18)),
            inner_bottom - top,
        )
        self.rects = self.figure_rects(right)

    def merge_why(self, width: int) -> list[str]:
        """Why Merge into… is greyed, in lines of `width` px under it (newcomer P: 'say
        why it is greyed'); while it can be used, a name the person's looks like
        ('Hélne looks like Helene: merge?', near_names), else none."""
        like = near_names.lookalike(self.selected or "", self.book.names)
        if self.merge_button.enabled and like is not None:
            said = self.app.tr("records.merge.lookalike", name=self.selected, other=like)
            return wrap_text(said, theme.FONT_SMALL, width)
        if self.merge_button.enabled or not self.book.names:
            return []  # (nobody yet: the page says how records come; 'only one person'
            # beside 'No records yet' contradicted it, newcomer C, s10, nc-93/108.png)
        return wrap_text(self.app.tr("records.merge.why_not"), theme.FONT_SMALL, width)

    def draw_merge_why(self, canvas: pygame.Surface) -> None:
        y = self.merge_button.rect.bottom + theme.px(4)
        for line in self.why_lines:
            label = theme.blit_text(
                canvas,
                line,
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                topleft=(self.merge_button.rect.left + theme.px(4), y),
            )
            y = label.bottom

    @staticmethod
    def figure_rects(area: pygame.Rect) -> dict[str, pygame.Rect]:
        """Where each picture goes in `area`: the tiles, then two rows of two boxes, and
        the note at the bottom."""
        px = theme.px
        tiles = pygame.Rect(area.left, area.top, area.width, px(TILES))
        note = pygame.Rect(area.left, area.bottom - px(NOTE), area.width, px(NOTE))
        rows_top = tiles.bottom + px(10)
        rows_height = note.top - px(8) - rows_top
        upper = rows_height * 55 // 100
        half = (area.width - px(GAP)) // 2
        upper_row = pygame.Rect(area.left, rows_top, half, upper)
        lower_row = pygame.Rect(
            area.left, rows_top + upper + px(10), half, rows_height - upper - px(10)
        )
        shift = half + px(GAP)
        return {
            "tiles": tiles,
            "games": upper_row,
            "night": upper_row.move(shift, 0),
            "versus": lower_row,
            "levels": lower_row.move(shift, 0),
            "note": note,
        }

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        draw_backdrop(self, canvas)
        tr = self.app.tr
        draw_panel(canvas, self.panel, title=tr("records.title"))
        self.menu.draw(canvas)
        self.draw_merge_why(canvas)
        self.people.draw_more(canvas)
        person = self.person()
        if person is None:
            self.draw_empty(canvas)
        else:
            self.draw_person(canvas, person)
        self.toast.line = self.rects.get("note")
        self.toast.draw(canvas)
        draw_hint(canvas, tr("hint.records" if person is not None else "hint.records.nobody"))

    def draw_empty(self, canvas: pygame.Surface) -> None:
        empty_page.draw_empty(canvas, self.rects, self.app.tr, self.book)

    def draw_person(self, canvas: pygame.Surface, person: PersonRecords) -> None:
        tr = self.app.tr
        rects = self.rects
        if self.recent_rect is not None:
            recent.draw_recent(canvas, self.recent_rect, tr, person)
        charts.tiles(canvas, rects["tiles"], tr, person)
        if person.night or self.reading is not None:
            charts.games_chart(canvas, rects["games"], tr, person)
            charts.night_chart(canvas, rects["night"], tr, person.night, self.reading)
        else:  # no throw of Night to tell: the games' bars take the whole row
            charts.games_chart(canvas, rects["games"].union(rects["night"]), tr, person)
        charts.table(
            canvas,
            rects["versus"],
            tr("records.versus"),
            tr,
            rival_rows.rows(tr, person),
            tr("records.versus.none"),
        )
        charts.table(
            canvas,
            rects["levels"],
            tr("records.computers"),
            tr,
            charts.computers(tr, person),
            tr("records.computers.none"),
            charts.COMPUTER_HEADS,
            charts.computer_notes(tr, person, rects["levels"].width - theme.px(28)),
        )
        note = rects["note"]
        if self.toast.visible:
            return  # the message stands on the footnote's line (NoteToast)
        theme.blit_text(
            canvas,
            shortened(tr("records.note"), charts.TEXT, note.width),
            charts.TEXT,
            theme.TEXT_DIM,
            midleft=(note.left, note.centery),
        )


__all__ = ["RecordsScene"]
