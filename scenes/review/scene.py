"""The computer's review of one person's moves (issue 34, section 3): while the AI
worker works it out, a progress bar and Cancel; then a graph of the win chance across
the game, whose every dot tells its moment (hovered, or walked with Left/Right) and
opens the replay there (clicked, or Enter), the three moves that cost most (each opens
the replay at that moment), the moves as good as the computer's and, for Night, the
throws. Keyboard, gamepad (as arrows, A and B) and mouse; the footer names only the
keys that do something on the screen as it is."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ninjas import review as rv
from ninjas.core.history import Record
from ninjas.core.i18n import Subject

from .. import theme
from ..menu_scene import MenuScene
from ..registry import seat_name
from ..widgets import Button, Menu, Widget, draw_hint, draw_panel, shortened, wrap_text
from . import (
    ahead,
    close_call,
    forced,
    hint_words,
    kept_work,
    keys,
    night_miss,
    no_costly,
    other_words,
    plain_first,
    summary,
    swing,
    whole_words,
)
from .chart import Chart, Lines
from .decisions import DecisionList, Row
from .graph import COMPUTER, COSTLY, GOOD, draw_graph, plot_rect
from .job import ReviewJob, Runner, workers_runner
from .live import count_words, draw_live, draw_progress
from .live_rows import LiveRows
from .moment_button import MomentButton
from .moments import moments
from .result_words import result_words
from .rows import DETAIL_LINE, Line, fit_rows
from .soft_note import draw_worst_rows, move_colour, row_colour, verdict_kind
from .subject import review_tr
from .why import why_lines
from .words import MoveWords

if TYPE_CHECKING:
    from ..app import App

log = logging.getLogger(__name__)

TEXT = 24
"""The screen's lines (capitals over 11 px at 1280x720, read from the sofa)."""
LINE = 32
AHEAD = 0.05
"""A move as good as the computer's whose figure is this much higher (5 points of win
chance) is said better than the computer's, in the good colour, not 'close'."""
DECISION_ROWS = 4
"""The decisions' list keeps room for this many rows under the summary, its Night
throws' lines given up first (newcomer I, s10, nc-99/172.png: one row at a time)."""


class ReviewScene(MenuScene):
    """`ReviewScene(app, record, path, seat)`: the review of `seat`, worked out in the
    worker unless kept with the record. Esc goes back (a review under way is cancelled)."""

    def __init__(
        self,
        app: App,
        record: Record,
        path: Path | None,
        seat: int,
        budget: rv.Budget | None = None,
        runner: Runner = workers_runner,
    ) -> None:
        super().__init__(app)
        self.record = record
        self.path = path
        self.seat = seat
        self.budget = budget or rv.budget_for(record.save.game)
        self.runner = runner
        taken = ahead.take(app, path, seat, self.budget, runner)
        self.job = taken or ReviewJob(record, path, seat, budget, runner, kept=kept_work.of(app))
        """The review worked out while the results were read (ahead.py), or a new job."""
        self.forced = forced.SeatForced(record.save)
        self.words = MoveWords(app, record, seat, self.name)
        self.worst: list[rv.Item] = []
        self.back_button = Button(app, (0, 0, 1, 1), self.back_label, self.back)
        self.other_button = Button(app, (0, 0, 1, 1), lambda: other_words.label(self), self.other)
        self.start_button = no_costly.start_button(self)
        self.worst_buttons: list[MomentButton] = []
        self.widgets: list[Widget] = []
        """Every widget of the menu; the rows that do not fit whole are left out of it."""
        self.rows: list[tuple[pygame.Rect, list[Line]]] = []
        """The costly moves' rows shown: each button's rect and its lines (rows.py),
        from the costly move `first_row` on (row_page.py)."""
        self.first_row = 0
        self.chart = Chart(app, self.open_moment, self.tip_lines)
        self.cut = whole_words.CutWords()
        self.decisions = DecisionList(app, self.open_moment, self.decision_row)
        """Every decision, listed when none cost anything (the side panel was empty)."""
        self.live_rows = LiveRows(app, self.open_moment)  # (the costly moves so far)
        self._rows: dict[tuple[str, int, rv.Item], Row] = {}
        self.areas: dict[str, pygame.Rect] = {}
        self._moments: tuple[str, list[str]] | None = None
        self.built_for: rv.Review | None = None
        """The review the menu was built for (None while worked out)."""
        self._tips: dict[tuple[str, int, rv.Item], Lines] = {}
        self.throws_shown = summary.THROWS_SHOWN
        self.offer_room = True
        """The Night throws listed under the summary (layout gives some up to the rows)."""
        self.summary_foot = 1 << 30
        """Where the summary's lines stop, over the decisions' list (place_decisions)."""
        self.build_menu()

    # ------------------------------------------------------------------ words
    def moment(self, index: int) -> str:
        """Action `index` in its game's words ("Turn 8, 2nd die"), not "Action 22"."""
        lang = self.tr.lang
        if self._moments is None or self._moments[0] != lang:
            self._moments = (lang, moments(self.tr, self.record.save, self.seat))
        said = self._moments[1]
        return said[index] if 0 <= index < len(said) else str(index + 1)

    @property
    def tr(self) -> Subject:
        """The words said of the seat reviewed, or to its person (subject.py)."""
        return review_tr(self.app, self.record, self.seat, self.name)

    @property
    def game(self) -> str:
        return self.record.save.game

    def name(self, seat: int) -> str:
        names = self.record.summary.names
        given = names[seat] if seat < len(names) else None
        return given or seat_name(self.app, self.game, seat)

    def percent(self, value: float) -> str:
        return self.tr("review.percent", value=round(value * 100))

    def chance(self, item: rv.Item, value: float) -> str:
        """A decision's chance: a range where its margin is wide (close_call)."""
        return close_call.chance(self, item, value)

    def back_label(self) -> str:
        return self.tr("review.cancel" if self.working else "review.back")

    @property
    def working(self) -> bool:
        job = self.job
        return not (job.done or job.cancelled or job.failed)

    def people(self) -> list[int]:
        """The seats one may review here: every seat's, the computers' too (whose.py)."""
        return list(range(len(self.record.summary.seats)))

    # ------------------------------------------------------------------ actions
    def other(self) -> None:
        """The review of the next person of the game."""
        people = self.people()
        if len(people) < 2:
            return
        self.job.cancel()
        self.seat = other_words.next_seat(self)
        kept = kept_work.of(self.app)  # (the work so far is kept: back here, it goes on)
        self.job = ReviewJob(self.record, self.path, self.seat, self.budget, self.runner, kept=kept)
        self.words = MoveWords(self.app, self.record, self.seat, self.name)
        self._moments = None  # (they say the person's own turns)
        self.worst = []
        self.chart.set_items([])
        self.build_menu()

    def open_moment(self, item: rv.Item) -> None:
        """The replay at the item's moment, the computer's move shown on its board."""
        try:
            from .computer_move import ComputerMove, open_with_computer_move
        except ImportError:  # the replays are not in this build
            from ..message import MessageScene

            tr = self.tr
            self.app.push(
                MessageScene(self.app, tr("review.no_replay.title"), tr("review.no_replay"))
            )
            return
        tr = self.tr
        played, best = (move for _, move in self.said(item))
        mine, its = close_call.pair(self, item)  # (never the computer's under the move's)
        longer = hint_words.longer(self, item)  # (a hinted move: as its row says it)
        move = ComputerMove(
            item.index,
            item.computer,
            tr("review.tip.hint_move" if longer else "review.tip.computer", move=best, chance=its),
            tr("review.tip.played", move=played, chance=mine),
            item.move == item.computer,
            self.seat,
            costly=not item.as_good and item.loss > 0,
            moment=self.moment(item.index),
            heads=(its, best, mine, played),
            verdict=close_call.caption_verdict(self, item),
            named=self.tr.name,
            longer=longer,
        )
        source = self.path if self.path is not None else self.record
        # the review under way goes on while the replay is looked at (only the top
        # scene is updated)
        background = self.job.poll if self.working else None
        self.app.push(open_with_computer_move(self.app, source, move, background))

    def back(self) -> None:
        self.job.cancel()
        if self.app.top is self:
            self.app.pop()

    def on_exit(self) -> None:
        self.job.cancel()

    # ------------------------------------------------------------------ scene
    @property
    def animating(self) -> bool:
        return self.working

    def build_menu(self) -> None:
        review = self.built_for = self.job.review
        self.worst = review.worst() if review is not None else []
        self.first_row = 0
        self.worst_buttons = [self.moment_button(item) for item in self.worst]
        if review is not None:
            if self.chart.items != review.items:  # (the same when it filled as it came)
                self.chart.set_items(review.items)
            for item in review.items:  # a tooltip's words replay the game to its moment
                self.app.when_idle(lambda item=item: self.warm_tip(item))
        # the graph after the costly moves, first of all when there is none (after the
        # list of decisions then): Enter and a pad's A then open the replay at its dot
        # (Left/Right walk the dots from anywhere)
        listed = review is not None and not self.worst
        self.decisions.set_items(review.items if listed and review is not None else [])
        no_costly.choose_closest(self, review)  # (Enter replays it: newcomer H, s10)
        listing: list[Widget] = [self.decisions] if self.decisions.items else []
        if review is None:  # worked out: the costly moves so far, as they come
            listing = [self.live_rows]
        widgets: list[Widget] = [*self.worst_buttons, *listing, self.chart, self.back_button]
        if review is not None and no_costly.offered(self, review):
            widgets.append(self.start_button)
        if len(self.people()) > 1:
            widgets.append(self.other_button)
        self.widgets = widgets
        self.menu = Menu(widgets)
        self.menu.focus(self.first_focus())
        self.focus_chosen = False
        self.relayout()

    def first_focus(self) -> int:
        """Where the focus starts: the costly moves, the decisions listed or the graph,
        never the buttons under them (issue 33: it stood on 'Stop for now' while the
        review was worked out, and Enter at once left it); -1, none, while none of
        those has anything to choose."""
        buttons = (self.back_button, self.other_button, self.start_button)
        widgets = self.menu.widgets
        choosable = [i for i, w in enumerate(widgets) if w.can_focus and w not in buttons]
        if choosable or self.working:
            return choosable[0] if choosable else -1
        return next((i for i, w in enumerate(widgets) if w.can_focus), -1)  # (only Back)

    def moment_button(self, item: rv.Item) -> MomentButton:
        """A costly move's button, whole on one line or two (moment_button.py)."""
        return MomentButton(self.app, self, item, lambda: self.open_moment(item), TEXT)

    def update(self, dt: float) -> None:
        was_working = self.working
        self.job.poll()
        if (was_working and not self.working) or self.built_for is not self.job.review:
            self.build_menu()  # (done, maybe while the replay opened from here was shown)
        elif self.working and len(self.chart.items) != len(self.job.items):
            self.chart.grow(self.job.items)  # the graph fills as the decisions come
            self.relayout()
        super().update(dt)

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        width, height = size
        margin = px(32)
        top = px(96)
        bottom = height - px(56) - px(62)
        button_w = min(px(300), (width - 2 * margin) // 2 - px(10))
        shown = [self.back_button, self.start_button, self.other_button]
        shown = [shown[0], *(b for b in shown[1:] if b in self.widgets)]
        no_costly.place_buttons(shown, width, height - px(58), button_w)
        if not self.working and self.job.review is None:  # cancelled, or failed
            self.areas = {"progress": pygame.Rect(0, 0, min(px(760), width - 2 * margin), px(200))}
            self.areas["progress"].center = (width // 2, height // 2)
            return
        split = margin + (width - 2 * margin) // 2  # (the moves' words need the room)
        graph = pygame.Rect(margin, top, split - margin - px(10), bottom - top)
        side = pygame.Rect(split + px(10), top, width - margin - split - px(10), bottom - top)
        self.areas = {"graph": graph, "side": side}
        self.chart.place(plot_rect(graph, self.percent), len(self.record.save.actions))
        self.chart.frame = graph  # (its focus ring goes round the panel)
        texts = [
            plain_first.block(self, item)
            + why_lines(self, item)  # why the computer's was better (issue 33, s10)
            for item in self.worst[self.first_row :]
        ]
        buttons = self.worst_buttons[self.first_row :]
        tall = [button.height_for(side.width - px(28)) for button in buttons]
        rows = fit_rows(side, texts, side.width - px(36), tall)
        self.rows = summary.fit_under_rows(self, side, rows, TEXT)  # (the summary whole)
        for button, (rect, _) in zip(buttons, self.rows, strict=False):
            button.rect = rect
        self.show_rows(len(self.rows))
        review = self.job.review
        if self.decisions.items and review is not None:  # under the summary's lines
            summary.place_decisions(self, review, side, TEXT, DECISION_ROWS)

    def show_rows(self, count: int) -> None:
        """Only the `count` costly moves' buttons shown in the menu (the focus kept)."""
        first = self.first_row
        hidden = self.worst_buttons[:first] + self.worst_buttons[first + count :]
        focused = self.menu.focused
        self.menu.widgets = [w for w in self.widgets if w not in hidden]
        if focused in self.menu.widgets:
            self.menu.focus(focused)
        else:
            self.menu.focus(self.first_focus())

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        theme.draw_background(canvas)  # the night sky of the other screens, never black
        px = theme.px
        width = canvas.get_width()
        tr = self.tr
        title = tr("review.title", name=self.name(self.seat))
        theme.blit_text(
            canvas,
            shortened(title, theme.FONT_HEADING, width - px(64), "display"),
            theme.FONT_HEADING,
            theme.GOLD,
            "display",
            shadow=True,
            midtop=(width // 2, px(20)),
        )
        if self.working:
            self.draw_working(canvas)
        elif self.job.review is None:
            self.draw_progress(canvas)
        else:
            self.draw_review(canvas, self.job.review)
        self.menu.draw(canvas)
        if "graph" in self.areas:
            self.chart.draw_tip(canvas, self.areas["graph"])
            self.decisions.draw_tip(canvas, self.areas["side"])  # (cut words whole)
            self.cut.draw(canvas, self.areas["graph"])
        draw_hint(canvas, tr(self.hint_key()))

    def hint_key(self) -> str:
        """The footer: only what works now (issue 33: 'Up/Down: choose · Enter: replay
        that moment' stood over a review with nothing to choose)."""
        if self.working:
            if self.live_rows.can_focus:
                return "review.hint.working.moves"
            return "review.hint.working.graph" if self.chart.can_focus else "review.hint.working"
        if not self.chart.can_focus:  # cancelled, failed, or no choice made in the game
            return "review.hint.back"
        if self.worst_buttons:
            return "review.hint"
        return "review.hint.decisions" if self.decisions.can_focus else "review.hint.graph"

    def handle_event(self, event: pygame.event.Event) -> None:
        """Left/Right walk the graph's dots wherever the focus is (a pad's D-pad too)."""
        self.ensure_layout(self.app.view_size)
        self.cut.point(event)  # (the graph's notes cut: whole under the pointer)
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.focus_chosen = True  # (the person's own focus is never moved for them)
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
            and self.chart.can_focus
        ):
            self.menu.focus(self.chart)
            self.chart.adjust(-1 if event.key == pygame.K_LEFT else 1)
            return
        if keys.up_down(self, event):  # (never onto the buttons: L's Down, then Enter)
            return
        if event.type == pygame.MOUSEWHEEL and self.decisions.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            item = self.row_words_at(event.pos)
            if item is not None:  # a costly move's words under its button open it too
                self.app.audio.play("click")
                self.open_moment(item)
                return
        super().handle_event(event)

    def row_words_at(self, pos: tuple[int, int]) -> rv.Item | None:
        """The costly move whose words (the move made, the computer's) lie under `pos`,
        as its button's line does (issue 33, newcomer I clicked a listed move's words)."""
        for (rect, lines), item in zip(self.rows, self.worst[self.first_row :], strict=False):
            words = pygame.Rect(
                rect.left, rect.bottom, rect.width, len(lines) * theme.px(DETAIL_LINE) + theme.px(4)
            )
            if words.collidepoint(pos) and not self.working:
                return item
        return None

    def draw_working(self, canvas: pygame.Surface) -> None:
        """The graph of the decisions reviewed so far, the costliest so far ringed, and
        beside it what is left (scenes/review/live.py)."""
        graph, side = self.areas["graph"], self.areas["side"]
        self.cut.cut.clear()
        draw_panel(canvas, graph)
        draw_panel(canvas, side)
        so_far = self.job.so_far()
        worst = {item.index for item in so_far.worst()}
        actions = len(self.record.save.actions)
        tr, note = self.tr, self.note()
        drawn = (canvas, graph, so_far, actions, worst, tr, self.percent, note, None, self.shade)
        draw_graph(*drawn, pointer=self.missed)  # (a throw that missed: a pointer's dot)
        self.live_rows.lay(draw_live(self, canvas, side, so_far))
        if not self.focus_chosen and self.menu.focused is self.chart and self.live_rows.can_focus:
            # the keys start on the costly moves once some are listed, not on the dot
            # the focus fell to before them (issue 33, newcomer X: Enter opened the first
            # dot's tooltip, not the costly move named on the right)
            self.menu.focus(self.live_rows)

    def draw_progress(self, canvas: pygame.Surface) -> None:
        """A review cancelled, or one the worker could not finish."""
        px = theme.px
        tr = self.tr
        area = self.areas["progress"]
        draw_panel(canvas, area)
        job = self.job
        words = tr("review.failed" if job.failed else "review.cancelled")
        theme.blit_text(
            canvas,
            shortened(words, TEXT, area.width - px(40)),
            TEXT,
            theme.MOONLIGHT,
            midtop=(area.centerx, area.top + px(30)),
        )
        bar = pygame.Rect(area.left + px(40), area.top + px(90), area.width - px(80), px(28))
        draw_progress(canvas, bar, job.progress)
        count = count_words(self)
        theme.blit_text(
            canvas, count, TEXT, theme.TEXT_DIM, midtop=(area.centerx, bar.bottom + px(14))
        )

    def draw_review(self, canvas: pygame.Surface, review: rv.Review) -> None:
        px = theme.px
        tr = self.tr
        graph, side = self.areas["graph"], self.areas["side"]
        self.cut.cut.clear()
        draw_panel(canvas, graph)
        draw_panel(canvas, side)
        draw_graph(
            canvas,
            graph,
            review,
            len(self.record.save.actions),
            {item.index for item in self.worst},
            tr,
            self.percent,
            self.note(),
            review.outcome,
            self.shade,
            result_words(tr, self.record.summary, self.seat),
            self.cut.cut,
            self.missed,
        )
        heading = tr(
            "review.worst"
            if self.worst
            else "review.decisions"
            if self.decisions.items
            else "review.worst.title"
        )
        theme.blit_text(
            canvas,
            shortened(heading, TEXT, side.width - px(28)),
            TEXT,
            theme.GOLD,
            topleft=(side.left + px(16), side.top + px(16)),
        )
        # the computer's move in the blue the replay marks it in (computer_move.py)
        colours = (COMPUTER, COSTLY, theme.TEXT_DIM, theme.MOONLIGHT)  # plain_first, why
        y = draw_worst_rows(self, canvas, colours) if self.rows else side.top + px(56)
        lines = self.summary_lines(review)
        foot = side.bottom - px(8)
        if self.decisions.items:  # the list under the lines (summary.place_decisions)
            foot = min(foot, self.summary_foot)
        for line, colour in lines:  # each wrapped, whole or not at all (issue 33: a
            # Night throw's '(-0,4)' was cut to '(-…')
            parts = wrap_text(line, TEXT, side.width - px(32))
            if y + len(parts) * px(LINE) > foot:
                break
            for part in parts:
                theme.blit_text(canvas, part, TEXT, colour, topleft=(side.left + px(16), y))
                y += px(LINE)

    def shade(self, canvas: pygame.Surface, plot: pygame.Rect) -> list[pygame.Rect]:
        """The seat's turns with no choice, shaded and counted on the graph (forced.py);
        the bands drawn (the legend says them)."""
        groups = self.forced.groups(self.job)  # (worked out once per change)
        key = "review.forced.rounds" if self.game == "night" else "review.forced.turns"
        actions = len(self.record.save.actions)
        return forced.draw_forced(canvas, plot, groups, actions, lambda n: self.tr.plural(key, n))

    def missed(self, item: rv.Item) -> bool:
        """A Night throw that missed: the hand's luck, a pointer on the graph."""
        return night_miss.missed(self, item)

    def note(self) -> str:
        """What moves the line between the seat's dots, in its game's words, its
        biggest jump named (swing.py)."""
        return swing.note_words(self)

    def warm_tip(self, item: rv.Item) -> None:
        """A dot's tooltip worked out in a still frame, so that hovering it waits for
        nothing (20 to 40 ms each under load for Dojo and Night: the words replay the
        game to the dot's moment)."""
        if self in self.app.stack and item in self.chart.items:
            self.tip_lines(item)

    def tip_lines(self, item: rv.Item) -> Lines:
        """A dot's tooltip: its moment and who moved, the win chance before the move,
        the move made and the computer's with the chance after each, and what a click
        does (kept per language)."""
        key = (self.tr.lang, self.seat, item)
        if key not in self._tips:
            self._tips[key] = self._tip_lines(item)
        return self._tips[key]

    def _tip_lines(self, item: rv.Item) -> Lines:
        tr = self.tr
        played, best = (move for _, move in self.said(item))
        moment = self.moment(item.index)
        lines: Lines = [
            (tr("review.tip.title", moment=moment, name=self.name(self.seat)), theme.GOLD),
            (tr("review.tip.before", chance=self.chance(item, item.before)), theme.MOONLIGHT),
            (
                tr("review.tip.played", move=played, chance=close_call.pair(self, item)[0]),
                GOOD if item.as_good else move_colour(self.game, item),
            ),
        ]
        if item.move == item.computer:  # a hint shown and followed: say what the review found
            lines.append((self.hinted(item) or tr("review.tip.same"), theme.TEXT_DIM))
        else:
            chance = close_call.pair(self, item)[1]
            lines.append((tr("review.tip.computer", move=best, chance=chance), theme.TEXT_DIM))
            if item.as_good:  # within the playouts' noise, or short by little: no cost
                lines.append((close_call.tip_close(self, item), theme.TEXT_DIM))
            else:
                lines.append((self.cost_words(item), move_colour(self.game, item)))
        lines.append((tr("review.tip.open"), theme.TEXT_DIM))
        return lines

    def decision_row(self, item: rv.Item) -> Row:
        """A decision's row in the list (kept per language): its moment, whether the
        computer would have played it too or how near its own move came, and the move
        played (with the computer's, where it differs)."""
        key = (self.tr.lang, self.seat, item)
        if key not in self._rows:
            tr = self.tr
            played, best = (move for _, move in self.said(item))
            words = tr("review.worst.played", move=played)
            after, other = close_call.pair(self, item)
            hint, prefers = hint_words.decision_hint(self, item)
            if hint:  # the hint's move: what a longer look prefers (issue 33, newcomer Q)
                verdict, colour, words = hint, GOOD, f"{words} · {prefers}"
            elif item.move == item.computer:  # (its chance too: s21)
                verdict, colour = tr("review.decision.same", after=after), GOOD
            else:
                kind = verdict_kind(self, item)  # (an opening: a pointer, never a cost)
                if not close_call.within(item) and item.after_move >= item.after_computer + AHEAD:
                    kind = "ahead"  # (newcomer H, s10, nc-98/073.png: 'close: you 38%,
                    # the computer 19%' in grey, for a move the figures put ahead)
                give = round(item.margin * 100)  # (close_call: no order within the margin)
                one = kind in ("unclear", "close") and after == other  # (one figure: s21)
                shared = ".shared" if one else ""
                verdict = tr(f"review.decision.{kind}{shared}", after=after, best=other, give=give)
                colour = row_colour(self, item, kind)  # (ahead: green)
                words += " · " + tr("review.worst.computer", move=best)
            self._rows[key] = (self.moment(item.index), verdict, colour, words)
        return self._rows[key]

    def cost_words(self, item: rv.Item) -> str:
        return hint_words.cost_words(self, item)

    def hinted(self, item: rv.Item) -> str:
        return hint_words.hinted(self, item)

    def said(self, item: rv.Item) -> list[tuple[str, str]]:
        """The move made and the computer's, in words; with their notation too when the
        words are alike for two moves that differ (never for a summoning's same dice
        placed in another order: the order is no choice, ninjas.review.GROUPED)."""
        played = self.words(item.index, item.move)
        best = self.words.computer(item.index, item.move, item.computer)  # (no length)
        same = sorted(item.move.split(rv.JOINED)) == sorted(item.computer.split(rv.JOINED))
        if played == best and not same:
            played, best = f"{played} ({item.move})", f"{best} ({item.computer})"
        return [("played", played), ("computer", best)]

    def summary_lines(self, review: rv.Review) -> list[tuple[str, theme.Colour]]:
        return summary.summary_lines(self, review)
