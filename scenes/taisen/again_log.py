"""While a turn is played again (turn_again.py), the log marks the line of the move
shown: a frame round it, the log scrolled back to it when it is out of sight (newcomer
G, s16, 021: 'during the replay the log keeps showing my newest lines'). The turn's
lines were told once, when it was first played; the move replayed is told by the same
words (game_log.describe), so its line is the last one saying them. Once the replay is
over the log is back at its newest lines."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..log_panel import as_line
from .game_log import describe


def replayed_move(table: Any) -> Any | None:
    """The "moved" event of the move the replay shows now (playing, fighting after it
    or waiting for T), None when no turn is played again."""
    moved = [event for event in table.again if event.kind == "moved"]
    if not moved or not table.animator.busy:
        return None
    queued = {id(event) for step in table.animator.queue for event in step.events}
    started = [event for event in moved if id(event) not in queued]
    return started[-1] if started else None


def marked_line(table: Any) -> int | None:
    """The index in the log's lines of the move replayed now, if the log has it."""
    event = replayed_move(table)
    if event is None:
        return None
    words = describe(event, table.app.tr, table.actor_name)
    if words is None:
        return None
    lines = table.log.lines
    for index in range(len(lines) - 1, -1, -1):
        if as_line(lines[index]).text == words.text:
            return index
    return None


def follow(table: Any) -> int | None:
    """The log scrolled so the marked line shows, once each time the mark moves (the
    wheel still scrolls between); back to the newest once the replay is over."""
    index = marked_line(table)
    log = table.log
    before = getattr(table, "again_marked", None)
    if index == before:
        return index
    table.again_marked = index
    if index is None:
        log.scroll = 0
        return None
    visible = log.visible()
    if log.style.whole_entries:  # the log scrolls by entries
        after = sum(1 for at, _ in visible if at > index)
    else:
        after = sum(len(log._rows_of(line)) for at, line in visible if at > index)
    log.scroll = max(0, min(log.scroll_room(), after))
    return index


def draw_log(canvas: pygame.Surface, table: Any) -> None:
    """The log, scrolled to the marked line first, and the frame round its rows."""
    index = follow(table)
    table.log.draw(canvas)
    if index is None:
        return
    line = as_line(table.log.lines[index])
    rows = [rect for rect, shown in table.log.placed() if shown is line]
    if not rows:
        return
    frame = rows[0].unionall(rows[1:]).inflate(theme.px(12), theme.px(2))  # off its words
    pygame.draw.rect(canvas, theme.GOLD, frame, max(2, theme.px(2)), border_radius=theme.px(4))
