"""The battle tray in one row, used where the tall tray would lie over a fought hex: the
attacker's cards at the left, a gold bar, the defender's row at the right, each card an
attacker plays on a face-down card laid half over it (its right half, the struck card's
rank still read at its left), the title over the row, the tally's column at the right.

The tall tray (two lines of cards, 302 to 320 px at 1280x720) had no place on the map
clear of the fought hexes when they stand in the board's middle rows: about 213 px free
above or below them (newcomer F, s15, nc-F/046: the panel over her own left flank; 057:
moved to the top-left, over the computer's trail; E3's measure, s16: 8 of 39 target
hexes of a throw at 3). This one is about 190 px tall. Its cards are the tall tray's
size, numbered as there (the same keys, the same clicks and drags: the layout's rects).

A battle of 5 against 5 or more crushed its row beside the tally's column (fits): the
tall tray stayed, over the fought hex in the board's middle rows (E11's measure, s16: 9
of 39 battles at 1280x720). There the one row goes without the column (bare): the
last clash's words (or the round's first line) under the title, the cards across the
whole width, each card played laid down its struck card (DROP) rather than beside it, so
the face-down cards may lie as close as the hand's (FANNED): ten against ten fit at
1280x720."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from . import art
from .layout import LOG_LINE, LOG_SIZE
from .tally import CHIP_H, ROW_GAP, draw_tally
from .tray import (
    CARD_W,
    THROW_COLUMN,
    TITLE_MARGIN,
    Tray,
    TrayLayout,
    _spread,
    card_size,
    dealt_places,
    head_lines,
    key_number,
    lay_places,
)

if TYPE_CHECKING:
    from .tray import TrayPainter

FIGURE = 44 + 8
"""A side's figure before its cards, and its gap, in design px."""
BAR = 24
"""The room of the gold bar between the attacker's cards and the defender's."""
STEP = CARD_W + 8
"""A card and its gap."""
FAN = CARD_W // 2
"""How far right of the card it struck a played card lies."""
FANNED = 28
"""The least of each card of the hand seen where the row is short of room: its rank in
its corner (art.card_face) still read."""
MIN_SCALE = 0.5
"""The least share of its room the defender's row may have: closer, the cards played
hid most of the next face-down card (8 against 8 read '12345678' over the row)."""
DROP = 40
"""Bare, how far down its struck card a card played lies (design px): the struck card's
rank and number read above it, its own at its corner."""
NUDGE = 10
"""... and how far right of it (design px): the struck card's edge seen beside it."""
BARE_MIN_SCALE = 0.44
"""A bare throw's row (one card to play, laid beside the card it strikes): the least
share of its room it may have, as MIN_SCALE."""
MIN_WIDTH = 640
"""The one-row tray is at least this wide (design px): its title on two lines at most."""
TALLY_SIDE = 16 + THROW_COLUMN + 14
"""Right of the row: the gap, the tally's column, the margin (design px)."""
BARE_SIDE = 14
"""Right of the row without the tally's column (bare): the margin."""


def _side(tally: bool) -> int:
    return TALLY_SIDE if tally else BARE_SIDE


def dropped(tray: Tray, tally: bool) -> bool:
    """Bare, each card played laid down its struck card (DROP), not beside it: a battle
    (a throw's one card stays beside, its row as roomy as it was)."""
    return not tally and counts(tray)[0] > 1


def _fan(tray: Tray, tally: bool) -> int:
    """The room each face-down card keeps right of it for the card played on it."""
    return 0 if dropped(tray, tally) else FAN


def counts(tray: Tray) -> tuple[int, int]:
    """(the attacker's cards, the defender's) the row has room for: the most dealt."""
    attack = max(len(tray.hand_dealt), len(tray.hand) + sum(s.flipped for s in tray.row), 1)
    defence = max(len(tray.dealt), len(tray.row) + len(tray.pool), 1)
    return attack, defence


def compact_width(tray: Tray, tally: bool = True) -> int:
    """The one-row tray's width in real px: both sides' cards, each face-down card with
    room for the card played on it, the bar, the tally's column (unless not `tally`)."""
    attack, defence = counts(tray)
    cards = attack * STEP - 8 + defence * (STEP + _fan(tray, tally)) - 8
    design = 4 + 2 * FIGURE + BAR + cards + _side(tally)
    return theme.px(max(MIN_WIDTH, design))


def said(wrap: Callable[[str, int, int], list[str]], tray: Tray, width: int) -> list[str]:
    """A bare tray's words under its title, `width` real px wide: the last clash's,
    else the round's first line (what the tally's column said)."""
    words = tray.words if tray.clashes and tray.words else tray.ahead
    return wrap(words, LOG_SIZE, width - theme.px(2 * TITLE_MARGIN)) if words else []


def compact_height(
    wrap: Callable[[str, int, int], list[str]],
    tray: Tray,
    title: str,
    width: int,
    tally: bool = True,
) -> int:
    """The one-row tray's height in real px, `width` wide: its head, the numbers' band
    over the cards, the cards, the hand's numbers under them; bare (not `tally`), the
    words under the title too (one line at the least)."""
    px = theme.px
    lines, own_note = head_lines(wrap, title, tray.note, width, tray.keep)
    line_h = theme.font(theme.FONT_SMALL).get_linesize()
    card_h = card_size()[1]
    words = 0 if tally else max(1, len(said(wrap, tray, width))) * px(LOG_LINE)
    words += px(DROP) if dropped(tray, tally) else 0
    return px(8) + (len(lines) + own_note + 2) * line_h + words + card_h + px(8)


def split(tray: Tray, width: int, tally: bool = True) -> tuple[int, int]:
    """(the hand's width, the row's) in a one-row tray `width` real px wide: the row as
    much room as it wants, the hand at least fanned (FANNED) and no more than its cards
    take (the room left over goes right of the row, by the tally: a round of 1 against
    1 in a tray of MIN_WIDTH gave the hand of one card the tray's left half, the bar
    and the row pushed right, an empty half before them: newcomer T, s20, 041)."""
    px = theme.px
    attack, defence = counts(tray)
    room = width - px(4 + 2 * FIGURE + BAR + _side(tally))
    wants_a = px(attack * STEP - 8)
    wants_d = px(defence * (STEP + _fan(tray, tally)) - 8)
    least = px(CARD_W + (attack - 1) * FANNED)  # the hand fanned, each rank still read
    hand = max(min(wants_a, least), min(wants_a, room - wants_d))
    return hand, room - hand


def fits(tray: Tray, width: int, tally: bool = True) -> bool:
    """Does the row keep at least MIN_SCALE of its room, `width` real px wide, beside the
    tally's column (or bare, not `tally`)? (Else bare, else the tall tray, over the
    fought hex ringed again over it: tray_view.ring_covered.)"""
    px = theme.px
    defence = counts(tray)[1]
    row = split(tray, width, tally)[1] - px(CARD_W)
    if dropped(tray, tally):  # each face-down card as much seen as a card of the hand
        return row >= px((defence - 1) * FANNED)
    wants = px(defence * (STEP + FAN) - 8 - CARD_W)
    return wants <= 0 or row >= (MIN_SCALE if tally else BARE_MIN_SCALE) * wants


def _line(kinds: list[bool], width: int, left: int) -> list[int]:
    """x of each card of the defender's line in `width` px from `left`: a face-down card
    of the row (True) keeps room for the card played on it, a card still to lay (False)
    does not; closer, overlapping, when they do not fit."""
    px = theme.px
    if not kinds:
        return []
    advances = [px(STEP + FAN) if wide else px(STEP) for wide in kinds]
    gap = [px(16) if i and kinds[i - 1] and not wide else 0 for i, wide in enumerate(kinds)]
    natural = sum(advances[:-1]) + sum(gap) + (px(FAN) if kinds[-1] else 0)
    room = width - px(CARD_W)
    scale = min(1.0, room / natural) if natural > 0 else 1.0
    xs, x = [], float(left)
    for i in range(len(kinds)):
        x += gap[i] * scale
        xs.append(round(x))
        x += advances[i] * scale
    return xs


def draw_compact(
    painter: TrayPainter,
    canvas: pygame.Surface,
    rect: pygame.Rect,
    tray: Tray,
    *,
    title: str,
    picked: int | None,
    dragging: int | None,
    act_seat: int | None,
    phase: str,
    mouse: tuple[int, int],
) -> TrayLayout:
    """The whole tray in one row (TrayPainter.draw's, its cards placed otherwise);
    bare where the row would be crushed beside the tally's column (a big battle)."""
    layout = TrayLayout()
    px = theme.px
    card_w, card_h = card_size()
    line_h = theme.font(theme.FONT_SMALL).get_linesize()
    painter.panel(canvas, rect, tray)
    head_end = painter._head(canvas, rect.left, rect.right, rect.top, title, tray.note, tray.keep)
    column = fits(tray, rect.width)
    if column:
        tally = pygame.Rect(
            rect.right - px(14 + THROW_COLUMN), head_end + px(4), px(THROW_COLUMN), 0
        )
        tally.height = rect.bottom - px(8) - tally.top
        rows = (tally.height - px(4) - 2 * px(LOG_LINE)) // px(CHIP_H + ROW_GAP)
        draw_tally(
            canvas,
            tally,
            tray.clashes[-max(1, rows) :],
            tray.attacker,
            tray.words,
            painter.wrap,
            tray.ahead,
            painter.round_label,
        )
        row_right = tally.left - px(16)
    else:  # bare: the words under the title, the cards to the margin
        lines = said(painter.wrap, tray, rect.width)
        for k, line in enumerate(lines):
            at = (rect.left + px(TITLE_MARGIN), head_end + k * px(LOG_LINE))
            painter.head_drawn.append(
                theme.blit_text(canvas, line, LOG_SIZE, theme.MOONLIGHT, topleft=at)
            )
        head_end += max(1, len(lines)) * px(LOG_LINE)
        row_right = rect.right - px(BARE_SIDE)
    top = head_end + line_h  # the numbers' band over the cards
    a, d = tray.attacker, tray.defender
    hand_w = split(tray, rect.width, column)[0]
    hand_left = rect.left + px(4 + FIGURE)
    bar_x = hand_left + hand_w + px(BAR) // 2
    row_left = bar_x + px(BAR) // 2 + px(FIGURE)
    row_w = row_right - row_left
    for seat, x in ((a, rect.left + px(4)), (d, row_left - px(FIGURE))):
        canvas.blit(art.figure(seat, px(40)), (x, top + card_h // 2 - px(24)))
    pygame.draw.line(
        canvas, theme.GOLD_DARK, (bar_x, top + px(6)), (bar_x, top + card_h - px(6)), max(2, px(3))
    )
    laying = phase == "lay" and act_seat == d
    attacking = phase == "attack" and act_seat == a
    places = lay_places(tray) if laying else None
    if places is not None:  # each card where it was dealt, until the row is laid
        painter._laying(canvas, tray, layout, places, (row_left, top, row_w), mouse)
    else:
        line = (row_left, top, row_w)
        acting = (laying, attacking)
        beside = not dropped(tray, column)
        _defence(painter, canvas, tray, layout, line, acting, dragging, mouse, beside)
    xs = _spread(len(tray.hand), hand_w, hand_left)
    hand_at = dealt_places(tray, {})[0]
    if hand_at:  # each card where it was dealt: none moves as another is played (K, s17)
        xs = [_spread(len(tray.hand_dealt), hand_w, hand_left)[j] for j in hand_at]
    painter.draw_hand(canvas, tray, layout, (xs, top), picked, dragging, attacking, mouse)
    painter.draw_tags(canvas)
    return layout


def _defence(
    painter: TrayPainter,
    canvas: pygame.Surface,
    tray: Tray,
    layout: TrayLayout,
    line: tuple[int, int, int],
    acting: tuple[bool, bool],
    dragging: int | None,
    mouse: tuple[int, int],
    beside: bool = True,
) -> None:
    """The defender's line once laid (or laid before the table saw it): the row, each
    card struck turned with the card played on it half over it (else, not `beside`,
    down it: DROP), then the cards to lay."""
    px = theme.px
    left, top, width = line
    card_w, card_h = card_size()
    d = tray.defender
    laying, attacking = acting
    xs = _line([beside] * len(tray.row) + [False] * len(tray.pool), width, left)
    for i, slot in enumerate(tray.row):
        pos = (xs[i], top)
        if slot.flipped:
            painter._flipped(canvas, tray, slot, pos)
        elif slot.card is None:  # fought before the table saw it (after an undo)
            empty = pygame.Rect(pos, (card_w, card_h))
            pygame.draw.rect(canvas, theme.BORDER, empty, max(1, px(2)), border_radius=px(6))
        else:
            glow = theme.GOLD if attacking and dragging is not None else None
            if attacking and pygame.Rect(pos, (card_w, card_h)).collidepoint(mouse):
                glow = theme.GOLD
            r = painter.card(canvas, d, slot.card, True, pos, glow=glow)
            layout.slots.append((r, i))
            if attacking:  # its place in the row: the cards turned keep theirs
                key_number(canvas, r, str(i + 1))
    for i, slot in enumerate(tray.row):  # over the row: each half over its struck card
        if slot.flipped and slot.attack is not None:
            played = (xs[i] + px(FAN), top + px(8))
            if not beside:
                played = (xs[i] + px(NUDGE), top + px(DROP))
            painter._played(canvas, tray, slot, (xs[i], top), played, layout)
    for j, rank in enumerate(tray.pool):
        x = xs[len(tray.row) + j]
        hot = laying and pygame.Rect(x, top, card_w, card_h).collidepoint(mouse)
        r = painter.card(canvas, d, rank, True, (x, top), lift=px(8) if hot else 0)
        if laying:
            key_number(canvas, r, str(j + 1))
        layout.pool.append((r, rank))
