"""The guided Dojo game once its lesson is over: the board keeps the place and size it
had all lesson long, and the strip above it kept for the guide's bubble says the goal in
one quiet line, 'Lesson over: take the enemy Dojo, or hold more land when a deck runs
out. H: a hint, F1: the rules.' The board was fitted again twice in five minutes, when both Dojos stood
and when the lesson ended (hexes suddenly about 1.5 times bigger: newcomer X, s13,
176-177, 200-201, 'disorienting'); the strip had been left empty (newcomer U, s9,
u-92..101: 'an empty dark band'), and the goal now fills it."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme

SIZE = theme.FONT_BODY
"""The goal's words: body text, read from the sofa."""


def goal_words(table: Any) -> str:
    """The game's goal for the person, in one line."""
    return str(table.app.tr("dojo.lesson_over.goal"))


def shown(table: Any) -> bool:
    """The lesson is over and nothing else stands in the strip: no battle tray, no
    banner, the game not over."""
    guide = getattr(table, "guide", None)
    if guide is None or guide.guiding or table.state.is_terminal:
        return False
    if table.tray_view.rect.width:
        return False
    return not any(e.kind == "banner" and not e.done for e in table.stage.effects)


def draw_goal(table: Any, canvas: pygame.Surface, strip: pygame.Rect) -> pygame.Rect | None:
    """The goal's line in the middle of `strip` (the map's top kept for the guide), dim
    gold, wrapped to the strip's width; its rect, or None when not shown."""
    if not shown(table) or strip.height <= 0:
        return None
    px = theme.px
    lines = table.wrap(goal_words(table), SIZE, strip.width - 2 * px(24)) or []
    line_h = theme.font(SIZE).get_linesize()
    top = strip.centery - len(lines) * line_h // 2
    drawn = pygame.Rect(strip.centerx, top, 0, 0)
    for k, line in enumerate(lines):
        rect = theme.blit_text(
            canvas, line, SIZE, theme.GOLD_DARK, midtop=(strip.centerx, top + k * line_h)
        )
        drawn.union_ip(rect)
    return drawn
