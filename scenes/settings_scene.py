"""Settings: language, volumes, animation speed, fullscreen, piece colours, the "End turn"
confirm. Saved when leaving."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ninjas.core.i18n import DECIMAL_MARK, LANGUAGES
from ninjas.core.settings import (
    ANIMATION_SPEEDS,
    COMPUTER_PACES,
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
    resolve,
    shortened,
    wrap_text,
)

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
"""Each language named in itself, whatever the current language."""

ROW_HEIGHT = 40
HELP_GAP = 3
"""Design room between a row's frame (lit when focused) and its line (newcomer S, s20,
131: the Language row's line sat tight under its highlighted frame)."""
HELP_HEIGHT = 20
"""Each row's own line, under its label: what the row does, shown for every row at once
(newcomers E and F, s15: only the focused row's line showed, and 'Confirm end of turn'
told nothing until focused). The height its words are drawn (the font's line)."""
ROW_GAP = 2
"""Design room between a row's line and the next row's frame (s21: at 18 the line's
foot ran into the next row, a6139774, reverted)."""
ROW_PITCH = ROW_HEIGHT + HELP_GAP + HELP_HEIGHT + ROW_GAP
ROWS_TOP = 76
"""Design distance from the panel's top to its first row (under the title's line)."""
DONE_SIZE = (240, 44)
DONE_GAP = 12
"""Design room between the last row's line and Done (newcomer S, s20, 131: 4)."""
DONE_MARGIN = 8
"""Design room between Done and the panel's foot."""
ROWS = 8
PANEL_SIZE = (960, ROWS_TOP + ROWS * ROW_PITCH - ROW_GAP + DONE_GAP + DONE_SIZE[1] + DONE_MARGIN)
"""The panel in design units (658 tall): eight rows with their lines, Done clear of the
last, and a margin above its frame in 720 px (newcomer O, s18, 004: at 672 its title sat
on the window's top edge, the top border cut)."""
PANEL_DY = -14
"""Design px the panel stands above the window's middle: its top 17 px from the
window's at 720, its foot 45 above the window's, clear of the keys' strip (44 tall,
widgets.hint_strip_height; at 40 above it, 680, the panel's foot ran 4 px into it)."""


class ScaleChoice(Choice):
    """A Choice along a scale (slowest to fastest): it stops at its ends, the arrow that
    would go past an end greyed, instead of wrapping round (newcomer N, s12, nc-N/g1617:
    '<' at 0.5x jumped to 4x). Only a true cycle (the language, on/off) wraps."""

    def adjust(self, delta: int) -> bool:
        if self.enabled and self.at_end(delta):
            return True  # at the end: nothing moves, nothing clicks, the focus stays
        return super().adjust(delta)

    def at_end(self, delta: int) -> bool:
        """True when the arrow for `delta` (-1: '<', +1: '>') has nowhere to go."""
        return not 0 <= self.index + delta < len(self.options)

    def draw(self, canvas: pygame.Surface) -> None:
        # Choice.draw's row (settings rows are never stacked), each arrow in its own colour
        self._draw_row(canvas, self.label)
        box = self._draw_value_box(canvas)
        inset = theme.px(14)
        for delta, text in ((-1, "<"), (1, ">")):
            live = self.enabled and not self.at_end(delta)
            colour = theme.GOLD if live else theme.DISABLED
            if delta < 0:
                spot = {"midleft": (box.left + inset, box.centery)}
            else:
                spot = {"midright": (box.right - inset, box.centery)}
            theme.blit_text(canvas, text, theme.FONT_BUTTON, colour, **spot)
        value_colour = theme.MOONLIGHT if self.enabled else theme.TEXT_FAINT
        label = resolve(self.options[self.index][1])
        theme.blit_text(
            canvas,
            shortened(label, theme.FONT_BODY + 1, box.width - theme.px(64)),
            theme.FONT_BODY + 1,
            value_colour,
            center=box.center,
        )


def speed_label(speed: float, lang: str = "en") -> str:
    """'0.5×' in English, '0,5×' in French (its decimal comma)."""
    return f"{speed:g}×".replace(".", DECIMAL_MARK.get(lang, "."))


class SettingsScene(MenuScene):
    """Changes apply at once; the file is written when the scene is left."""

    overlay = True

    def __init__(self, app: App) -> None:
        super().__init__(app)

        def tr(key: str) -> Callable[[], str]:
            """A label that follows the language."""
            return lambda: app.tr(key)

        settings = app.settings
        row = pygame.Rect(0, 0, 1, 1)
        self.language = Choice(
            app,
            row,
            tr("settings.language"),
            [(lang, LANGUAGE_NAMES.get(lang, lang)) for lang in LANGUAGES],
            settings.language,
            self.set_language,
        )
        self.sound = Slider(app, row, tr("settings.sound"), settings.sound_volume, self.set_sound)
        self.music = Slider(app, row, tr("settings.music"), settings.music_volume, self.set_music)
        self.speed = ScaleChoice(
            app,
            row,
            tr("settings.animation"),
            [(speed, lambda s=speed: speed_label(s, app.tr.lang)) for speed in ANIMATION_SPEEDS],
            settings.animation_speed,
            self.set_speed,
        )
        self.fullscreen = Toggle(
            app,
            row,
            tr("settings.fullscreen"),
            app.fullscreen,  # the window's, not only the setting's (--size: a window)
            self.set_fullscreen,
            on=tr("settings.on"),
            off=tr("settings.off"),
        )
        self.palette = Choice(
            app,
            row,
            tr("settings.palette"),
            [(name, tr(f"settings.palette.{name}")) for name in PALETTE_NAMES],
            settings.palette,
            self.set_palette,
        )
        self.confirm_turn_end = Toggle(
            app,
            row,
            tr("settings.confirm_turn_end"),
            settings.confirm_turn_end,
            self.set_confirm_turn_end,
            on=tr("settings.on"),
            off=tr("settings.off"),
        )
        self.computer_pace = Choice(
            app,
            row,
            tr("settings.computer_pace"),
            [(pace, tr(f"settings.computer_pace.{pace}")) for pace in COMPUTER_PACES],
            settings.computer_pace,
            self.set_computer_pace,
        )
        done = Button(
            app,
            (0, 0, 1, 1),
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
            self.confirm_turn_end,
            self.computer_pace,
            done,
        ]
        self.menu = Menu(widgets)
        self.kept_file = settings_file_problem() is not None
        """The settings file cannot be read: it is kept as it is, and changes last only
        until the game quits (ninjas.core.settings.save_settings)."""
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.note_top = 0
        self.ensure_layout(app.view_size)

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        self.panel = theme.centred_rect(*PANEL_SIZE, size, PANEL_DY)
        rows = self.menu.widgets[:-1]
        for index, widget in enumerate(rows):
            widget.rect = theme.design_rect(0, 0, PANEL_SIZE[0] - 80, ROW_HEIGHT)
            widget.rect.topleft = (
                self.panel.left + px(40),
                self.panel.top + px(ROWS_TOP + index * ROW_PITCH),
            )
        self.note_top = self.panel.top + px(ROWS_TOP + len(rows) * ROW_PITCH)
        done = theme.design_rect(0, 0, *DONE_SIZE)
        done.midbottom = (self.panel.centerx, self.panel.bottom - px(DONE_MARGIN))
        self.menu.widgets[-1].rect = done

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

    def set_confirm_turn_end(self, value: bool) -> None:
        self.app.settings.confirm_turn_end = value  # from the next move that ends a turn

    def set_speed(self, value: float) -> None:
        self.app.settings.animation_speed = value

    def set_computer_pace(self, value: str) -> None:
        self.app.settings.computer_pace = value  # a table's next computer move follows it

    def set_fullscreen(self, value: bool) -> None:
        try:
            self.app.set_fullscreen(value)
        except pygame.error as exc:
            log.warning("could not change the display mode: %s", exc)
            self.app.settings.fullscreen = not value
            self.fullscreen.set_value(not value)

    def leave(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ scene
    def help_keys(self) -> dict[int, str]:
        """The line under the rows for each row, by the row's id."""
        rows = (
            (self.language, "language"),
            (self.sound, "sound"),
            (self.music, "music"),
            (self.speed, "animation"),
            (self.fullscreen, "fullscreen"),
            (self.palette, "palette"),
            (self.confirm_turn_end, "confirm_turn_end"),
            (self.computer_pace, f"computer_pace.{self.computer_pace.value}"),
        )  # the pace's line is its value's (newcomer G, s16, 036: Brisk said the other's)
        return {id(widget): f"settings.{name}.help" for widget, name in rows}

    def row_help(self) -> list[tuple[pygame.Rect, str]]:
        """Each row's line (its place, its words), under its label: every row's at once,
        not only the focused row's, so 'Confirm end of turn' says what it does before it
        is chosen (newcomers E and F, s15; issue 33)."""
        keys = self.help_keys()
        lines = []
        for widget in self.menu.widgets[:-1]:
            key = keys.get(id(widget))
            if key is None:
                continue
            rect = pygame.Rect(
                widget.rect.left + theme.px(22),
                widget.rect.bottom + theme.px(HELP_GAP),
                widget.rect.width - theme.px(30),
                theme.px(HELP_HEIGHT),
            )
            lines.append((rect, self.app.tr(key)))
        return lines

    def draw_row_help(self, canvas: pygame.Surface) -> None:
        focused = self.menu.focused
        focused_rect = getattr(focused, "rect", None)
        for rect, words in self.row_help():
            lit = focused_rect is not None and rect.top == focused_rect.bottom + theme.px(HELP_GAP)
            theme.blit_text(
                canvas,
                shortened(words, theme.FONT_SMALL, rect.width),
                theme.FONT_SMALL,
                theme.MOONLIGHT if lit else theme.TEXT_DIM,
                topleft=rect.topleft,
            )

    def on_exit(self) -> None:
        self.app.save_settings()

    def back(self) -> None:
        self.leave()

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        if self.fullscreen.value != bool(self.app.fullscreen):  # F11 / Alt+Enter here
            # (newcomer F, s10, nc-96/103-106.png: fullscreen on screen, the row 'Non')
            self.fullscreen.set_value(bool(self.app.fullscreen))
        draw_backdrop(self, canvas)
        panel = self.panel
        draw_panel(canvas, panel, title=self.app.tr("settings.title"))
        self.menu.draw(canvas)
        self.draw_row_help(canvas)
        if self.kept_file:  # a settings file that cannot be read (rare, and it matters)
            y = self.note_top
            note = self.app.tr("settings.kept", path=str(settings_path()))
            size = theme.FONT_MIN
            for line in wrap_text(note, size, panel.width - theme.px(60))[:2]:
                label = theme.blit_text(canvas, line, size, theme.GOLD, midtop=(panel.centerx, y))
                y = label.bottom + theme.px(2)
        draw_hint(canvas, self.app.tr("hint.settings"))


__all__ = ["ScaleChoice", "SettingsScene"]
