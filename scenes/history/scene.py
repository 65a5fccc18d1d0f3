"""The History screen (issue 34, section 1): every game kept, newest first, with its
game, people, result and length, filtered by game and by person; a row opens the
game's replay, its Review button the computer's review of a person's moves.

The history's folder is listed once, when the screen opens (ninjas.core.history_folder:
a thousand records, each a small seal to open); the filters choose among what was
read. A damaged record is set aside by the listing, and said once, over the list of the
others. The length of an old record's Night or Dojo game, which only its replay tells,
is worked out away from the frames (scenes/figure_reader.py), the page shown first,
its row saying "…" meanwhile: no frame waits for a replay. The replay (scenes.replay)
and the review (scenes.review) are other rooms, opened through
scenes/history/actions.py."""

from __future__ import annotations

import threading
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core import figures_kept
from ninjas.core.history import Summary
from ninjas.core.history_folder import Listing, Refused, history_dir, list_records
from ninjas.core.names_file import read_aliases
from ninjas.games import ALL_GAMES

from .. import theme
from ..figure_reader import FigureReader
from ..menu_scene import MenuScene
from ..message import MessageScene
from ..widgets import Button, Choice, Menu, draw_brush_line, draw_hint
from .actions import open_replay_of, review_of
from .record_list import RecordList
from .rows import Rename, as_is, has_person, people_of, table_length

if TYPE_CHECKING:
    from ..app import App
    from ..pad_hub import PadPress

ALL = ""
"""A filter's value that lets every record through."""
FILTERS_TOP = 92
FILTER_SIZE = (560, 48)
LIST_TOP = 156
MARGIN = 60
BACK_SIZE = (220, 54)
BOTTOM = 58
"""Design distance from the bottom of the screen to the bottom of the Back button."""
CHOSEN: weakref.WeakKeyDictionary[Any, tuple[str, str]] = weakref.WeakKeyDictionary()
"""The game and the person last chosen in the filters, per app, for the run: a History
opened again (after a replay or a review, from the title) keeps them (issue 34: the
newcomer chose herself again each time)."""


class HistoryScene(MenuScene):
    """`HistoryScene(app, folder=None)`: the games kept in `folder` (the history's)."""

    def __init__(self, app: App, folder: Path | None = None, wait: bool | None = None) -> None:
        """`wait` for the folder to be read (by default in headless runs: tests and
        pictures are the same each time); else it is read on a thread, the screen
        saying so meanwhile (a thousand records not read before take a second on a
        busy laptop: python -m scenes.bench_history)."""
        super().__init__(app)
        self.folder = folder
        self.listing = Listing()
        self.rename: Rename = as_is
        self.read: tuple[Listing, Rename] | None = None
        """The folder's listing and the names' renames, once read (on the thread)."""
        self.where: Path | None = None
        """The folder read (the history's, unless `folder`), once known."""
        self.lengths: FigureReader | None = None
        """Replays old records for their lengths (made once the folder is read)."""
        self.asked: list[Path] = []
        """The records last asked of `lengths` (the page shown's unknown ones)."""
        self.waits = app.headless if wait is None else wait
        self.reading = True
        self.game = ALL
        self.person = ALL
        self.told_refused = False
        tr = app.tr
        self.game_choice = Choice(
            app, (0, 0, 1, 1), lambda: tr("history.filter.game"), [], ALL, self.set_game
        )
        self.person_choice = Choice(
            app, (0, 0, 1, 1), lambda: tr("history.filter.person"), [], ALL, self.set_person
        )
        self.list = RecordList(app, self.open_record, self.review_record)
        self.list.length = self.length_of
        self.back_button = Button(
            app, (0, 0, 1, 1), lambda: tr("button.back"), self.back, style="quiet"
        )
        self.menu = Menu([self.game_choice, self.person_choice, self.list, self.back_button])
        self.ensure_layout(app.view_size)
        self.show_filters()
        with theme.scaled_for(app.view_size):
            self.list.set_records([], tr("history.reading"))
        self.menu.focus(self.back_button)
        self.reader = threading.Thread(target=self.read_folder, name="history-list", daemon=True)
        self.reader.start()
        if self.waits:
            self.reader.join()
            self.take_reading()
            self.wait_for_lengths()

    def read_folder(self) -> None:
        """On the reader thread: the folder listed (never raises) and its renames; the
        records the title's warm-up set aside are said here too."""
        listing = list_records(self.folder)
        if self.folder is None:
            listing.refused[:0] = WARMED.take_refused()
        rename: Rename = as_is
        where = history_dir() if self.folder is None else self.folder
        aliases = read_aliases(where)
        if aliases.names:
            rename = aliases.apply
        figures_kept.load(where)  # the lengths of old records kept: not read in a frame
        self.where = where
        self.read = (listing, rename)

    def take_reading(self) -> bool:
        """The folder read: its records listed and offered to the filters (once)."""
        if not self.reading or self.read is None:
            return False
        self.reading = False
        self.listing, self.rename = self.read
        if self.where is not None:
            self.lengths = FigureReader(self.where)
        self.show_filters()
        self.keep_chosen()
        self.refilter()
        self.menu.focus(self.list if self.list.records else self.back_button)
        return True

    def show_filters(self) -> None:
        """The filters' choices: the games and the people of the records read."""
        tr = self.app.tr
        records = self.listing.records
        games = [g for g in ALL_GAMES if any(s.game == g for s in records)]
        self.game_choice.options = [(ALL, lambda: tr("history.filter.all_games"))] + [
            (g, lambda g=g: tr(f"game.{g}.name")) for g in games
        ]
        self.person_choice.options = [(ALL, lambda: tr("history.filter.everyone"))] + [
            (name, lambda name=name: name) for name in people_of(records, self.rename)
        ]
        for choice in (self.game_choice, self.person_choice):
            choice.index = 0
            choice.enabled = not self.reading and bool(records)  # nothing to choose among

    def keep_chosen(self) -> None:
        """The game and the person chosen before in this run, if still among the
        records (a person renamed since, or whose games are gone, is not)."""
        game, person = CHOSEN.get(self.app, (ALL, ALL))
        for choice, value in ((self.game_choice, game), (self.person_choice, person)):
            if value in [v for v, _ in choice.options]:
                choice.set_value(value)
        self.game = self.game_choice.value
        self.person = self.person_choice.value

    @property
    def animating(self) -> bool:
        # the frames keep coming to see the list when it is read, and its lengths
        return self.reading or bool(self.asked)

    # ------------------------------------------------------------------ lengths
    def length_of(self, summary: Summary) -> int | None:
        """A record's length as its table counts it; None while its replay is awaited,
        the stored one if it does not replay (the list shows it all the same)."""
        length = table_length(summary)
        if length is None and self.lengths is not None and summary.path in self.lengths.failed:
            return summary.turns
        return length

    def ask_lengths(self) -> None:
        """The page shown's unknown lengths asked for first (each frame: a page turned,
        a filter chosen, asks for its own)."""
        if self.lengths is None:
            return
        wanted = self.list.unknown()
        if wanted and wanted != self.asked:
            self.lengths.want(wanted, first=True)
        self.asked = wanted

    def wait_for_lengths(self) -> None:
        """Headless (tests, pictures): the first page whole before it is drawn."""
        self.ask_lengths()
        if self.lengths is not None:
            self.lengths.wait()
            self.ask_lengths()

    # ------------------------------------------------------------------ filters
    @property
    def shown(self) -> list[Summary]:
        return self.list.records

    def filtered(self) -> list[Summary]:
        """The records of the game and the person chosen, newest first."""
        return [
            summary
            for summary in self.listing.records
            if (self.game == ALL or summary.game == self.game)
            and (self.person == ALL or has_person(summary, self.person, self.rename))
        ]

    def refilter(self) -> None:
        tr = self.app.tr
        if self.listing.problem is not None:
            empty = tr("history.problem", reason=self.listing.problem)
        elif self.listing.records:
            empty = tr("history.none_match")
        else:
            empty = tr("history.empty")
        with theme.scaled_for(self.app.view_size):  # the rows are laid out in pixels
            self.list.set_records(self.filtered(), empty, self.rename)
        if self.list.records and self.menu.focused in (None, self.back_button):
            self.menu.focus(self.list)
        elif not self.list.records and self.menu.focused is self.list:
            self.menu.focus(self.back_button)

    def set_game(self, game: str) -> None:
        self.game = game
        CHOSEN[self.app] = (self.game, self.person)
        self.refilter()

    def set_person(self, person: str) -> None:
        self.person = person
        CHOSEN[self.app] = (self.game, self.person)
        self.refilter()

    # ------------------------------------------------------------------ actions
    def open_record(self, summary: Summary) -> None:
        if summary.path is not None:
            open_replay_of(self.app, summary.path)

    def review_record(self, summary: Summary) -> None:
        review_of(self.app, summary, self.rename)

    def tell_refused(self) -> None:
        """Once: the records set aside while listing (the others are listed)."""
        if self.told_refused or not self.listing.refused:
            return
        self.told_refused = True
        tr = self.app.tr
        moved = [refused.path.parent for refused in self.listing.refused if refused.moved]
        folder = str(moved[0] if moved else history_dir() if self.folder is None else self.folder)
        text = tr.plural("history.refused", len(self.listing.refused), folder=folder)
        self.app.push(MessageScene(self.app, tr("history.refused.title"), text))

    # ------------------------------------------------------------------ scene
    def layout(self, size: tuple[int, int]) -> None:
        wide, high = theme.design_size(size)
        gap = wide - 2 * MARGIN - 2 * FILTER_SIZE[0]
        self.game_choice.rect = theme.design_rect(MARGIN, FILTERS_TOP, *FILTER_SIZE)
        self.person_choice.rect = theme.design_rect(
            MARGIN + FILTER_SIZE[0] + gap, FILTERS_TOP, *FILTER_SIZE
        )
        back_top = high - BOTTOM - BACK_SIZE[1]
        self.back_button.rect = theme.design_rect(MARGIN, back_top, *BACK_SIZE)
        self.list.place(
            theme.design_rect(MARGIN, LIST_TOP, wide - 2 * MARGIN, back_top - 14 - LIST_TOP)
        )

    def on_enter(self) -> None:
        self.tell_refused()

    def on_exit(self) -> None:
        self.stop_reading()

    def stop_reading(self) -> None:
        """The lengths under way are finished and kept; the others are left."""
        if self.lengths is not None:
            self.lengths.stop()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.take_reading()
        self.ask_lengths()
        if self.app.top is self:
            self.tell_refused()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout(self.app.view_size)
        if event.type == pygame.MOUSEWHEEL:
            self.list.handle_event(event)
            return
        super().handle_event(event)

    def handle_pad(self, press: PadPress) -> None:
        """A pad: the D-pad and A, B as keys (Scene); X or Y reviews the row chosen, the
        shoulders turn the page."""
        if press.command in ("x", "y") and self.menu.focused is self.list:
            self.list.review()
            return
        if press.command in ("lb", "rb"):
            self.list.turn(-1 if press.command == "lb" else 1)
            return
        super().handle_pad(press)

    def draw(self, canvas: pygame.Surface) -> None:
        size = canvas.get_size()
        self.ensure_layout(size)
        theme.draw_background(canvas)
        px = theme.px
        heading = theme.blit_text(
            canvas,
            self.app.tr("history.title"),
            theme.FONT_BANNER - 8,
            theme.GOLD,
            "display",
            shadow=True,
            midtop=(size[0] // 2, px(12)),
        )
        draw_brush_line(canvas, size[0] // 2, heading.bottom + px(4), heading.width + px(60))
        self.menu.draw(canvas)
        draw_hint(canvas, self.app.tr("history.hint"))


class Warmer:
    """The history's summaries read once in a still moment of the title, on a thread,
    so that the History opens at once (list_records keeps them by file); the records
    it set aside are kept for the History to say."""

    def __init__(self) -> None:
        self.thread: threading.Thread | None = None
        self.refused: list[Refused] = []
        self.lock = threading.Lock()

    def start(self) -> None:
        if self.thread is None:
            self.thread = threading.Thread(target=self.read, name="history-warm", daemon=True)
            self.thread.start()

    def read(self) -> None:
        from ..setup_parts.names import READING

        with READING:  # not at once with the setups' names (the same summaries)
            refused = list_records().refused
        with self.lock:
            self.refused += refused

    def take_refused(self) -> list[Refused]:
        with self.lock:
            taken, self.refused = self.refused, []
        return taken


WARMED = Warmer()


def open_history(app: Any) -> None:
    """The title's History: the screen over the title."""
    app.push(HistoryScene(app))
