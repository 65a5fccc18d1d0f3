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
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ninjas.core.breakdown import Breakdown, Line
from ninjas.core.session import GameSession
from ninjas.games import score_breakdown

from . import results_notes, results_replay, theme
from .lesson_after import next_session
from .menu_scene import MenuScene
from .registry import (
    SEAT_SIDES,
    make_game_scene,
    person_name,
    person_seat_name,
    play_over_title,
    seat_name,
    to_title,
)
from .results_ending import ending_text
from .results_guard import GRACE_SECONDS, OpeningGuard, unfocus
from .results_moment import ResultsMoment, celebrated
from .results_story import story_gives_way, story_note, with_story
from .results_tables import (
    ScoreTables,
    SeatTable,
    _fit,
    fitted_headline,
    seat_colour,
    unnamed_people,
)
from .results_title import ribbon_look, said_ending
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


SEED_GAP = 48
"""Design px at least between the keys' line and the seed after it (s21)."""
CORNER_RIGHT = 16
"""Design px between the seed's end and the window's right edge."""


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
    note_tops: list[int] = field(default_factory=list)
    """Each note line's top from the first's (results_notes: leading, paragraphs)."""


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
        self.moment = ResultsMoment(self)
        """The ending seen on the table before the cards (results_moment.py)."""
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
        self.replay_button = results_replay.replay_button(self)  # P (newcomer L, s17)
        widgets += [self.replay_button] if self.replay_button is not None else []
        self.menu = Menu(widgets)
        unfocus(self.menu)
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
        from .review.whose import review_seats, seat_label

        def opened(seat: int) -> None:
            self.app.push(open_review(self.app, path, seat))

        seats = review_seats([seat.is_ai for seat in self.session.seats])  # computers too
        named = [(seat_label(self.app, self.session, seat), seat) for seat in seats]
        self.app.push(ReviewWhoScene(self.app, named, opened))

    def view_board(self) -> None:
        """Back to the table, to look at the final position (it offers the results again)."""
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ scene
    def on_enter(self) -> None:
        self.guard.open()
        if not celebrated(self):  # (Taisen's table played it with its banner)
            self.app.audio.play("defeat" if self.lone_human_lost() else "victory")

    def on_exit(self) -> None:
        review_ahead.stop(self.app)  # (its work is kept for the review)

    def back(self) -> None:
        self.view_board()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout(self.app.view_size)
        if self.moment.active:  # a key pressed now waits for its release (the guard)
            fresh = event.type == pygame.KEYDOWN and event.key not in self.guard.held
            self.guard.accepts(event)
            self.moment.take(event, fresh)
            return
        if self.demo or not self.guard.accepts(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in SKIP_KEYS and self.menu.focused is None:
                return  # a skip key: never a rematch by accident
            if event.key == pygame.K_r:
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
            elif event.key == pygame.K_p:
                results_replay.press(self)
                return
        super().handle_event(event)

    @property
    def animating(self) -> bool:
        return self.moment.active or super().animating

    def update(self, dt: float) -> None:
        if self.review_button is not None and not self.review_button.enabled:
            self.review_button.enabled = self.record_path() is not None
        results_replay.refresh(self)
        if self.moment.active:  # the cards' time starts when they show
            self.moment.tick(dt)
            return
        self.time += dt
        self.guard.tick(dt)
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
        if self.replay_button is not None:
            buttons.append(self.replay_button)
        widths = results_replay.button_widths(buttons, width - 2 * margin, gap, px(270))
        button_top = height - max(HINT_STRIP_HEIGHT, px(44)) - px(14) - button_h
        left = width // 2 - (sum(widths) + (len(buttons) - 1) * gap) // 2
        for button, button_w in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(left, button_top, button_w, button_h)
            left += button_w + gap
        room = width - 2 * margin - px(2 * results_notes.INSET) - self.notes_side()
        set_notes = results_notes.lay_out(self.summary_lines, NOTE_SIZE, room)
        notes = set_notes.lines  # narrower by what stands beside them (Night's 'Every throw')
        note_font = theme.font(NOTE_SIZE)
        notes_rect: pygame.Rect | None = None
        notes_top = button_top
        if notes:  # on a panel of their own, clear of the buttons
            widest = max(note_font.size(note)[0] for note in notes)
            notes_rect = pygame.Rect(
                0, 0, widest + px(2 * results_notes.INSET), set_notes.height + px(16)
            )
            notes_rect.midbottom = (width // 2, button_top - px(16))
            notes_top = notes_rect.top + px(8)
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
            size, ribbon, text_size, line_h, tables, notes, notes_top, notes_rect, set_notes.tops
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
        if self.moment.active:
            self.moment.draw(canvas)
            return
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
        panel = layout.notes_rect
        left = width // 2 if panel is None else panel.left + px(results_notes.INSET)
        for i, note in enumerate(layout.notes):
            top = layout.note_tops[i] if i < len(layout.note_tops) else i * note_h
            theme.blit_text(
                canvas,
                note,
                NOTE_SIZE,
                theme.MOONLIGHT,  # read from the sofa (newcomer G, s16: 'the least readable')
                topleft=(left, layout.notes_top + top),
            )
        self.menu.draw(canvas)
        if self.demo:
            left = max(0, math.ceil(DEMO_RESULTS_SECONDS - self.time))
            draw_hint(canvas, self.app.tr("results.demo_next", seconds=left))
        else:  # the keys clear of the corner's words
            draw_hint(canvas, self.hint_words(), self.corner_kept())
        self.draw_corner(canvas)  # on the hint's strip

    def hint_words(self) -> str:
        """The keys' line on the strip at the foot of the screen."""
        key = "results.hint_" + self.review_words[8:]  # M: 'review my' or whose
        key = "results.hint" if self.review_button is None else key
        key = "results.hint_lesson" if self.lesson else key
        return str(self.app.tr(key))

    def corner_words(self) -> str:
        """The small words in the bottom right corner of the keys' line: none here. The
        seed stood there ('Graine 6911609665797632414', newcomer P asked for it): jargon
        on a couch's results (newcomer B, s22, FR 1280x720, 25results); the History says
        each game's seed, and the setup's Advanced options take it to play it again."""
        return ""

    def corner_kept(self) -> int:
        """Real px the corner's words take at the right of the keys' line, with SEED_GAP
        before them (s21: centred, the keys ran up to within 46 px of a long seed)."""
        words = self.corner_words()
        if not words:
            return 0
        return theme.font(theme.FONT_SMALL).size(words)[0] + theme.px(CORNER_RIGHT + SEED_GAP)

    def draw_corner(self, canvas: pygame.Surface) -> pygame.Rect | None:
        """The corner's words, small, in the bottom right corner on the hint's strip."""
        words = self.corner_words()
        if not words:
            return None
        return self.blit_corner(canvas, words)

    @staticmethod
    def blit_corner(canvas: pygame.Surface, words: str) -> pygame.Rect:
        """`words` small and dim in the bottom right corner, where the seed stands."""
        width, height = canvas.get_size()
        return theme.blit_text(
            canvas,
            words,
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            bottomright=(width - theme.px(CORNER_RIGHT), height - theme.px(14)),
        )
