"""What lies over the Taisen board: a move's tag (a combat, the enemy village reached)
above where it lands, and the victory banner once the end has been shown."""

from __future__ import annotations

import math
from typing import Any

import pygame

from . import hud
from . import layout as L
from .board_view import Preview


def draw_preview_tag(
    canvas: pygame.Surface, tr: Any, preview: Preview, avoid: list[pygame.Rect] | None = None
) -> None:
    """'Combat!' or 'Village!' over the column the previewed move lands in, slid along
    its row off the kept trail's marks (`avoid`: newcomer L, s17, L136 'Combat!rd' over
    the computer's '3rd')."""
    if not (preview.combat or preview.village):
        return
    text = tr("taisen.preview.combat") if preview.combat else tr("taisen.preview.village")
    tag = hud.preview_tag(text, preview.combat)
    column = L.COLUMNS[preview.dst]
    y = L.ROAD_Y - L.px(30) if preview.side == 0 else L.ROAD_Y + L.px(30)
    rect = tag.get_rect(center=(column.centerx, y))
    rect.clamp_ip(pygame.Rect(0, 0, L.CANVAS_W, L.CANVAS_H))
    canvas.blit(tag, clear_of(rect, avoid or [], column.width))


def clear_of(rect: pygame.Rect, avoid: list[pygame.Rect], reach: int) -> pygame.Rect:
    """`rect`, or the nearest place along its row, up to `reach` either way, that
    touches none of `avoid` (where there is none, `rect`)."""
    margin = [mark.inflate(L.px(6), L.px(4)) for mark in avoid]
    if rect.collidelist(margin) < 0:
        return rect
    step = L.px(4)
    for k in range(1, reach // step + 1):
        for dx in (-k * step, k * step):
            spot = rect.move(dx, 0)
            if 0 <= spot.left and spot.right <= L.CANVAS_W and spot.collidelist(margin) < 0:
                return spot
    return rect


def trail_marks(table: Any) -> list[pygame.Rect]:
    """The kept trail's order badges, dice chips and swords, where trail.draw puts them."""
    from . import trail

    moves = list(getattr(table, "trail", None) or [])
    if table.view.tallies.faded:  # faint under a move chosen (marks_fade): no way to keep
        return []
    marks: list[pygame.Rect] = []
    if moves:
        tallies = table.view.tallies.rects(table.view.stacks)
        label = trail.order_label(table.app.tr)
        high = L.px(trail.BADGE)
        cards = table.view.card_rects()
        for number, _die, centre in trail.order_badges(moves, None, tallies, label, cards):
            marks.append(pygame.Rect(0, 0, trail.badge_width(label(number)), high))
            marks[-1].center = centre
        for side, src, dst, die, _value in moves:
            chip = pygame.Rect(0, 0, L.px(trail.CHIP), L.px(trail.CHIP))
            chip.center = trail.chip_centre(side, src, dst, die)
            marks.append(chip)
    return marks


def draw_banner(
    canvas: pygame.Surface,
    tr: Any,
    state: Any,
    reason: str,
    appear: float,
    time: float,
    title: str | None = None,
    how: str | None = None,
) -> None:
    """The winner (`title`: in words that name a named person, naming.winner_words) and
    how they won (`how`: from the one person's side, celebration.how_won) over a veiled board, faded in (`appear`, 0 to 1) and floating gently
    with the `time`."""
    winner = state.winner_side
    if winner is None:
        return
    banner = hud.banner_surface(
        winner,
        title or tr(f"taisen.banner.{state.winner}"),
        how or tr(f"taisen.banner.{reason}"),
        tr("taisen.banner.continue"),
    )
    veil = hud.board_veil()
    veil.set_alpha(int(255 * appear))
    canvas.blit(veil, (0, L.HUD_H))
    banner.set_alpha(int(255 * appear))
    y = L.ROAD_Y - L.px(8) * (1 - appear) + L.px(2) * math.sin(time * 2)
    canvas.blit(banner, banner.get_rect(center=(L.CANVAS_W // 2, int(y))))
