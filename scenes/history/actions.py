"""What the History (and the title) open in other rooms: a record's replay
(scenes.replay.open_replay), the review of a person's moves
(scenes.review.open_review), the Records screen (scenes.records.RecordsScene). Each is
looked up when asked for: one that fails says it could not open the game, never a
traceback. In a window, "Opening…" shows until the room is ready (opening.py)."""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from ninjas.core.history import Summary

from .. import theme
from ..menu_scene import MenuScene
from ..message import MessageScene
from ..widgets import Button, Menu, draw_backdrop, draw_panel, panel_title_height
from .opening import OpeningScene
from .rows import Rename, as_is, person_seats, seat_label

log = logging.getLogger(__name__)

ROW_SIZE = (420, 56)
ROW_GAP = 10


def room(module: str, name: str) -> Callable[..., Any]:
    """`module.name`, looked up when asked for (the History imports no other room).
    Every room is in this version: one that fails to load is a fault, which `_open`
    reports as a game that could not be opened (it said "Not in this version yet",
    hiding the fault, when a room failed to import)."""
    found = getattr(importlib.import_module(module), name)
    if not callable(found):
        raise TypeError(f"{module}.{name} is not callable")
    return found


def _open(app: Any, what: str, make: Callable[[], Any], at_once: bool | None = None) -> None:
    """The room `make()` builds, over the screen on top. In a window it says
    "Opening…" at once and builds the room on the next frame (OpeningScene: a replay
    took ~5 s under load with nothing on screen); `at_once` (by default headless:
    tests and pictures) builds it now."""

    def made() -> Any:
        try:
            return make()
        except Exception:  # another room's fault: the History stays, and says so
            log.exception("the %s could not be opened", what)
            tr = app.tr
            return MessageScene(app, tr("save.error.title"), tr("save.error.unknown"))

    if app.headless if at_once is None else at_once:
        app.push(made())
        return
    app.push(OpeningScene(app, app.tr(f"history.opening.{what}"), made))


def open_replay_of(app: Any, path: Path) -> None:
    """The replay of the record at `path`, over the History."""
    _open(app, "replay", lambda: room("scenes.replay", "open_replay")(app, path))


def open_review_of(app: Any, path: Path, seat: int) -> None:
    """The computer's review of `seat`'s moves in the record at `path`."""
    _open(app, "review", lambda: room("scenes.review", "open_review")(app, path, seat))


def open_records(app: Any) -> None:
    """The Records screen (the people's figures), over the title."""
    _open(app, "records", lambda: room("scenes.records", "RecordsScene")(app))


def review_of(app: Any, summary: Summary, rename: Rename = as_is) -> None:
    """Review a person's moves in `summary`'s game: the one person's, or the seat
    chosen (a person's or a computer's) when several people played."""
    seats = person_seats(summary)
    if summary.path is None:
        return
    path = summary.path
    if not seats:
        tr = app.tr
        app.push(MessageScene(app, tr("history.review"), tr("history.review.none")))
        return
    if len(seats) == 1:
        open_review_of(app, path, seats[0])
        return
    from ..review.whose import review_seats  # the computers' too (newcomer J, s16)

    kinds = [seat.get("kind") == "ai" for seat in summary.seats]
    people = [(seat_label(app, summary, seat, rename), seat) for seat in review_seats(kinds)]
    app.push(ReviewWhoScene(app, people, lambda seat: open_review_of(app, path, seat)))


class ReviewWhoScene(MenuScene):
    """Whose moves to review: one button per person, and Cancel."""

    overlay = True

    def __init__(
        self, app: Any, people: list[tuple[str, int]], on_seat: Callable[[int], Any]
    ) -> None:
        super().__init__(app)
        self.on_seat = on_seat
        buttons = [
            Button(app, (0, 0, 1, 1), label, lambda seat=seat: self.choose(seat))
            for label, seat in people
        ]
        cancel = Button(
            app, (0, 0, 1, 1), lambda: app.tr("button.cancel"), self.back, style="quiet"
        )
        self.menu = Menu([*buttons, cancel])
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.ensure_layout(app.view_size)

    def choose(self, seat: int) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_seat(seat)

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        count = len(self.menu.widgets)
        height = 100 + count * (ROW_SIZE[1] + ROW_GAP) + 30
        self.panel = theme.centred_rect(ROW_SIZE[0] + 100, height, size)
        top = self.panel.top + panel_title_height() + px(8)
        for index, widget in enumerate(self.menu.widgets):
            rect = theme.design_rect(0, 0, *ROW_SIZE)
            rect.midtop = (self.panel.centerx, top + px(index * (ROW_SIZE[1] + ROW_GAP)))
            widget.rect = rect

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        draw_backdrop(self, canvas)
        draw_panel(canvas, self.panel, title=self.app.tr("history.review.who"))
        self.menu.draw(canvas)
