"""The History's list of games: a page of rows (when the game ended, the game, the
people, the result, the length, and a Review button on a row a person played), the
page turned by Left/Right, PageUp/PageDown, the wheel, a pad's shoulders or the arrows
under it. Up/Down choose a row (past the first, the focus goes up to the filters);
Enter, a pad's A or a click opens the replay, R or a pad's X/Y the review.

Only the rows shown are worked out (their words kept per record), so a history of a
thousand games draws as quickly as one of ten. A row whose length is not known yet
(an old record's, being replayed away from the frames) says "…" and is worked out
again each frame until it is (`unknown` names the page's such records)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from ninjas.core.history import Summary

from .. import theme
from ..widgets import Widget, draw_panel, shortened, wrap_text
from .rows import Length, Rename, RowText, as_is, person_seats, row_text, table_length

COLUMNS = (("date", 170), ("game", 165), ("people", 265), ("result", 288), ("length", 110))
"""Each column's design width; what is left of the row's width holds the Review and
Replay buttons (the result 62 narrower for them: newcomer L, s17)."""
ROW_HEIGHT = 50
HEADER_HEIGHT = 36
FOOTER_HEIGHT = 44
ROW_SIZE = theme.FONT_BODY - 2
"""The rows' words (Lato at 17 px: capitals 12.7 px at 1280x720)."""
SMALL_SIZE = theme.FONT_BODY - 4
"""The headings' and the footer's (capitals 11.6 px at 1280x720)."""
REVIEW_SIZE = (80, 34)
"""A row's Review button, and its Replay button left of it (design px)."""
BUTTONS_GAP = 6


class RecordList(Widget):
    """`RecordList(app, on_open, on_review)`: `set_records` gives it the rows,
    `place(rect)` its room; `on_open(summary)` and `on_review(summary)` act on a row."""

    def __init__(
        self,
        app: Any,
        on_open: Callable[[Summary], Any],
        on_review: Callable[[Summary], Any],
    ) -> None:
        super().__init__(app, (0, 0, 1, 1))
        self.on_open = on_open
        self.on_review = on_review
        self.records: list[Summary] = []
        self.selected = 0
        self.per_page = 1
        self.rename: Rename = as_is
        self.empty_text = ""
        self.texts: dict[tuple[int, str], RowText] = {}
        """Each shown record's words, by the record and the language (once whole)."""
        self.length: Length = table_length
        """A record's length, None while not known (the History's, which asks for it)."""
        self.rows: list[tuple[int, pygame.Rect, pygame.Rect | None]] = []
        """The rows laid out for the page shown: (index, row, its Review button)."""
        self.back_arrow = pygame.Rect(0, 0, 0, 0)
        self.next_arrow = pygame.Rect(0, 0, 0, 0)
        self.hover_review: int | None = None
        self.hover_replay = False

    # ------------------------------------------------------------------ content
    def set_records(self, records: list[Summary], empty_text: str, rename: Rename = as_is) -> None:
        """The rows (newest first) and what to say when there are none."""
        self.records = records
        self.empty_text = empty_text
        self.rename = rename
        self.selected = 0
        self.layout_page()

    @property
    def focusable(self) -> bool:  # type: ignore[override]
        return bool(self.records)

    @property
    def current(self) -> Summary | None:
        if 0 <= self.selected < len(self.records):
            return self.records[self.selected]
        return None

    @property
    def page(self) -> int:
        return self.selected // self.per_page

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.records) // self.per_page))

    def text_of(self, summary: Summary) -> RowText:
        key = (id(summary), self.app.tr.lang)
        text = self.texts.get(key)
        if text is None:
            if len(self.texts) > 400:  # a few pages in two languages
                self.texts.clear()
            text = row_text(self.app, summary, self.rename, self.length)
            if text.known:  # else asked again until its length is known
                self.texts[key] = text
        return text

    def unknown(self) -> list[Path]:
        """The records of the page shown whose length is not known yet."""
        return [
            path
            for index, _, _ in self.rows
            if (path := self.records[index].path) is not None
            and not self.text_of(self.records[index]).known
        ]

    @property
    def pending(self) -> int:
        """How many rows of the page shown say "…"."""
        return len(self.unknown())

    # ------------------------------------------------------------------ layout
    def place(self, rect: pygame.Rect) -> None:
        """Lay the rows out in `rect` (real pixels, at the current scale)."""
        px = theme.px
        self.rect = pygame.Rect(rect)
        room = rect.height - px(HEADER_HEIGHT + FOOTER_HEIGHT) - px(8)
        self.per_page = max(1, room // px(ROW_HEIGHT))
        self.layout_page()

    def layout_page(self) -> None:
        px = theme.px
        inner = self.rect.inflate(-px(24), 0)
        top = self.rect.top + px(HEADER_HEIGHT) + px(4)
        start = self.page * self.per_page
        self.rows = []
        for offset, index in enumerate(range(start, min(len(self.records), start + self.per_page))):
            row = pygame.Rect(
                inner.left, top + offset * px(ROW_HEIGHT), inner.width, px(ROW_HEIGHT) - px(4)
            )
            review = None
            if person_seats(self.records[index]):
                review = theme.design_rect(0, 0, *REVIEW_SIZE)
                review.midright = (row.right - px(8), row.centery)
            self.rows.append((index, row, review))
        footer_y = self.rect.bottom - px(FOOTER_HEIGHT) // 2 - px(4)
        self.back_arrow = pygame.Rect(0, 0, px(56), px(36))
        self.back_arrow.midleft = (inner.left, footer_y)
        self.next_arrow = pygame.Rect(0, 0, px(56), px(36))
        self.next_arrow.midright = (inner.right, footer_y)

    def column_rects(self, row: pygame.Rect) -> dict[str, pygame.Rect]:
        """Each column's room in `row`, in proportion to the design widths."""
        total = sum(width for _, width in COLUMNS) + 2 * REVIEW_SIZE[0] + BUTTONS_GAP + 24
        scale = row.width / total
        rects = {}
        left = row.left + theme.px(12)
        for name, width in COLUMNS:
            rects[name] = pygame.Rect(
                int(left), row.top, int(width * scale) - theme.px(12), row.height
            )
            left += width * scale
        return rects

    # ------------------------------------------------------------------ moving
    def select(self, index: int) -> None:
        if not self.records:
            return
        page = self.page
        self.selected = max(0, min(len(self.records) - 1, index))
        if self.page != page:
            self.layout_page()

    def turn(self, delta: int) -> None:
        """The page before or after (the first row of it chosen); none past the ends."""
        page = max(0, min(self.pages - 1, self.page + delta))
        if page != self.page:
            self.click()
            self.select(page * self.per_page)

    def adjust(self, delta: int) -> bool:
        if not self.records:
            return False
        self.turn(delta)
        return True

    def activate(self) -> bool:
        summary = self.current
        if summary is None:
            return False
        self.click()
        self.on_open(summary)
        return True

    def review(self) -> bool:
        summary = self.current
        if summary is None:
            return False
        self.click()
        self.on_review(summary)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self.point(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            if self.records:
                self.turn(-1 if event.y > 0 else 1)
            return bool(self.records)
        if event.type != pygame.KEYDOWN or not self.focused or not self.records:
            return False
        key = event.key
        if key == pygame.K_UP:
            if self.selected == 0:
                return False  # the focus goes up to the filters
            self.select(self.selected - 1)
        elif key == pygame.K_DOWN:
            if self.selected == len(self.records) - 1:
                return False  # ...and down to Back
            self.select(self.selected + 1)
        elif key == pygame.K_PAGEUP:
            self.turn(-1)
        elif key == pygame.K_PAGEDOWN:
            self.turn(1)
        elif key == pygame.K_HOME:
            self.select(0)
        elif key == pygame.K_END:
            self.select(len(self.records) - 1)
        elif key == pygame.K_r:
            return self.review()
        else:
            return False
        return True

    def point(self, pos: tuple[int, int]) -> bool:
        """The pointer chooses the row it is on (and lights its Review button)."""
        self.hovered = self.rect.collidepoint(pos)
        self.hover_review = None
        self.hover_replay = False
        for index, row, review in self.rows:
            if row.collidepoint(pos):
                self.select(index)
                self.hover_replay = replay_rect(row).collidepoint(pos)
                if review is not None and review.collidepoint(pos):
                    self.hover_review = index
        return False

    def press(self, pos: tuple[int, int]) -> bool:
        if self.back_arrow.collidepoint(pos) and self.page > 0:
            self.turn(-1)
            return True
        if self.next_arrow.collidepoint(pos) and self.page < self.pages - 1:
            self.turn(1)
            return True
        for index, row, review in self.rows:
            if row.collidepoint(pos):
                self.select(index)
                if review is not None and review.collidepoint(pos):
                    return self.review()
                return self.activate()
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        px = theme.px
        draw_panel(canvas, self.rect)
        if not self.records:
            theme.blit_text(
                canvas,
                shortened(self.empty_text, theme.FONT_BODY, self.rect.width - px(40)),
                theme.FONT_BODY,
                theme.TEXT_DIM,
                center=self.rect.center,
            )
            return
        header = pygame.Rect(
            self.rect.left + px(12), self.rect.top, self.rect.width - px(24), px(HEADER_HEIGHT)
        )
        for name, room in self.column_rects(header).items():
            theme.blit_text(
                canvas,
                shortened(self.app.tr(f"history.column.{name}"), SMALL_SIZE, room.width),
                SMALL_SIZE,
                theme.TEXT_DIM,
                midleft=(room.left, room.centery + px(4)),
            )
        for index, row, review in self.rows:
            self.draw_row(canvas, index, row, review)
        self.draw_more_note(canvas)
        self.draw_footer(canvas)

    def draw_more_note(self, canvas: pygame.Surface) -> None:
        """Under a short list's last row, a dim line saying the finished games gather
        here (newcomer O, s18, 126: one game's history 'looks empty and cold')."""
        if self.pages > 1 or len(self.rows) > self.per_page - 2 or not self.rows:
            return
        px = theme.px
        top = self.rows[-1][1].bottom + px(ROW_HEIGHT) // 2
        words = self.app.tr("history.more")
        room = self.rect.width - px(48)
        for line in wrap_text(words, ROW_SIZE, room)[:2]:
            label = theme.blit_text(
                canvas, line, ROW_SIZE, theme.TEXT_DIM, midtop=(self.rect.centerx, top)
            )
            top = label.bottom + px(2)

    def draw_row(
        self, canvas: pygame.Surface, index: int, row: pygame.Rect, review: pygame.Rect | None
    ) -> None:
        chosen = index == self.selected
        if chosen:
            border = theme.GOLD if self.focused else theme.BORDER
            draw_panel(
                canvas,
                row,
                fill=theme.PANEL_LIGHT,
                border=border,
                alpha=220,
                radius=10,
                shadow=False,
            )
        elif index % 2:
            draw_panel(
                canvas,
                row,
                fill=theme.MIDNIGHT,
                border=theme.PANEL,
                alpha=120,
                radius=10,
                shadow=False,
            )
        text = self.text_of(self.records[index])
        rooms = self.column_rects(row)
        colours = {"date": theme.TEXT_DIM, "game": theme.GOLD if chosen else theme.MOONLIGHT}
        spill = scores_spill(text, rooms)
        for name, room in rooms.items():
            if name == "people":
                lines = people_rows(text, room.width)
            elif name == "result" and not under_line(text, name, room.width):
                lines = result_rows(text.result, room.width)
            else:
                words = shortened(getattr(text, name), ROW_SIZE, room.width)
                lines = [(words, ROW_SIZE, colours.get(name, theme.MOONLIGHT))]
                under = under_line(text, name, spill if name == "result" else room.width)
                if under:  # the scores, the game's mode, its seed: dim, under it
                    lines.append((under, SMALL_SIZE, theme.TEXT_DIM))
                elif name == "length" and spill > rooms["result"].width:
                    lines.append(("", SMALL_SIZE, theme.TEXT_DIM))  # (its line: the scores')
            for number, (words, size, colour) in enumerate(lines):
                centre = room.centery
                if len(lines) == 2:
                    centre = room.top + room.height * (5 if number == 0 else 12) // 16
                theme.blit_text(canvas, words, size, colour, midleft=(room.left, centre))
        # Each row's Replay (newcomer L, s17, L084: only Enter replayed, unsaid), as
        # each row's Review: on the chosen row alone it read as a button missing from
        # the others (newcomer S, s20, 146); a click anywhere on a row replays it
        lit = chosen and (self.hover_replay or self.focused)
        small_button(canvas, replay_rect(row), self.app.tr("history.replay"), lit)
        if review is not None:
            lit = self.hover_review == index or (chosen and self.focused)
            small_button(canvas, review, self.app.tr("history.review"), lit)

    def draw_footer(self, canvas: pygame.Surface) -> None:
        tr = self.app.tr
        centre_y = self.back_arrow.centery
        words = tr("history.page", page=self.page + 1, pages=self.pages)
        words += "   ·   " + tr.plural("history.count", len(self.records))
        page = theme.blit_text(
            canvas, words, SMALL_SIZE, theme.TEXT_DIM, center=(self.rect.centerx, centre_y)
        )
        chosen = self.current
        if chosen is not None and chosen.seed is not None:
            # whole, whatever its length (a row's date column holds a short one only),
            # a detail at the footer's right, 'Seed 8292440495661246946': in the middle,
            # 'seed of the chosen game: …' read as news to a couch (newcomer X, s21, 89)
            seed = tr("history.seed", seed=chosen.seed)
            right = self.next_arrow.left - theme.px(12)
            if right - theme.font(SMALL_SIZE).size(seed)[0] >= page.right + theme.px(24):
                theme.blit_text(
                    canvas, seed, SMALL_SIZE, theme.TEXT_DIM, midright=(right, centre_y)
                )
        for arrow, sign, usable in (
            (self.back_arrow, "<", self.page > 0),
            (self.next_arrow, ">", self.page < self.pages - 1),
        ):
            colour = theme.GOLD if usable else theme.DISABLED
            theme.blit_text(canvas, sign, theme.FONT_BUTTON, colour, center=arrow.center)


def replay_rect(row: pygame.Rect) -> pygame.Rect:
    """A row's Replay button: left of where its Review button stands (a click anywhere
    on the row replays it too)."""
    px = theme.px
    rect = theme.design_rect(0, 0, *REVIEW_SIZE)
    rect.midright = (row.right - px(8) - px(REVIEW_SIZE[0] + BUTTONS_GAP), row.centery)
    return rect


def small_button(canvas: pygame.Surface, rect: pygame.Rect, words: str, lit: bool) -> None:
    """A row's button (Review, Replay), lit when pointed at or the list has the focus."""
    draw_panel(
        canvas,
        rect,
        fill=theme.PANEL_LIGHT if lit else theme.PANEL,
        border=theme.GOLD if lit else theme.BORDER,
        alpha=230,
        radius=8,
        shadow=False,
    )
    theme.blit_text(
        canvas,
        shortened(words, SMALL_SIZE, rect.width - theme.px(10)),
        SMALL_SIZE,
        theme.MOONLIGHT if lit else theme.TEXT_DIM,
        center=rect.center,
    )


UNDER = {"result": "result_more", "game": "game_more", "date": "seed"}
"""The dim line under each column's words, where a row has one."""


def under_line(text: RowText, column: str, width: int) -> str:
    """The dim line under `column`'s words in `width` px, "" if none. A seed is said
    whole or not at all (a seed cut short plays another game: the footer says the
    chosen row's, whole); the others are shortened with "…"."""
    words = getattr(text, UNDER.get(column, ""), "")
    if not words:
        return ""
    fits = theme.font(SMALL_SIZE, "body").size(words)[0] <= width
    if fits:
        return words
    if column == "date":
        return ""
    if column == "game":  # "Causeway" for "Board: Causeway"
        words = text.game_short
        if theme.font(SMALL_SIZE, "body").size(words)[0] > width and text.game_least:
            words = text.game_least  # "Korimura" for "Korimura (random)"
    return shortened(words, SMALL_SIZE, width)


def scores_spill(text: RowText, rooms: dict[str, pygame.Rect]) -> int:
    """The width the scores under a result take: the result's column, else, where they
    are wider, as far as the Length column's right, the length then on the result's
    line above them (newcomer V, s21: 'Léa 120 · Marc 120 · Midori 80 · Ki…' for a
    four-seat Shinobi at 1280x720)."""
    room = rooms["result"].width
    words = text.result_more
    if not words or theme.font(SMALL_SIZE, "body").size(words)[0] <= room:
        return room
    return rooms["length"].right - rooms["result"].left


def result_rows(result: str, width: int) -> list[tuple[str, int, theme.Colour]]:
    """The Result cell's lines, for a row with nothing under its result: one if it fits,
    else two, cut after its first colon where both halves fit ('Not finished:' above
    'replaced after 4 turns'; newcomer U, s20, 113: 'Non terminée : remplacée après…'
    was cut short), else wrapped."""
    measure = theme.font(ROW_SIZE, "body").size
    if measure(result)[0] <= width:
        return [(result, ROW_SIZE, theme.MOONLIGHT)]
    colon = result.find(": ")
    if colon > 0:
        halves = [result[: colon + 1], result[colon + 2 :]]
    else:
        halves = wrap_text(result, ROW_SIZE, width)
    if len(halves) > 2 or max(measure(half)[0] for half in halves) > width:
        return [(shortened(result, ROW_SIZE, width), ROW_SIZE, theme.MOONLIGHT)]
    return [(half, ROW_SIZE, theme.MOONLIGHT) for half in halves]


def people_rows(text: RowText, width: int) -> list[tuple[str, int, theme.Colour]]:
    """The Players cell's lines (words, size, colour), each within `width` px: one if
    it fits, else the seats wrapped after a comma over two lines ('Dimitri-Alexandre,
    Computer (…' was cut); where two lines are not enough, the people, and under them
    each level with its computers."""
    measure = theme.font(ROW_SIZE, "body").size
    items = text.people.split(", ")
    if len(items) < 2 or measure(text.people)[0] <= width:
        return [(shortened(text.people, ROW_SIZE, width), ROW_SIZE, theme.MOONLIGHT)]
    cut = 1  # as many as fit on the first line, one at least
    while cut < len(items) - 1 and measure(", ".join(items[: cut + 1]) + ",")[0] <= width:
        cut += 1
    first, second = ", ".join(items[:cut]) + ",", ", ".join(items[cut:])
    if max(measure(first)[0], measure(second)[0]) > width and text.people_more:
        # 'Sora (Difficile), Midori (Difficile), Kiku (Difficile)' under a long name
        return [
            (shortened(text.people_names, ROW_SIZE, width), ROW_SIZE, theme.MOONLIGHT),
            (shortened(text.people_more, SMALL_SIZE, width), SMALL_SIZE, theme.TEXT_DIM),
        ]
    return [
        (shortened(first, ROW_SIZE, width), ROW_SIZE, theme.MOONLIGHT),
        (shortened(second, ROW_SIZE, width), ROW_SIZE, theme.MOONLIGHT),
    ]
