"""Around the board: the top bar (sides, whose turn, thinking), the prompt, the buttons
and the victory banner. Every surface is rendered once per distinct content and cached.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .. import memory, theme
from ..prompt_panel import PromptPanel
from ..text_cache import TextCache
from . import card_art as art
from . import layout as L

SIDE_KEYS = ("monkey", "wolf")
PLAQUE_W = 400
HINT_TEXT = theme.HINT


def cached_text(
    text: str, size: int, colour: tuple[int, int, int], kind: str = "body"
) -> pygame.Surface:
    """Shadowed text, rendered once per distinct (text, size, colour, kind, scale)."""
    return _shadowed(text, size, colour, kind, theme.scale())


@lru_cache(maxsize=128)
def _shadowed(
    text: str, size: int, colour: tuple[int, int, int], kind: str, scale: float
) -> pygame.Surface:
    return theme.shadowed_text(text, size, colour, kind)


# ---------------------------------------------------------------------------
# buttons
# ---------------------------------------------------------------------------
def _button_surface(size: tuple[int, int], label: str, style: str, state: str) -> pygame.Surface:
    return _button_picture(size, label, style, state, theme.scale())


@lru_cache(maxsize=48)
def _button_picture(
    size: tuple[int, int], label: str, style: str, state: str, scale: float
) -> pygame.Surface:
    from ..widgets import draw_panel

    surface = pygame.Surface((size[0], size[1] + L.px(6)), pygame.SRCALPHA)
    rect = pygame.Rect((0, 0), size)
    if state == "disabled":
        fill, border, colour = theme.MIDNIGHT, theme.DISABLED, theme.TEXT_FAINT
    elif style == "primary":
        fill = (
            theme.VERMILION
            if state == "hover"
            else theme.lerp(theme.VERMILION_DARK, theme.VERMILION, 0.6)
        )
        border = theme.GOLD if state == "hover" else theme.lerp(theme.VERMILION, theme.GOLD, 0.35)
        colour = theme.MOONLIGHT
    else:
        fill = theme.PANEL_LIGHT if state == "hover" else theme.INDIGO
        border = theme.GOLD if state == "hover" else theme.BORDER
        colour = theme.GOLD if state == "hover" else theme.MOONLIGHT
    draw_panel(
        surface, rect, fill=fill, border=border, alpha=245, radius=10, shadow=state != "disabled"
    )
    size_px = theme.FONT_BODY - 3
    label_surface = theme.shadowed_text(label, size_px, colour)
    while label_surface.get_width() > size[0] - L.px(12) and size_px > theme.FONT_MIN:
        size_px -= 1
        label_surface = theme.shadowed_text(label, size_px, colour)
    surface.blit(label_surface, label_surface.get_rect(center=rect.center))
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


class Button:
    def __init__(self, name: str, rect: pygame.Rect, label_key: str, style: str = "normal") -> None:
        self.name = name
        self.rect = pygame.Rect(rect)
        self.label_key = label_key
        self.style = style
        self.enabled = False
        self.hovered = False
        self.pulse = False
        self.hint = False

    def draw(self, canvas: pygame.Surface, tr: object, time: float) -> None:
        label = tr(self.label_key)  # type: ignore[operator]
        if self.enabled and (self.pulse or self.hint):
            colour = theme.HINT if self.hint else theme.GOLD
            spread = L.px(10)
            halo = art.glow(self.rect.width, self.rect.height, colour, spread)
            halo.set_alpha(int(110 + 145 * (0.5 + 0.5 * math.sin(time * 6.0))))
            canvas.blit(halo, (self.rect.x - spread, self.rect.y - spread))
        state = "disabled" if not self.enabled else ("hover" if self.hovered else "normal")
        canvas.blit(_button_surface(self.rect.size, label, self.style, state), self.rect)


def place_buttons(buttons: dict[str, Button]) -> None:
    """The buttons where the layout (configured for this size) puts them."""
    for name, button in buttons.items():
        button.rect = pygame.Rect(L.BUTTONS[name])


def make_buttons() -> dict[str, Button]:
    return {
        "end": Button("end", L.BUTTONS["end"], "taisen.button.end", "primary"),
        "undo": Button("undo", L.BUTTONS["undo"], "taisen.button.undo"),
        "hint": Button("hint", L.BUTTONS["hint"], "taisen.button.hint"),
        "menu": Button("menu", L.BUTTONS["menu"], "taisen.button.menu"),
    }


# ---------------------------------------------------------------------------
# the top bar
# ---------------------------------------------------------------------------
def plaque(side: int, name: str, seat: str, count: str, active: bool) -> pygame.Surface:
    """A side's name plate: emblem, name, who plays it, ninjas left."""
    return _plaque(side, name, seat, count, active, theme.scale())


def plaque_width() -> int:
    return L.px(PLAQUE_W)


@lru_cache(maxsize=32)
def _plaque(
    side: int, name: str, seat: str, count: str, active: bool, scale: float
) -> pygame.Surface:
    px = L.px
    accent = theme.SIDE_COLOURS[SIDE_KEYS[side]]
    surface = pygame.Surface((plaque_width(), L.HUD_H - px(8)), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = px(12)
    if active:
        pygame.draw.rect(
            surface, (*theme.lerp(theme.INDIGO, accent, 0.25), 230), rect, border_radius=radius
        )
        pygame.draw.rect(surface, (*accent, 255), rect, px(2), border_radius=radius)
    else:
        pygame.draw.rect(surface, (*theme.PANEL, 150), rect, border_radius=radius)
        pygame.draw.rect(surface, (*theme.BORDER, 150), rect, px(1), border_radius=radius)
    r = px(20)
    badge = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    pygame.draw.circle(badge, (*theme.MIDNIGHT, 255), (r, r), r)
    pygame.draw.circle(badge, (*accent, 255), (r, r), r, px(2))
    emblem = art.emblem_icon(side, px(30), accent, theme.MIDNIGHT)
    badge.blit(emblem, emblem.get_rect(center=(r, r + px(1))))
    title = theme.shadowed_text(name, 26, theme.MOONLIGHT if active else theme.TEXT_DIM, "display")
    sub = theme.text(
        seat,
        theme.FONT_SMALL,
        theme.lerp(theme.TEXT_DIM, accent, 0.3) if active else theme.TEXT_FAINT,
    )
    left = theme.text(count, theme.FONT_SMALL, theme.MOONLIGHT if active else theme.TEXT_DIM)
    mid = rect.height // 2
    text_x = px(54)
    if side == 0:
        surface.blit(badge, (px(6), mid - r))
        surface.blit(title, (text_x, mid - title.get_height() + px(6)))
        surface.blit(sub, (text_x + px(1), mid + px(3)))
        surface.blit(left, left.get_rect(midright=(rect.width - px(14), mid)))
    else:
        surface.blit(badge, (rect.width - px(46), mid - r))
        surface.blit(title, title.get_rect(bottomright=(rect.width - text_x, mid + px(6))))
        surface.blit(sub, sub.get_rect(topright=(rect.width - text_x - px(1), mid + px(3))))
        surface.blit(left, left.get_rect(midleft=(px(14), mid)))
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def draw_spinner(
    canvas: pygame.Surface, centre: tuple[int, int], time: float, colour: tuple[int, int, int]
) -> None:
    """Eight dots chasing round: someone is thinking."""
    for i in range(8):
        angle = i / 8 * math.tau
        phase = (time * 1.6 - i / 8) % 1.0
        shade = theme.lerp(theme.MIDNIGHT, colour, 1.0 - phase)
        reach = 8 * L.SCALE
        pygame.draw.circle(
            canvas,
            shade,
            (centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)),
            2.4 * L.SCALE,
        )


# ---------------------------------------------------------------------------
# prompt and banner
# ---------------------------------------------------------------------------
def prompt_panel() -> PromptPanel:
    """The prompt under the board, in the shared panel (scenes/prompt_panel.py): each
    line centred with a drop shadow, the lines in the middle of their box, on up to two
    lines (smaller type if it would need more, a third at the smallest)."""
    sizes = range(theme.FONT_BODY - 3, theme.FONT_MIN - 1, -1)
    return PromptPanel(
        TextCache(kept=48), sizes, max_lines=3, fit_lines=2, centred=True, shadow=True, inset=(0, 0)
    )


def banner_surface(side: int, title: str, reason: str, hint: str) -> pygame.Surface:
    """The victory banner: a night-blue sash with gold and vermilion, the winner's emblem."""
    return _banner(side, title, reason, hint, theme.scale())


@lru_cache(maxsize=4)
def _banner(side: int, title: str, reason: str, hint: str, scale: float) -> pygame.Surface:
    from ..widgets import draw_brush_line, shortened

    px = L.px
    accent = theme.SIDE_COLOURS[SIDE_KEYS[side]]
    w, h = px(820), px(210)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*theme.SHADOW, 140), rect.move(0, px(8)), border_radius=px(20))
    pygame.draw.rect(surface, (*theme.MIDNIGHT, 245), rect.inflate(0, -px(8)), border_radius=px(20))
    pygame.draw.rect(
        surface, (*theme.GOLD, 255), rect.inflate(-px(8), -px(16)), px(3), border_radius=px(16)
    )
    pygame.draw.rect(
        surface,
        (*theme.VERMILION, 255),
        rect.inflate(-px(18), -px(26)),
        px(1),
        border_radius=px(12),
    )
    for x in (px(84), w - px(84)):
        pygame.draw.circle(
            surface, (*theme.lerp(theme.MIDNIGHT, accent, 0.25), 255), (x, h // 2), px(58)
        )
        pygame.draw.circle(surface, (*theme.GOLD, 255), (x, h // 2), px(58), px(3))
        emblem = art.emblem_icon(side, px(84), accent, theme.lerp(theme.MIDNIGHT, accent, 0.25))
        surface.blit(emblem, emblem.get_rect(center=(x, h // 2 + px(2))))
    title_size = 54
    title_surface = theme.shadowed_text(title, title_size, theme.GOLD, "display", offset=3)
    while title_surface.get_width() > w - px(300) and title_size > 30:
        title_size -= 2  # a smaller font, never a text scaled up or down
        title_surface = theme.shadowed_text(title, title_size, theme.GOLD, "display", offset=3)
    title_rect = surface.blit(title_surface, title_surface.get_rect(midtop=(w // 2, px(28))))
    draw_brush_line(
        surface, w // 2, title_rect.bottom + px(6), min(w - px(320), title_rect.width + px(40))
    )
    room = w - px(300)
    reason_surface = theme.text(shortened(reason, 22, room), 22, theme.MOONLIGHT)
    surface.blit(
        reason_surface, reason_surface.get_rect(midtop=(w // 2, title_rect.bottom + px(18)))
    )
    hint = shortened(hint, theme.FONT_SMALL, room)
    hint_surface = theme.text(hint, theme.FONT_SMALL, theme.TEXT_DIM)
    surface.blit(hint_surface, hint_surface.get_rect(midbottom=(w // 2, h - px(22))))
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def board_veil() -> pygame.Surface:
    return _board_veil((L.CANVAS_W, L.PANEL_TOP - L.HUD_H))


@lru_cache(maxsize=2)
def _board_veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*theme.SHADOW, 120))
    return veil


def preview_tag(text: str, danger: bool) -> pygame.Surface:
    """A small label over a move's destination ("Combat!", "Enemy village!")."""
    return _preview_tag(text, danger, theme.scale())


@lru_cache(maxsize=16)
def _preview_tag(text: str, danger: bool, scale: float) -> pygame.Surface:
    colour = theme.VERMILION if danger else theme.GOLD
    label = theme.font(theme.FONT_MIN + 1).render(text, True, theme.MOONLIGHT)
    rect = label.get_rect().inflate(L.px(18), L.px(10))
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(
        surface,
        (*theme.lerp(theme.MIDNIGHT, colour, 0.45), 240),
        surface.get_rect(),
        border_radius=rect.height // 2,
    )
    pygame.draw.rect(
        surface, (*colour, 255), surface.get_rect(), L.px(2), border_radius=rect.height // 2
    )
    surface.blit(label, label.get_rect(center=surface.get_rect().center))
    return surface


memory.game_module_caches("taisen", globals())  # let go when no Taisen screen is open
