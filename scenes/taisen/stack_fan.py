"""A hovered stack fans out, enlarged, over its own column: every card of it readable,
the top one in front and marked as such (the board squeezes tall stacks). It grows the
way the stack does on the board: the Monkey's upward, the Wolf's downward. It stands
on the stack it shows, not beside it: beside, it hid the next tiles, where the pointer
goes next (issue 33, g2-13); no wider than the column and the room either side of the
neighbours' cards, its caption on two lines if it must."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from .. import memory, theme
from ..widgets import wrap_text
from . import card_art as art
from . import layout as L

SCALE = 1.15
STEP = 40
"""Offset between fanned cards: each card's index strip shows whole."""
MIN_CARDS = 3
"""Smaller stacks show every strip already."""
TOP = 8
"""The room above the fan's cards (28 below them hold the caption's line)."""
WORDS_BELOW = 5
"""Design px of a panel's border a fan may cover before its words (the dice panel's
title stands 6 px inside it)."""


def _big(card: int, palette: str, enlarged: float = SCALE) -> pygame.Surface:
    """The card enlarged, drawn at its shown size (never a picture scaled up)."""
    return _big_card(card, palette, theme.scale(), enlarged)


@lru_cache(maxsize=48)
def _big_card(card: int, palette: str, scale: float, enlarged: float) -> pygame.Surface:
    """(`palette` and `scale` are part of the key: a new palette or size, new pictures.)"""
    before = theme.scale()
    theme.set_scale(scale * enlarged)  # the card art drawn at the fan's own size
    try:
        return art.card_surface(card)
    finally:
        theme.set_scale(before)


def max_width(pos: int) -> int:
    """The widest the fan on `pos` may be: its column and the bare wood either side of
    the neighbours' cards (it covers none of them)."""
    column = L.COLUMNS[pos]
    return column.width + (L.COLUMNS[1].width - L.CARD_W)


def fan_rect(
    pos: int,
    count: int,
    min_width: int = 0,
    caption_lines: int = 1,
    side: int = 1,
    title: pygame.Rect | None = None,
) -> pygame.Rect:
    """Where the fan of `count` cards of `side`'s stack on `pos` is drawn (at least
    `min_width` real px wide, within max_width: its caption fits), the dice panel's
    `title` (its words, dice_title) kept in view."""
    return _placed(pos, count, min_width, caption_lines, side, title)[0]


def dice_title(words: str) -> pygame.Rect:
    """Where the dice panel's title `words` ('DICE') stand, as the board draws them."""
    return theme.text(words, theme.FONT_SMALL, theme.GOLD).get_rect(topleft=L.DICE_TITLE)


def _floor(enlarged: float) -> int:
    """The least step between the fan's cards: each card's index strip shows whole."""
    return L.px(round(art.STRIP_H * enlarged))


def _placed(
    pos: int,
    count: int,
    min_width: int,
    caption_lines: int,
    side: int,
    title: pygame.Rect | None = None,
) -> tuple[pygame.Rect, int, float]:
    """The fan's box, the step between its cards and how much they are enlarged. It
    stays on its stack's own half of the board, off the road and its tile numbers
    (centred on the road, it covered the number of the tile hovered, issue 33, newcomer
    H, t12): a taller fan squeezes its cards down to their index strips (_floor), then
    reaches past the board's edge onto the borders of the top bar (the Wolf's) or of
    the panels below (the Monkey's), short of their words, then shows its cards at the
    board's size there, and only then covers those words (the pointer is not on them:
    the village's four cards hid the dice panel's DICE, newcomer L, s13), never the
    dice panel's `title` though: a stack too tall for all that above the title (the
    Monkey village's five cards and more hid DICE, issue 33) crosses the road up from
    the title's line, and any other the road where it stands."""
    px = L.px
    caption = 0
    if caption_lines > 1:
        caption = theme.font(theme.FONT_SMALL).get_linesize() * (caption_lines - 1)
    gap = px(4)
    if side == 0:  # the Monkey's half, under the road
        near, far, edge = L.ROAD_Y + L.ROAD_H // 2 + gap, L.BOARD_BOTTOM, L.CANVAS_H - gap
        words = L.DICE_PANEL.top + px(WORDS_BELOW)  # the panels' titles (DICE) below
    else:
        near, far, edge = L.ROAD_Y - L.ROAD_H // 2 - gap, L.BOARD_TOP, gap
        words = L.HUD_H - px(WORDS_BELOW)
    words = max(far, words) if side == 0 else min(far, words)
    column = L.COLUMNS[pos]
    ends = ((SCALE, far), (SCALE, words), (1.0, far), (1.0, words), (SCALE, edge), (1.0, edge))
    for enlarged, end in ends:
        width = min(max(min_width, round(L.CARD_W * enlarged) + px(24)), max_width(pos))
        fixed = round(L.CARD_H * enlarged) + px(TOP + 28) + caption
        room = abs(end - near)
        step = px(STEP) if count < 2 else min(px(STEP), (room - fixed) // (count - 1))
        if step >= _floor(enlarged):
            rect = pygame.Rect(0, 0, width, fixed + step * (count - 1))
            rect.centerx = column.centerx
            if side == 0:
                rect.top = near
            else:
                rect.bottom = near
            rect.clamp_ip(pygame.Rect(0, 0, L.CANVAS_W, L.CANVAS_H))
            if title is None or not rect.colliderect(title):
                return rect, step, enlarged
    step = _floor(1.0)  # the last resort: over the road, within the window
    rect = pygame.Rect(0, 0, width, min(fixed + step * (count - 1), L.CANVAS_H))
    rect.center = (column.centerx, L.ROAD_Y)
    if side == 0 and title is not None and rect.left < title.right:  # above DICE
        rect.bottom = title.top - gap
    rect.clamp_ip(pygame.Rect(0, 0, L.CANVAS_W, L.CANVAS_H))
    return rect, step, 1.0


def _fanned(
    pos: int, stack: list[int], top_label: str, title: pygame.Rect | None
) -> tuple[pygame.Rect, list[tuple[int, tuple[int, int]]], float, list[str]]:
    """The fan's box, each card (bottom to top) with the top-left it is drawn at, how
    much they are enlarged, and the caption's lines."""
    px = L.px
    lines = wrap_text(top_label, theme.FONT_SMALL, max_width(pos) - px(16))
    wide = max(theme.font(theme.FONT_SMALL).size(line)[0] for line in lines)
    side = stack[0] // 10
    rect, step, enlarged = _placed(pos, len(stack), wide + px(16), len(lines), side, title)
    below = (len(lines) - 1) * theme.font(theme.FONT_SMALL).get_linesize()
    x = rect.centerx - round(L.CARD_W * enlarged) // 2
    height = round(L.CARD_H * enlarged)
    placed = []
    for index, card in enumerate(stack):
        if side == 0:  # Monkey: from the bottom up, as on the board
            y = rect.bottom - px(28) - below - height - index * step
        else:
            y = rect.top + px(TOP) + index * step
        placed.append((card, (x, y)))
    return rect, placed, enlarged, lines


def card_at(
    point: tuple[int, int],
    pos: int,
    stack: list[int],
    top_label: str,
    title: pygame.Rect | None = None,
) -> int | None:
    """The card of the fan drawn under `point` (the one in front where they overlap),
    None off its cards: a click on a fanned stack takes the card the person sees there,
    not the one the board keeps under it (newcomer S, s12, 221-222.png: aimed at the
    fan's Rock 3, the click took the Shogun under it on the board)."""
    rect, placed, enlarged, _ = _fanned(pos, stack, top_label, title)
    if not rect.collidepoint(point):
        return None
    size = (round(L.CARD_W * enlarged), round(L.CARD_H * enlarged))
    for card, topleft in reversed(placed):  # the last drawn lies in front
        if pygame.Rect(topleft, size).collidepoint(point):
            return card
    return None


def draw(
    canvas: pygame.Surface,
    pos: int,
    stack: list[int],
    top_label: str,
    palette: str,
    title: pygame.Rect | None = None,
) -> pygame.Rect:
    """`stack` bottom to top; the top card is drawn last (in front) with a gold ring.
    `title`: the dice panel's words (dice_title), never covered. Returns where the fan
    lies."""
    px = L.px
    rect, placed, enlarged, captions = _fanned(pos, stack, top_label, title)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.MIDNIGHT, 235), panel.get_rect(), border_radius=px(12))
    pygame.draw.rect(panel, (*theme.GOLD_DARK, 255), panel.get_rect(), px(2), border_radius=px(12))
    canvas.blit(panel, rect)
    for index, (card, (x, y)) in enumerate(placed):
        image = _big(card, palette, enlarged)
        canvas.blit(image, (x, y))
        if index == len(stack) - 1:
            pygame.draw.rect(
                canvas,
                theme.GOLD,
                image.get_rect(topleft=(x, y)).inflate(px(4), px(4)),
                px(3),
                border_radius=px(10),
            )
    bottom = rect.bottom - px(3)
    for caption in reversed([theme.text(line, theme.FONT_SMALL, theme.GOLD) for line in captions]):
        canvas.blit(caption, caption.get_rect(midbottom=(rect.centerx, bottom)))
        bottom -= caption.get_height()
    return rect


def hovered(table: Any) -> tuple[int, list[int]] | None:
    """(position, cards bottom to top) of the tall stack to fan out: the one under the
    pointer on the board, or the one fanned last while the pointer is on its fan (the
    fan is taller than the stack: moving onto its upper cards kept it open only over
    the stack itself)."""
    if table.animator.busy or table.keyboard or table.app.top is not table:
        return None
    view, mouse = table.view, table.mouse
    card = view.card_at(mouse)
    where = view.where(card) if card is not None else None
    shown = getattr(table, "fan_shown", None)
    if where is None and shown is not None and shown[2].collidepoint(mouse):
        where = shown[:2]
    if where is None:
        return None
    side, pos = where
    stack = view.stacks[side][pos]
    return (pos, list(stack)) if len(stack) >= MIN_CARDS else None


def card_under(table: Any, point: tuple[int, int]) -> int | None:
    """The card under `point` as the person sees it: a fanned stack's card first."""
    fanned = table.hovered_stack()
    if fanned is not None:
        pos, stack = fanned
        card = card_at(point, pos, stack, *words(table))
        if card is not None:
            return card
    found: int | None = table.view.card_at(point)
    return found


def words(table: Any) -> tuple[str, pygame.Rect]:
    """The fan's caption and the dice panel's title it keeps clear of."""
    tr = table.app.tr
    return tr("taisen.fan.top"), dice_title(tr("taisen.dice"))


def draw_hovered(table: Any, canvas: pygame.Surface) -> None:
    """The fan of the stack hovered, if any (remembered: `table.fan_shown`)."""
    fanned = table.hovered_stack()
    if fanned is None:
        table.fan_shown = None
        return
    pos, stack = fanned
    label, title = words(table)
    rect = draw(canvas, pos, stack, label, table.app.settings.palette, title)
    table.fan_shown = (stack[0] // 10, pos, rect)


memory.game_module_caches("taisen", globals())  # let go when no Taisen screen is open
