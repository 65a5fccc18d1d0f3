"""Seat setup before a game: human or AI per seat, AI difficulty, who starts, seed."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.ai.agents import LEVELS
from ninjas.core.autosave import game_at_risk
from ninjas.core.session import GameSession, Seat
from ninjas.core.tmx import LevelError
from ninjas.games import ALL_GAMES
from ninjas.levels import LEVEL_GAMES, LevelEntry, refused_levels
from ninjas.options import chosen_options, game_option, game_options

from . import theme
from .ai_turn import warm_up_worker
from .menu_scene import MenuScene
from .message import ConfirmScene, MessageScene
from .registry import (
    SEAT_KEYS,
    TUTORIALS,
    is_playable,
    make_game_scene,
    seat_emblem,
    seat_name,
)
from .save_notice import tell_moved_aside
from .widgets import Button, Choice, DigitField, Menu, Widget, draw_hint, draw_panel, shortened

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
SEAT_PANEL_SIZE = (520, 232)
SEAT_PANELS_TOP = 128
OPTIONS_TOP = 384
ROW_HEIGHT = 56
GRID_ROW = 38
"""A row of the two-column grid of options, for games with many (Dojo: seven)."""
GRID_GAP = 4


class SetupScene(MenuScene):
    """`SetupScene(app, game)`; Start replaces this scene with the game's scene."""

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
        # a remembered AI level this build does not offer is "normal": a game started
        # with it could not be played, nor its save loaded (ninjas.core.saves checks seats)
        remembered = [
            Seat(kind, level if level in AI_LEVELS else "normal")
            for kind, level in app.settings.last_seats.get(game, [])
        ]
        self.seats = list(seats or remembered or DEFAULT_SEATS)[:count]
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
        self.kind_choices: list[Choice] = []
        self.seat_panels: list[pygame.Rect] = []
        widgets: list[Widget] = []
        tr = app.tr
        if count > 2:  # four narrower panels side by side
            width = (1080 - 3 * 16) // count
            size = (width, SEAT_PANEL_SIZE[1])
            gap = 16
        else:
            size = SEAT_PANEL_SIZE
            gap = 1280 - 2 * 100 - 2 * SEAT_PANEL_SIZE[0]
        for seat_index, seat in enumerate(self.seats):
            panel = pygame.Rect(100 + seat_index * (size[0] + gap), SEAT_PANELS_TOP, *size)
            self.seat_panels.append(panel)
            narrow = count > 2
            if narrow:
                row = pygame.Rect(panel.left + 10, panel.top + 88, panel.width - 20, 66)
            else:
                row = pygame.Rect(panel.left + 16, panel.top + 100, panel.width - 32, 52)
            kind = Choice(
                app,
                row,
                lambda: tr("setup.player"),
                [("human", lambda: tr("setup.human")), ("ai", lambda: tr("setup.ai"))],
                seat.kind,
                lambda value, i=seat_index: self.set_kind(i, value),
                stacked=narrow,
            )
            level = Choice(
                app,
                row.move(0, 70 if narrow else 62),
                lambda: tr("setup.difficulty"),
                [(name, lambda n=name: tr(f"setup.level.{n}")) for name in AI_LEVELS],
                seat.level if seat.level in AI_LEVELS else "normal",
                lambda value, i=seat_index: self.set_level(i, value),
                enabled=seat.is_ai,
                stacked=narrow,
            )
            self.level_choices.append(level)
            self.kind_choices.append(kind)
            widgets += [kind, level]
        options = pygame.Rect(100, OPTIONS_TOP, 1080, 176)
        self.options_panel = options
        row = pygame.Rect(options.left + 180, options.top + 30, options.width - 360, 52)
        if game in PLAYER_COUNTS:
            half = pygame.Rect(row.left - 120, row.top, row.width // 2 + 110, row.height)
            widgets.append(
                Choice(
                    app,
                    half,
                    lambda: tr("setup.players"),
                    [(n, lambda n=n: str(n)) for n in PLAYER_COUNTS[game]],
                    self.players,
                    self.set_players,
                )
            )
            if game in MODES:
                widgets.append(
                    Choice(
                        app,
                        half.move(half.width + 20, 0),
                        lambda: tr("setup.mode"),
                        [(m, lambda m=m: tr(f"setup.mode.{m}")) for m in MODES[game]],
                        self.mode,
                        self.set_mode,
                    )
                )
            for index, (key, values) in enumerate(self.extra_choices):
                place = (
                    half.move(half.width + 20, 0) if index == 0 else half.move(half.width + 20, 66)
                )
                widgets.append(
                    Choice(
                        app,
                        place,
                        lambda key=key: tr(f"setup.{key}"),
                        [(v, lambda key=key, v=v: self.value_label(key, v)) for v in values],
                        self.extra[key],
                        lambda value, key=key: self.extra.__setitem__(key, value),
                    )
                )
        elif len(self.extra_choices) > 2:  # many options: two columns of rows
            extras = self.extra_choices
            grid = self._option_grid(options, len(extras) + 1)
            for place, (key, values) in zip(grid, extras, strict=False):
                widgets.append(
                    Choice(
                        app,
                        place,
                        lambda key=key: tr(f"setup.{key}"),
                        [(v, lambda key=key, v=v: self.value_label(key, v)) for v in values],
                        self.extra[key],
                        lambda value, key=key: self.extra.__setitem__(key, value),
                    )
                )
            row = grid[len(extras)].move(0, -66)  # the seed takes the grid's last place
        else:
            firsts = FIRST_PLAYER_CHOICES.get(game, ("random",))
            widgets.append(
                Choice(
                    app,
                    row,
                    lambda: tr("setup.first"),
                    [(value, lambda v=value: self.first_label(v)) for value in firsts],
                    self.first,
                    self.set_first,
                )
            )
        seed_row = row.move(0, 66)
        if len(self.extra_choices) == 2:  # the second choice sits on this row
            seed_row = pygame.Rect(row.left - 120, seed_row.top, row.width // 2 + 110, row.height)
        self.seed_field = DigitField(
            app,
            seed_row,
            lambda: tr("setup.seed"),
            "" if seed is None else str(seed),
            placeholder=lambda: tr("setup.seed_random"),
        )
        # the seed is for testers and replays: behind "Advanced" unless one was given
        self.advanced_button = Button(
            app, seed_row, lambda: tr("setup.advanced"), self.show_advanced, style="link"
        )
        self.advanced_index = len(widgets)
        widgets.append(self.seed_field if seed is not None else self.advanced_button)
        widgets.append(
            Button(app, (100, 600, 240, 58), lambda: tr("button.back"), app.pop, style="quiet")
        )
        if game in TUTORIALS:  # a guided first game of this one
            widgets.append(
                Button(app, (520, 600, 240, 58), lambda: tr("setup.tutorial"), self.open_tutorial)
            )
        self.start_button = Button(
            app, (940, 600, 240, 58), lambda: tr("setup.start"), self.start, style="primary"
        )
        widgets.append(self.start_button)
        self.menu = Menu(widgets, focus=len(widgets) - 1)
        self.emblems: dict[int, pygame.Surface | None] = {}
        self.set_players(self.players)

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

    @staticmethod
    def _option_grid(panel: pygame.Rect, count: int) -> list[pygame.Rect]:
        """`count` rows in two columns filling the options panel, by rows."""
        width = (panel.width - 48) // 2
        return [
            pygame.Rect(
                panel.left + 16 + (i % 2) * (width + 16),
                panel.top + 8 + (i // 2) * (GRID_ROW + GRID_GAP),
                width,
                GRID_ROW,
            )
            for i in range(count)
        ]

    def value_label(self, key: str, value: Any) -> str:
        """An option's value as shown: setup.<option>.<value>, else the value's name."""
        text_key = f"setup.{key}.{str(value).lower()}"
        if self.app.tr.has(text_key):
            return self.app.tr(text_key)
        return str(value).replace("_", " ").title()

    # ------------------------------------------------------------------ changes
    def first_label(self, value: str) -> str:
        if value == "random":
            return self.app.tr("setup.first.random")
        seat = FIRST_PLAYER_CHOICES.get(self.game, ("random",)).index(value) - 1
        return seat_name(self.app, self.game, seat)

    @property
    def advanced_shown(self) -> bool:
        return self.menu.widgets[self.advanced_index] is self.seed_field

    def show_advanced(self) -> None:
        self.menu.widgets[self.advanced_index] = self.seed_field
        self.menu.focus(self.advanced_index)

    def set_kind(self, seat: int, kind: str) -> None:
        self.seats[seat] = Seat(kind, self.seats[seat].level)
        self.level_choices[seat].enabled = kind == "ai" and seat < self.players

    def set_level(self, seat: int, level: str) -> None:
        self.seats[seat] = Seat(self.seats[seat].kind, level)

    def set_first(self, value: str) -> None:
        self.first = value

    def set_players(self, count: int) -> None:
        """Seats beyond the player count rest: their choices are greyed out."""
        self.players = count
        for index, (kind, level) in enumerate(
            zip(self.kind_choices, self.level_choices, strict=True)
        ):
            playing = index < count
            kind.enabled = playing
            level.enabled = playing and self.seats[index].is_ai

    def set_mode(self, mode: str) -> None:
        self.mode = mode

    @property
    def playing_seats(self) -> list[Seat]:
        return list(self.seats[: self.players]) if self.game in PLAYER_COUNTS else list(self.seats)

    def options(self) -> dict[str, object]:
        """The new game's options, as its rules module takes them."""
        if self.game in PLAYER_COUNTS:
            options: dict[str, object] = {"players": self.players}
            if self.game in MODES:
                options["mode"] = self.mode
            options.update(self.extra)
            return options
        options = {"first": self.first} if self.game in FIRST_PLAYER_CHOICES else {}
        options.update(self.extra)
        return options

    @property
    def seed(self) -> int | None:
        return int(self.seed_field.value) if self.seed_field.value else None

    def open_tutorial(self) -> None:
        """The game's guided first game, in place of this setup."""
        import importlib

        module, name = TUTORIALS[self.game]
        tutorial = getattr(importlib.import_module(module), name).start(self.app)
        self.app.pop()
        self.app.push(tutorial)

    def start(self) -> None:
        """Start the game; an unfinished game in the autosave is replaced only if the
        player agrees. (A refused autosave is moved aside as the game starts, and the
        player told where: see start_now.)"""
        waiting = game_at_risk()
        if waiting is not None:
            tr = self.app.tr
            self.app.push(
                ConfirmScene(
                    self.app,
                    tr("confirm.replace_autosave.title"),
                    tr(
                        "confirm.replace_autosave.text",
                        game=tr(f"game.{waiting.game}.name"),
                        moves=len(waiting.actions),
                    ),
                    self.start_now,
                )
            )
            return
        self.start_now()

    def start_now(self) -> None:
        self.app.settings.last_seats[self.game] = [[s.kind, s.level] for s in self.seats]
        if self.game in PLAYER_COUNTS or self.extra_choices:
            self.app.settings.last_options[self.game] = dict(self.options())
        self.app.save_settings()
        options = self.options()
        try:
            session = GameSession.new(self.game, self.playing_seats, self.seed, options)
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
        self.app.replace(scene)
        tell_moved_aside(self.app, session)

    # ------------------------------------------------------------------ scene
    def draw(self, canvas: pygame.Surface) -> None:
        theme.draw_background(canvas)
        tr = self.app.tr
        heading = theme.blit_text(
            canvas,
            tr("setup.title", game=tr(f"game.{self.game}.name")),
            theme.FONT_BANNER - 8,
            theme.GOLD,
            "display",
            shadow=True,
            midtop=(640, 30),
        )
        from .widgets import draw_brush_line

        draw_brush_line(canvas, 640, heading.bottom + 8, heading.width + 60)
        for index, panel in enumerate(self.seat_panels):
            side = ("monkey", "wolf")[index] if self.game == "taisen" and index < 2 else ""
            accent = theme.SIDE_COLOURS.get(side, theme.BORDER)
            if self.game in PLAYER_COUNTS and index >= self.players:
                accent = theme.DISABLED
            draw_panel(canvas, panel, border=accent)
            medal = (panel.left + 56, panel.top + 50)
            pygame.draw.circle(canvas, theme.MIDNIGHT, medal, 32)
            pygame.draw.circle(canvas, accent, medal, 32, 3)
            name = seat_name(self.app, self.game, index)
            if index not in self.emblems:
                self.emblems[index] = seat_emblem(self.game, index, 50, accent)
            emblem = self.emblems[index]
            if emblem is not None:
                canvas.blit(emblem, emblem.get_rect(center=medal))
            else:
                theme.blit_text(
                    canvas, name[:1].upper(), theme.FONT_HEADING, accent, "display", center=medal
                )
            theme.blit_text(
                canvas,
                name,
                theme.FONT_HEADING,
                theme.MOONLIGHT,
                "display",
                shadow=True,
                midleft=(panel.left + 104, panel.top + 40),
            )
            theme.blit_text(
                canvas,
                tr(f"setup.seat_hint.{self.game}.{index}"),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                midleft=(panel.left + 106, panel.top + 72),
            )
        draw_panel(canvas, self.options_panel)
        if self.refused_levels:
            line = shortened(
                refused_levels_text(self.app, self.refused_levels), theme.FONT_SMALL, 1060
            )
            theme.blit_text(
                canvas,
                line,
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                midtop=(640, self.options_panel.bottom + 8),
            )
        self.menu.draw(canvas)
        draw_hint(canvas, tr("hint.setup"))
