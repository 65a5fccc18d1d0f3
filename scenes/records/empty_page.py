"""The Records screen before anyone named has played (newcomer C, s22, FR 1280x720,
rec1: 'empty, explains why; the empty left column and the greyed Rename / Merge look
unfinished', 6.5): what the page will hold, drawn faint (the figures' tiles and the
wins per game at zero), under the words that say how to fill it, and how many games of
the History were played without a name."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.core.records_stats import person_records

from .. import theme
from ..memory import screens, shared_cache, surface_cache
from ..widgets import draw_panel, wrap_text
from . import charts

if TYPE_CHECKING:
    from ninjas.core.i18n import Translator
    from ninjas.core.records_stats import Book

FAINT = 70
"""The alpha of the page's picture behind the words."""


def words(tr: Translator, book: Book) -> str:
    """How records come, with the History's games played without a name counted."""
    unnamed = len(book.summaries)
    if unnamed:
        return str(tr.plural("records.empty.unnamed", unnamed))
    return str(tr("records.empty"))


def draw_empty(
    canvas: pygame.Surface, rects: dict[str, pygame.Rect], tr: Translator, book: Book
) -> None:
    """The faint page, then the words in a box over its middle."""
    px = theme.px
    area = rects["tiles"].unionall([rects["levels"], rects["games"]])
    games = rects["games"].union(rects["night"])
    seen = area.clip(canvas.get_rect())
    key = (tuple(seen), tuple(rects["tiles"]), tuple(games), theme.scale())
    canvas.blit(_ghost(canvas.get_size(), *key, tr, tr.lang), seen)
    width = min(area.width - px(80), px(720))
    lines = wrap_text(words(tr, book), theme.FONT_BODY, width - px(40))
    step = theme.font(theme.FONT_BODY).get_linesize() + px(6)
    box = pygame.Rect(0, 0, width, len(lines) * step + px(36))
    box.center = (area.centerx, rects["versus"].top)
    draw_panel(canvas, box, alpha=235, radius=12)
    y = box.top + px(18)
    for line in lines:
        label = theme.blit_text(
            canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(box.centerx, y)
        )
        y = label.top + step


@surface_cache(screens(1.0), 1)
def _ghost(
    size: tuple[int, int],
    seen: tuple[int, int, int, int],
    tiles: tuple[int, int, int, int],
    games: tuple[int, int, int, int],
    scale: float,
    tr: Translator,
    lang: str,
) -> pygame.Surface:
    """The page's figures at zero, faint, over `seen` of a window of `size` (kept: drawn
    at every frame, its charts' eight panels pushed the page's own out of the panel cache,
    all nine drawn anew each frame)."""
    nobody = person_records("", [], night_errors=False, replay=False)
    ghost = pygame.Surface(size, pygame.SRCALPHA)
    charts.tiles(ghost, pygame.Rect(tiles), tr, nobody)
    charts.games_chart(ghost, pygame.Rect(games), tr, nobody)
    part = ghost.subsurface(pygame.Rect(seen)).copy()
    part.set_alpha(FAINT)
    return part


shared_cache(_ghost)  # emptied between games (see scenes.memory)
