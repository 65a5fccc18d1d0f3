"""Night's results list each throw of the game (issue 33): who threw, at what, the
string's length and the true distance, hit or miss, and how far off the string was
where it could reach, as the results' average counts it (throw_record.py): a hit always
has its gap (a roof whose centre lies beyond the string but whose near part it reaches:
the gap to the string's end), only a throw no length could land says 'beyond the
string' (newcomer K, s17, 166: a Kunai read 'hit ... out of reach').

`NightResults` is the shared results screen with one more button, "Every throw",
which opens `ThrowListScene`: the throws as a table, a page at a time (PageUp/PageDown,
the wheel, the arrows), at the body text's size."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.i18n import Translator

from .. import theme
from ..menu_scene import MenuScene
from ..paging import Pager
from ..results import ResultsScene
from ..widgets import (
    Button,
    draw_hint,
    draw_panel,
    panel_title_height,
    shortened,
)
from .throw_record import Told, eye_error, in_reach
from .village_title import village_words

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App

TEXT_SIZE = theme.FONT_BODY
"""The rows' size: Lato at 18 px at 1280x720, capitals 13 px."""
COLUMNS = ("n", "who", "throw", "string", "distance", "result", "off")
NUMBERS = frozenset({"n", "string", "distance", "off"})
"""Columns written flush right."""
LINE_GAP = 6
"""The room between two rows (design px); down to none where the whole list then fits
on one page (ThrowListScene.compact)."""


def throw_rows(
    tr: Translator, throws: list[dict[str, Any]], name: Callable[[int], str]
) -> list[dict[str, str]]:
    """Each throw's row, in the order thrown: its cells by column (COLUMNS)."""
    rows = []
    for n, t in enumerate(throws, start=1):
        action = str(t.get("action", "move"))
        victim = t.get("victim")
        if action == "move" or not isinstance(victim, int):
            throw = tr("night.throws.at_roof", action=_action(tr, action), roof=t["to"] + 1)
        else:
            throw = tr("night.throws.at_ninja", action=_action(tr, action), name=name(victim))
        within = in_reach(t) or bool(t.get("success"))
        off = tr.decimal(round(abs(eye_error(t)), 1)) if within else None
        rows.append(
            {
                "n": str(n),
                "who": name(t["seat"]),
                "throw": throw,
                "string": tr("night.throws.cm", value=tr.decimal(t["length"])),
                "distance": tr("night.throws.cm", value=tr.decimal(t["distance"])),
                "result": tr("night.throws.hit" if t.get("success") else "night.throws.miss"),
                "off": tr("night.throws.cm", value=off) if off else tr("night.throws.beyond"),
            }
        )
    return rows


def _action(tr: Translator, action: str) -> str:
    if action in ("shuriken", "kunai"):
        return tr(f"night.token.{action}")
    return tr(f"night.action.{action}")


class ThrowListScene(MenuScene):
    """`ThrowListScene(app, rows)`: the throws' table, a page of its own over the
    results (their buttons no longer show through under the page's words beside Back,
    issue 33, newcomer O, s8 n-56.png); Esc or Back closes it."""

    overlay = False

    def __init__(self, app: App, rows: list[dict[str, str]]) -> None:
        super().__init__(app)
        self.rows = rows
        self.pager = Pager()
        self.page_rows = 1
        self.widths: dict[str, int] = {}
        self.gap = LINE_GAP
        """The room between two rows (design px): less where the whole list fits so."""
        self.back_button = Button(
            app, (0, 0, 1, 1), lambda: app.tr("night.throws.back"), self.back, style="primary"
        )
        from ..widgets import Menu

        self.menu = Menu([self.back_button])
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.ensure_layout(app.view_size)

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        px = theme.px
        self.panel = pygame.Rect(px(40), px(24), width - px(80), height - px(24) - px(120))
        count = len(self.rows)
        self.gap = LINE_GAP
        full = self.rows_that_fit()
        if count > full:  # the rows closer, as little as the whole list needs to fit
            self.gap = next(
                (gap for gap in range(LINE_GAP - 1, -1, -1) if self.rows_that_fit(gap) >= count),
                LINE_GAP,
            )
        self.page_rows = count if self.compact else full
        pages = max(1, -(-count // self.page_rows))
        sizes = [self.page_rows] * (pages - 1) + [count - self.page_rows * (pages - 1)]
        self.pager.set(count, self.page_rows, sizes=tuple(sizes) if count else ())
        self.back_button.rect = pygame.Rect(0, 0, px(260), px(58))
        self.back_button.rect.midtop = (width // 2, self.panel.bottom + px(14))
        self.widths = self.column_widths(self.panel.width - px(40))

    @property
    def compact(self) -> bool:
        """The rows closer together than LINE_GAP: the whole list on one page. A game
        of 16 throws showed 14, then a page of 2 (newcomer X, s21, FR 1920x1080, 174-175)."""
        return self.gap < LINE_GAP

    def rows_that_fit(self, gap: int | None = None) -> int:
        """As many rows as stand whole in the panel under the headings, down to its
        foot's margin: the page's words stand beside Back, under the panel (they took
        the panel's foot, and 13 rows showed at 1280x720 with room for more above them,
        issue 33, newcomer G)."""
        px = theme.px
        was, self.gap = self.gap, LINE_GAP if gap is None else gap
        try:
            room = self.panel.bottom - px(12) - self.row_top(1)
            return max(1, (room - theme.font(TEXT_SIZE).get_height()) // self.line_height() + 1)
        finally:
            self.gap = was

    def row_top(self, k: int) -> int:
        """Where the `k`-th row of the page shown stands (from 1; 0: the headings')."""
        return self.head_top() + (theme.px(8) if k else 0) + k * self.line_height()

    def head_top(self) -> int:
        """Where the columns' headings stand: under the panel's title."""
        return self.panel.top + panel_title_height() + theme.px(8)

    def line_height(self) -> int:
        return theme.font(TEXT_SIZE).get_linesize() + theme.px(self.gap)

    def column_widths(self, room: int) -> dict[str, int]:
        """Each column as wide as its widest cell and heading; the throw's column gives
        up what does not fit (its cells are then cut with "…")."""
        measure = theme.font(TEXT_SIZE).size
        gap = theme.px(22)
        tr = self.app.tr
        widths = {
            column: max(
                [measure(tr(f"night.throws.head.{column}"))[0]]
                + [measure(row[column])[0] for row in self.rows]
            )
            + gap
            for column in COLUMNS
        }
        over = sum(widths.values()) - room
        if over > 0:
            widths["throw"] = max(theme.px(120), widths["throw"] - over)
        return widths

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout(self.app.view_size)
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_PAGEDOWN,
            pygame.K_DOWN,
            pygame.K_RIGHT,
            pygame.K_PAGEUP,
            pygame.K_UP,
            pygame.K_LEFT,
        ):
            forward = event.key in (pygame.K_PAGEDOWN, pygame.K_DOWN, pygame.K_RIGHT)
            self.turn(1 if forward else -1)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
            return
        super().handle_event(event)

    def turn(self, delta: int) -> None:
        """The next (previous) page; the list does not go round."""
        self.pager.page = max(0, min(self.pager.page + delta, self.pager.pages - 1))

    def shown(self) -> list[dict[str, str]]:
        return [self.rows[i] for i in self.pager.shown()]

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        tr = self.app.tr
        px = theme.px
        theme.draw_background(canvas)  # a page of its own (overlay False)
        draw_panel(canvas, self.panel, title=tr("night.throws.title"))
        line = self.line_height()
        top = self.head_top()
        self._draw_row(canvas, top, {c: tr(f"night.throws.head.{c}") for c in COLUMNS}, True)
        left = self.table_left()
        right = left + sum(self.widths.values()) - px(22)
        pygame.draw.line(
            canvas, theme.BORDER, (left, top + line + px(2)), (right, top + line + px(2)), 1
        )
        for k, row in enumerate(self.shown(), start=1):
            self._draw_row(canvas, self.row_top(k), row, False)
        if self.pager.paged:  # beside Back, the panel's rows reaching its foot
            text = tr("night.throws.page", page=self.pager.page + 1, pages=self.pager.pages)
            back = self.back_button.rect
            room = back.left - px(24) - self.panel.left
            theme.blit_text(
                canvas,
                shortened(text, TEXT_SIZE, room),
                TEXT_SIZE,
                theme.GOLD,
                midright=(back.left - px(24), back.centery),
            )
        self.menu.draw(canvas)
        draw_hint(canvas, tr("night.throws.hint"))

    def table_left(self) -> int:
        """The table's left edge: centred in the panel."""
        return self.panel.centerx - (sum(self.widths.values()) - theme.px(22)) // 2

    def _draw_row(self, canvas: pygame.Surface, y: int, cells: dict[str, str], head: bool) -> None:
        x = self.table_left()
        gap = theme.px(22)
        base = y + theme.font(TEXT_SIZE).get_height()  # bottoms line up ('Écart' is taller)
        for column in COLUMNS:
            width = self.widths[column]
            text = shortened(cells[column], TEXT_SIZE, width - gap)
            colour = theme.GOLD if head else _cell_colour(column, cells)
            if column in NUMBERS:
                theme.blit_text(
                    canvas, text, TEXT_SIZE, colour, bottomright=(x + width - gap, base)
                )
            else:
                theme.blit_text(canvas, text, TEXT_SIZE, colour, bottomleft=(x, base))
            x += width


def _cell_colour(column: str, cells: dict[str, str]) -> theme.Colour:
    return theme.MOONLIGHT if column != "n" else theme.TEXT_DIM


class NightResults(ResultsScene):
    """The shared results with "Every throw" beside the throws' notes (when there were
    throws), which opens the list of them."""

    def __init__(
        self,
        app: App,
        session: GameSession,
        summary_lines: list[str],
        rows: list[dict[str, str]],
    ) -> None:
        self.throw_rows = rows
        self.throws_button: Button | None = None
        super().__init__(app, session, summary_lines)
        if rows:
            self.throws_button = Button(
                app,
                (0, 0, 10, 10),
                lambda: app.tr("night.throws.button"),
                self.open_throws,
                size=theme.FONT_BODY,
            )
            self.menu.widgets.append(self.throws_button)
            self.relayout()

    def open_throws(self) -> None:
        self.app.push(ThrowListScene(self.app, self.throw_rows))

    def draw_corner(self, canvas: pygame.Surface) -> pygame.Rect | None:
        """The village's name, 'Village: Mefusaki (random)' (village_title.py), in as few
        words as keep it clear of the keys' line (none where even the name is not); the
        seed no longer beside it (results.corner_words); none for a lesson."""
        if self.lesson:
            return None
        width = canvas.get_width()
        font = theme.font(theme.FONT_SMALL)
        keys_right = (width + font.size(self.hint_words())[0]) // 2
        options = self.session.state.options
        for village in village_words(self.app, options, self.session.seed):
            if width - theme.px(16) - font.size(village)[0] >= keys_right + theme.px(24):
                return self.blit_corner(canvas, village)
        return None

    def button_width(self) -> int:
        words = self.app.tr("night.throws.button")
        return theme.font(theme.FONT_BODY).size(words)[0] + theme.px(40)

    def notes_side(self) -> int:
        """The notes wrap short of the button and its gap, so that both stand whole in
        the window side by side (newcomer D, s10: in French at 1920x1080 the lesson's
        long note pushed 'Tous les lancers' off the left edge)."""
        if not getattr(self, "throw_rows", None):
            return 0
        return self.button_width() + theme.px(16)

    def layout(self, size: tuple[int, int]) -> None:
        """The shared layout; the button beside the notes' panel, right of it, its right
        edge on the right edge of the buttons under it (the notes' panel moving over to
        the left for it where need be); else left of the panel; else the two centred side
        by side; as tall as a button of body text. It floated halfway between the notes and the window's
        edge, in line with nothing (newcomer X, s21, FR 1920x1080, 173)."""
        super().layout(size)
        if deeds_give_way(self):
            self.layout(size)
            return
        button = getattr(self, "throws_button", None)
        layout = self.layout_now
        if button is None or layout is None:
            return
        px = theme.px
        width = self.button_width()
        button.rect = pygame.Rect(0, 0, width, px(44))
        notes = layout.notes_rect
        edge = px(16)
        gap = px(16)
        row = [w.rect for w in self.menu.widgets if w is not button and hasattr(w, "rect")]
        under = [r.right for r in row if notes is not None and r.top > notes.bottom]
        right = min(max(under, default=size[0] - edge), size[0] - edge)  # the row's edge
        if notes is None:  # no notes: above the buttons, in the middle
            button.rect.midbottom = (size[0] // 2, self.rematch_button.rect.top - px(12))
        elif notes.right + gap + width <= right:  # in line with the buttons under it
            button.rect.midright = (right, notes.centery)
        elif right - width - gap - notes.width >= edge:  # the notes' panel moves over
            notes.right = right - width - gap  # (its lines follow it: results.draw)
            button.rect.midright = (right, notes.centery)
        elif notes.left - gap - width >= edge:
            button.rect.midright = (notes.left - gap, notes.centery)
        else:  # the pair centred: the notes' lines follow their panel (results.draw)
            notes.left = (size[0] - notes.width - gap - width) // 2
            button.rect.midleft = (notes.right + px(16), notes.centery)


def deeds_give_way(results: NightResults) -> bool:
    """Each seat's deeds leave its line where the score cards would shrink under body
    text (the scores first: four seats with long deeds at 1280x720); True: the layout
    is to be done again."""
    layout = results.layout_now
    lines = results.summary_lines
    if layout is None or layout.text_size >= theme.FONT_BODY:
        return False
    if not any(isinstance(line, Told) for line in lines):
        return False
    results.summary_lines = [line.plain if isinstance(line, Told) else line for line in lines]
    return True
