"""The results screen's score cards (ScoreTables): a table per seat with the lines of
its score, laid out at the largest text that fits and drawn; the results screen and
Shinobi's Scores draw the very same. Moved out of scenes/results.py (near its
1,000-line limit)."""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.breakdown import Breakdown, Line

from . import theme
from .dojo.results_capture import capture_words
from .registry import (
    person_name,
    person_seat_name,
    seat_badges,
    seat_emblem,
    seat_name,
)
from .results_columns import (
    FIT_STAGES,
    HALF_GAP,
    ROW_GAP,
    fill,
    half_width,
    rows_height,
    split_at,
)
from .results_title import TITLE_MARGIN, place_tag, place_words, title_lines, winner_tag
from .widgets import (
    draw_panel,
    wrap_text,
)

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

TAG_HALO = 6
"""The dark ring round a tag on a card's border (design px), the dimmed table kept off it."""
TEXT_SIZES = (theme.FONT_BUTTON, theme.FONT_BODY, 22, theme.FONT_MIN)
"""The line sizes tried, largest first, until every table fits (the largest at which
no line of a card wraps, when there is one: 'Bear clan (3 cards)' broke in two at
1920x1080, issue 33)."""
HEAD = 52
"""A card's head, its medal and title (design px): a title of two lines fits it too."""
TOLD = (214, 216, 238)
"""A line that tells and counts no points (Shinobi's rounds, a tie-break): a shade
off the counted lines' white, read from the sofa (it was TEXT_DIM's grey, and with the
card's lines at their smallest 'readable at arm's length, not from the sofa', issue 33,
newcomer H)."""
SEAT_COLOURS: dict[str, tuple[theme.Colour, ...]] = {
    "taisen": (theme.SIDE_COLOURS["monkey"], theme.SIDE_COLOURS["wolf"]),
    "shinobi": theme.SEAT_COLOURS,
    "night": theme.SEAT_COLOURS,
    "dojo": ((236, 120, 48), (86, 146, 232)),
}
"""Each seat's colour, as its table draws it."""


@dataclass
class Row:
    """One line of a seat's table, laid out: its wrapped text, its points (or "")."""

    texts: list[str]
    value: str
    counted: bool
    heading: bool = False  # names the rows under it: drawn in gold
    apart: bool = False  # a rule above it, between it and the rows before


@dataclass
class SeatTable:
    seat: int
    rect: pygame.Rect
    rows: list[Row]
    total: str
    shown: int
    """How many rows fit (all of them unless the window is very small)."""
    split: int = 0
    """Rows from this one on stand in a second column beside the first (0: one column)."""


class ScoreTables:
    """A table per seat with the lines of its score (a `Breakdown`), laid out in an
    area at the largest text that fits and drawn: the results screen's, and any game's
    screen of the scores so far (Shinobi's Scores) draws the very same."""

    def __init__(
        self, app: App, game: str, breakdown: Breakdown | None, session: Any = None
    ) -> None:
        self.app = app
        self.game = game
        self.session = session
        """The game's session, for its people's names (None: the seats' names only)."""
        self.breakdown = breakdown
        self.details = True
        """The detail lines are shown (there is room for them)."""
        self.halves = False
        """A card too long for the others' height lays its lines in two columns."""
        self.emblems: dict[tuple[int, int], pygame.Surface | None] = {}
        """(seat, real size) -> the seat's emblem (a few sizes at most)."""
        self.tags_drawn: dict[tuple[int, str], pygame.Rect] = {}
        """(seat, 'winner' or 'place') -> where its tag was last drawn, halo and all
        (tests)."""

    def _tag(
        self, canvas: pygame.Surface, tag: pygame.Surface, where: pygame.Rect, key: tuple[int, str]
    ) -> None:
        """A tag standing on a card's border, on a halo of the night's dark: half of it
        stands above the card, where the table's dimmed words showed round it ('WINNER'
        over '...land...colour:', newcomer W, s21, 27_results)."""
        halo = where.inflate(2 * theme.px(TAG_HALO), 2 * theme.px(TAG_HALO))
        pygame.draw.rect(canvas, theme.MIDNIGHT, halo, border_radius=halo.height // 2)
        canvas.blit(tag, where)
        self.tags_drawn[key] = halo

    def fit(self, area: pygame.Rect, gap: int) -> tuple[int, int, list[SeatTable]]:
        """The largest text and the arrangement (one row of tables, or two) that fit."""
        if self.breakdown is None:
            return theme.FONT_BODY, 0, []
        count = len(self.breakdown.seats)
        arrangements = [1] if count < 3 else [1, 2]
        # the largest size, body text or larger, at which no counted line of a card
        # wraps; a line that only tells may (the rule taken down to every size shrank
        # Grand Master's cards to the smallest, 10 px capitals, for the sake of its
        # long round lines: issue 33, newcomer H); else the largest that fits. Then a
        # long card's lines in two columns, before any line is left out (newcomer O,
        # s12, 178_10: Aiko's tenth line, '4 value tokens (first tie-break)', was a '…'
        # at 1280x720 and 1920x1080); the details go only when nothing fits
        best: tuple[int, int, int, bool, bool] | None = None  # overflow, size, rows, ...
        for details, halves, least in FIT_STAGES:
            self.details, self.halves = details, halves
            for size in (size for size in TEXT_SIZES if least is None or size >= least):
                for rows in arrangements:
                    overflow = max(0, self._tables_height(area, gap, size, rows) - area.height)
                    if overflow == 0 and (least is None or self._unwrapped(area, gap, size, rows)):
                        return self._place_tables(area, gap, size, rows)
                    if best is None or overflow < best[0]:
                        best = (overflow, size, rows, details, halves)
        assert best is not None
        self.details, self.halves = best[3], best[4]
        return self._place_tables(area, gap, best[1], best[2])

    def _unwrapped(self, area: pygame.Rect, gap: int, size: int, rows: int) -> bool:
        """No line that counts points wraps on its card."""
        col_w = self._columns(area, gap, rows)[1]
        return all(
            len(row.texts) == 1
            for card in self._laid(size, col_w)
            for row in card[0]
            if row.counted
        )

    def _columns(self, area: pygame.Rect, gap: int, rows: int) -> tuple[int, int]:
        assert self.breakdown is not None
        cols = math.ceil(len(self.breakdown.seats) / rows)
        col_w = min(theme.px(560), (area.width - gap * (cols - 1)) // cols)
        return cols, col_w

    def _seat_rows(
        self, seat: int, size: int, col_w: int, halved: bool = False
    ) -> tuple[list[Row], str]:
        assert self.breakdown is not None
        tr = self.app.tr
        score = self.breakdown.seats[seat]
        inner = col_w - 2 * theme.px(18)
        value_w = theme.font(size).size("−000")[0] + theme.px(12)
        if halved:  # one of two columns, its points as wide as the widest of them
            inner = half_width(inner)
            value_w = theme.px(10) + max(
                (theme.font(size).size(_points(line))[0] for line in score.lines), default=0
            )
        rows = [
            Row(
                wrap_text(line.text(tr), size, inner - (0 if line.points is None else value_w)),
                _points(line),
                line.points is not None,
                line.heading,
                line.apart,
            )
            for line in score.lines
            if self.details or not line.detail
        ]
        total = "" if score.total is None else _number(score.total)
        capture = capture_words(self.app, self.session, seat)
        return rows, total if capture is None else capture  # a Dojo taken, not the land

    def _title_room(self, seat: int, col_w: int) -> tuple[int, int]:
        """The width a seat's title has on its card (as draw_table places it), its first
        line and the second: the whole head's, the Winner tag standing on the border."""
        px = theme.px
        under = col_w - px(TITLE_MARGIN) - (px(42) + px(36))
        return under, under

    def _title(self, seat: int, col_w: int) -> list[tuple[str, int]]:
        """A seat's title on its card: its lines and their sizes (results_title.py)."""
        whole = (
            seat_name(self.app, self.game, seat)
            if self.session is None
            else computer_or_person(self.app, self.session, seat)
        )
        room, under = self._title_room(seat, col_w)
        return title_lines(self.app, self.session, self.game, seat, whole, room, under)

    def _table_height(self, rows: list[Row], total: str, size: int, split: int = 0) -> int:
        px = theme.px
        line_h = theme.font(size).get_linesize()
        height = px(18) + px(HEAD) + px(8)  # padding, the name, a rule
        height += max(rows_height(part, line_h) for part in (rows[:split], rows[split:]))
        if total:
            height += px(14) + theme.font(theme.FONT_BUTTON).get_linesize()
        return height + px(16)

    def _laid(self, size: int, col_w: int) -> list[tuple[list[Row], str, int, int]]:
        """Each card's rows, total, where its second column begins (0: none) and its
        height. Halves: a card taller than the tallest card halved takes two columns."""
        assert self.breakdown is not None
        line_h = theme.font(size).get_linesize()
        laid = []
        for s in self.breakdown.seats:
            rows, total = self._seat_rows(s.seat, size, col_w)
            laid.append((rows, total, 0, self._table_height(rows, total, size)))
        if not self.halves:
            return laid
        halved = []
        for s in self.breakdown.seats:
            rows, total = self._seat_rows(s.seat, size, col_w, halved=True)
            split = split_at(rows, line_h)
            halved.append((rows, total, split, self._table_height(rows, total, size, split)))
        most = max(card[3] for card in halved)
        return [one if one[3] <= most else two for one, two in zip(laid, halved, strict=True)]

    def _tables_height(self, area: pygame.Rect, gap: int, size: int, rows: int) -> int:
        assert self.breakdown is not None
        cols, col_w = self._columns(area, gap, rows)
        heights = [card[3] for card in self._laid(size, col_w)]
        per_row = [max(heights[r * cols : (r + 1) * cols], default=0) for r in range(rows)]
        return sum(per_row) + gap * (rows - 1)

    def _place_tables(
        self, area: pygame.Rect, gap: int, size: int, rows: int
    ) -> tuple[int, int, list[SeatTable]]:
        assert self.breakdown is not None
        cols, col_w = self._columns(area, gap, rows)
        line_h = theme.font(size).get_linesize()
        laid = self._laid(size, col_w)
        heights = [card[3] for card in laid]
        row_h = [max(heights[r * cols : (r + 1) * cols], default=0) for r in range(rows)]
        room = area.height - gap * (rows - 1)
        if sum(row_h) > room:  # a very small window: every row gets its share
            row_h = [room // rows] * rows
        top = area.top + max(0, (area.height - sum(row_h) - gap * (rows - 1)) // 3)
        tables = []
        for index, (seat_rows, total, split, _) in enumerate(laid):
            r, c = divmod(index, cols)
            in_row = min(cols, len(laid) - r * cols)
            left = area.centerx - (in_row * col_w + (in_row - 1) * gap) // 2
            rect = pygame.Rect(
                left + c * (col_w + gap), top + sum(row_h[:r]) + r * gap, col_w, row_h[r]
            )
            shown = len(seat_rows)
            if self._table_height(seat_rows, total, size, split) > rect.height:  # a '…' then
                room = rect.height - self._table_height([], total, size)
                shown, split = fill(seat_rows, line_h, room, split > 0)
            seat = self.breakdown.seats[index].seat
            tables.append(SeatTable(seat, rect, seat_rows, total, shown, split))
        return size, line_h, tables

    def _emblem(self, seat: int, size: int) -> pygame.Surface | None:
        key = (seat, size)
        if key not in self.emblems:
            if len(self.emblems) > 16:
                self.emblems.clear()
            try:
                self.emblems[key] = seat_emblem(self.game, seat, size, seat_colour(self.game, seat))
            except Exception:  # an emblem is an ornament: the results show without it
                log.exception("no emblem for seat %d", seat)
                self.emblems[key] = None
        return self.emblems[key]

    def _badge(self, seat: int) -> str:
        """`seat`'s badge letters, told apart from every other seat's ('Me' and 'Mi')."""
        assert self.breakdown is not None
        count = max((s.seat for s in self.breakdown.seats), default=seat) + 1
        if self.session is not None:
            count = max(count, len(self.session.seats))
        people = [self._person(s) for s in range(max(count, seat + 1))]
        return seat_badges(self.app, self.game, people)[seat]

    def _person(self, seat: int) -> str | None:
        """The name of the person at `seat`, as the setup's card was titled (None: a
        computer, no name, or no session)."""
        return None if self.session is None else person_name(self.session, seat)

    def draw_table(self, canvas: pygame.Surface, size: int, line_h: int, table: SeatTable) -> None:
        assert self.breakdown is not None
        px = theme.px
        tr = self.app.tr
        rect = table.rect
        won = table.seat in self.breakdown.winners
        colour = seat_colour(self.game, table.seat)
        draw_panel(canvas, rect, border=theme.GOLD if won else colour, border_width=3)
        # the seat: emblem, name, and Winner
        medal = (rect.left + px(42), rect.top + px(18) + px(26))
        pygame.draw.circle(canvas, theme.MIDNIGHT, medal, px(25))
        pygame.draw.circle(canvas, colour, medal, px(25), max(2, px(3)))
        title = self._title(table.seat, rect.width)
        emblem = self._emblem(table.seat, px(34))
        if emblem is not None:
            canvas.blit(emblem, emblem.get_rect(center=medal))
        else:
            theme.blit_text(
                canvas,
                self._badge(table.seat),
                theme.FONT_BUTTON,
                colour,
                "display",
                center=medal,
            )
        # one line beside the medal, or two lines (who, then the rest under it: a seat,
        # a computer's level) standing together across the medal's height
        lines = [(words, kind, theme.font(kind).get_linesize()) for words, kind in title]
        y = medal[1] - sum(step for _, _, step in lines) // 2
        if won:  # on the card's top border, the title's room left whole
            tag = winner_tag(self.app)
            where = tag.get_rect(midright=(rect.right - px(24), rect.top))
            self._tag(canvas, tag, where, (table.seat, "winner"))
        place = place_words(self.app, self.breakdown, table.seat)
        if place is not None:  # its place on the border's left (newcomer P, s19)
            first = self.breakdown.places is not None and self.breakdown.places[table.seat] == 0
            tag = place_tag(self.app, place, first)
            where = tag.get_rect(midleft=(rect.left + px(20), rect.top))
            self._tag(canvas, tag, where, (table.seat, "place"))
        for i, (words, kind, step) in enumerate(lines):
            theme.blit_text(
                canvas,
                words,
                kind,
                colour if i == 0 else theme.MOONLIGHT,
                shadow=i == 0,
                topleft=(medal[0] + px(36), y),
            )
            y += step
        y = rect.top + px(18) + px(HEAD)
        pygame.draw.line(
            canvas, theme.BORDER, (rect.left + px(16), y), (rect.right - px(16), y), max(1, px(2))
        )
        y += px(8)
        left, right, top = rect.left + px(18), right_edge(rect), y
        if table.split:  # two columns: the first's right edge, the second's left
            right = left + half_width(right - left)
        for index, row in enumerate(table.rows[: table.shown]):
            if table.split and index == table.split:
                left, right, y = right + px(HALF_GAP), right_edge(rect), top
            colour_row = theme.MOONLIGHT if row.counted or not table.total else TOLD
            if row.heading:
                colour_row = theme.GOLD
            if row.apart and index:  # in the gap above it
                rule_y = y - px(ROW_GAP) // 2 - 1
                pygame.draw.line(
                    canvas, theme.GOLD_DARK, (left, rule_y), (right, rule_y), max(1, px(1))
                )
            for i, text in enumerate(row.texts):
                theme.blit_text(canvas, text, size, colour_row, topleft=(left, y + i * line_h))
            if row.value:
                theme.blit_text(canvas, row.value, size, theme.MOONLIGHT, topright=(right, y))
            y += len(row.texts) * line_h + px(ROW_GAP)
        if table.shown < len(table.rows):
            theme.blit_text(
                canvas,
                "…",
                size,
                theme.TEXT_DIM,
                topleft=(left, y - px(4)),  # (its column's)
            )
        if table.total:
            bottom = rect.bottom - px(16)
            top = bottom - theme.font(theme.FONT_BUTTON).get_linesize()
            pygame.draw.line(
                canvas,
                theme.GOLD_DARK,
                (rect.left + px(16), top - px(7)),
                (rect.right - px(16), top - px(7)),
                max(1, px(2)),
            )
            if capture_words(self.app, self.session, table.seat) is not None:
                theme.blit_text(  # the capture, gold for the taker only (nc-M/130_07)
                    canvas,
                    table.total,
                    theme.FONT_BUTTON,
                    theme.GOLD if won else theme.MOONLIGHT,
                    shadow=won,
                    topleft=(rect.left + px(18), top),
                )
                return
            theme.blit_text(
                canvas,
                tr(self.breakdown.total_key),
                theme.FONT_BUTTON,
                theme.GOLD,
                topleft=(rect.left + px(18), top),
            )
            theme.blit_text(
                canvas,
                table.total,
                theme.FONT_BUTTON,
                theme.GOLD,
                shadow=True,
                topright=(right_edge(rect), top),
            )


def seat_colour(game: str, seat: int) -> theme.Colour:
    """A seat's colour, as its table draws it."""
    colours = SEAT_COLOURS.get(game, ())
    return colours[seat] if seat < len(colours) else theme.GOLD


def right_edge(rect: pygame.Rect) -> int:
    return rect.right - theme.px(18)


def _number(value: int) -> str:
    """A score as shown: a true minus sign."""
    return f"−{-value}" if value < 0 else str(value)


def _points(line: Line) -> str:
    if line.points is None:
        return ""
    return _number(line.points) if line.points <= 0 else f"+{line.points}"


def fitted_headline(string: str, size: int, width: int) -> tuple[str, int]:
    """The ribbon's headline and its text size: smaller down to FONT_HEADING before it
    is ever cut to fit `width` px."""
    floor = min(size, theme.FONT_HEADING)
    while size > floor and theme.font(size, "display").size(string)[0] > width:
        size -= 2
    size = max(size, floor)
    return _fit(string, size, width, "display"), size


def _fit(string: str, size: int, width: int, kind: str = "body") -> str:
    from .widgets import shortened

    return shortened(string, size, max(1, width), kind)


def computer_or_person(app: Any, session: Any, seat: int) -> str:
    """A seat's card title: the person's name and seat ("Béa (Monkey)"), or the seat of
    a computer and its level ("Wolf — Computer (Hard)"): the card said only "Wolf"
    (issue 33, newcomer B, res01.png); the one person with no name, "Monkey — you"."""
    seats = getattr(session, "seats", None) or []
    if 0 <= seat < len(seats) and seats[seat].is_ai:
        level_key = f"setup.level.{seats[seat].level}"
        level = app.tr(level_key) if app.tr.has(level_key) else str(seats[seat].level)
        return str(
            app.tr("results.seat.computer", seat=seat_name(app, session.game, seat), level=level)
        )
    people = [at for at in seats if not at.is_ai]
    if len(people) == 1 and 0 <= seat < len(seats) and not seats[seat].name:
        # the one person, no name: which card is hers (newcomer U, s20, 057: 'Singe')
        return str(app.tr("results.seat.you", seat=seat_name(app, session.game, seat)))
    return person_seat_name(app, session, seat)


def unnamed_people(session: Any) -> bool:
    """People played and none of them was given a name: the game counts in no Records."""
    people = [seat for seat in getattr(session, "seats", []) if not seat.is_ai]
    return bool(people) and not any(seat.name for seat in people)
