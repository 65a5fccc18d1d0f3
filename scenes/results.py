"""The end of a game, the same screen for the four games: who won and how the game
ended, a table per player with the lines of its score (each game's
`results.score_breakdown`, see ninjas.core.breakdown), a few notes from the table, and
Play again / View board / Title.

Drawn at the window's own size (native): the tables share the width, or stand in two
rows, at the largest text that fits. In demo (attract) mode a new AI-vs-AI game starts
by itself after a few seconds.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.breakdown import Breakdown, Line
from ninjas.core.session import GameSession
from ninjas.games import score_breakdown

from . import theme
from .dojo.results_capture import capture_words
from .lesson_after import next_session
from .menu_scene import MenuScene
from .registry import (
    SEAT_SIDES,
    make_game_scene,
    person_name,
    person_seat_name,
    play_over_title,
    seat_badges,
    seat_emblem,
    seat_name,
    to_title,
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
from .results_ending import ending_text
from .results_guard import GRACE_SECONDS, OpeningGuard
from .results_story import story_gives_way, story_note, with_story
from .results_title import TITLE_MARGIN, ribbon_look, said_ending, title_lines, winner_tag
from .review import ahead as review_ahead
from .tableflow.history_keeper import HistoryKeeper
from .widgets import (
    HINT_STRIP_HEIGHT,
    Button,
    Menu,
    Widget,
    draw_backdrop,
    draw_brush_line,
    draw_hint,
    draw_panel,
    wrap_text,
)

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

DEMO_RESULTS_SECONDS = 5.0
INPUT_GRACE_SECONDS = GRACE_SECONDS
"""Input is ignored this long after the results are first drawn: keys and clicks meant
to skip the last animation must not press a button here (results_guard.py)."""
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
MAX_NOTES = 5
"""Notes a table adds under the scores (Taisen's turns and duels, Night's throws)."""
NOTE_SIZE = theme.FONT_BODY
"""The game's own notes under the tables (Taisen: turns, duels): body text, read from
the sofa (they were the smallest text of the screen, FONT_SMALL, 8 px over the buttons)."""
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


@dataclass
class Layout:
    size: tuple[int, int]
    ribbon: pygame.Rect
    text_size: int
    line_height: int
    tables: list[SeatTable]
    notes: list[str]
    notes_top: int
    notes_rect: pygame.Rect | None = None
    """The notes' panel (None without notes)."""


def winner_seat(session: GameSession) -> int | None:
    """The seat with the best return, or None for a draw / unfinished game."""
    if not session.state.is_terminal:
        return None
    returns = list(session.state.returns())
    best = max(returns)
    if returns.count(best) != 1:
        return None
    return returns.index(best)


class ResultsScene(MenuScene):
    """`ResultsScene(app, session, summary_lines)`: pushed over the game scene."""

    overlay = True

    def __init__(
        self, app: App, session: GameSession, summary_lines: list[str] | None = None
    ) -> None:
        super().__init__(app)
        self.session = session
        self.story = story_note(app, session)
        """How the game went (results_story.py): after the table's notes, where it fits."""
        self.summary_lines = with_story(list(summary_lines or []), self.story, MAX_NOTES)
        self.breakdown: Breakdown | None = None
        try:
            self.breakdown = score_breakdown(session.state)
        except (ImportError, KeyError, AttributeError):  # a game without results lines yet
            log.exception("no score breakdown for %s", session.game)
        self.winner = winner_seat(session)
        self.time = 0.0
        self.guard = OpeningGuard()
        """No key or click acts before the screen has been seen (results_guard.py)."""
        self.demo = app.demo
        self.rematch_button = Button(  # after a lesson, a game (newcomer S, s9: lesson again?)
            app, (0, 0, 10, 10), lambda: app.tr(self.rematch_key()), self.rematch, style="primary"
        )
        self.view_button = Button(
            app, (0, 0, 10, 10), lambda: app.tr("results.view_board"), self.view_board
        )
        self.title_button = Button(
            app, (0, 0, 10, 10), lambda: app.tr("results.title"), self.to_title
        )
        widgets: list[Widget] = [self.rematch_button, self.view_button, self.title_button]
        self.lesson = any(
            getattr(scene, "guide", None) is not None and getattr(scene, "session", None) is session
            for scene in app.stack
        )
        """A guided game's results: it is kept in no History, so it has no review; a
        note says so (issue 33, newcomers M and N, s8: 'Review my moves' greyed after a
        lesson with no word why, and the lesson's win missing from the History)."""
        self.records_note = False
        """The last note says why the game is in no one's Records: the first to go where
        the scores would shrink (newcomers B and C, s10: two whole games, Records empty,
        and nothing said why)."""
        if self.lesson:
            self.summary_lines = [*self.summary_lines[: MAX_NOTES - 1], app.tr("results.lesson")]
        elif not self.demo and unnamed_people(session):  # kept in the History only
            self.summary_lines = [
                *self.summary_lines[: MAX_NOTES - 1],
                app.tr("results.no_names"),
            ]
            self.records_note = True
        self.review_seat = None if self.demo or self.lesson else self.person_seat()
        self.review_button: Button | None = None
        self.review_words = "results.review" + "_whose" * (self.lone_human() is None)  # A, s14
        if self.review_seat is not None:  # enabled once the game is in the history
            self.review_button = Button(
                app, (0, 0, 10, 10), lambda: app.tr(self.review_words), self.review, enabled=False
            )
            widgets.append(self.review_button)
        self.menu = Menu(widgets)
        self.navigated = False
        """The player moved the focus with Tab or the arrows: Enter may then press it."""
        self.tables = ScoreTables(app, session.game, self.breakdown, session)
        self.layout_now: Layout | None = None
        self.ensure_layout(app.view_size)

    def rematch_key(self) -> str:
        """After a lesson, a real game, said (newcomer S, s9: the lesson again or a game?)."""
        return "results.rematch_lesson" if getattr(self, "lesson", False) else "results.rematch"

    # ------------------------------------------------------------------ actions
    def rematch(self) -> None:
        try:
            scene = make_game_scene(self.app, next_session(self.app, self.session, self.lesson))
        except (ImportError, KeyError, ValueError) as exc:  # ValueError: a level file gone
            log.warning("no rematch: %s", exc)
            self.to_title()
            return
        phones = any(getattr(below, "phones", None) is not None for below in self.app.stack)
        play_over_title(self.app, scene)  # the old table closes: its phones' server too
        if phones and getattr(scene, "phones", None) is None:  # the rematch on phones again,
            from .phones import start_with_phones  # new codes (the old links are refused)

            start_with_phones(self.app, scene)

    def to_title(self) -> None:
        to_title(self.app)

    def person_seat(self) -> int | None:
        """The seat whose moves "Review my moves" reviews: the person's (the first, with
        several people: the review goes on to the others)."""
        people = [i for i, seat in enumerate(self.session.seats) if not seat.is_ai]
        return people[0] if people else None

    def record_path(self) -> Path | None:
        """The game's record, once its table's history keeper has written it."""
        for scene in self.app.stack:
            keeper = getattr(scene, "history", None)
            if (
                isinstance(keeper, HistoryKeeper)
                and getattr(scene, "session", None) is self.session
            ):
                return keeper.path
        return None

    def review(self) -> None:
        """The review of the person's moves; with two people or more, whose first,
        asked as the History asks (newcomer D, s10: Aki's opened without asking)."""
        path = self.record_path()
        if path is None or self.review_seat is None:
            return
        from .review import open_review

        people = [i for i, seat in enumerate(self.session.seats) if not seat.is_ai]
        if len(people) < 2:
            self.app.push(open_review(self.app, path, self.review_seat))
            return
        from .history.actions import ReviewWhoScene

        def opened(seat: int) -> None:
            self.app.push(open_review(self.app, path, seat))

        named = [(person_seat_name(self.app, self.session, seat), seat) for seat in people]
        self.app.push(ReviewWhoScene(self.app, named, opened))

    def view_board(self) -> None:
        """Back to the table, to look at the final position (it offers the results again)."""
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ scene
    def on_enter(self) -> None:
        self.guard.open()
        self.app.audio.play("defeat" if self.lone_human_lost() else "victory")

    def on_exit(self) -> None:
        review_ahead.stop(self.app)  # (its work is kept for the review)

    def back(self) -> None:
        self.view_board()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout(self.app.view_size)
        if self.demo or not self.guard.accepts(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (
                pygame.K_TAB,
                pygame.K_LEFT,
                pygame.K_RIGHT,
                pygame.K_UP,
                pygame.K_DOWN,
            ):
                self.navigated = True
            elif event.key in SKIP_KEYS and not self.navigated:
                return  # a skip key: never a rematch by accident
            elif event.key == pygame.K_r:
                self.rematch()
                return
            elif event.key == pygame.K_v:
                self.view_board()
                return
            elif event.key == pygame.K_t:
                self.to_title()
                return
            elif event.key == pygame.K_m and self.review_button is not None:
                if self.review_button.enabled:  # the footer names it (issue 33, newcomer L)
                    self.review()
                return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.guard.tick(dt)
        if self.review_button is not None and not self.review_button.enabled:
            self.review_button.enabled = self.record_path() is not None
        if self.time > INPUT_GRACE_SECONDS:  # worked out while read (newcomer A, s14)
            review_ahead.go_on(self.app, self.record_path(), self.review_seat)
        super().update(dt)
        if self.demo and self.time >= DEMO_RESULTS_SECONDS and self.app.top is self:
            self.rematch()

    def lone_human(self) -> int | None:
        """The seat of the only human against the computer, if there is exactly one."""
        humans = [i for i, seat in enumerate(self.session.seats) if not seat.is_ai]
        return humans[0] if len(humans) == 1 and len(self.session.seats) > 1 else None

    def lone_human_lost(self) -> bool:
        lone = self.lone_human()
        return lone is not None and self.winner is not None and lone != self.winner

    def lone_result(self) -> bool | None:
        """One person against computers: whether they won (None with a draw, or with
        several people or none at the table: the winner is named instead)."""
        lone = self.lone_human()
        if lone is None or self.winner is None:
            return None
        return lone == self.winner

    def banner(self) -> tuple[str, str, theme.Colour]:
        """Headline, the line under it, and the accent colour. One human against the
        computer reads Victory or Defeat from that human's side; otherwise the winner
        is named in the same words as the table's header."""
        tr = self.app.tr
        game = self.session.game
        if self.winner is None:
            winners = self.breakdown.winners if self.breakdown is not None else []
            if len(winners) > 1:
                # the names under the ribbon, on a line as wide as the screen: in the
                # ribbon they were cut ('Ninja rouge et Ninja bleu se partagent la victoi…')
                names = tr.names([person_seat_name(self.app, self.session, s) for s in winners])
                return tr("results.shared_title"), tr("results.shared", names=names), theme.GOLD
            return tr("results.draw"), "", theme.GOLD
        sides = SEAT_SIDES.get(game, ())
        side = sides[self.winner] if self.winner < len(sides) else ""
        accent = self.seat_colour(self.winner)
        own_words = f"{game}.banner.{side}"
        named = person_name(self.session, self.winner) is not None
        winner_line = (  # a named winner by name: "Béa (Monkey) wins!" (issue 33)
            tr(own_words)
            if side and tr.has(own_words) and not named
            else tr("results.wins", name=person_seat_name(self.app, self.session, self.winner))
        )
        lone = self.lone_human()
        if lone is not None:
            won = lone == self.winner
            return tr("results.victory" if won else "results.defeat"), winner_line, accent
        # several people (or none) at the table: the winner is named above; under it,
        # a computer's level, or who was level on points and lost on the tie-break
        seat = self.session.seats[self.winner] if self.winner < len(self.session.seats) else None
        tied = self.tie_broken()
        if seat is not None and seat.is_ai:
            who = tr("results.by_ai", level=tr(f"setup.level.{seat.level}"))
        elif tied:
            own = f"{game}.results.tie_won"
            who = tr(
                own if tr.has(own) else "results.tie_won",
                # a named person by their name, as the line above (newcomer K, s11,
                # nc-K/195: 'Level with Red ninja' under 'Kenji (Blue ninja) wins!')
                name=self.called(self.winner),
                others=tr.names([self.called(s) for s in tied]),
            )
        else:
            who = ""
        return winner_line, who, accent

    def ending_line(self) -> Line:
        """The breakdown's ending, the tie-break said once (results_title.said_ending)."""
        assert self.breakdown is not None
        tie_above = self.lone_human() is None and bool(self.tie_broken())
        return said_ending(self.app.tr, self.session, self.breakdown.ending, self.winner, tie_above)

    def called(self, seat: int) -> str:
        """A seat as the tie-break's line calls it: its person's name, else the seat's."""
        return person_name(self.session, seat) or seat_name(self.app, self.session.game, seat)

    def tie_broken(self) -> list[int]:
        """The seats level on points with the lone winner, who won on the tie-break
        (Shinobi's least corruption): none when the winner had the most points alone."""
        if self.breakdown is None or self.winner is None:
            return []
        if getattr(self.session.state, "end_reason", "") == "dojo":  # a Dojo taken wins
            return []  # whatever the land (newcomer H, s10, nc-98/145.png: 'level on
            # points with Blue clan: Orange clan wins on the tie-break' under a Dojo taken)
        totals = {score.seat: score.total for score in self.breakdown.seats}
        top = totals.get(self.winner)
        if top is None:
            return []
        return [s for s, total in totals.items() if total == top and s != self.winner]

    # ------------------------------------------------------------------ layout
    def seat_colour(self, seat: int) -> theme.Colour:
        return seat_colour(self.session.game, seat)

    def notes_side(self) -> int:
        """The width kept beside the notes' panel for a table's own button (none here)."""
        return 0

    @property
    def details(self) -> bool:
        """The detail lines are shown (there is room for them)."""
        return self.tables.details

    def layout(self, size: tuple[int, int]) -> None:
        """Every rect and wrapped line for this window size (MenuScene.ensure_layout
        calls it again when the size changes)."""
        width, height = size
        px = theme.px
        margin, gap = px(32), px(20)
        ribbon = pygame.Rect(0, 0, min(width - 2 * margin, px(820)), px(88))
        ribbon.midtop = (width // 2, px(18))
        head_bottom = (
            ribbon.bottom
            + px(12)
            + theme.font(theme.FONT_BUTTON).get_linesize()
            + px(8)
            + theme.font(theme.FONT_BODY).get_linesize()
        )
        # the buttons above the hint strip
        button_h = px(58)
        buttons = [self.rematch_button, self.view_button, self.title_button]
        if self.review_button is not None:
            buttons.append(self.review_button)
        count = len(buttons)
        button_w = min(px(270), (width - 2 * margin - (count - 1) * gap) // count)
        button_top = height - max(HINT_STRIP_HEIGHT, px(44)) - px(14) - button_h
        left = width // 2 - (count * button_w + (count - 1) * gap) // 2
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(left + i * (button_w + gap), button_top, button_w, button_h)
        notes = [  # narrower by what stands beside them (Night's 'Every throw')
            line
            for note in self.summary_lines
            for line in wrap_text(note, NOTE_SIZE, width - 2 * margin - px(40) - self.notes_side())
        ]
        note_font = theme.font(NOTE_SIZE)
        note_h = note_font.get_linesize()
        notes_rect: pygame.Rect | None = None
        notes_top = button_top
        if notes:  # on a panel of their own, clear of the buttons
            widest = max(note_font.size(note)[0] for note in notes)
            notes_rect = pygame.Rect(0, 0, widest + px(40), note_h * len(notes) + px(12))
            notes_rect.midbottom = (width // 2, button_top - px(16))
            notes_top = notes_rect.top + px(6)
        # the cards as tall as 12 px under the words above them and 10 px over what is
        # below allow (18 and 14 left Grand Master's three cards 8 px short of body text)
        area = pygame.Rect(margin, head_bottom + px(12), width - 2 * margin, 0)
        above = notes_rect.top if notes_rect is not None else button_top
        area.height = max(px(60), above - px(10) - area.top)
        text_size, line_h, tables = self.tables.fit(area, gap)
        if story_gives_way(self, text_size, tables):  # (the scores first)
            self.layout(size)
            return
        if text_size < theme.FONT_BODY and self.records_note:
            # the scores first: the Records' note gives way where it would shrink them
            # (Grand Master with 3-4 players: test_shinobi_round_lines_sofa)
            self.summary_lines = self.summary_lines[:-1]
            self.records_note = False
            self.layout(size)
            return
        notes_top = self._close_up(tables, notes_rect, area.top, button_top - px(16), notes_top)
        self.layout_now = Layout(
            size, ribbon, text_size, line_h, tables, notes, notes_top, notes_rect
        )

    @staticmethod
    def _close_up(
        tables: list[SeatTable], notes: pygame.Rect | None, top: int, bottom: int, notes_top: int
    ) -> int:
        """The cards and the notes' panel as one group, the notes 16 px under the cards,
        centred between the words above (`top`) and the buttons (`bottom`): short cards
        (Taisen's) left an empty band between them and the notes, which kept to the
        buttons (issue 33, newcomer K, T28). Moves `tables` and `notes` in place;
        gives the notes' first line's top. Nothing moves where they fill the room."""
        if not tables:
            return notes_top
        cards_top = min(table.rect.top for table in tables)
        cards_bottom = max(table.rect.bottom for table in tables)
        between = theme.px(16)
        height = cards_bottom - cards_top + (notes.height + between if notes else 0)
        spare = bottom - top - height
        if spare <= 0:
            return notes_top
        shift = top + spare // 2 - cards_top
        for table in tables:
            table.rect.move_ip(0, shift)
        if notes is None:
            return notes_top
        old = notes.top
        notes.top = cards_bottom + shift + between
        return notes_top + notes.top - old

    def draw(self, canvas: pygame.Surface) -> None:
        self.guard.drawn()
        self.ensure_layout(canvas.get_size())
        layout = self.layout_now
        assert layout is not None
        width = canvas.get_width()
        px = theme.px
        draw_backdrop(self, canvas)
        if self.app.stack and self.app.stack[0] is not self:
            theme.draw_veil(canvas, 110)  # the final board stays a shadow behind the scores
        headline, who, accent = self.banner()
        ribbon = layout.ribbon
        named = accent if self.winner is not None else None  # in the winner's colour
        edge, fill, trim, ink = ribbon_look(self.lone_result(), named)
        pygame.draw.rect(canvas, theme.SHADOW, ribbon.move(0, px(5)), border_radius=px(8))
        pygame.draw.rect(canvas, edge, ribbon, border_radius=px(8))
        pygame.draw.rect(canvas, fill, ribbon.inflate(-px(8), -px(8)), border_radius=px(6))
        pygame.draw.rect(canvas, trim, ribbon, max(2, px(2)), border_radius=px(8))
        wobble = 1.0 + 0.02 * math.sin(self.time * 3.0)
        size = int(theme.FONT_BANNER * min(1.0, 0.6 + self.time * 2.0) * wobble)
        headline, size = fitted_headline(headline, size, ribbon.width - px(30))
        theme.blit_text(
            canvas,
            headline,
            size,
            ink,
            "display",
            shadow=ink == theme.MOONLIGHT,
            center=ribbon.center,
        )
        y = ribbon.bottom + px(12)
        if who:
            label = theme.blit_text(
                canvas,
                _fit(who, theme.FONT_BUTTON, width - px(64)),
                theme.FONT_BUTTON,
                accent,
                shadow=True,
                midtop=(width // 2, y),
            )
            draw_brush_line(canvas, width // 2, label.bottom + px(2), label.width + px(40))
        y += theme.font(theme.FONT_BUTTON).get_linesize() + px(10)
        if self.breakdown is not None:
            said = ending_text(self.app, self.session, self.ending_line())
            ending = _fit(said, theme.FONT_BODY, width - px(64))
            theme.blit_text(
                canvas,
                ending,
                theme.FONT_BODY,
                theme.MOONLIGHT,
                shadow=True,
                midtop=(width // 2, y),
            )
        for table in layout.tables:
            self.tables.draw_table(canvas, layout.text_size, layout.line_height, table)
        note_h = theme.font(NOTE_SIZE).get_linesize()
        if layout.notes_rect is not None:  # a panel of their own: the table never shows
            draw_panel(  # through
                canvas, layout.notes_rect, alpha=230, radius=10, border_width=1, shadow=False
            )
        middle = width // 2 if layout.notes_rect is None else layout.notes_rect.centerx
        for i, note in enumerate(layout.notes):
            theme.blit_text(
                canvas,
                note,
                NOTE_SIZE,
                theme.TEXT_DIM,
                midtop=(middle, layout.notes_top + i * note_h),
            )
        self.menu.draw(canvas)
        if self.demo:
            left = max(0, math.ceil(DEMO_RESULTS_SECONDS - self.time))
            draw_hint(canvas, self.app.tr("results.demo_next", seconds=left))
        else:
            key = "results.hint_" + self.review_words[8:]  # M: 'review my' or whose
            key = "results.hint" if self.review_button is None else key
            key = "results.hint_lesson" if self.lesson else key
            draw_hint(canvas, self.app.tr(key))
        self.draw_seed(canvas)  # on the hint's strip

    def seed_words(self) -> str:
        """ "Seed 4242": the Advanced options of the setup take it, to play the same game
        again (newcomer P: 'seed random, not shown anywhere'); none for a lesson."""
        return "" if self.lesson else self.app.tr("results.seed", seed=self.session.seed)

    def draw_seed(self, canvas: pygame.Surface) -> pygame.Rect | None:
        """The seed, small, in the bottom right corner on the hint's strip (the game
        is over: it reveals nothing)."""
        words = self.seed_words()
        if not words:
            return None
        width, height = canvas.get_size()
        return theme.blit_text(
            canvas,
            words,
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            bottomright=(width - theme.px(16), height - theme.px(14)),
        )


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
            canvas.blit(tag, tag.get_rect(midright=(rect.right - px(24), rect.top)))
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
    (issue 33, newcomer B, res01.png)."""
    seats = getattr(session, "seats", None) or []
    if 0 <= seat < len(seats) and seats[seat].is_ai:
        level_key = f"setup.level.{seats[seat].level}"
        level = app.tr(level_key) if app.tr.has(level_key) else str(seats[seat].level)
        return str(
            app.tr("results.seat.computer", seat=seat_name(app, session.game, seat), level=level)
        )
    return person_seat_name(app, session, seat)


def unnamed_people(session: Any) -> bool:
    """People played and none of them was given a name: the game counts in no Records."""
    people = [seat for seat in getattr(session, "seats", []) if not seat.is_ai]
    return bool(people) and not any(seat.name for seat in people)
