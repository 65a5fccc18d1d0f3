"""What the gold '+3' (with two small cards) on a clan means, said under the choices
while a person's turn shows the computers' marks (changed_marks.py): 'Gold +N on a
clan: the cards laid on it since your last turn.', or '+3 laid since your last turn'
where one line is all the room (newcomer X, s21, 15-guided-fr-9,
52, 64: 'the "+3 [card icon]" badge on a computer's freshly laid clan is explained
nowhere'; hovering the clan said it, nothing said to hover). The note starts with the
badge itself, drawn as on the tiles, so the words point at it. Drawn in the choices'
box under its last row and above the grey cards' note, where there is room; nothing
gives way for it."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from . import cards as art
from .changed_marks import GLOW, card_glyph


def words(table: Any) -> list[str]:
    """The note, long then short ('+3 laid since your last turn', one line), while the
    person to act sees cards a computer laid since her turn; [] else."""
    if not table.can_act or getattr(table, "watching", False):
        return []
    marks = table.board.changed_marks()
    if marks is None or not marks.laid:
        return []
    tr = table.app.tr
    return [str(tr("shinobi.marks_note")), str(tr("shinobi.marks_note.short"))]


def badge(height: int, count: int) -> pygame.Surface:
    """A gold '+3' with two small cards, as on a tile (changed_marks.draw_tile)."""
    px = theme.px
    label = theme.text(f"+{count}", art.FONT_READ, theme.MIDNIGHT)
    glyph = card_glyph(label.get_height() - px(2))
    pill = pygame.Rect(0, 0, label.get_width() + px(3) + glyph.get_width() + px(12), height)
    surface = pygame.Surface(pill.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, GLOW, pill, border_radius=pill.height // 2)
    at = label.get_rect(midleft=(px(6), pill.centery))
    surface.blit(label, at)
    surface.blit(glyph, glyph.get_rect(midleft=(at.right + px(3), pill.centery)))
    return surface


def draw(
    table: Any, canvas: pygame.Surface, box: pygame.Rect, rows: list[Any], below: pygame.Rect | None
) -> pygame.Rect | None:
    """The note in the choices' `box`, under its drawn `rows`, its foot above `below`
    (the grey cards' note) or the box's; its area, or None (no marks, or no room)."""
    said = words(table)
    if not said:
        return None
    px = theme.px
    line = theme.font(art.FONT_READ).get_linesize()
    laid = table.board.changed_marks().laid
    pill = badge(line, max(laid.values()))  # the largest on the table, as it reads there
    left = box.left + px(12)
    width = box.right - px(12) - (left + pill.get_width() + px(6))
    top = max((row.rect.bottom for row in rows), default=box.top) + px(6)
    bottom = (below.top - px(4)) if below is not None else box.bottom - px(10)
    for words_said in said:  # the long words where they fit, else the short
        lines = table.wraps.wrap(words_said, art.FONT_READ, width)
        if top + len(lines) * line <= bottom:
            break
    else:
        return None
    y = bottom - len(lines) * line
    drawn = canvas.blit(pill, (left, y))
    x = drawn.right + px(6)
    for text in lines:
        drawn = drawn.union(
            theme.blit_text(canvas, text, art.FONT_READ, theme.TEXT_DIM, topleft=(x, y))
        )
        y += line
    return drawn
