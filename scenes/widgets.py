"""Shared widgets: buttons, a keyboard-and-mouse menu, sliders, choices, a digit
field, panels, text wrapping and toasts. Every activation plays the "click" sound.

Labels are a string or a function returning one, so a screen whose language changes
redraws in the new language without rebuilding its widgets.

Sizes: a widget's rect is in real pixels of the surface drawn on (a screen lays its
widgets out from that surface's size and may move them: `widget.rect = ...` keeps
their state). Every length inside a widget or a panel (paddings, radii, borders,
knobs, focus rings, the hint strip, a toast's place) is a design length, in pixels at
1280x720, drawn through theme.px at the current scale; `radius` and `border_width`
given to draw_panel are design lengths too. Text sizes are design sizes (theme.font).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from . import panel_sheen, theme
from .memory import screens, shared_cache, surface_cache
from .text_measure import shortened as shortened  # (widgets.shortened, as before)
from .text_measure import wrap_text as wrap_text  # (widgets.wrap_text, as before)

if TYPE_CHECKING:
    from .host import Host
    from .scene import Scene

Label = str | Callable[[], str]

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PREVIOUS_KEYS = (pygame.K_UP,)
NEXT_KEYS = (pygame.K_DOWN,)
HINT_STRIP_HEIGHT = 44
DIGIT_KEYS = {getattr(pygame, f"K_{d}"): str(d) for d in range(10)} | {
    getattr(pygame, f"K_KP{d}"): str(d) for d in range(10)
}


def resolve(label: Label) -> str:
    return label() if callable(label) else label


def ease(current: float, target: float, dt: float, speed: float = 14.0) -> float:
    """Move `current` toward `target` smoothly (frame-rate independent enough at 60 Hz)."""
    return current + (target - current) * min(1.0, dt * speed)


# ---------------------------------------------------------------------- drawing
GLOW_STEPS = 10
"""Steps of a widget's highlight as drawn (Widget.shown_glow)."""
PANEL_CACHE = 64
"""Panels kept drawn: a big window's panels are big, so the cache stays small."""
PANEL_CACHE_SCREENS = 2.0
"""...and the pixels they hold at most, in whole windows (a panel that fades in draws
one picture per step of its alpha: 0.9 MB each for a Dojo banner at 1280x720; 64 of
them held 60 MB after a few games)."""


@surface_cache(screens(PANEL_CACHE_SCREENS), PANEL_CACHE)
def _panel_surface(
    size: tuple[int, int],
    fill: theme.Colour,
    border: theme.Colour,
    alpha: int,
    radius: int,
    border_width: int,
    sheen_height: int = 90,
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*fill, alpha), rect, border_radius=radius)
    # a light fading from the top edge gives the panel some depth
    surface.blit(panel_sheen.sheen(size, radius, max(1, min(size[1] // 2, sheen_height))), (0, 0))
    if border_width:
        pygame.draw.rect(surface, (*border, 255), rect, border_width, border_radius=radius)
    return surface


shared_cache(_panel_surface)  # emptied between games (see scenes.memory)


def draw_panel(
    canvas: pygame.Surface,
    rect: pygame.Rect,
    *,
    fill: theme.Colour = theme.PANEL,
    border: theme.Colour = theme.BORDER,
    alpha: int = 236,
    radius: int = theme.RADIUS,
    border_width: int = theme.BORDER_WIDTH,
    title: str | None = None,
    shadow: bool = True,
) -> None:
    """A rounded panel with a border (translucent by `alpha`), optionally with a title
    in gold above a vermilion brush line (see panel_title_height). `rect` is in real
    pixels; `radius` and `border_width` are design lengths."""
    rect = pygame.Rect(rect)
    real_radius = theme.px(radius)
    line = max(1, theme.px(border_width)) if border_width else 0
    if shadow:
        shade = _panel_surface(
            rect.size, theme.SHADOW, theme.SHADOW, 110, real_radius + theme.px(2), 0
        )
        canvas.blit(shade, rect.move(0, theme.px(6)))
    sheen = theme.px(90)
    canvas.blit(_panel_surface(rect.size, fill, border, alpha, real_radius, line, sheen), rect)
    if title:
        label = theme.blit_text(
            canvas,
            title,
            theme.FONT_HEADING,
            theme.GOLD,
            "display",
            shadow=True,
            midtop=(rect.centerx, rect.top + theme.px(22)),
        )
        draw_brush_line(
            canvas,
            label.centerx,
            label.bottom + theme.px(8),
            max(theme.px(120), label.width + theme.px(40)),
        )


PANEL_TITLE_HEIGHT = 104
"""Design height of a panel's titled top (title, brush line and the gap under it)."""


def panel_title_height() -> int:
    """Real height of the top of a panel drawn with a title: its content starts below."""
    return theme.px(PANEL_TITLE_HEIGHT)


def draw_brush_line(
    canvas: pygame.Surface,
    centerx: int,
    y: int,
    width: int,
    colour: theme.Colour | None = None,
) -> None:
    """A vermilion stroke (or `colour`) that tapers at both ends, under headings
    (`centerx`, `y` and `width` in real pixels; its thickness follows the scale)."""
    half = width // 2

    def d(length: int) -> int:
        return round(length * theme.scale())

    points_top = [
        (centerx - half, y + d(1)),
        (centerx - half // 3, y - d(2)),
        (centerx + half // 2, y - d(1)),
        (centerx + half, y),
    ]
    points_bottom = [
        (centerx + half, y + d(1)),
        (centerx + half // 3, y + d(3)),
        (centerx - half // 2, y + d(2)),
    ]
    pygame.draw.polygon(canvas, colour or theme.VERMILION, points_top + points_bottom)


def draw_backdrop(scene: Scene, canvas: pygame.Surface) -> None:
    """For an overlay: the night sky when nothing is below it, else a dark veil."""
    stack = scene.app.stack
    if not stack or stack[0] is scene:
        theme.draw_background(canvas)
    else:
        theme.draw_veil(canvas)


def hint_strip_height() -> int:
    """Real height of the hint strip at the current scale."""
    return theme.px(HINT_STRIP_HEIGHT)


@lru_cache(maxsize=4)
def _hint_strip(width: int, height: int) -> pygame.Surface:
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    fade = max(1, height * 14 / HINT_STRIP_HEIGHT)
    for row in range(height):
        alpha = int(255 * min(1.0, row / fade))
        pygame.draw.line(strip, (*theme.SHADOW, alpha), (0, row), (width, row))
    return strip


_hints_hidden = 0
"""How many `hints_hidden` blocks are open (a replay draws a table inside one)."""


@contextmanager
def hints_hidden() -> Iterator[None]:
    """No help line is drawn within the block: the replay draws a watching table into
    its room above its own controls, whose keys are not the table's, and keeps the
    table's picture down to where its help line's words would begin (issue 33)."""
    global _hints_hidden
    _hints_hidden += 1
    try:
        yield
    finally:
        _hints_hidden -= 1


def hints_shown() -> bool:
    """Whether a help line is drawn now (not within `hints_hidden`): for a table that
    draws its help line itself (Taisen's board)."""
    return not _hints_hidden


def draw_hint(canvas: pygame.Surface, string: str, kept_right: int = 0) -> None:
    """A discreet line of controls help on a dark strip at the bottom of the screen
    (the strip also hides the hint of a screen below an overlay), cut with "…" where too
    wide; none within `hints_hidden`. `kept_right`: real px at the strip's right end kept
    for other words (the results' seed): the line moves left off them, if it must."""
    if _hints_hidden:
        return
    width, height = canvas.get_size()
    strip = hint_strip_height()
    canvas.blit(_hint_strip(width, strip), (0, height - strip))
    room = width - theme.px(24) - kept_right
    words = shortened(string, theme.FONT_SMALL, room)
    half = theme.font(theme.FONT_SMALL).size(words)[0] // 2
    theme.blit_text(
        canvas,
        words,
        theme.FONT_SMALL,
        theme.TEXT_DIM,
        midbottom=(min(width // 2, theme.px(12) + room - half), height - theme.px(14)),
    )


def draw_focus_ring(
    canvas: pygame.Surface, rect: pygame.Rect, *, gap: int = 4, radius: int = 13
) -> None:
    """The gold ring around the widget the keyboard is on (`gap` and `radius` in design
    lengths)."""
    ring = rect.inflate(2 * theme.px(gap), 2 * theme.px(gap))
    pygame.draw.rect(canvas, theme.GOLD, ring, max(1, theme.px(2)), border_radius=theme.px(radius))


VALUE_SHARE = 0.46
"""Where a settings row's value box starts, as a share of the row's width."""


def stacked_value_box(row: pygame.Rect) -> pygame.Rect:
    """The box that shows a narrow row's value (four seats side by side): under its
    label, the row's whole width."""
    px = theme.px
    top = row.top + px(STACKED_LABEL)
    return pygame.Rect(row.left + px(6), top, row.width - px(12), row.bottom - top - px(4))


def value_box(row: pygame.Rect) -> pygame.Rect:
    """The box that shows a row's value (a choice's, a digit field's): the right part
    of the row."""
    left = row.left + int(row.width * VALUE_SHARE)
    inset = theme.px(6)
    return pygame.Rect(
        left, row.top + inset, row.right - theme.px(14) - left, row.height - 2 * inset
    )


# ---------------------------------------------------------------------- widgets
class Widget:
    """Something on screen that may take focus. Subclasses override what they need."""

    focusable = True

    def __init__(self, app: Host, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.app = app
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.focused = False
        self.hovered = False
        self.glow = 0.0
        """0..1, eased toward 1 while hovered or focused (for smooth highlights)."""

    @property
    def can_focus(self) -> bool:
        return self.focusable and self.enabled

    def click(self) -> None:
        self.app.audio.play("click")

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was used."""
        return False

    def activate(self) -> bool:
        """Enter / Space while focused."""
        return False

    def adjust(self, delta: int) -> bool:
        """Left (-1) / Right (+1) while focused; False lets the menu move the focus."""
        return False

    def update(self, dt: float) -> None:
        target = 1.0 if self.enabled and (self.hovered or self.focused) else 0.0
        self.glow = ease(self.glow, target, dt)

    @property
    def shown_glow(self) -> float:
        """The glow as drawn: in GLOW_STEPS steps, so that a highlight fading in or out
        draws a few panels (cached) rather than a new one each frame."""
        return round(self.glow * GLOW_STEPS) / GLOW_STEPS

    def _draw_row(self, canvas: pygame.Surface, label: Any) -> float:
        """The look shared by settings rows: a panel that glows in while the row is
        hovered or focused, and the label on the left (cut with "…" before the value's
        box). Returns the glow (0 if disabled)."""
        g = self.shown_glow if self.enabled else 0.0
        if g > 0.02:
            draw_panel(
                canvas,
                self.rect,
                fill=theme.PANEL_LIGHT,
                border=theme.lerp(theme.PANEL, theme.GOLD, g),
                alpha=int(120 + 80 * g),
                radius=10,
                shadow=False,
            )
        colour = (
            theme.lerp(theme.MOONLIGHT, theme.GOLD, g * 0.6) if self.enabled else theme.TEXT_FAINT
        )
        room = int(self.rect.width * VALUE_SHARE) - theme.px(30)
        theme.blit_text(
            canvas,
            shortened(resolve(label), theme.FONT_BUTTON - 2, room),
            theme.FONT_BUTTON - 2,
            colour,
            midleft=(self.rect.left + theme.px(22), self.rect.centery),
        )
        return g

    def draw(self, canvas: pygame.Surface) -> None:
        pass


def accent_colours(
    accent: theme.Colour, glow: float
) -> tuple[theme.Colour, theme.Colour, theme.Colour]:
    """A primary button's fill, border and text in `accent` (a seat's colour): the fill
    a shade darker, brightening with the glow; dark words on a light colour."""
    dark = theme.lerp(accent, (0, 0, 0), 0.35)
    fill = theme.lerp(dark, accent, 0.55 + 0.45 * glow)
    light = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2] > 150
    return fill, theme.lerp(accent, theme.GOLD, glow), theme.MIDNIGHT if light else theme.MOONLIGHT


class Button(Widget):
    """A push button. `style`: "normal", "primary" (vermilion, or `accent`: a primary
    button in that colour, a seat's) or "quiet"."""

    def __init__(
        self,
        app: Host,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        on_click: Callable[[], Any] | None = None,
        *,
        enabled: bool = True,
        style: str = "normal",
        size: int = theme.FONT_BUTTON,
        sublabel: Label | None = None,
        accent: theme.Colour | None = None,
    ) -> None:
        super().__init__(app, rect)
        self.accent = accent
        self.label = label
        self.sublabel = sublabel
        self.on_click = on_click
        self.enabled = enabled
        self.style = style
        self.size = size
        self.pressed = False

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.click()
        if self.on_click is not None:
            self.on_click()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.enabled and self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.enabled and self.rect.collidepoint(event.pos):
                return self.activate()
        return False

    def colours(self) -> tuple[theme.Colour, theme.Colour, theme.Colour]:
        """Fill, border, text for the current state."""
        if not self.enabled:
            return theme.MIDNIGHT, theme.DISABLED, theme.TEXT_FAINT
        g = self.shown_glow
        if self.style == "primary" and self.accent is not None:
            return accent_colours(self.accent, g)
        if self.style == "primary":
            fill = theme.lerp(theme.VERMILION_DARK, theme.VERMILION, 0.55 + 0.45 * g)
            return fill, theme.lerp(theme.VERMILION, theme.GOLD, g), theme.MOONLIGHT
        if self.style == "link":
            return (
                theme.PANEL_LIGHT,
                theme.lerp(theme.PANEL, theme.BORDER, g),
                theme.lerp(theme.TEXT_DIM, theme.GOLD, g),
            )
        if self.style == "quiet":  # secondary (Back, Quit), never mistaken for disabled
            return (
                theme.lerp(theme.PANEL, theme.PANEL_LIGHT, g),
                theme.lerp(theme.BORDER, theme.GOLD, g),
                theme.lerp(theme.MOONLIGHT, theme.GOLD, g * 0.6),
            )
        fill = theme.lerp(theme.INDIGO, theme.PANEL_LIGHT, g)
        return (
            fill,
            theme.lerp(theme.BORDER, theme.GOLD, g),
            theme.lerp(theme.MOONLIGHT, theme.GOLD, g * 0.6),
        )

    def two_line_size(self, label: str, rect: pygame.Rect) -> int:
        """The label's size over a sublabel: its own, or smaller until it holds within
        the button's width and upper half (the French "Apprendre à jouer" stood out of
        its button's top and sides at 1280x720, issue 33)."""
        size = self.size
        while size > theme.FONT_SMALL:
            font = theme.font(size)
            wide = font.size(label)[0] > rect.width - theme.px(12)
            tall = font.get_ascent() > rect.height // 2 + theme.px(2)
            if not (wide or tall):
                break
            size -= 1
        return size

    def draw(self, canvas: pygame.Surface) -> None:
        fill, border, colour = self.colours()
        rect = self.rect.move(0, theme.px(2)) if self.pressed else self.rect
        if self.style == "link":
            if self.shown_glow > 0.02:
                draw_panel(
                    canvas,
                    rect,
                    fill=fill,
                    border=border,
                    alpha=int(200 * self.shown_glow),
                    radius=8,
                    shadow=False,
                )
            theme.blit_text(
                canvas,
                resolve(self.label),
                self.size,
                colour,
                midleft=(rect.left + theme.px(16), rect.centery),
            )
            return
        draw_panel(
            canvas, rect, fill=fill, border=border, alpha=245, radius=10, shadow=not self.pressed
        )
        if self.focused and self.enabled:
            draw_focus_ring(canvas, rect)
        label = resolve(self.label)
        if self.sublabel is None:  # the words' line where plain words' stands
            centre = (rect.centerx, rect.centery - theme.accent_drop(label, self.size))
            theme.blit_text(canvas, label, self.size, colour, shadow=True, center=centre)
        else:
            theme.blit_text(
                canvas,
                label,
                self.two_line_size(label, rect),
                colour,
                shadow=True,
                midbottom=(rect.centerx, rect.centery + theme.px(2)),
            )
            theme.blit_text(
                canvas,
                shortened(resolve(self.sublabel), theme.FONT_SMALL, rect.width - theme.px(20)),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                midtop=(rect.centerx, rect.centery + theme.px(6)),
            )


class Slider(Widget):
    """A 0..1 value with a label: drag, click, or Left/Right in steps."""

    def __init__(
        self,
        app: Host,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        value: float,
        on_change: Callable[[float], Any],
        *,
        step: float = 0.1,
    ) -> None:
        super().__init__(app, rect)
        self.label = label
        self.value = min(1.0, max(0.0, value))
        self.on_change = on_change
        self.step = step
        self.dragging = False

    @property
    def track(self) -> pygame.Rect:
        left = self.rect.left + int(self.rect.width * VALUE_SHARE)
        height = max(2, theme.px(8))
        return pygame.Rect(
            left, self.rect.centery - height // 2, self.rect.right - theme.px(90) - left, height
        )

    def _set(self, value: float) -> None:
        value = round(min(1.0, max(0.0, value)), 3)
        if value != self.value:
            self.value = value
            self.on_change(value)

    def _set_from_x(self, x: int) -> None:
        track = self.track
        self._set((x - track.left) / max(1, track.width))

    def adjust(self, delta: int) -> bool:
        if not self.enabled:
            return False
        before = self.value
        self._set(round((self.value + delta * self.step) / self.step) * self.step)
        if self.value != before:
            self.click()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self.dragging:
                self._set_from_x(event.pos[0])
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            grip = self.track.inflate(theme.px(24), theme.px(28))
            if self.enabled and grip.collidepoint(event.pos):
                self.dragging = True
                self._set_from_x(event.pos[0])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.click()
            return True
        return False

    def draw(self, canvas: pygame.Surface) -> None:
        g = self._draw_row(canvas, self.label)
        track = self.track
        px = theme.px
        pygame.draw.rect(canvas, theme.MIDNIGHT, track.inflate(px(4), px(4)), border_radius=px(6))
        filled = track.copy()
        filled.width = int(track.width * self.value)
        if filled.width > 0:
            pygame.draw.rect(canvas, theme.VERMILION, filled, border_radius=px(5))
        knob = (track.left + filled.width, track.centery)
        pygame.draw.circle(canvas, theme.SHADOW, (knob[0], knob[1] + px(2)), px(13))
        pygame.draw.circle(canvas, theme.lerp(theme.MOONLIGHT, theme.GOLD, g), knob, px(12))
        pygame.draw.circle(canvas, theme.VERMILION_DARK, knob, px(5))
        theme.blit_text(
            canvas,
            self.app.tr("settings.percent", value=round(self.value * 100)),  # "80 %" in French
            theme.FONT_BODY,
            theme.TEXT_DIM,
            midright=(self.rect.right - px(22), self.rect.centery),
        )


STACKED_LABEL = 24
"""Design height of a stacked Choice's label line."""


class Choice(Widget):
    """Cycles through options: click (the left arrow goes back), Left/Right, Enter."""

    def __init__(
        self,
        app: Host,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        options: Sequence[tuple[Any, Label]],
        value: Any,
        on_change: Callable[[Any], Any],
        *,
        enabled: bool = True,
        stacked: bool = False,
    ) -> None:
        super().__init__(app, rect)
        self.label = label
        self.stacked = stacked
        """Narrow rows (four seats side by side): the label above a full-width box."""
        self.options = list(options)
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        self.enabled = enabled

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def set_value(self, value: Any) -> None:
        """Select without calling on_change (to mirror a change made elsewhere)."""
        values = [v for v, _ in self.options]
        if value in values:
            self.index = values.index(value)

    def _value_rect(self) -> pygame.Rect:
        return stacked_value_box(self.rect) if self.stacked else value_box(self.rect)

    def adjust(self, delta: int) -> bool:
        if not self.enabled:
            return False
        self.click()
        self.index = (self.index + delta) % len(self.options)
        self.on_change(self.value)
        return True

    def activate(self) -> bool:
        return self.adjust(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.enabled and self.rect.collidepoint(event.pos):
                box = self._value_rect()
                back = box.left <= event.pos[0] < box.left + theme.px(40)
                return self.adjust(-1 if back else 1)
        return False

    def _draw_value_box(self, canvas: pygame.Surface) -> pygame.Rect:
        """The value's box (between its arrows), drawn: where it lies."""
        box = self._value_rect()
        fill = theme.MIDNIGHT if self.enabled else theme.PANEL
        border = theme.BORDER if self.enabled else theme.DISABLED
        draw_panel(canvas, box, fill=fill, border=border, alpha=230, radius=8, shadow=False)
        return box

    def draw(self, canvas: pygame.Surface) -> None:
        if self.stacked:
            self._draw_row(canvas, "")
            colour = theme.MOONLIGHT if self.enabled else theme.TEXT_FAINT
            theme.blit_text(
                canvas,
                resolve(self.label),
                theme.FONT_SMALL,
                colour,
                topleft=(self.rect.left + theme.px(10), self.rect.top + theme.px(2)),
            )
        else:
            self._draw_row(canvas, self.label)
        box = self._draw_value_box(canvas)
        arrow = theme.GOLD if self.enabled else theme.DISABLED
        inset = theme.px(14)
        theme.blit_text(
            canvas, "<", theme.FONT_BUTTON, arrow, midleft=(box.left + inset, box.centery)
        )
        theme.blit_text(
            canvas, ">", theme.FONT_BUTTON, arrow, midright=(box.right - inset, box.centery)
        )
        value_colour = theme.MOONLIGHT if self.enabled else theme.TEXT_FAINT
        label = resolve(self.options[self.index][1])
        theme.blit_text(
            canvas,
            shortened(label, theme.FONT_BODY + 1, box.width - theme.px(64)),
            theme.FONT_BODY + 1,
            value_colour,
            center=box.center,
        )


class Toggle(Choice):
    """An on/off Choice: `value` is a bool."""

    def __init__(
        self,
        app: Host,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        value: bool,
        on_change: Callable[[bool], Any],
        *,
        on: Label = "On",
        off: Label = "Off",
    ) -> None:
        super().__init__(app, rect, label, [(False, off), (True, on)], bool(value), on_change)


class DigitField(Widget):
    """A short number typed with the digit keys (Backspace, Delete to clear)."""

    def __init__(
        self,
        app: Host,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        value: str = "",
        *,
        max_length: int = 9,
        placeholder: Label = "",
        on_change: Callable[[str], Any] | None = None,
    ) -> None:
        super().__init__(app, rect)
        self.label = label
        self.value = value
        self.max_length = max_length
        self.placeholder = placeholder
        self.on_change = on_change
        self.blink = 0.0

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in DIGIT_KEYS:
                if len(self.value) < self.max_length:
                    self.value += DIGIT_KEYS[event.key]
                    self._changed()
                return True
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                self._changed()
                return True
            if event.key == pygame.K_DELETE:
                self.value = ""
                self._changed()
                return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.blink = (self.blink + dt) % 1.0

    def fitting_text(self, width: int) -> str:
        """The value, or its last digits after an ellipsis when it is wider than `width`
        (a long seed given on the command line), so it never overflows its box."""
        font = theme.font(theme.FONT_BUTTON)
        if font.size(self.value)[0] <= width:
            return self.value
        tail = self.value
        while tail and font.size("…" + tail)[0] > width:
            tail = tail[1:]
        return "…" + tail

    def draw(self, canvas: pygame.Surface) -> None:
        self._draw_row(canvas, self.label)
        box = value_box(self.rect)
        px = theme.px
        draw_panel(
            canvas,
            box,
            fill=theme.MIDNIGHT,
            border=theme.GOLD if self.focused else theme.BORDER,
            alpha=240,
            radius=8,
            shadow=False,
        )
        # centred as every other value box's words are (issue 33: the seed alone sat left)
        if self.value:
            shown = theme.blit_text(
                canvas,
                self.fitting_text(box.width - px(32)),
                theme.FONT_BUTTON,
                theme.MOONLIGHT,
                center=box.center,
            )
        else:
            words = theme.blit_text(
                canvas,
                shortened(resolve(self.placeholder), theme.FONT_BODY, box.width - px(24)),
                theme.FONT_BODY,
                theme.TEXT_FAINT,
                center=box.center,
            )
            # the caret at the box's start, clear of the centred words (it blinked
            # just before them, inside the field's middle, newcomer A, s24 t12)
            shown = pygame.Rect(min(words.left, box.left + px(12)) - px(3), box.centery, 0, 0)
        if self.focused and self.blink < 0.5:
            x = shown.right + px(3)
            half = min(px(13), box.height // 2 - px(3))
            pygame.draw.line(
                canvas,
                theme.GOLD,
                (x, box.centery - half),
                (x, box.centery + half),
                max(1, px(2)),
            )


class Menu:
    """Keyboard and mouse focus over a list of widgets.

    Up/Down (and Tab / Shift+Tab) move the focus; Left/Right go to the focused widget
    first (sliders, choices) and move the focus when it does not use them; Enter or
    Space activates. The mouse focuses what it hovers.
    """

    def __init__(self, widgets: Sequence[Widget], focus: int | None = None) -> None:
        self.widgets = list(widgets)
        self.index = -1
        start = focus if focus is not None else 0
        if self.widgets:
            self.focus(start if self._focusable(start) else self._step(start, 1))

    def _focusable(self, index: int) -> bool:
        return 0 <= index < len(self.widgets) and self.widgets[index].can_focus

    def _step(self, start: int, direction: int) -> int:
        count = len(self.widgets)
        for offset in range(1, count + 1):
            index = (start + direction * offset) % count
            if self.widgets[index].can_focus:
                return index
        return -1

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.index] if 0 <= self.index < len(self.widgets) else None

    def focus(self, target: int | Widget) -> None:
        """Focus one widget; no other stays lit as hovered (issue 33: the keys moved
        the focus and the widget under the resting pointer kept its ring, two at once)."""
        index = self.widgets.index(target) if isinstance(target, Widget) else target
        for i, widget in enumerate(self.widgets):
            widget.focused = i == index
            if i != index:
                widget.hovered = False
        self.index = index

    def follow_pointer(self) -> None:
        """A widget the pointer rests on that has just become focusable (a seat added
        by a click on its panel) takes the focus, as if the pointer had moved onto it."""
        for i, widget in enumerate(self.widgets):
            if widget.hovered and widget.can_focus and i != self.index:
                self.focus(i)
                return

    def move(self, direction: int) -> None:
        index = self._step(self.index, direction)
        if index >= 0:
            self.focus(index)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for i, widget in enumerate(self.widgets):
                widget.handle_event(event)
                if widget.hovered and widget.can_focus and i != self.index:
                    self.focus(i)
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            used = False
            for i, widget in enumerate(self.widgets):
                if widget.handle_event(event):
                    used = True
                    if widget.can_focus and event.type == pygame.MOUSEBUTTONDOWN:
                        self.focus(i)
            return used
        if event.type != pygame.KEYDOWN:
            return False
        focused = self.focused
        if focused is not None and focused.handle_event(event):
            return True
        key = event.key
        if key in PREVIOUS_KEYS or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
            self.move(-1)
            return True
        if key in NEXT_KEYS or key == pygame.K_TAB:
            self.move(1)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            delta = -1 if key == pygame.K_LEFT else 1
            if focused is None or not focused.adjust(delta):
                self.move(delta)
            return True
        if key in ACTIVATE_KEYS and focused is not None:
            return focused.activate()
        return False

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(canvas)


class Toast:
    """A short message that fades in and out near the bottom of the screen."""

    def __init__(self) -> None:
        self.message = ""
        self.remaining = 0.0
        self.duration = 0.0

    def show(self, message: str, seconds: float = 2.5) -> None:
        self.message = message
        self.remaining = self.duration = seconds

    @property
    def visible(self) -> bool:
        return self.remaining > 0

    def update(self, dt: float) -> None:
        self.remaining = max(0.0, self.remaining - dt)

    @staticmethod
    def place(
        label: tuple[int, int], size: tuple[int, int], clear_of: pygame.Rect | None = None
    ) -> pygame.Rect:
        """Where a message of `label`'s size is shown on a surface of `size`."""
        rect = pygame.Rect((0, 0), label).inflate(theme.px(56), theme.px(26))
        rect.midbottom = (size[0] // 2, size[1] - theme.px(56))
        if clear_of is not None and rect.colliderect(clear_of):
            gap = theme.px(8)
            rect.top = clear_of.bottom + gap
            if rect.bottom > size[1] - hint_strip_height():
                rect.bottom = clear_of.top - gap
        return rect

    def draw(self, canvas: pygame.Surface, clear_of: pygame.Rect | None = None) -> None:
        """Near the bottom, over the keys line; never over `clear_of` (a menu's panel):
        below it if there is room above the keys line, else above it."""
        if not self.visible:
            return
        elapsed = self.duration - self.remaining
        alpha = min(1.0, elapsed / 0.2, self.remaining / 0.4)
        label = theme.text(self.message, theme.FONT_BODY, theme.MOONLIGHT)
        rect = self.place(label.get_size(), canvas.get_size(), clear_of)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_panel(
            layer,
            layer.get_rect(),
            fill=theme.PANEL,
            border=theme.GOLD,
            alpha=240,
            radius=round(rect.height / 2 / theme.scale()),
            shadow=False,
        )
        layer.blit(label, label.get_rect(center=layer.get_rect().center))
        layer.set_alpha(int(255 * alpha))
        canvas.blit(layer, rect)
