"""What the timeline's colours and marks mean (issue 33, s10: newcomers met a band of
colours with no legend). While the pointer is on the timeline, or drags it, a legend
stands in a row just above the strip, as the other tips do (s11: never over a button): each seat's colour and name
('Each turn in its player's colour'), 'brighter: played', the gold bar 'here', and in a
replay opened from the review the white diamond 'the move reviewed' (controls.Timeline
keeps that mark wherever the replay goes)."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..widgets import draw_panel
from . import tip_room
from .controls import PLAYED, TO_COME, draw_diamond

SWATCH = 14
"""Design px of a colour's square."""
GAP = 6
"""Design px between a swatch and its word."""
ITEM_GAP = 16
"""Design px between two entries."""


def entries(scene: Any) -> list[tuple[str, Any]]:
    """The legend's entries, in order: ("seat", (colour, name)), ("played", colour),
    ("here", words), ("moment", words), each drawn with its mark then its words; a
    seat's and the played one's data are (colour, words)."""
    tr = scene.app.tr
    timeline = scene.timeline
    colours = timeline.colours
    seats = sorted(set(timeline.turn_seats)) or [0]
    out: list[tuple[str, Any]] = [("title", tr("replay.legend.turns"))]
    for seat in seats:
        out.append(("seat", (colours[seat % len(colours)], scene.seat_label(seat))))
    out.append(("played", (colours[seats[0] % len(colours)], tr("replay.legend.played"))))
    out.append(("here", tr("replay.legend.here")))
    if timeline.moment is not None:
        out.append(("moment", tr("replay.legend.moment")))
    return out


def words_of(kind: str, data: Any) -> str:
    return str(data[1]) if isinstance(data, tuple) else str(data)


def width_of(items: list[tuple[str, Any]], size: int) -> int:
    """The real px the entries take in a row at font `size`."""
    px = theme.px
    font = theme.font(size)
    wide = 0
    for kind, data in items:
        wide += font.size(words_of(kind, data))[0]
        if kind != "title":
            wide += px(SWATCH) + px(GAP)
    return wide + px(ITEM_GAP) * (len(items) - 1)


def fitted(scene: Any, room: int, size: int) -> list[list[tuple[str, Any]]]:
    """The entries in rows that fit in `room` real px: one row, the title dropped where
    the whole do not fit; then two, the seats' whole names on the lower and the marks'
    words above (newcomer O, s19: names cut to their first word, 'Ninja' three times);
    only where the names alone overflow a row, each cut to its first word."""
    items = entries(scene)
    if width_of(items, size) <= room:
        return [items]
    untitled = [item for item in items if item[0] != "title"]
    if width_of(untitled, size) <= room:
        return [untitled]
    seats = [item for item in untitled if item[0] == "seat"]
    marks = [item for item in untitled if item[0] != "seat"]
    if width_of(seats, size) <= room:
        return [marks, seats]
    short = [(kind, (data[0], str(data[1]).split(" ")[0])) for kind, data in seats]
    return [marks, short]


def draw_mark(canvas: pygame.Surface, kind: str, data: Any, rect: pygame.Rect) -> None:
    """A swatch: a seat's colour, the played shade beside the coming one, the gold bar
    or the diamond (as controls.Timeline draws them)."""
    if kind == "seat":
        pygame.draw.rect(canvas, data[0], rect, border_radius=theme.px(2))
    elif kind == "played":
        half = rect.width // 2  # played on the left, to come on the right
        pygame.draw.rect(canvas, theme.lerp(data[0], theme.MOONLIGHT, PLAYED), rect)
        dim = pygame.Rect(rect.left + half, rect.top, rect.width - half, rect.height)
        pygame.draw.rect(canvas, theme.lerp(data[0], theme.MIDNIGHT, TO_COME), dim)
    elif kind == "here":
        bar = pygame.Rect(0, 0, max(3, theme.px(5)), rect.height + theme.px(4))
        bar.center = rect.center
        pygame.draw.rect(canvas, theme.GOLD, bar, border_radius=theme.px(2))
    elif kind == "moment":
        draw_diamond(canvas, rect.center, rect.height // 2 + theme.px(1))


ALWAYS = ("night",)
"""The games whose replay shows the legend at all times, under the board (newcomer I,
s16, nc-I 105: 'timeline colours unexplained'; the hover was never found): Night's
board leaves the row above the strip free on its left, beside the seats' panel."""


BOARD = 0.56
"""The share of the strip's width, from its left, under Night's board."""


def always(scene: Any) -> bool:
    """The legend stands whatever the pointer does (ALWAYS), while nothing else is
    said in its row."""
    return scene.game in ALWAYS and not scene.views.shown


def draw(
    canvas: pygame.Surface,
    scene: Any,
    strip: pygame.Rect,
    top: int,
    height: int,
    share: float = 1.0,
) -> None:
    """The legend in a panel `height` tall from `top` (a row more above it where its
    names need two rows: fitted), centred on the timeline and kept
    within the strip's width, or within its left `share` (the board's, where the
    legend always stands: clear of the seats' panel on the right)."""
    px = theme.px
    size = theme.FONT_SMALL + 1
    strip = pygame.Rect(strip.left, strip.top, round(strip.width * share), strip.height)
    inside = strip.inflate(-px(2 * 12), 0)  # across the strip's width, at `top`
    kept = tip_room.panels(scene)  # (never over the log: tip_room.py)
    beside = tip_room.widest(top - height, top + height, kept, inside)
    room = min(strip.width - px(2 * 12), beside) - px(20)
    rows = fitted(scene, room, size)
    wide = max(width_of(row, size) for row in rows)
    rect = pygame.Rect(0, top - height * (len(rows) - 1), wide + px(20), height * len(rows))
    rect.centerx = scene.timeline.rect.centerx if share == 1.0 else strip.centerx
    rect.left = max(inside.left, min(rect.left, inside.right - rect.width))
    rect = tip_room.place(rect, kept, inside) or rect
    scene.strip.tip_rect = rect
    draw_panel(canvas, rect, fill=theme.PANEL, border=theme.GOLD, alpha=250, radius=6)
    for number, items in enumerate(rows):
        middle = rect.top + height * number + height // 2
        x = rect.left + px(10)
        for kind, data in items:
            if kind != "title":
                swatch = pygame.Rect(x, 0, px(SWATCH), px(SWATCH))
                swatch.centery = middle
                draw_mark(canvas, kind, data, swatch)
                x = swatch.right + px(GAP)
            colour = theme.GOLD if kind == "title" else theme.MOONLIGHT
            shown = theme.blit_text(canvas, words_of(kind, data), size, colour, midleft=(x, middle))
            x = shown.right + px(ITEM_GAP)
