"""A hovered stack fans out, enlarged, over its own column: every card of it readable,
the top one in front and marked as such (the board squeezes tall stacks). It grows the
way the stack does on the board: the Monkey's upward, the Wolf's downward. It stands
on the stack it shows, not beside it: beside, it hid the next tiles, where the pointer
goes next (issue 33, g2-13); no wider than the column and the room either side of the
neighbours' cards, its caption on two lines if it must.

It opens once the pointer has rested on the stack a moment (FAN_DELAY), pinned to the
card under the pointer (Anchor): that card's part in view stays under the pointer, the
others spread from it, so a click meant for the card seen never lands on another
(newcomer W, s13, 080: the strip aimed at moved as the fan opened, the click took Rock 1
for Paper 1), and it stays below the top bar (111-112: a tall Wolf fan over the Wolf's
name panel)."""

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
FAN_DELAY = 0.3
"""Seconds the pointer rests on a stack before it fans out (the table's time)."""
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


Anchor = tuple[int, int]
"""(the index in its stack of the card under the pointer when the fan opened, the
pointer's y then): the fan keeps that card's part in view under that y."""


def _limits(side: int) -> tuple[tuple[int, int], ...]:
    """Where a pinned fan may stand, first choice first: its stack's own half of the
    board within the board (newcomer B, s23, 16-t2: the Monkey village's three cards,
    fanned, put their caption 'top card: in front' over the dice panel's border, where
    there was room above), then onto the panels' borders, then across the road too;
    never over the top bar nor the panels' words. The last: the widest."""
    px = L.px
    gap = px(4)
    top, bottom = L.HUD_H + gap, L.DICE_PANEL.top + px(WORDS_BELOW)
    road_top, road_bottom = L.ROAD_Y - L.ROAD_H // 2 - gap, L.ROAD_Y + L.ROAD_H // 2 + gap
    board = (road_bottom, L.BOARD_BOTTOM) if side == 0 else (L.BOARD_TOP, road_top)
    own = (road_bottom, bottom) if side == 0 else (top, road_top)
    return board, own, (top, bottom)


def _pinned(count: int, side: int, anchor: Anchor, caption: int) -> tuple[int, int, float, int]:
    """(the fan's top, its height, how much its cards are enlarged, the step between
    them) for a fan of `count` cards pinned to `anchor` (`caption`: the px its caption
    adds under the cards): the pinned card's part in view (a strip one step high, or
    the whole top card) holds the pointer's y, within _limits; the widest step and the
    larger cards that fit. Nothing fits (a stack too tall): the least step, below the
    top bar."""
    px = L.px
    index, y = anchor
    above_cards = px(TOP)
    under_cards = px(28) + caption
    tries = [
        (limits, enlarged, _floor(enlarged))
        for limits in _limits(side)
        for enlarged in (SCALE, 1.0)
    ]
    tries.append((_limits(side)[-1], 1.0, px(6)))  # strips cut, as the board cuts them
    for (low, high), enlarged, least in tries:
        height = round(L.CARD_H * enlarged)
        for step in range(px(STEP), least - 1, -1):
            span = step * (count - 1)
            band = height if index == count - 1 else step
            # the band's top, relative to the fan's top (its cards from it)
            if side == 0:  # Monkey: index 0 lowest, the band its card's bottom strip
                band_top = above_cards + (count - 1 - index) * step + height - band
            else:  # Wolf: index 0 highest, the band its card's top strip
                band_top = above_cards + index * step
            total = above_cards + span + height + under_cards
            margin = min(px(3), band // 4)
            first = max(low, y - band_top - band + 1 + margin)
            last = min(high - total, y - band_top - margin)
            if first <= last:
                wanted = y - band_top - band // 2  # the pointer mid-band
                return min(max(wanted, first), last), total, enlarged, step
    step = _floor(1.0)
    total = above_cards + step * (count - 1) + L.CARD_H + under_cards
    low, high = _limits(side)[-1]
    return max(low, min(y - total // 2, high - total)), total, 1.0, step


def _fanned(
    pos: int,
    stack: list[int],
    top_label: str,
    title: pygame.Rect | None,
    anchor: Anchor | None = None,
) -> tuple[pygame.Rect, list[tuple[int, tuple[int, int]]], float, list[str]]:
    """The fan's box, each card (bottom to top) with the top-left it is drawn at, how
    much they are enlarged, and the caption's lines; pinned to `anchor` if given."""
    px = L.px
    lines = wrap_text(top_label, theme.FONT_SMALL, max_width(pos) - px(16))
    wide = max(theme.font(theme.FONT_SMALL).size(line)[0] for line in lines)
    side = stack[0] // 10
    below = (len(lines) - 1) * theme.font(theme.FONT_SMALL).get_linesize()
    if anchor is None:
        rect, step, enlarged = _placed(pos, len(stack), wide + px(16), len(lines), side, title)
    else:
        top, total, enlarged, step = _pinned(len(stack), side, anchor, below)
        width = min(max(wide + px(16), round(L.CARD_W * enlarged) + px(24)), max_width(pos))
        rect = pygame.Rect(0, top, width, total)
        rect.centerx = L.COLUMNS[pos].centerx
        rect.clamp_ip(pygame.Rect(0, 0, L.CANVAS_W, L.CANVAS_H))
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
    anchor: Anchor | None = None,
) -> int | None:
    """The card of the fan drawn under `point` (the one in front where they overlap),
    None off its cards: a click on a fanned stack takes the card the person sees there,
    not the one the board keeps under it (newcomer S, s12, 221-222.png: aimed at the
    fan's Rock 3, the click took the Shogun under it on the board)."""
    rect, placed, enlarged, _ = _fanned(pos, stack, top_label, title, anchor)
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
    anchor: Anchor | None = None,
) -> pygame.Rect:
    """`stack` bottom to top; the top card is drawn last (in front) with a gold ring.
    `title`: the dice panel's words (dice_title), never covered. Returns where the fan
    lies."""
    px = L.px
    rect, placed, enlarged, captions = _fanned(pos, stack, top_label, title, anchor)
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
    """(position, cards bottom to top) of the tall stack fanned out: the one the pointer
    has rested on a moment (FAN_DELAY, still), or the one fanned while the pointer
    stays on its fan (the fan is taller than the stack: moving onto its upper cards
    kept it open only over the stack itself). The fan opens pinned to the card under
    the pointer (`table.fan_anchor`)."""
    if table.animator.busy or table.keyboard or table.app.top is not table:
        table.fan_wait = table.fan_anchor = None
        return None
    view, mouse = table.view, tuple(table.mouse)
    shown = getattr(table, "fan_shown", None)
    anchor = getattr(table, "fan_anchor", None)
    if shown is not None and anchor is not None and shown[2].collidepoint(mouse):
        stack = view.stacks[shown[0]][shown[1]]
        if len(stack) >= MIN_CARDS and anchor[0] < len(stack):
            return shown[1], list(stack)
    table.fan_anchor = None
    card = view.card_at(mouse)
    where = view.where(card) if card is not None else None
    if where is None or len(view.stacks[where[0]][where[1]]) < MIN_CARDS:
        table.fan_wait = None
        return None
    side, pos = where
    wait = getattr(table, "fan_wait", None)
    if wait is None or wait[:2] != (side, pos) or wait[3] != mouse:
        table.fan_wait = (side, pos, table.time, mouse)  # rest here a moment
        return None
    if table.time - wait[2] < FAN_DELAY:
        return None
    stack = view.stacks[side][pos]
    table.fan_anchor = (stack.index(card), mouse[1])
    return pos, list(stack)


def card_under(table: Any, point: tuple[int, int]) -> int | None:
    """The card under `point` as the person sees it: the fan's drawn last first (not one
    about to open: the click takes what was under the pointer when pressed)."""
    shown = getattr(table, "fan_shown", None)
    anchor = getattr(table, "fan_anchor", None)
    if getattr(table, "fan_drawn_at", None) != table.time:
        shown = None  # not drawn in the last frame (a move's preview took its place)
    if shown is not None:
        stack = table.view.stacks[shown[0]][shown[1]]
        if len(stack) >= MIN_CARDS:
            card = card_at(point, shown[1], list(stack), *words(table), anchor)
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
    anchor = getattr(table, "fan_anchor", None)
    rect = draw(canvas, pos, stack, label, table.app.settings.palette, title, anchor)
    table.fan_shown = (stack[0] // 10, pos, rect)
    table.fan_drawn_at = table.time


memory.game_module_caches("taisen", globals())  # let go when no Taisen screen is open
