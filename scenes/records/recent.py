"""The Records screen's latest games: under the people's names, where they leave the
column room, the chosen person's last games, newest first: the game, how it went for
them (in its outcome's colour) and the day. With one or two people the column stood
empty from the names down to Rename ('lots of empty space', issue 33, newcomer H)."""

from __future__ import annotations

import pygame

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import PersonRecords

from .. import theme
from ..widgets import shortened
from .charts import OUTCOMES, TEXT, box, day

LEAST = 150
"""The room (design px) the box needs to be shown: its title and two games."""
COLOURS = dict(OUTCOMES)


def entry_height() -> int:
    """One game's lines: its name and result, then its day."""
    return 2 * theme.font(TEXT).get_linesize() + theme.px(6)


def draw_recent(
    canvas: pygame.Surface, rect: pygame.Rect, tr: Translator, person: PersonRecords
) -> list[tuple[str, str, str]]:
    """The box in `rect`, as many of the latest games as fit; returns those drawn."""
    room = box(canvas, rect, tr("records.recent"))
    px = theme.px
    line = theme.font(TEXT).get_linesize()
    fits = max(0, (room.height + px(6)) // entry_height())
    shown = list(reversed(person.recent))[:fits]
    y = room.top
    for date, game, outcome in shown:
        result = tr(f"records.recent.{outcome}")
        drawn = theme.blit_text(canvas, result, TEXT, COLOURS[outcome], topright=(room.right, y))
        name = shortened(tr(f"game.{game}.name"), TEXT, drawn.left - px(8) - room.left)
        theme.blit_text(canvas, name, TEXT, theme.MOONLIGHT, topleft=(room.left, y))
        theme.blit_text(
            canvas,
            day(tr, date, "records.recent.when"),
            TEXT,
            theme.TEXT_DIM,
            topleft=(room.left, y + line),
        )
        y += entry_height()
    return shown
