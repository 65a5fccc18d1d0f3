"""What lies over the Taisen board: a move's tag (a combat, the enemy village reached)
above where it lands, and the victory banner once the end has been shown."""

from __future__ import annotations

import math
from typing import Any

import pygame

from . import hud
from . import layout as L
from .board_view import Preview


def draw_preview_tag(canvas: pygame.Surface, tr: Any, preview: Preview) -> None:
    """'Combat!' or 'Village!' over the column the previewed move lands in."""
    if not (preview.combat or preview.village):
        return
    text = tr("taisen.preview.combat") if preview.combat else tr("taisen.preview.village")
    tag = hud.preview_tag(text, preview.combat)
    column = L.COLUMNS[preview.dst]
    y = L.ROAD_Y - L.px(30) if preview.side == 0 else L.ROAD_Y + L.px(30)
    rect = tag.get_rect(center=(column.centerx, y))
    rect.clamp_ip(pygame.Rect(0, 0, L.CANVAS_W, L.CANVAS_H))
    canvas.blit(tag, rect)


def draw_banner(
    canvas: pygame.Surface,
    tr: Any,
    state: Any,
    reason: str,
    appear: float,
    time: float,
    title: str | None = None,
) -> None:
    """The winner (`title`: in words that name a named person, naming.winner_words) and
    how they won over a veiled board, faded in (`appear`, 0 to 1) and floating gently
    with the `time`."""
    winner = state.winner_side
    if winner is None:
        return
    banner = hud.banner_surface(
        winner,
        title or tr(f"taisen.banner.{state.winner}"),
        tr(f"taisen.banner.{reason}"),
        tr("taisen.banner.continue"),
    )
    veil = hud.board_veil()
    veil.set_alpha(int(255 * appear))
    canvas.blit(veil, (0, L.HUD_H))
    banner.set_alpha(int(255 * appear))
    y = L.ROAD_Y - L.px(8) * (1 - appear) + L.px(2) * math.sin(time * 2)
    canvas.blit(banner, banner.get_rect(center=(L.CANVAS_W // 2, int(y))))
