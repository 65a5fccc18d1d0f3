"""The title screen: the four games as cards, Continue / Learn to play / Load / History /
Records / Settings / Rules / Quit."""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ninjas.core.paths import saves_dir, storage_problem
from ninjas.core.saves import examine
from ninjas.core.seal import key_problem
from ninjas.core.session import AUTOSAVE_NAME, GameSession, Seat
from ninjas.games import ALL_GAMES
from ninjas.options import new_game_options

from . import groundwork, theme
from .registry import is_playable, make_game_scene, make_tutorial
from .scene import Scene
from .title_art import draw_card_art
from .title_cue import draw_chosen_tag, draw_cue
from .widgets import (
    Button,
    Menu,
    draw_focus_ring,
    draw_hint,
    draw_panel,
    resolve,
    shortened,
    wrap_text,
)

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)
PREPARED_SETUPS: set[str] = set()
"""The games whose setup screen this process has drawn ahead (TitleScene.prepare_setup)."""

CARD_SIZE = (318, 158)
"""A game card in design units at 16:9; a taller window gives taller cards (at most
CARD_MAX_HEIGHT)."""
CARD_MAX_HEIGHT = 200
CARD_GAP = 20
CARDS_TOPLEFT = (44, 214)
"""The game cards sit in a 2 x 2 grid on the left, clear of the key art's ninja."""
BUTTONS_BOTTOM = 72
"""Design distance from the bottom of the screen to the bottom of the button row."""
BUTTON_SIZE = (182, 56)
BUTTON_GAP = 14
BUTTONS_MARGIN = 24
"""The least design room left and right of the button row."""
LEARN_WEIGHT = 1.3
"""Learn's width against another button's: the game it teaches is written under it."""
WORDMARK_CENTER = (364, 104)
DEMO_IDLE_SECONDS = 6.0
"""In demo (attract) mode the title starts an AI-vs-AI game after this much idle time."""

GAME_COLOURS: dict[str, theme.Colour] = {
    "taisen": theme.VERMILION,
    "shinobi": (120, 90, 190),
    "night": (70, 120, 200),
    "dojo": (80, 150, 110),
}
"""Each game card's colour, which frames its picture (title_art.py)."""
ART_WIDTH = 128
"""Design width of a card's picture (title_art.py), as tall as the card allows."""

DEMO_SEATS = (Seat("ai", "normal"), Seat("ai", "normal"))


def start_ai_worker() -> None:
    """Start the AI's worker process now, at the first still moment of the title, so that
    no table (new, continued, loaded or demo) waits for it. Never a reason to fail."""
    try:
        from ninjas.ai import warm_up

        warm_up()
    except Exception as exc:
        log.info("AI worker not warmed up: %s", exc)


def warm_history() -> None:
    """The history's records read on a thread, once: the History then opens at once."""
    from .history.scene import WARMED

    WARMED.start()


@cache
def game_version() -> str:
    """The installed package version, else the source tree's. Looked up once: each
    look-up through importlib.metadata keeps a listing of every folder on sys.path
    whose time changed since (a title made after each game kept three or four more,
    issue 15's memory between games)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("ninjas")
    except PackageNotFoundError:
        from ninjas import __version__

        return __version__


DEMO_TABLES: dict[str, tuple[list[Seat], dict[str, object]]] = {
    "shinobi": ([Seat("ai", "normal")] * 4, {"players": 4, "mode": "grasshopper"}),
    "night": ([Seat("ai", "normal")] * 3, {"players": 3}),
    "dojo": ([Seat("ai", "normal")] * 2, {"board": "random"}),
}
"""Games whose demo is not two AIs with a random first player: seats and options."""


def start_demo_game(app: App, game: str = "taisen", seed: int | None = None) -> None:
    """AI vs AI (normal), on a fresh stack over the title screen."""
    seats, options = DEMO_TABLES.get(game, (list(DEMO_SEATS), {"first": "random"}))
    # the rules of a new game (Night's backpacks close up: the demo's had holes, which
    # read as a fault; E10, s22)
    options = new_game_options(game, options)
    session = GameSession.new(game, list(seats), seed, options, autosave=False)
    scene = make_game_scene(app, session)
    app.reset(TitleScene(app))
    app.push(scene)


class GameCard(Button):
    """A game on the title screen; the games not built yet say "coming soon"."""

    def __init__(
        self,
        app: App,
        rect: pygame.Rect,
        game: str,
        on_click: object,
        chosen: Callable[[], str] = lambda: "",
    ) -> None:
        super().__init__(app, rect, lambda: app.tr(f"game.{game}.name"), on_click)  # type: ignore[arg-type]
        self.game = game
        self.chosen = chosen
        """The game chosen on the title: this card wears 'Chosen' when it is its game."""
        self.playable = is_playable(game)
        """A game still coming can be clicked: it says so (it is not a dead button)."""

    def draw(self, canvas: pygame.Surface) -> None:
        px = theme.px
        g = self.shown_glow
        rect = self.rect.move(0, -int(px(4) * g))
        colour = GAME_COLOURS.get(self.game, theme.BORDER)
        chosen = self.playable and self.game == self.chosen()
        border, fill = self.frame_colours(chosen, g)
        draw_panel(canvas, rect, fill=fill, border=border, alpha=232 if self.playable else 205)
        if chosen and self.focused:
            draw_focus_ring(canvas, rect, gap=5, radius=18)
        # the game's picture on the left, a small box cover (newcomer F, s15, 002)
        art = pygame.Rect(
            rect.left + px(10), rect.top + px(10), px(ART_WIDTH), rect.height - px(20)
        )
        draw_card_art(canvas, art, self.game, colour, not self.playable)
        left = art.right + px(14)
        name_colour = theme.GOLD if chosen else theme.MOONLIGHT if self.playable else theme.TEXT_DIM
        tagline = self.app.tr(f"game.{self.game}.tagline")
        lines = wrap_text(tagline, theme.FONT_SMALL, rect.right - left - px(14))[:4]
        line_h = theme.font(theme.FONT_SMALL).get_linesize()
        name_h = theme.font(theme.FONT_BUTTON, "display").get_linesize()
        top = rect.centery - (name_h + px(6) + line_h * len(lines)) // 2
        name = theme.blit_text(
            canvas,
            shortened(resolve(self.label), theme.FONT_BUTTON, rect.right - left, "display"),
            theme.FONT_BUTTON,
            name_colour,
            "display",
            shadow=True,
            topleft=(left, top),
        )
        y = name.bottom + px(6)
        for line in lines:
            theme.blit_text(
                canvas,
                line,
                theme.FONT_SMALL,
                theme.TEXT_DIM if self.playable else theme.TEXT_FAINT,
                topleft=(left, y),
            )
            y += line_h
        if self.playable and self.game == getattr(self.app, "last_game", None):
            self.draw_played_last(canvas, rect)
        if self.playable and self.game == self.chosen():  # whatever the pointer lights
            draw_chosen_tag(canvas, self.app, rect)
        if not self.playable:
            label = theme.text(self.app.tr("title.coming_soon"), theme.FONT_MIN, theme.MOONLIGHT)
            ribbon = label.get_rect().inflate(px(22), px(10))
            ribbon.topright = (rect.right - px(12), rect.top + px(10))
            pygame.draw.rect(canvas, theme.VERMILION_DARK, ribbon, border_radius=ribbon.height // 2)
            canvas.blit(label, label.get_rect(center=ribbon.center))

    def frame_colours(self, chosen: bool, glow: float) -> tuple[theme.Colour, theme.Colour]:
        """The card's border and fill. Gold is the chosen game's alone (its frame, its
        name, its ring and its 'Chosen' tag); a card the pointer passes over is only
        lifted and lit, its border going light, not gold (newcomer T, s20, 002: Dojo
        hovered wore a gold frame while 'Choisi' stayed on Taisen, two choices at once)."""
        if not self.playable:
            return theme.DISABLED, theme.MIDNIGHT
        fill = theme.lerp(theme.PANEL, theme.PANEL_LIGHT, glow)
        if chosen:
            return theme.GOLD, fill
        return theme.lerp(theme.BORDER, theme.TEXT_DIM, glow), fill

    def draw_played_last(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        """A gold tag astride the card's top edge, on the right: 'Played last' says why
        this card is lit and why Learn to play names it (newcomer N, s12, nc-N/001: a
        card lit that she never chose)."""
        px = theme.px
        label = theme.text(self.app.tr("title.played_last"), theme.FONT_SMALL, theme.MIDNIGHT)
        tag = label.get_rect().inflate(px(22), px(8))
        tag.center = (rect.right - px(24) - tag.width // 2, rect.top)
        pygame.draw.rect(canvas, theme.GOLD, tag, border_radius=tag.height // 2)
        canvas.blit(label, label.get_rect(center=tag.center))


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.time = 0.0
        self.idle = 0.0
        self.groundwork: threading.Thread | None = None
        """The thread doing prepare_setup's imports and level checks, once started."""
        self.version = game_version()
        played = app.last_game
        self.played_seen = played
        """The game last played when this title was last shown (see on_resume)."""
        self.last_game = played if played in ALL_GAMES else ALL_GAMES[0]
        """The game card last clicked or focused by a key (the rules and Learn to play
        open on it, and the button names it): at first the game last played, else the
        first. The pointer only lights a card (newcomer H, s16: going from Dojo to the
        button a real mouse crosses Night, and a rest there chose it)."""
        self.pointer_entering = False
        """The pointer has just come into the window (WINDOWENTER): the motion SDL then
        reports, where it already stood, chooses nothing."""
        self.menu = Menu([])
        self.heading_rect = pygame.Rect(0, 0, 0, 0)
        """The wordmark and its subtitle as last drawn: still, whatever the state (a saved
        game, a last game: newcomer S, s20, 001 vs 100)."""
        self._laid_out_for: tuple[int, int] | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: object = None
        self.build()

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        app = self.app
        widgets: list[Button] = []
        for game in ALL_GAMES:
            rect = pygame.Rect(0, 0, 1, 1)
            widgets.append(
                GameCard(app, rect, game, lambda g=game: self.choose_game(g), self.selected_game)
            )
        # Continue resumes an unfinished game, and is there only then: with nothing to
        # resume it is left out, no grey button to read or to reach with the keys
        # (newcomer P, s19: 'Continue' showed with nothing in progress). A refused
        # autosave is offered too, so that the player learns why it cannot be resumed
        # and where it is moved.
        check = examine(self.autosave_path)
        has_autosave = check.resumable or check.refused is not None
        buttons = (
            ("title.continue", self.continue_game, "primary"),
            ("title.tutorial", self.open_tutorial, "normal"),  # sublabel: the game
            ("title.load", self.open_load, "normal"),
            ("title.history", self.open_history, "normal"),
            ("title.records", self.open_records, "normal"),
            ("title.settings", self.open_settings, "normal"),
            ("title.rules", self.open_rules, "normal"),
            ("title.quit", app.quit, "quiet"),
        )
        self.buttons: dict[str, Button] = {}
        """The row's buttons by their word's key (Continue's only when it is there)."""
        for key, action, style in buttons:
            if key == "title.continue" and not has_autosave:
                continue
            widgets.append(
                Button(
                    app,
                    (0, 0, 1, 1),
                    lambda k=key: app.tr(k),
                    action,
                    style=style,
                    sublabel=self.taught_game if key == "title.tutorial" else None,
                )
            )
            self.buttons[key] = widgets[-1]
        self.continue_button = self.buttons.get("title.continue")
        """Continue, when there is a game to resume; else None (not on the title)."""
        focus = len(ALL_GAMES) if has_autosave else ALL_GAMES.index(self.last_game)
        self.menu = Menu(widgets, focus)
        self._laid_out_for = None
        self._layer_key = None
        self.ensure_layout(app.view_size)

    def ensure_layout(self, size: tuple[int, int]) -> None:
        """Place the cards and buttons for a surface of `size` (again when it changes)."""
        if size == self._laid_out_for:
            return
        self._laid_out_for = size
        with theme.scaled_for(size):
            self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        """Design units over the whole surface (theme.design_size): the cards on the left
        under the wordmark, taller on a taller window, the buttons along the bottom."""
        _, high = theme.design_size(size)
        buttons_top = high - BUTTONS_BOTTOM - BUTTON_SIZE[1]
        room = buttons_top - 42 - CARDS_TOPLEFT[1] - CARD_GAP
        card_h = max(CARD_SIZE[1], min(CARD_MAX_HEIGHT, room // 2))
        cards = [w for w in self.menu.widgets if isinstance(w, GameCard)]
        for index, card in enumerate(cards):
            column, row = index % 2, index // 2
            card.rect = theme.design_rect(
                CARDS_TOPLEFT[0] + column * (CARD_SIZE[0] + CARD_GAP),
                CARDS_TOPLEFT[1] + row * (card_h + CARD_GAP),
                CARD_SIZE[0],
                card_h,
            )
        buttons = [w for w in self.menu.widgets if not isinstance(w, GameCard)]
        wide = theme.design_size(size)[0]
        # eight buttons (History and Records since issue 34) share the row's width; Learn
        # is wider, for the game it teaches under its word (issue 33: in French,
        # "Shinobi WAT-A..." was cut at 1280x720)
        weights = [LEARN_WEIGHT if b.sublabel is not None else 1.0 for b in buttons]
        if self.continue_button is None:
            # the row is laid out as if Continue were there, Learn taking its place too:
            # every other button stands where it does with a game to resume (newcomer X,
            # s21: once an autosave came, Continue pushed the row right and his usual
            # click on History hit Load)
            weights[0] += 1.0
        slots = len(buttons) + (1 if self.continue_button is None else 0)
        button_w = min(
            BUTTON_SIZE[0], (wide - 2 * BUTTONS_MARGIN - (slots - 1) * BUTTON_GAP) / sum(weights)
        )
        width = sum(weights) * button_w + (slots - 1) * BUTTON_GAP
        x = (wide - width) / 2
        for index, (button, weight) in enumerate(zip(buttons, weights, strict=True)):
            joined = BUTTON_GAP if index == 0 and self.continue_button is None else 0.0
            button.rect = theme.design_rect(
                x, buttons_top, button_w * weight + joined, BUTTON_SIZE[1]
            )
            x += button_w * weight + joined + BUTTON_GAP

    @property
    def autosave_path(self) -> Path:
        return saves_dir() / AUTOSAVE_NAME

    # ------------------------------------------------------------------ actions
    def choose_game(self, game: str) -> None:
        # the card opened is the game chosen: back from Dojo's setup, Learn to play
        # still taught Taisen until the pointer rested on Dojo (issue 33)
        self.last_game = game
        if is_playable(game):
            self.open_setup(game)
            return
        from .message import MessageScene

        tr = self.app.tr
        name = tr(f"game.{game}.name")
        self.app.push(
            MessageScene(
                self.app, tr("title.coming.title", game=name), tr("title.coming.text", game=name)
            )
        )

    def open_setup(self, game: str) -> None:
        from .setup import SetupScene

        # the command line's --seed, shown in the setup's Seed field (newcomer J:
        # 'python main.py --seed 4242' showed it empty, "random", issue 33)
        self.app.push(SetupScene(self.app, game, seed=self.app.seed_given))

    def continue_game(self) -> None:
        from .slots import load_into_app

        load_into_app(self.app, self.autosave_path)

    def open_tutorial(self) -> None:
        """Learn to play: the lesson of the game the button names (its second line, the
        game chosen on the title: a card the pointer only crosses is not chosen), at
        once (issue 33, newcomer Q, s8: 'Learn to play - Shinobi' still asked 'Which
        game to learn?', a needless click). A game with no lesson to give asks which."""
        from .lesson_picker import LessonPicker
        from .registry import TUTORIALS

        game = self.selected_game()
        if game in TUTORIALS and is_playable(game):
            self.start_tutorial(game)
            return
        self.app.push(LessonPicker(self.app, game, self.start_tutorial))

    def start_tutorial(self, game: str) -> None:
        """The guided first game of `game`."""
        self.app.push(make_tutorial(self.app, game))

    def open_load(self) -> None:
        from .slots import SlotPickerScene

        self.app.push(SlotPickerScene(self.app, "load"))

    def open_history(self) -> None:
        """Every game kept (issue 34): replays and reviews open from it."""
        from .history import open_history

        open_history(self.app)

    def open_records(self) -> None:
        """The people's records (issue 34), when that screen is in this version."""
        from .history import open_records

        open_records(self.app)

    def open_settings(self) -> None:
        from .settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app, self.selected_game(), choose=True))

    def selected_game(self) -> str:
        """The game the rules and Learn to play open on, the one the Learn to play
        button and the line under the cards name, whose card wears 'Chosen' (newcomer
        R, s19): the game card clicked or focused by a key last (the game last
        played, or the first, at start). A card under the pointer is only lit: going
        from Taisen down to the button crosses Night, and it was Night's guided game
        that started (issue 33; newcomer H, s16, even after a rest of 0.3 s)."""
        return self.last_game

    def taught_game(self) -> str:
        """The Learn to play button's second line: which game it teaches."""
        return self.app.tr(f"game.{self.last_game}.name")

    def choose_card_at_hand(self) -> None:
        """F1 is pressed where the player is: the card under the pointer, else the card
        the focus is on (a button's click leaves the pointer on the button: there the
        card chosen before stands)."""
        cards = [w for w in self.menu.widgets if isinstance(w, GameCard)]
        at_hand = [c for c in cards if c.hovered] or [c for c in cards if c.focused]
        if at_hand:
            self.last_game = at_hand[0].game

    def note_keys(self) -> None:
        """A key (or a pad) that puts the focus on a game card chooses it at once."""
        focused = self.menu.focused
        if isinstance(focused, GameCard):
            self.last_game = focused.game

    def ask_to_quit(self) -> None:
        """Esc on the title: the footer says "Esc: back", and back from the title is
        leaving the game, asked first (issue 33: Esc did nothing)."""
        from .message import ConfirmScene

        tr = self.app.tr
        self.app.push(
            ConfirmScene(
                self.app,
                tr("title.quit.ask.title"),
                tr("title.quit.ask.text"),
                self.app.quit,
                confirm_key="title.quit",
            )
        )

    # ------------------------------------------------------------------ scene
    def on_enter(self) -> None:
        from .audio import TITLE_MUSIC

        self.app.audio.start_music(TITLE_MUSIC)
        self.tell_if_saving_is_off()
        if not self.app.headless:  # a window: ready the AI and the setups while nothing moves
            self.app.when_idle(start_ai_worker)
            self.app.when_idle(warm_history)
            for game in ALL_GAMES:
                if is_playable(game) and game not in PREPARED_SETUPS:
                    self.app.when_idle(lambda game=game: self.prepare_setup(game))

    def prepare_setup(self, game: str) -> None:
        """Build and draw `game`'s setup screen off screen and drop it: its modules are
        imported and its emblems drawn, so that the real one opens within a frame. The
        imports and the level files' checks are done first on a thread of their own
        (scenes.groundwork), never in a frame: until then this waits for a later one."""
        if game in PREPARED_SETUPS:
            return
        if not groundwork.ready(game):
            if self.groundwork is None or not self.groundwork.is_alive():
                self.groundwork = groundwork.lay(game)
            self.app.when_idle(lambda: self.prepare_setup(game))
            return
        PREPARED_SETUPS.add(game)
        from .setup import SetupScene

        SetupScene(self.app, game).draw(pygame.Surface(self.app.canvas.get_size()))

    def tell_if_saving_is_off(self) -> None:
        """Once per run: the data folder cannot be written, so nothing will be saved."""
        problem = storage_problem()
        unsealable = key_problem() if problem is None else None
        if (problem is None and unsealable is None) or self.app.storage_notice_shown:
            return
        self.app.storage_notice_shown = True
        from .message import MessageScene

        if unsealable is not None:  # the key that seals saves cannot be read
            key = f"storage.key.reason.{unsealable.code}"
            reason = self.app.tr(key) if self.app.tr.has(key) else unsealable.reason
            text = self.app.tr("storage.key.text", path=str(unsealable.path), reason=reason)
        else:
            assert problem is not None
            folder, reason = problem
            text = self.app.tr("storage.off.text", folder=str(folder), reason=reason)
        self.app.push(MessageScene(self.app, self.app.tr("storage.off.title"), text))

    def on_resume(self) -> None:
        self.idle = 0.0
        focused = self.menu.focused
        key = next((k for k, b in self.buttons.items() if b is focused), None)
        self.build()  # the autosave may have appeared, or be gone: Continue with it
        played = self.app.last_game
        target: Button | None = None
        if played != self.played_seen and played in ALL_GAMES:
            # back from a game: the rules (F1) and Learn to play open on it, its card
            # focused (issue 33: the rules opened on Taisen after a game of Night)
            self.played_seen = played
            self.last_game = played
            target = self.card(played)
        elif isinstance(focused, GameCard):
            target = self.card(focused.game)
        elif key is not None:  # the same button, wherever Continue's coming or going put it
            target = self.buttons.get(key)
        if target is not None and target.can_focus:
            self.menu.focus(target)

    def card(self, game: str) -> GameCard:
        """The card of `game`."""
        return next(w for w in self.menu.widgets if isinstance(w, GameCard) and w.game == game)

    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout(self.app.view_size)
        if event.type == pygame.WINDOWENTER:  # the pointer comes into the window
            self.pointer_entering = True
            return
        if event.type == pygame.MOUSEMOTION and self.pointer_entering:
            self.pointer_entering = False
            if tuple(getattr(event, "rel", (1, 1))) == (0, 0):
                # where the pointer already stood as the window opened under it: nobody
                # pointed at that card (newcomer N, s12, nc-N/001: the pointer at the
                # screen's centre lit Shinobi and Learn to play named it, unchosen); the
                # first card stays lit till the pointer moves
                return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.idle = 0.0
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.app.audio.play("click")
            self.choose_card_at_hand()
            self.open_rules()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.audio.play("click")
            self.ask_to_quit()
            return
        self.menu.handle_event(event)
        if event.type == pygame.KEYDOWN:  # a pad's presses come as keys (Scene.handle_pad)
            self.note_keys()

    def update(self, dt: float) -> None:
        self.time += dt
        self.idle += dt
        self.menu.update(dt)
        if self.app.demo and self.idle >= DEMO_IDLE_SECONDS and self.app.top is self:
            self.idle = 0.0
            game = next((g for g in ALL_GAMES if is_playable(g)), None)
            if game is not None:
                try:
                    start_demo_game(self.app, game)
                except ImportError as exc:
                    log.warning("demo not available: %s", exc)

    def draw(self, canvas: pygame.Surface) -> None:
        size = canvas.get_size()
        self.ensure_layout(size)
        canvas.blit(self.menu_layer(size), (0, 0))
        self.draw_wordmark(canvas)

    def menu_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """The key art with the cards, the buttons, the hint and the version, drawn
        again only when one of them changes (a glow, the focus, the language, the size):
        a still title costs one blit and its wordmark."""
        state = tuple(
            (round(w.glow * 24), w.focused, getattr(w, "pressed", False), w.enabled)
            for w in self.menu.widgets
        )
        key = (
            size,
            theme.scale(),
            self.app.tr.lang,
            theme.sharp_backdrops(),
            state,
            self.last_game,
        )
        if self._layer is None or key != self._layer_key:
            if self._layer is None or self._layer.get_size() != size:
                self._layer = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self._layer = self._layer.convert()
            layer = self._layer
            layer.blit(_backdrop(size, theme.sharp_backdrops()), (0, 0))
            self.menu.draw(layer)
            draw_cue(layer, self.app, self.menu.widgets, self.last_game)  # (s17, L and M)
            draw_hint(layer, self.app.tr("hint.menu"))
            theme.blit_text(
                layer,
                f"v{self.version}",
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                bottomright=(size[0] - theme.px(14), size[1] - theme.px(10)),
            )
            self._layer_key = key
        return self._layer

    def draw_wordmark(self, canvas: pygame.Surface) -> None:
        cx, cy = (theme.px(v) for v in WORDMARK_CENTER)
        pulse = 1.0 + 0.02 * math.sin(self.time * 1.4)
        sun = _sun(theme.px(96 * pulse), theme.px(78 * pulse))
        canvas.blit(sun, sun.get_rect(center=(cx, cy + theme.px(4))))
        spaced = " ".join(self.app.tr("app.title").upper())
        words, label_width = _wordmark(spaced, self.app.tr("title.subtitle"), theme.scale())
        self.heading_rect = words.get_rect(midtop=(cx, cy - words.get_height() // 2))
        canvas.blit(words, self.heading_rect)
        for side in (-1, 1):
            at = (cx + side * (label_width // 2 + theme.px(40)), cy - theme.px(36))
            _shuriken(canvas, at, self.time * side * 1.2)


@lru_cache(maxsize=4)
def _wordmark(spaced: str, subtitle: str, scale: float) -> tuple[pygame.Surface, int]:
    """The title in gold over its two shadows, and the subtitle under it, as one picture
    whose middle is the wordmark's centre (drawn at the current scale, `scale`); and the
    title's width."""
    px = theme.px
    layers = [
        (theme.text(spaced, theme.FONT_TITLE, colour, "display"), px(offset))
        for colour, offset in ((theme.VERMILION_DARK, 5), (theme.SHADOW, 2), (theme.GOLD, 0))
    ]
    sub = theme.shadowed_text(subtitle, theme.FONT_BODY, theme.MOONLIGHT)
    gold = layers[-1][0]
    width = max(gold.get_width() + px(5), sub.get_width()) + 2
    half = max(gold.get_height() // 2 + px(5), px(72) + sub.get_height() // 2) + 2
    surface = pygame.Surface((width, 2 * half), pygame.SRCALPHA)
    middle = (width // 2, half)
    for layer, offset in layers:
        surface.blit(layer, layer.get_rect(center=(middle[0] + offset, middle[1] + offset)))
    surface.blit(sub, sub.get_rect(center=(middle[0], middle[1] + px(72))))
    return surface, gold.get_width()


@lru_cache(maxsize=4)
def _backdrop(size: tuple[int, int], sharp: bool = False) -> pygame.Surface:
    """The key art covering the surface (else the drawn sky), with the shade that keeps
    the menus readable, as one opaque layer per size (`sharp`: from the @2x picture,
    theme.sharp_backdrops)."""
    width, height = size
    art = theme.cached_cover("title.png", width, height, anchor=0.5)
    layer = pygame.Surface(size)
    if art is not None:
        layer.blit(art, (0, 0))
    else:
        theme.draw_background(layer)
    layer.blit(_readability_shade(size), (0, 0))
    return layer.convert() if pygame.display.get_surface() is not None else layer


@lru_cache(maxsize=8)
def _sun(outer: int, inner: int) -> pygame.Surface:
    """The red sun behind the wordmark (its radii pulse a little: a few sizes kept)."""
    sun = pygame.Surface((2 * outer + 2, 2 * outer + 2), pygame.SRCALPHA)
    centre = (outer + 1, outer + 1)
    pygame.draw.circle(sun, (*theme.VERMILION, 50), centre, outer)
    pygame.draw.circle(sun, (*theme.VERMILION, 140), centre, inner)
    return sun


def _readability_shade(size: tuple[int, int]) -> pygame.Surface:
    """Darkens the left side and the bottom of the key art, under the menus."""
    width, height = size
    shade = pygame.Surface(size, pygame.SRCALPHA)
    step = max(1, round(4 * width / 1280))
    for x in range(0, width, step):
        alpha = int(170 * max(0.0, 1.0 - x / (width * 0.62)) ** 1.2)
        pygame.draw.rect(shade, (*theme.SHADOW, alpha), (x, 0, step, height))
    bottom = pygame.Surface(size, pygame.SRCALPHA)
    band = max(1, round(180 * theme.scale_for(size)))
    for y in range(height - band, height):
        alpha = int(190 * ((y - (height - band)) / band) ** 1.5)
        pygame.draw.line(bottom, (*theme.SHADOW, alpha), (0, y), (width, y))
    shade.blit(bottom, (0, 0))
    return shade


def _shuriken(canvas: pygame.Surface, center: tuple[int, int], angle: float) -> None:
    x, y = center
    points = []
    for k in range(8):
        radius = theme.px(22 if k % 2 == 0 else 7)
        a = angle + k * math.pi / 4
        points.append((x + radius * math.cos(a), y + radius * math.sin(a)))
    drop = theme.px(2)
    pygame.draw.polygon(canvas, theme.SHADOW, [(u + drop, v + drop) for u, v in points])
    pygame.draw.polygon(canvas, (196, 202, 222), points)
    pygame.draw.circle(canvas, theme.MIDNIGHT, center, theme.px(4))
