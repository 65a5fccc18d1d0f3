"""Seat setup before a game: human or AI per seat, AI difficulty, who starts, seed."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.ai.agents import LEVELS
from ninjas.core.autosave import game_at_risk
from ninjas.core.session import GameSession, Seat
from ninjas.core.tmx import LevelError
from ninjas.games import ALL_GAMES
from ninjas.levels import LEVEL_GAMES, LevelEntry, refused_levels
from ninjas.options import chosen_options, game_option, game_options, new_game_options

from . import theme
from .ai_turn import warm_up_worker
from .edit_field import EditedDigitField
from .menu_scene import MenuScene
from .message import MessageScene
from .phones import PHONE_GAMES
from .registry import SEAT_KEYS, TUTORIALS, is_playable, make_game_scene, make_tutorial
from .save_notice import tell_moved_aside
from .settings_scene import ScaleChoice
from .setup_parts import count_top, first_game, level_line, pace_row, who_starts
from .setup_parts.advanced import AdvancedRow, HideButton
from .setup_parts.layout import setup_layout
from .setup_parts.name_row import SeatNameRow
from .setup_parts.names import SeatNames
from .setup_parts.remembered import remembered_seats
from .setup_parts.seat_count import SeatCount
from .setup_parts.seat_leave import SeatLeave
from .setup_parts.seat_naming import SeatNaming
from .setup_parts.seat_pads import SeatPads
from .setup_parts.seat_panel import SeatPanels
from .tableflow.history_keeper import ask_to_give_up
from .widgets import (
    Button,
    Choice,
    Menu,
    Widget,
    draw_brush_line,
    draw_hint,
    draw_panel,
    shortened,
)

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)
PREPARED_TABLES: set[str] = set()
"""The games whose table art this process has built ahead (SetupScene.prepare_table)."""

AI_LEVELS = LEVELS
"""The difficulty presets offered to players (ninjas.ai.AGENT_NAMES has more, for tools)."""


def _static_values(key: str) -> dict[str, tuple[Any, ...]]:
    return {
        game: option.values
        for game in ALL_GAMES
        if (option := game_option(game, key)) is not None and option.values
    }


FIRST_PLAYER_CHOICES: dict[str, tuple[str, ...]] = _static_values("first")
"""Values of options["first"] per game, in the order the choice cycles."""

PLAYER_COUNTS: dict[str, tuple[int, ...]] = _static_values("players")
"""Games for more than two: the player counts offered (seats beyond the count rest)."""
MODES: dict[str, tuple[str, ...]] = _static_values("mode")
"""Games with modes: options["mode"], in the order the choice cycles."""


def extra_choices(game: str) -> list[tuple[str, tuple[Any, ...]]]:
    """Other options a game offers on the setup screen: (option, values, first the
    default), as ninjas.options declares them, levels read now (only those that load);
    each value is shown as setup.<option>.<value>."""
    return [
        (option.key, option.choices())
        for option in game_options(game)
        if option.key not in ("first", "players", "mode")
    ]


def level_problem(app: App, error: LevelError) -> str:
    """Why a level file cannot be played, in the player's language."""
    return app.tr(f"level.problem.{error.code}")


REFUSED_SHOWN = 2
"""Level files named, with their reason, under the options; the rest are counted."""


def refused_levels_text(app: App, refused: list[LevelEntry]) -> str:
    """ "Not offered: zzz.tmx is not a Tiled map; ..." for the files the list leaves out."""
    named = [
        f"{entry.file_name} {level_problem(app, entry.problem)}"
        for entry in refused[:REFUSED_SHOWN]
        if entry.problem is not None
    ]
    files = "; ".join(named)
    if len(refused) > REFUSED_SHOWN:
        files += ", " + app.tr("setup.levels_refused.more", count=len(refused) - REFUSED_SHOWN)
    return app.tr("setup.levels_refused", files=files)


DEFAULT_SEATS = (Seat("human"), Seat("ai", "normal"))


def last_person(last_names: dict[str, list[str | None]]) -> str | None:
    """The first name given in the setup made last (`last_names` keeps the games in the
    order they were last set up: SetupScene.remember), None if it named nobody."""
    last = list(last_names.values())[-1] if last_names else []
    return next((name for name in last if name), None)


PAD_TWO_LINES = 44
"""The least design height of a pad's button that says its state and, under it, what
to do (or the pad's name)."""


class SetupScene(SeatCount, SeatLeave, SeatNaming, SeatPads, MenuScene):
    """`SetupScene(app, game)`; Start replaces this scene with the game's scene. Esc
    (and Back) go back keeping what was chosen; F1 opens the game's rules."""

    def __init__(
        self,
        app: App,
        game: str,
        *,
        seed: int | None = None,
        seats: list[Seat] | None = None,
    ) -> None:
        super().__init__(app)
        self.game = game
        count = len(SEAT_KEYS.get(game, DEFAULT_SEATS))
        remembered = remembered_seats(app, game)  # (a level no longer offered: normal)
        self.seats = list(seats or remembered or DEFAULT_SEATS)[:count]
        if not seats and not remembered:  # a game not set up before: its person seat
            # named as in the last setup of another (newcomer O, s8: "(none): to type"
            # again in Night's setup after naming themself in Shinobi's)
            self.seats[0] = replace(self.seats[0], name=last_person(app.settings.last_names))
        while len(self.seats) < count:
            self.seats.append(Seat("ai", "normal"))
        # each remembered option checked against its declaration (ninjas.options): one
        # of the wrong type or no longer offered (a level file gone) is at its default
        self.extra_choices = extra_choices(game)
        chosen = chosen_options(game, app.settings.last_options.get(game, {}))
        self.first = chosen.get("first", "random")
        self.players = chosen.get("players", count)
        self.mode = chosen.get("mode", "")
        self.extra: dict[str, Any] = {key: chosen[key] for key, _ in self.extra_choices}
        self.refused_levels: list[LevelEntry] = refused_levels(game) if game in LEVEL_GAMES else []
        self.level_choices: list[Choice] = []
        self.levels_chosen: set[int] = set()
        """The seats whose difficulty the person chose on this screen (set_players)."""
        self.remembered_levels = {
            i: s.level for i, s in enumerate([] if seats else remembered) if s.is_ai
        }
        """The computers' levels of the last game set up (a seat seated again keeps its
        own: newcomer L, s11, nc-L/071-072: Midori, Hard last time, came back Normal
        when the player count seated her)."""
        self.pad_buttons: list[Button] = []
        """Each person's pad (its own row, or beside the name: setup_parts/layout.py)."""
        self.pads_known = False
        """A pad is plugged in (or held by a seat): the seats' pad buttons show."""
        self.listening: int | None = None
        """The seat whose pad is awaited: the next A pressed on a pad makes it its own."""
        self.kind_choices: list[Choice] = []
        self.name_rows: list[SeatNameRow] = []
        """Each seat's Name row, where a computer's seat shows its difficulty (issue 33)."""
        self.names_aside: dict[int, str] = {}
        self.left_line = ""
        """Who left the table when the player count was lowered (set_players)."""
        self.pointed_seat: int | None = None
        """The seat whose panel the mouse is over (a resting one lights: a click seats it)."""
        self.seat_panels: list[pygame.Rect] = []
        self.people = SeatNames(app, game, wait=app.headless)
        """The people's names each seat's Name row offers (issue 34)."""
        widgets: list[Widget] = []
        tr = app.tr
        narrow = count > 2  # four narrower panels side by side: labels above the boxes
        for seat_index, seat in enumerate(self.seats):
            kind = Choice(
                app,
                (0, 0, 1, 1),
                lambda: tr("setup.player"),
                [("ai", lambda: tr("setup.ai")), ("human", lambda: tr("setup.human"))],
                seat.kind,
                lambda value, i=seat_index: self.pick_player(i, value),
                stacked=narrow,
            )
            level = Choice(
                app,
                (0, 0, 1, 1),
                lambda: tr("setup.difficulty"),
                [(name, lambda n=name: tr(f"setup.level.{n}")) for name in AI_LEVELS],
                seat.level if seat.level in AI_LEVELS else "normal",
                lambda value, i=seat_index: self.set_level(i, value),
                enabled=seat.is_ai,
                stacked=narrow,
            )
            pad = Button(
                app,
                (0, 0, 1, 1),
                lambda i=seat_index: self.pad_label(i),
                lambda i=seat_index: self.pad_pressed(i),
                size=theme.FONT_BUTTON - 4,
                sublabel=lambda i=seat_index: self.pad_sublabel(i),
            )
            name = SeatNameRow(
                app,
                lambda i=seat_index: self.seats[i].name,
                lambda i=seat_index: self.ask_name(i),
                stacked=narrow,
            )
            self.level_choices.append(level)
            self.kind_choices.append(kind)
            self.name_rows.append(name)
            self.pad_buttons.append(pad)
            widgets += [kind, level, name, pad]
        self.cells: list[tuple[str, Widget]] = []
        """The options panel's cells in reading order: (option, its widget); the last
        is the seed's ("seed"), where Advanced options stands until it is opened."""
        if game in PLAYER_COUNTS:
            self.cells.append(
                (
                    "players",
                    ScaleChoice(  # stops at its ends (newcomer U, s13, 110: 4 -> 2)
                        app,
                        (0, 0, 1, 1),
                        lambda: tr("setup.players"),
                        [(n, lambda n=n: str(n)) for n in PLAYER_COUNTS[game]],
                        self.players,
                        self.set_players,
                    ),
                )
            )
            if game in MODES:
                self.cells.append(
                    (
                        "mode",
                        Choice(
                            app,
                            (0, 0, 1, 1),
                            lambda: tr("setup.mode"),
                            [(m, lambda m=m: tr(f"setup.mode.{m}")) for m in MODES[game]],
                            self.mode,
                            self.set_mode,
                        ),
                    )
                )
        if game in FIRST_PLAYER_CHOICES:  # (Night's beside its count: who_starts.py)
            firsts = FIRST_PLAYER_CHOICES[game]
            self.cells.append(
                (
                    "first",
                    Choice(
                        app,
                        (0, 0, 1, 1),
                        lambda: tr("setup.first"),
                        [(value, lambda v=value: self.first_label(v)) for value in firsts],
                        self.first,
                        self.set_first,
                    ),
                )
            )
        for key, values in self.extra_choices:
            self.cells.append(
                (
                    key,
                    Choice(
                        app,
                        (0, 0, 1, 1),
                        lambda key=key: tr(f"setup.{key}"),
                        [(v, lambda key=key, v=v: self.value_label(key, v)) for v in values],
                        self.extra[key],
                        lambda value, key=key: self.extra.__setitem__(key, value),
                    ),
                )
            )
        self.phones = False
        """Each human seat plays on a phone (scenes/phones.py): never remembered, off
        at each setup."""
        if game in PHONE_GAMES:
            self.cells.append(
                (
                    "phones",
                    Choice(
                        app,
                        (0, 0, 1, 1),
                        lambda: tr("setup.phones"),
                        [
                            (v, lambda v=v: tr(f"setup.phones.{str(v).lower()}"))
                            for v in (False, True)
                        ],
                        False,
                        self.set_phones,
                    ),
                )
            )
        pace_row.add(self)  # the computers' pace (setup_parts/pace_row.py)
        widgets += [widget for _, widget in self.cells]
        self.seed_field = EditedDigitField(
            app,
            (0, 0, 1, 1),
            lambda: tr("setup.seed"),
            "" if seed is None else str(seed),
            placeholder=lambda: tr("setup.seed_random"),
        )
        # the seed is for testers and replays: behind "Advanced" unless one was given
        self.advanced_button = AdvancedRow(app, self.show_advanced)
        self.hide_button = HideButton(app, self.hide_advanced)
        self.advanced_index = len(widgets)
        if seed is not None:
            widgets += [self.seed_field, self.hide_button]
        else:
            widgets.append(self.advanced_button)
        self.back_button = Button(
            app, (0, 0, 1, 1), lambda: tr("button.back"), self.back, style="quiet"
        )
        widgets.append(self.back_button)
        self.tutorial_button: Button | None = None
        if game in TUTORIALS:  # a guided first game of this one
            self.tutorial_button = Button(
                app, (0, 0, 1, 1), lambda: tr("setup.tutorial"), self.open_tutorial
            )
            widgets.append(self.tutorial_button)
        self.start_button = Button(
            app, (0, 0, 1, 1), lambda: tr("setup.start"), self.start, style="primary"
        )
        widgets.append(self.start_button)
        self.menu = Menu(widgets, focus=len(widgets) - 1)
        count_top.first_in_order(self)  # the count over the seats: first, as on screen
        self.seat_drawing = SeatPanels(app, game, lambda: self.mode)
        self.options_panel = pygame.Rect(0, 0, 1, 1)
        self.explanations: list[tuple[str, pygame.Rect]] = []
        """Where each cell's one-line explanation goes: (option, its line's rectangle)."""
        self.set_players(self.players)
        self.ensure_layout(app.view_size)

    def layout(self, size: tuple[int, int]) -> None:
        """Design units over the whole surface (theme.design_size): the seats' panels
        under the heading, the options panel below them (two columns of cells, each an
        option and its one-line explanation), the buttons along the bottom. A taller
        window gives taller panels and more room between the cells."""
        shown = count_top.panel_cells(self)  # Players may stand over the seats
        panel = who_starts.in_panel(self.game, len(shown) + 1)  # its cell after the seed's
        laid = setup_layout(
            size, len(self.seats), len(shown) + panel, bool(self.refused_levels), self.pads_known
        )
        self.who_starts = who_starts.place(laid, panel)  # (a full panel: the bottom bar)
        self.seat_panels = list(laid.seat_panels)
        for index, (kind, level) in enumerate(
            zip(self.kind_choices, self.level_choices, strict=True)
        ):
            kind.rect, level.rect = laid.kind_rows[index], laid.level_rows[index]
            self.name_rows[index].rect = laid.name_rows[index]
            self.name_rows[index].compact = laid.name_rows[index] != level.rect
            pad = self.pad_buttons[index]
            pad.rect = laid.pad_rows[index]
            # a row too low for two lines (Dojo's many options): one, what to do
            short = pad.rect.height < theme.px(PAD_TWO_LINES)
            pad.size = theme.FONT_SMALL + 1 if short else theme.FONT_BUTTON - 4
            pad.sublabel = None if short else (lambda i=index: self.pad_sublabel(i))
        self.options_panel = laid.options_panel
        keys = [key for key, _ in shown] + ["seed"]
        widgets = [widget for _, widget in shown] + [self.seed_field]
        for widget, rect in zip(widgets, laid.cells, strict=False):
            widget.rect = rect
        self.explanations = list(zip(keys, laid.explanations, strict=False))
        count_top.place(self, laid)
        self.advanced_button.rect = self.seed_field.rect.copy()
        self.hide_button.rect = self.hide_button.hide_rect(self.seed_field.rect)
        self.back_button.rect = laid.back
        if self.tutorial_button is not None:
            self.tutorial_button.rect = laid.tutorial
        self.start_button.rect = laid.start

    def explanation(self, key: str) -> str:
        """The one-line explanation of an option (of its value shown, when the value has
        its own: setup.explain.<option>.<value>), or of the seed."""
        tr = self.app.tr
        if key == "seed":
            text_key = "setup.explain.seed" if self.advanced_shown else "setup.explain.advanced"
            if tr.has(f"{text_key}.{self.game}"):  # what the seed deals in this game
                text_key = f"{text_key}.{self.game}"
        else:
            value = self.option_value(key)
            text_key = f"setup.explain.{key}.{str(value).lower()}"
            if tr.has(f"{text_key}.{self.game}"):  # this game's own words (Phones)
                text_key = f"{text_key}.{self.game}"
            if not tr.has(text_key):
                text_key = f"setup.explain.{key}"
        return tr(text_key) if tr.has(text_key) else ""

    def option_value(self, key: str) -> Any:
        """The value chosen now for option `key` (the computers' pace: the settings')."""
        own = {"players": self.players, "mode": self.mode, "first": self.first}
        own |= {"phones": self.phones, pace_row.KEY: pace_row.value(self)}
        return own[key] if key in own else self.extra.get(key)

    def on_enter(self) -> None:
        """Start the AI worker now, while the player picks seats, so that neither the
        table's first frame nor its first AI request waits for a process to start; and
        build the table's art in the first still moment, so that Start opens it within a
        frame. (Headless runs, tests and screenshots, do both with the table.)"""
        if self.app.headless:
            return
        warm_up_worker()
        if self.game not in PREPARED_TABLES and is_playable(self.game):
            self.app.when_idle(self.prepare_table)

    def prepare_table(self) -> None:
        """Build a table for these seats and drop it: its art, captions and fonts stay in
        their caches, for the table that Start opens. Nothing is saved or shown."""
        if self.game in PREPARED_TABLES:
            return
        PREPARED_TABLES.add(self.game)
        try:
            session = GameSession.new(
                self.game, self.playing_seats, seed=0, options=self.options(), autosave=False
            )
        except ValueError as exc:  # a level gone since the list: Start will say so
            log.info("table not prepared: %s", exc)
            return
        make_game_scene(self.app, session)

    def value_label(self, key: str, value: Any) -> str:
        """An option's value as shown: setup.<option>.<value>, else the value's name."""
        text_key = f"setup.{key}.{str(value).lower()}"
        if self.app.tr.has(text_key):
            return self.app.tr(text_key)
        return str(value).replace("_", " ").title()

    # ------------------------------------------------------------------ changes
    def first_label(self, value: str) -> str:
        return who_starts.first_label(self, value, FIRST_PLAYER_CHOICES[self.game])

    @property
    def advanced_shown(self) -> bool:
        return self.menu.widgets[self.advanced_index] is self.seed_field

    def show_advanced(self) -> None:
        self.menu.widgets[self.advanced_index] = self.seed_field
        self.menu.widgets.insert(self.advanced_index + 1, self.hide_button)
        self.menu.focus(self.advanced_index)

    def hide_advanced(self) -> None:
        """Fold the seed back behind "Advanced options: Show"; a seed typed goes with
        it (nothing hidden acts unseen): the game's dice are random again."""
        if not self.advanced_shown:
            return
        self.seed_field.value = ""
        self.menu.widgets.remove(self.hide_button)
        self.hide_button.hovered = self.hide_button.pressed = False
        self.menu.widgets[self.advanced_index] = self.advanced_button
        self.menu.focus(self.advanced_index)

    def set_kind(self, seat: int, kind: str) -> None:
        """A person or a computer at `seat`, its Player choice showing it."""
        self.pick_player(seat, kind)
        self.kind_choices[seat].set_value(kind)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.people.poll()  # the history's names, once read, offered
        if self.pads_known != (bool(self.app.pads.pads) or bool(self.app.pads.seats)):
            self.update_pads()  # a pad plugged in or out

    def resting(self, seat: int) -> bool:
        """The seat is beyond the player count: it does not play."""
        return self.game in PLAYER_COUNTS and seat >= self.players

    def hidden(self, widget: Widget) -> bool:
        """Not drawn: a resting seat's rows (its panel says why), a person's
        difficulty, a computer's name, a pad's button while no pad is plugged in (or
        on a computer's seat)."""
        for rows in (self.kind_choices, self.level_choices, self.name_rows):
            if widget in rows and self.resting(rows.index(widget)):  # type: ignore[arg-type]
                return True
        if widget in self.level_choices:
            return not self.seats[self.level_choices.index(widget)].is_ai
        if widget in self.name_rows:
            return self.seats[self.name_rows.index(widget)].is_ai
        if widget in self.pad_buttons:
            return not widget.enabled
        return False

    def set_level(self, seat: int, level: str) -> None:
        self.seats[seat] = replace(self.seats[seat], level=level)
        self.levels_chosen.add(seat)

    def set_first(self, value: str) -> None:
        self.first = value

    def seat_more(self, seat: int) -> None:
        """A click on a resting seat's panel: the player count that seats it."""
        cell = dict(self.cells).get("players")
        if isinstance(cell, Choice) and seat + 1 in PLAYER_COUNTS.get(self.game, ()):
            cell.click()
            cell.set_value(seat + 1)
            self.set_players(seat + 1)
            self.menu.follow_pointer()  # the seat's Player choice under the pointer: lit alone

    def set_mode(self, mode: str) -> None:
        self.mode = mode

    def set_phones(self, on: bool) -> None:
        self.phones = on

    @property
    def playing_seats(self) -> list[Seat]:
        return list(self.seats[: self.players]) if self.game in PLAYER_COUNTS else list(self.seats)

    def options(self) -> dict[str, object]:
        """The new game's options, as its rules module takes them: those chosen here,
        and the game's newest rules (ninjas.options.NEW_RULES), which saves written
        before them lack."""
        options: dict[str, object] = {"first": self.first}  # (Taisen's, Night's)
        if self.game in PLAYER_COUNTS:
            options = {"players": self.players, **options}
            if self.game in MODES:
                options["mode"] = self.mode
        if self.game not in FIRST_PLAYER_CHOICES:
            del options["first"]
        options.update(self.extra)
        return new_game_options(self.game, options)

    @property
    def seed(self) -> int | None:
        return int(self.seed_field.value) if self.seed_field.value else None

    def open_tutorial(self) -> None:
        """The game's guided first game, in place of this setup (what was chosen here
        kept, as Back keeps it: the setup opens with it after the guided game)."""
        self.remember()
        tutorial = make_tutorial(self.app, self.game)
        self.app.pop()
        self.app.push(tutorial)

    def start(self) -> None:
        """Start the game; an unfinished game in the autosave is replaced only if the
        player agrees. (A refused autosave is moved aside as the game starts, and the
        player told where: see start_now.)"""
        waiting = game_at_risk()
        if waiting is not None:
            ask_to_give_up(self.app, waiting, self.start_now)
            return
        self.start_now()

    def remember(self) -> None:
        """Keep the seats and options chosen, for the next time this setup opens."""
        self.app.settings.last_seats[self.game] = [[s.kind, s.level] for s in self.seats]
        self.app.settings.last_names.pop(self.game, None)  # the last set up, last
        self.app.settings.last_names[self.game] = [s.name for s in self.seats]
        options = self.options()
        if options:
            self.app.settings.last_options[self.game] = dict(options)
        self.app.save_settings()

    def back(self) -> None:
        """Esc or Back: to the screen before, keeping what was chosen here."""
        self.remember()
        if self.app.top is self:
            self.app.pop()

    def open_rules(self) -> None:
        """F1: this game's rules, over this screen."""
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app, self.game))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.app.audio.play("click")
            self.open_rules()
            return
        if self.leave_event(event):  # a seat's 'x' or Delete (setup_parts/seat_leave.py)
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointed_seat = next(
                (i for i, p in enumerate(self.seat_panels) if p.collidepoint(event.pos)), None
            )
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, panel in enumerate(self.seat_panels):
                if self.resting(index) and panel.collidepoint(event.pos):
                    if not self.mark_spot(index).collidepoint(event.pos):  # (seat_leave)
                        self.seat_more(index)
                    return
        super().handle_event(event)

    def start_now(self) -> None:
        self.remember()
        self.app.pads.lost.clear()  # a new game: only the pads its people hold
        options = self.options()
        try:
            seats = self.playing_seats
            if self.phones:  # each person on a phone: the table opens their codes
                seats = [seat if seat.is_ai else replace(seat, phone=True) for seat in seats]
            session = GameSession.new(self.game, seats, self.seed, options)
            scene = make_game_scene(self.app, session)
        except LevelError as exc:  # the level's file went away or broke since the list
            log.warning("cannot start %s: %s", self.game, exc)
            # this screen again, its level list read anew, and the reason on top
            self.app.replace(SetupScene(self.app, self.game, seed=self.seed, seats=self.seats))
            self.app.push(
                MessageScene(
                    self.app,
                    self.app.tr("setup.level_gone.title"),
                    self.app.tr("setup.level_gone", problem=level_problem(self.app, exc)),
                )
            )
            return
        except (ImportError, KeyError, ValueError) as exc:
            log.warning("cannot start %s: %s", self.game, exc)
            self.app.push(
                MessageScene(
                    self.app,
                    self.app.tr("setup.unavailable.title"),
                    self.app.tr("setup.unavailable"),
                )
            )
            return
        self.app.replace(scene)  # (with phones, it shows their codes over it)
        tell_moved_aside(self.app, session)

    # ------------------------------------------------------------------ scene
    def draw(self, canvas: pygame.Surface) -> None:
        size = canvas.get_size()
        self.ensure_layout(size)
        theme.draw_background(canvas)
        tr = self.app.tr
        px = theme.px
        heading = theme.blit_text(
            canvas,
            tr("setup.title", game=tr(f"game.{self.game}.name")),
            theme.FONT_BANNER - 16,  # (room for the goal's two lines under it)
            theme.GOLD,
            "display",
            shadow=True,
            midtop=(size[0] // 2, px(6)),
        )
        draw_brush_line(canvas, size[0] // 2, heading.bottom + px(1), heading.width + px(60))
        first_game.draw(canvas, self, heading.bottom + px(first_game.GAP))  # goal, advice
        cards = [
            (index, panel, self.seats[index].name if index < len(self.seats) else None)
            for index, panel in enumerate(self.seat_panels)
        ]
        self.seat_drawing.fit([(i, p, who, self.resting(i)) for i, p, who in cards])
        self.seat_drawing.right_kept = {i for i, _, _ in cards if self.may_leave(i)}
        lines = level_line.level_lines(self)
        for index, panel, person in cards:
            pointed = self.pointed_seat == index
            resting = self.resting(index)
            seat = self.seats[index] if index < len(self.seats) else None
            nameless = seat is not None and not seat.is_ai and not seat.name
            self.seat_drawing.draw(
                canvas, index, panel, resting, person, index + 1, pointed, nameless, lines
            )
        self.draw_leave_marks(canvas, self.pointer_at)
        draw_panel(canvas, self.options_panel)
        for widget in self.menu.widgets:
            if not self.hidden(widget):
                widget.draw(canvas)
        level_line.draw_lines(canvas, self.app, lines)
        if who_starts.shown(self.game):
            who_starts.draw(canvas, self.app, self.game, *self.who_starts)
        for key, line in self.explanations:
            text = self.explanation(key)
            if text:
                theme.blit_text(
                    canvas,
                    shortened(text, theme.FONT_SMALL, line.width),
                    theme.FONT_SMALL,  # capitals 11.5 px at 1280x720 (issue 33)
                    theme.TEXT_DIM,
                    midleft=line.midleft,
                )
        if self.refused_levels:
            line = shortened(
                refused_levels_text(self.app, self.refused_levels),
                theme.FONT_SMALL,
                self.options_panel.width,
            )
            theme.blit_text(
                canvas,
                line,
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                midtop=(size[0] // 2, self.options_panel.bottom + px(4)),
            )
        self.draw_left_line(canvas)
        # "Digits: seed" only once the seed's field is shown (a newcomer looked for it)
        draw_hint(canvas, tr("hint.setup" if self.advanced_shown else "hint.setup.basic"))
