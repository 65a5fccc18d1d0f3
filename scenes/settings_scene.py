"""Settings: language, volumes, animation speed, fullscreen. Saved when leaving."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ninjas.core.i18n import LANGUAGES
from ninjas.core.settings import (
    ANIMATION_SPEEDS,
    PALETTE_NAMES,
    settings_file_problem,
    settings_path,
)

from . import theme
from .menu_scene import MenuScene
from .widgets import (
    Button,
    Choice,
    Menu,
    Slider,
    Toggle,
    Widget,
    draw_backdrop,
    draw_hint,
    draw_panel,
    wrap_text,
)

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
"""Each language named in itself, whatever the current language."""

PANEL = pygame.Rect(240, 46, 800, 628)
ROW_HEIGHT = 58
ROW_GAP = 8


def speed_label(speed: float) -> str:
    return f"{speed:g}×"


class SettingsScene(MenuScene):
    """Changes apply at once; the file is written when the scene is left."""

    overlay = True

    def __init__(self, app: App) -> None:
        super().__init__(app)

        def tr(key: str) -> Callable[[], str]:
            """A label that follows the language."""
            return lambda: app.tr(key)

        settings = app.settings
        row = pygame.Rect(PANEL.left + 40, PANEL.top + 110, PANEL.width - 80, ROW_HEIGHT)
        step = ROW_HEIGHT + ROW_GAP
        self.language = Choice(
            app,
            row,
            tr("settings.language"),
            [(lang, LANGUAGE_NAMES.get(lang, lang)) for lang in LANGUAGES],
            settings.language,
            self.set_language,
        )
        self.sound = Slider(
            app, row.move(0, step), tr("settings.sound"), settings.sound_volume, self.set_sound
        )
        self.music = Slider(
            app, row.move(0, 2 * step), tr("settings.music"), settings.music_volume, self.set_music
        )
        self.speed = Choice(
            app,
            row.move(0, 3 * step),
            tr("settings.animation"),
            [(speed, speed_label(speed)) for speed in ANIMATION_SPEEDS],
            settings.animation_speed,
            self.set_speed,
        )
        self.fullscreen = Toggle(
            app,
            row.move(0, 4 * step),
            tr("settings.fullscreen"),
            settings.fullscreen,
            self.set_fullscreen,
            on=tr("settings.on"),
            off=tr("settings.off"),
        )
        self.palette = Choice(
            app,
            row.move(0, 5 * step),
            tr("settings.palette"),
            [(name, tr(f"settings.palette.{name}")) for name in PALETTE_NAMES],
            settings.palette,
            self.set_palette,
        )
        done = Button(
            app,
            (PANEL.centerx - 120, PANEL.bottom - 84, 240, 58),
            tr("button.done"),
            self.leave,
            style="primary",
        )
        widgets: list[Widget] = [
            self.language,
            self.sound,
            self.music,
            self.speed,
            self.fullscreen,
            self.palette,
            done,
        ]
        self.menu = Menu(widgets)
        self.kept_file = settings_file_problem() is not None
        """The settings file cannot be read: it is kept as it is, and changes last only
        until the game quits (ninjas.core.settings.save_settings)."""
        self.note_top = row.top + 6 * step

    # ------------------------------------------------------------------ changes
    def set_language(self, lang: str) -> None:
        self.app.set_language(lang)

    def set_sound(self, value: float) -> None:
        self.app.settings.sound_volume = value

    def set_music(self, value: float) -> None:
        self.app.settings.music_volume = value
        self.app.audio.set_volumes()

    def set_palette(self, value: str) -> None:
        self.app.settings.palette = value  # the tables recolour their cards at once

    def set_speed(self, value: float) -> None:
        self.app.settings.animation_speed = value

    def set_fullscreen(self, value: bool) -> None:
        self.app.settings.fullscreen = value
        if self.app.headless:
            return
        try:
            self.app.apply_display_settings()
        except pygame.error as exc:
            log.warning("could not change the display mode: %s", exc)
            self.app.settings.fullscreen = not value
            self.fullscreen.set_value(not value)

    def leave(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ scene
    def on_exit(self) -> None:
        self.app.save_settings()

    def back(self) -> None:
        self.leave()

    def draw(self, canvas: pygame.Surface) -> None:
        draw_backdrop(self, canvas)
        draw_panel(canvas, PANEL, title=self.app.tr("settings.title"))
        self.menu.draw(canvas)
        if self.kept_file:
            note = self.app.tr("settings.kept", path=str(settings_path()))
            y = self.note_top
            for line in wrap_text(note, theme.FONT_SMALL - 3, PANEL.width - 80)[:2]:
                label = theme.blit_text(
                    canvas, line, theme.FONT_SMALL - 3, theme.GOLD, midtop=(PANEL.centerx, y)
                )
                y = label.bottom + 2
        draw_hint(canvas, self.app.tr("hint.settings"))


__all__ = ["SettingsScene"]
