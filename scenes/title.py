"""The title screen: the four games as cards, Continue / Load / Settings / Rules / Quit."""

from __future__ import annotations

import logging
import math
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ninjas.core.paths import saves_dir, storage_problem
from ninjas.core.saves import examine
from ninjas.core.seal import key_problem
from ninjas.core.session import AUTOSAVE_NAME, GameSession, Seat
from ninjas.games import ALL_GAMES

from . import theme
from .registry import is_playable, make_game_scene
from .scene import Scene
from .widgets import Button, Menu, draw_hint, draw_panel, resolve, wrap_text

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)
PREPARED_SETUPS: set[str] = set()
"""The games whose setup screen this process has drawn ahead (TitleScene.prepare_setup)."""

CARD_SIZE = (318, 158)
CARD_GAP = 20
CARDS_TOPLEFT = (44, 214)
"""The game cards sit in a 2 x 2 grid on the left, clear of the key art's ninja."""
BUTTONS_TOP = 592
BUTTON_SIZE = (182, 56)
BUTTON_GAP = 14
WORDMARK_CENTER = (364, 104)
DEMO_IDLE_SECONDS = 6.0
"""In demo (attract) mode the title starts an AI-vs-AI game after this much idle time."""

GAME_EMBLEMS: dict[str, tuple[theme.Colour, str]] = {
    "taisen": (theme.VERMILION, "dice"),
    "shinobi": ((120, 90, 190), "cards"),
    "night": ((70, 120, 200), "moon"),
    "dojo": ((80, 150, 110), "hex"),
}
"""Colour and drawn pictogram of each game's card."""

DEMO_SEATS = (Seat("ai", "normal"), Seat("ai", "normal"))


def start_ai_worker() -> None:
    """Start the AI's worker process now, at the first still moment of the title, so that
    no table (new, continued, loaded or demo) waits for it. Never a reason to fail."""
    try:
        from ninjas.ai import warm_up

        warm_up()
    except Exception as exc:
        log.info("AI worker not warmed up: %s", exc)


def game_version() -> str:
    """The installed package version, else the source tree's."""
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
    session = GameSession.new(game, list(seats), seed, options, autosave=False)
    scene = make_game_scene(app, session)
    app.reset(TitleScene(app))
    app.push(scene)


def draw_pictogram(
    canvas: pygame.Surface, kind: str, center: tuple[int, int], colour: theme.Colour
) -> None:
    """A small drawn emblem for a game card."""
    x, y = center
    if kind == "dice":
        for dx, tint in ((-26, theme.VERMILION), (0, (70, 160, 90)), (26, (70, 110, 220))):
            rect = pygame.Rect(0, 0, 30, 30)
            rect.center = (x + dx, y + (6 if dx else -4))
            pygame.draw.rect(canvas, tint, rect, border_radius=6)
            pygame.draw.rect(canvas, theme.MOONLIGHT, rect, 2, border_radius=6)
            pygame.draw.circle(canvas, theme.MOONLIGHT, rect.center, 4)
    elif kind == "cards":
        for i, angle in enumerate((-16, 0, 16)):
            card = pygame.Surface((30, 42), pygame.SRCALPHA)
            pygame.draw.rect(card, (*colour, 255), card.get_rect(), border_radius=4)
            pygame.draw.rect(card, (*theme.MOONLIGHT, 255), card.get_rect(), 2, border_radius=4)
            turned = pygame.transform.rotate(card, -angle)
            canvas.blit(turned, turned.get_rect(center=(x - 18 + i * 18, y + abs(angle) // 4)))
    elif kind == "moon":
        pygame.draw.circle(canvas, theme.MOONLIGHT, (x, y), 22)
        pygame.draw.circle(canvas, theme.PANEL, (x + 10, y - 6), 19)
        for dx, dy in ((-30, 14), (28, 18), (22, -20)):
            pygame.draw.circle(canvas, theme.GOLD, (x + dx, y + dy), 2)
    else:
        for dx, dy in ((-19, -11), (19, -11), (0, 11)):
            points = [
                (
                    x + dx + 13 * math.cos(math.radians(60 * k + 30)),
                    y + dy + 13 * math.sin(math.radians(60 * k + 30)),
                )
                for k in range(6)
            ]
            pygame.draw.polygon(canvas, colour, points)
            pygame.draw.polygon(canvas, theme.MOONLIGHT, points, 2)


class GameCard(Button):
    """A game on the title screen; the games not built yet say "coming soon"."""

    def __init__(self, app: App, rect: pygame.Rect, game: str, on_click: object) -> None:
        super().__init__(app, rect, lambda: app.tr(f"game.{game}.name"), on_click)  # type: ignore[arg-type]
        self.game = game
        self.playable = is_playable(game)
        """A game still coming can be clicked: it says so (it is not a dead button)."""

    def draw(self, canvas: pygame.Surface) -> None:
        g = self.glow
        rect = self.rect.move(0, -int(4 * g))
        colour, pictogram = GAME_EMBLEMS.get(self.game, (theme.BORDER, "hex"))
        if self.playable:
            border = theme.lerp(theme.BORDER, theme.GOLD, g)
            fill = theme.lerp(theme.PANEL, theme.PANEL_LIGHT, g)
        else:
            border, fill = theme.DISABLED, theme.MIDNIGHT
        draw_panel(canvas, rect, fill=fill, border=border, alpha=232 if self.playable else 205)
        if self.focused and self.playable:
            pygame.draw.rect(canvas, theme.GOLD, rect.inflate(10, 10), 2, border_radius=18)
        # emblem medallion on the left
        medal = (rect.left + 60, rect.centery)
        ring = colour if self.playable else theme.DISABLED
        pygame.draw.circle(canvas, theme.SHADOW, (medal[0], medal[1] + 3), 42)
        pygame.draw.circle(canvas, theme.MIDNIGHT, medal, 42)
        pygame.draw.circle(canvas, ring, medal, 42, 3)
        draw_pictogram(canvas, pictogram, medal, colour)
        left = rect.left + 118
        name_colour = (
            theme.lerp(theme.MOONLIGHT, theme.GOLD, g) if self.playable else theme.TEXT_DIM
        )
        name = theme.blit_text(
            canvas,
            resolve(self.label),
            theme.FONT_BUTTON,
            name_colour,
            "display",
            shadow=True,
            topleft=(left, rect.top + 34),
        )
        y = name.bottom + 8
        tagline = self.app.tr(f"game.{self.game}.tagline")
        for line in wrap_text(tagline, theme.FONT_SMALL, rect.right - left - 14)[:3]:
            theme.blit_text(
                canvas,
                line,
                theme.FONT_SMALL,
                theme.TEXT_DIM if self.playable else theme.TEXT_FAINT,
                topleft=(left, y),
            )
            y += 21
        if not self.playable:
            label = theme.text(
                self.app.tr("title.coming_soon"), theme.FONT_SMALL - 2, theme.MOONLIGHT
            )
            ribbon = label.get_rect().inflate(22, 10)
            ribbon.topright = (rect.right - 12, rect.top + 10)
            pygame.draw.rect(canvas, theme.VERMILION_DARK, ribbon, border_radius=ribbon.height // 2)
            canvas.blit(label, label.get_rect(center=ribbon.center))


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.time = 0.0
        self.idle = 0.0
        self.version = game_version()
        self.menu = Menu([])
        self.build()

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        app = self.app
        widgets: list[Button] = []
        for index, game in enumerate(ALL_GAMES):
            column, row = index % 2, index // 2
            rect = pygame.Rect(
                CARDS_TOPLEFT[0] + column * (CARD_SIZE[0] + CARD_GAP),
                CARDS_TOPLEFT[1] + row * (CARD_SIZE[1] + CARD_GAP),
                *CARD_SIZE,
            )
            widgets.append(GameCard(app, rect, game, lambda g=game: self.choose_game(g)))
        # Continue resumes an unfinished game; a refused autosave is offered too, so
        # that the player learns why it cannot be resumed and where it is moved
        path = self.autosave_path
        check = examine(path)
        has_autosave = check.resumable or check.refused is not None
        buttons = (
            (
                "title.continue",
                self.continue_game,
                has_autosave,
                "primary" if has_autosave else "normal",
            ),
            ("title.tutorial", self.open_tutorial, True, "normal"),
            ("title.load", self.open_load, True, "normal"),
            ("title.settings", self.open_settings, True, "normal"),
            ("title.rules", self.open_rules, True, "normal"),
            ("title.quit", app.quit, True, "quiet"),
        )
        width = len(buttons) * BUTTON_SIZE[0] + (len(buttons) - 1) * BUTTON_GAP
        left = (1280 - width) // 2
        for index, (key, action, enabled, style) in enumerate(buttons):
            rect = pygame.Rect(
                left + index * (BUTTON_SIZE[0] + BUTTON_GAP), BUTTONS_TOP, *BUTTON_SIZE
            )
            widgets.append(
                Button(app, rect, lambda k=key: app.tr(k), action, enabled=enabled, style=style)
            )
        self.continue_button = widgets[len(ALL_GAMES)]
        focus = len(ALL_GAMES) if has_autosave else 0
        self.menu = Menu(widgets, focus)

    @property
    def autosave_path(self) -> Path:
        return saves_dir() / AUTOSAVE_NAME

    # ------------------------------------------------------------------ actions
    def choose_game(self, game: str) -> None:
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

        self.app.push(SetupScene(self.app, game))

    def continue_game(self) -> None:
        from .slots import load_into_app

        load_into_app(self.app, self.autosave_path)

    def open_tutorial(self) -> None:
        from .taisen.tutorial import TutorialScene

        self.app.push(TutorialScene.start(self.app))

    def open_load(self) -> None:
        from .slots import SlotPickerScene

        self.app.push(SlotPickerScene(self.app, "load"))

    def open_settings(self) -> None:
        from .settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app, "taisen", choose=True))

    # ------------------------------------------------------------------ scene
    def on_enter(self) -> None:
        from .audio import TITLE_MUSIC

        self.app.audio.start_music(TITLE_MUSIC)
        self.tell_if_saving_is_off()
        if not self.app.headless:  # a window: ready the AI and the setups while nothing moves
            self.app.when_idle(start_ai_worker)
            for game in ALL_GAMES:
                if is_playable(game) and game not in PREPARED_SETUPS:
                    self.app.when_idle(lambda game=game: self.prepare_setup(game))

    def prepare_setup(self, game: str) -> None:
        """Build and draw `game`'s setup screen off screen and drop it: its modules are
        imported and its emblems drawn, so that the real one opens within a frame."""
        if game in PREPARED_SETUPS:
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
        index = self.menu.index
        self.build()  # the autosave may have appeared
        if self.menu.widgets[index].can_focus:
            self.menu.focus(index)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.idle = 0.0
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.app.audio.play("click")
            self.open_rules()
            return
        self.menu.handle_event(event)

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
        art = theme.load_image("title.png")
        if art is not None and art.get_size() == canvas.get_size():
            canvas.blit(art, (0, 0))
        elif art is not None:
            canvas.blit(_scaled(art, canvas.get_size()), (0, 0))
        else:
            theme.draw_background(canvas)
        canvas.blit(_readability_shade(canvas.get_size()), (0, 0))
        self.draw_wordmark(canvas)
        self.menu.draw(canvas)
        draw_hint(canvas, self.app.tr("hint.menu"))
        theme.blit_text(
            canvas, f"v{self.version}", theme.FONT_SMALL, theme.TEXT_DIM, bottomright=(1266, 710)
        )

    def draw_wordmark(self, canvas: pygame.Surface) -> None:
        cx, cy = WORDMARK_CENTER
        pulse = 1.0 + 0.02 * math.sin(self.time * 1.4)
        sun = pygame.Surface((240, 240), pygame.SRCALPHA)
        pygame.draw.circle(sun, (*theme.VERMILION, 50), (120, 120), int(96 * pulse))
        pygame.draw.circle(sun, (*theme.VERMILION, 140), (120, 120), int(78 * pulse))
        canvas.blit(sun, sun.get_rect(center=(cx, cy + 4)))
        spaced = " ".join(self.app.tr("app.title").upper())
        theme.blit_text(
            canvas,
            spaced,
            theme.FONT_TITLE,
            theme.VERMILION_DARK,
            "display",
            center=(cx + 5, cy + 5),
        )
        theme.blit_text(
            canvas, spaced, theme.FONT_TITLE, theme.SHADOW, "display", center=(cx + 2, cy + 2)
        )
        label = theme.blit_text(
            canvas, spaced, theme.FONT_TITLE, theme.GOLD, "display", center=(cx, cy)
        )
        for side in (-1, 1):
            _shuriken(canvas, (cx + side * (label.width // 2 + 40), cy), self.time * side * 1.2)
        theme.blit_text(
            canvas,
            self.app.tr("title.subtitle"),
            theme.FONT_BODY,
            theme.MOONLIGHT,
            shadow=True,
            center=(cx, cy + 72),
        )


@cache
def _readability_shade(size: tuple[int, int]) -> pygame.Surface:
    """Darkens the left side and the bottom of the key art, under the menus."""
    width, height = size
    shade = pygame.Surface(size, pygame.SRCALPHA)
    for x in range(0, width, 4):
        alpha = int(170 * max(0.0, 1.0 - x / (width * 0.62)) ** 1.2)
        pygame.draw.rect(shade, (*theme.SHADOW, alpha), (x, 0, 4, height))
    bottom = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(height - 180, height):
        alpha = int(190 * ((y - (height - 180)) / 180) ** 1.5)
        pygame.draw.line(bottom, (*theme.SHADOW, alpha), (0, y), (width, y))
    shade.blit(bottom, (0, 0))
    return shade


_scaled_cache: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}


def _scaled(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    key = (id(image), size)
    if key not in _scaled_cache:
        _scaled_cache.clear()
        _scaled_cache[key] = pygame.transform.smoothscale(image, size)
    return _scaled_cache[key]


def _shuriken(canvas: pygame.Surface, center: tuple[int, int], angle: float) -> None:
    x, y = center
    points = []
    for k in range(8):
        radius = 22 if k % 2 == 0 else 7
        a = angle + k * math.pi / 4
        points.append((x + radius * math.cos(a), y + radius * math.sin(a)))
    pygame.draw.polygon(canvas, theme.SHADOW, [(px + 2, py + 2) for px, py in points])
    pygame.draw.polygon(canvas, (196, 202, 222), points)
    pygame.draw.circle(canvas, theme.MIDNIGHT, center, 4)
