"""Around the board: the top bar (sides, whose turn, thinking), the prompt, the buttons
and the victory banner. Every surface is rendered once per distinct content and cached.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .. import theme
from . import card_art as art
from . import layout as L

SIDE_KEYS = ("monkey", "wolf")
PLAQUE_W = 400
HINT_TEXT = (120, 230, 255)


@lru_cache(maxsize=128)
def cached_text(
    text: str, size: int, colour: tuple[int, int, int], kind: str = "body"
) -> pygame.Surface:
    """Shadowed text, rendered once per distinct (text, size, colour, kind)."""
    return theme.shadowed_text(text, size, colour, kind)


# ---------------------------------------------------------------------------
# buttons
# ---------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _button_surface(size: tuple[int, int], label: str, style: str, state: str) -> pygame.Surface:
    from ..widgets import draw_panel

    surface = pygame.Surface((size[0], size[1] + 6), pygame.SRCALPHA)
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
    size_px = 20
    label_surface = theme.shadowed_text(label, size_px, colour)
    while label_surface.get_width() > size[0] - 12 and size_px > 12:
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
            colour = (120, 230, 255) if self.hint else theme.GOLD
            halo = art.glow(self.rect.width, self.rect.height, colour, 10)
            halo.set_alpha(int(110 + 145 * (0.5 + 0.5 * math.sin(time * 6.0))))
            canvas.blit(halo, (self.rect.x - 10, self.rect.y - 10))
        state = "disabled" if not self.enabled else ("hover" if self.hovered else "normal")
        canvas.blit(_button_surface(self.rect.size, label, self.style, state), self.rect)


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
@lru_cache(maxsize=32)
def plaque(side: int, name: str, seat: str, count: str, active: bool) -> pygame.Surface:
    """A side's name plate: emblem, name, who plays it, ninjas left."""
    accent = theme.SIDE_COLOURS[SIDE_KEYS[side]]
    surface = pygame.Surface((PLAQUE_W, L.HUD_H - 8), pygame.SRCALPHA)
    rect = surface.get_rect()
    if active:
        pygame.draw.rect(
            surface, (*theme.lerp(theme.INDIGO, accent, 0.25), 230), rect, border_radius=12
        )
        pygame.draw.rect(surface, (*accent, 255), rect, 2, border_radius=12)
    else:
        pygame.draw.rect(surface, (*theme.PANEL, 150), rect, border_radius=12)
        pygame.draw.rect(surface, (*theme.BORDER, 150), rect, 1, border_radius=12)
    badge = pygame.Surface((40, 40), pygame.SRCALPHA)
    pygame.draw.circle(badge, (*theme.MIDNIGHT, 255), (20, 20), 20)
    pygame.draw.circle(badge, (*accent, 255), (20, 20), 20, 2)
    emblem = art.emblem_icon(side, 30, accent, theme.MIDNIGHT)
    badge.blit(emblem, emblem.get_rect(center=(20, 21)))
    title = theme.shadowed_text(name, 26, theme.MOONLIGHT if active else theme.TEXT_DIM, "display")
    sub = theme.text(
        seat, 16, theme.lerp(theme.TEXT_DIM, accent, 0.3) if active else theme.TEXT_FAINT
    )
    left = theme.text(count, 18, theme.MOONLIGHT if active else theme.TEXT_DIM)
    mid = rect.height // 2
    if side == 0:
        surface.blit(badge, (6, mid - 20))
        surface.blit(title, (54, mid - title.get_height() + 4))
        surface.blit(sub, (55, mid + 4))
        surface.blit(left, left.get_rect(midright=(rect.width - 14, mid)))
    else:
        surface.blit(badge, (rect.width - 46, mid - 20))
        surface.blit(title, title.get_rect(bottomright=(rect.width - 54, mid + 4)))
        surface.blit(sub, sub.get_rect(topright=(rect.width - 55, mid + 4)))
        surface.blit(left, left.get_rect(midleft=(14, mid)))
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def draw_spinner(
    canvas: pygame.Surface, centre: tuple[int, int], time: float, colour: tuple[int, int, int]
) -> None:
    """Eight dots chasing round: someone is thinking."""
    for i in range(8):
        angle = i / 8 * math.tau
        phase = (time * 1.6 - i / 8) % 1.0
        shade = theme.lerp(theme.MIDNIGHT, colour, 1.0 - phase)
        pygame.draw.circle(
            canvas, shade, (centre[0] + 8 * math.cos(angle), centre[1] + 8 * math.sin(angle)), 2.4
        )


# ---------------------------------------------------------------------------
# prompt and banner
# ---------------------------------------------------------------------------
@lru_cache(maxsize=64)
def prompt_surface(text: str, colour: tuple[int, int, int], width: int) -> pygame.Surface:
    """The prompt, wrapped on up to two lines (smaller type if it would need more)."""
    from ..widgets import wrap_text

    size = 20
    lines = wrap_text(text, size, width)
    while len(lines) > 2 and size > 14:
        size -= 1
        lines = wrap_text(text, size, width)
    rendered = [theme.shadowed_text(line, size, colour) for line in lines[:3]]
    height = sum(r.get_height() for r in rendered)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    for r in rendered:
        surface.blit(r, r.get_rect(midtop=(width // 2, y)))
        y += r.get_height()
    return surface


@lru_cache(maxsize=8)
def banner_surface(side: int, title: str, reason: str, hint: str) -> pygame.Surface:
    """The victory banner: a night-blue sash with gold and vermilion, the winner's emblem."""
    from ..widgets import draw_brush_line

    accent = theme.SIDE_COLOURS[SIDE_KEYS[side]]
    w, h = 820, 210
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*theme.SHADOW, 140), rect.move(0, 8), border_radius=20)
    pygame.draw.rect(surface, (*theme.MIDNIGHT, 245), rect.inflate(0, -8), border_radius=20)
    pygame.draw.rect(surface, (*theme.GOLD, 255), rect.inflate(-8, -16), 3, border_radius=16)
    pygame.draw.rect(surface, (*theme.VERMILION, 255), rect.inflate(-18, -26), 1, border_radius=12)
    for x in (84, w - 84):
        pygame.draw.circle(
            surface, (*theme.lerp(theme.MIDNIGHT, accent, 0.25), 255), (x, h // 2), 58
        )
        pygame.draw.circle(surface, (*theme.GOLD, 255), (x, h // 2), 58, 3)
        emblem = art.emblem_icon(side, 84, accent, theme.lerp(theme.MIDNIGHT, accent, 0.25))
        surface.blit(emblem, emblem.get_rect(center=(x, h // 2 + 2)))
    title_surface = theme.shadowed_text(title, 54, theme.GOLD, "display", offset=3)
    while title_surface.get_width() > w - 300:
        title_surface = pygame.transform.smoothscale_by(title_surface, 0.94)
    title_rect = surface.blit(title_surface, title_surface.get_rect(midtop=(w // 2, 28)))
    draw_brush_line(surface, w // 2, title_rect.bottom + 6, min(w - 320, title_rect.width + 40))
    reason_surface = theme.text(reason, 22, theme.MOONLIGHT)
    surface.blit(reason_surface, reason_surface.get_rect(midtop=(w // 2, title_rect.bottom + 20)))
    hint_surface = theme.text(hint, 16, theme.TEXT_DIM)
    surface.blit(hint_surface, hint_surface.get_rect(midbottom=(w // 2, h - 24)))
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=4)
def board_veil() -> pygame.Surface:
    veil = pygame.Surface((L.CANVAS_W, L.PANEL_TOP - L.HUD_H), pygame.SRCALPHA)
    veil.fill((*theme.SHADOW, 120))
    return veil


@lru_cache(maxsize=16)
def preview_tag(text: str, danger: bool) -> pygame.Surface:
    """A small label over a move's destination ("Combat!", "Enemy village!")."""
    colour = theme.VERMILION if danger else theme.GOLD
    label = theme.font(17).render(text, True, theme.MOONLIGHT)
    rect = label.get_rect().inflate(18, 10)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(
        surface,
        (*theme.lerp(theme.MIDNIGHT, colour, 0.45), 240),
        surface.get_rect(),
        border_radius=rect.height // 2,
    )
    pygame.draw.rect(surface, (*colour, 255), surface.get_rect(), 2, border_radius=rect.height // 2)
    surface.blit(label, label.get_rect(center=surface.get_rect().center))
    return surface
