"""The two Temple cards drawn at the Temple of the Shadow, shown as cards in the board's
Temple box to the seat choosing (newcomer B, s14, 071: they were offered as words only,
'Keep Absolution: ...', where the Court card and the Decoys are shown with their art):
each the Temple's picture under its name on a band, framed in gold as a choice, and a
click on one keeps it, as its row does. Hidden: drawn only while the seat that drew them
acts at the laptop (the table's own view of its turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.shinobi.rules import ShinobiAction

from .. import theme
from . import cards as art

if TYPE_CHECKING:
    from .protocol import Table

PICTURE = "Temple"
"""The illustration the board's Temple and the rules' diagrams use."""


def offered(table: Table) -> list[ShinobiAction]:
    """The 'keep this Temple card' moves the seat to act has now (none: nothing drawn,
    or not this seat's view)."""
    if not table.can_act or table.state.phase != "temple":
        return []
    return [a for a in table.legal() if a.kind == "temple" and a.args[0] == "take"]


def draw_offer(table: Table, canvas: pygame.Surface, body: pygame.Rect) -> list[pygame.Rect]:
    """Each Temple card offered, side by side in `body`: its picture, its name; framed
    as a choice, a click keeps it. The cards' rects (none: nothing offered)."""
    takes = offered(table)
    if not takes:
        return []
    px = theme.px
    tr = table.app.tr
    gap = px(8)
    width = min((body.width - gap * (len(takes) - 1)) // len(takes), round(body.height / 1.4))
    left = body.centerx - (width * len(takes) + gap * (len(takes) - 1)) // 2
    drawn = []
    for k, action in enumerate(takes):
        cell = pygame.Rect(left + k * (width + gap), body.top, width, body.height)
        table.board.frame_target(canvas, cell, px(4), px(6))
        table.board.table_targets.append((cell, action))
        line = theme.font(art.FONT_READ).get_linesize()
        band = pygame.Rect(cell.left, cell.bottom - 2 * line, cell.width, 2 * line)
        picture_box = pygame.Rect(cell.left, cell.top, cell.width, band.top - cell.top)
        picture = art.art_image(PICTURE, picture_box.size) if picture_box.height > 0 else None
        if picture is not None:
            canvas.blit(picture, picture_box)
        pygame.draw.rect(canvas, theme.VERMILION_DARK, band)
        name = str(tr(f"shinobi.temple.{action.args[1].replace('_', ' ')}"))
        words = table.wraps.wrap(name, art.FONT_READ, band.width - px(4))[:2]
        y = band.centery - len(words) * line // 2
        for part in words:
            text = art.fitting_text(part, band.width - px(4), art.FONT_READ, theme.GOLD)
            canvas.blit(text, text.get_rect(midtop=(band.centerx, y)))
            y += line
        pygame.draw.rect(canvas, theme.GOLD, cell, max(1, px(2)), border_radius=px(6))
        drawn.append(cell)
    return drawn
