"""Where the replay's tips may stand: never over the table's log, nor over Night's seats'
panel (issue 33, newcomer O, s19, at 1280x720: 'the tooltip over the log'). A button's
tip and the timeline's legend stand in the row just above the strip, over the button
or the timeline; the right-hand buttons (the view, the list, the full table, Play on
from here) sit under the table's right-hand column, whose foot is the log (Taisen,
Dojo) or the seats' backpacks (Night). There the tip moves left, beside the column,
over the board's foot; where one row beside it cannot hold the tip, the tip takes two
rows (the row above it too), never the column."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..log_panel import LogPanel
from ..widgets import wrap_text

FRAME = 8
"""Design px a log's frame reaches past its lines' box (LogPanel.rect)."""
GAP = 8
"""Design px between a tip and a panel it keeps clear of."""


def panels(scene: Any) -> list[pygame.Rect]:
    """The table's panels no tip may cover, where the window shows them: its log (and
    Night's seats' backpacks and the prompt), from the table's picture to its room."""
    table = getattr(scene, "_table", None)
    picture = getattr(scene, "_full", None)
    rects = getattr(scene, "rects", None)
    if table is None or picture is None or not rects:
        return []
    room = rects[0]
    scale = room.width / max(1, picture.get_width())
    found: list[pygame.Rect] = []
    for name in ("log_panel", "log"):
        log = getattr(table, name, None)
        if isinstance(log, LogPanel) and log.rect.width > 1:
            found.append(log.rect.inflate(2 * theme.px(FRAME), 2 * theme.px(FRAME)))
            break
    view = getattr(table, "table_view", None)
    if scene.game == "night" and view is not None:  # its column: prompt, log, backpacks
        found.extend(pygame.Rect(box) for box in view.boxes(table.layout()))
    if scene.game == "taisen":  # its dice, their words under them, left of the caption
        from ..taisen import layout

        found.append(pygame.Rect(layout.DICE_PANEL))
    return [_shown(rect, room, scale) for rect in found]


def _shown(rect: pygame.Rect, room: pygame.Rect, scale: float) -> pygame.Rect:
    return pygame.Rect(
        round(room.left + rect.left * scale),
        round(room.top + rect.top * scale),
        max(1, round(rect.width * scale)),
        max(1, round(rect.height * scale)),
    )


def gaps(top: int, bottom: int, kept: list[pygame.Rect], inside: pygame.Rect) -> list[range]:
    """The stretches of `inside`'s width, from `top` to `bottom`, beside every panel of
    `kept` there (GAP from each), left to right."""
    pad = theme.px(GAP)
    hit = sorted(
        (panel.left - pad, panel.right + pad)
        for panel in kept
        if panel.top < bottom and top < panel.bottom
    )
    out: list[range] = []
    x = inside.left
    for left, right in hit:
        if left > x:
            out.append(range(x, min(left, inside.right)))
        x = max(x, right)
    if x < inside.right:
        out.append(range(x, inside.right))
    return [stretch for stretch in out if len(stretch) > 0]


def widest(top: int, bottom: int, kept: list[pygame.Rect], inside: pygame.Rect) -> int:
    """The widest a tip from `top` to `bottom` may be beside the panels there."""
    return max((len(stretch) for stretch in gaps(top, bottom, kept, inside)), default=1)


def place(rect: pygame.Rect, kept: list[pygame.Rect], inside: pygame.Rect) -> pygame.Rect | None:
    """`rect` moved the least along its row to stand beside every panel of `kept`
    (within `inside`); None where no stretch beside them is wide enough."""
    best: pygame.Rect | None = None
    for stretch in gaps(rect.top, rect.bottom, kept, inside):
        if len(stretch) < rect.width:
            continue
        moved = pygame.Rect(rect)
        moved.left = max(stretch.start, min(moved.left, stretch.stop - moved.width))
        if best is None or abs(moved.left - rect.left) < abs(best.left - rect.left):
            best = moved
    return best


def lines(text: str, size: int, first: int, width: int) -> list[str]:
    """`text` in one line, or wrapped to `width` where it is wider (the first line has
    `first` px, the room left beside the tip's gold word)."""
    if theme.font(size).size(text)[0] <= first:
        return [text]
    wrapped = wrap_text(text, size, max(1, first))
    if len(wrapped) <= 1:
        return wrapped
    rest = " ".join(wrapped[1:])
    return [wrapped[0], *wrap_text(rest, size, width)]
