"""What the open table says while the computer's last move is held before the next
person's cover (handoff_flow.read): whose move it was, who is next, that Space goes on,
and how long the hold has left (a bar that shrinks). The hold is skippable, and nothing
said so: newcomers saw 'Green ninja is playing…' over a still table for two seconds
(E4, s12: 71dfb01b). Drawn over the table (TableScene.draw_pad_focus), low in the
middle of the board, over no hand: a person's hand is hidden while the hold lasts."""

from __future__ import annotations

import re
from typing import Any

import pygame

from .. import theme
from ..widgets import wrap_text
from .handoff_flow import READ_SECONDS

CUE_SIZE = theme.FONT_BODY
"""The words' size: body text, read from the sofa."""


def words(table: Any) -> str:
    """'Blue ninja has played. Inès is next: Space to go on.'"""
    tr = table.app.tr
    played = getattr(getattr(table, "computer", None), "played", None)
    who = table.seat_name(played[0]) if played else ""
    # a game may word the move otherwise (Night's plan: 'has chosen its plan')
    hold_key = getattr(getattr(table, "words", None), "hold_key", None)
    key = (hold_key(played[1]) if played and callable(hold_key) else None) or "handoff.hold"
    state = table.state
    nxt = state.current_player if not state.is_terminal else None
    if nxt is not None and nxt in table.humans:
        said = str(tr(f"{key}.next", who=who, name=table.seat_name(nxt)))
    else:
        said = str(tr(f"{key}.on", who=who))
    more = getattr(table, "hold_cue_more", None)  # a key the hold answers too (Night's T)
    return " ".join(filter(None, (said, more() if callable(more) else None)))


def board_area(table: Any, canvas: pygame.Surface) -> pygame.Rect:
    """Where the cue stands, low in the middle: the board's own rect (Night's village,
    BoardLayout.map), clear of the column of panels beside it, else the window above
    its footer."""
    layout = getattr(table, "layout", None)
    board = getattr(layout(canvas.get_size()), "map", None) if callable(layout) else None
    if isinstance(board, pygame.Rect):
        return board
    width, height = canvas.get_size()
    return pygame.Rect(0, 0, width, height - theme.px(48))


class CueHooks:
    """Mixed into TableScene: what a table tells the cue. A table that draws words of
    its own where the cue stands says where (`cue_keeps_clear`); the others, nothing."""

    def cue_keeps_clear(self) -> list[pygame.Rect]:
        """The rects drawn this frame that the cue must not cover (it stands above
        them): none at most tables; Night's banner of a throw's result, low on the
        village (newcomer T, s12, capE_08: the cue lay over 'Green ninja's throw hits:
        19.1 cm...', both unreadable)."""
        return []


def said_there(table: Any) -> list[pygame.Rect]:
    """What the table drew this frame that the cue must not cover (CueHooks)."""
    return [rect for rect in table.cue_keeps_clear() if isinstance(rect, pygame.Rect)]


def pill_lines(said: str, room: int) -> list[str]:
    """`said` on one line, or where it would pass the board's sides (long names,
    Night's 'T: replay.'), on lines of at most `room` px broken after a sentence where
    one fits ('... to go on.' / 'T: replay.', never 'T:' / 'replay.')."""
    font = theme.font(CUE_SIZE)
    if font.size(said)[0] <= room:
        return [said]
    lines: list[str] = []
    for sentence in re.split(r"(?<=[.!?]) ", said):
        for part in wrap_text(sentence, CUE_SIZE, room):
            if lines and font.size(f"{lines[-1]} {part}")[0] <= room:
                lines[-1] = f"{lines[-1]} {part}"
            else:
                lines.append(part)
    return lines


def draw_pill(table: Any, canvas: pygame.Surface, said: str, lift: int = 0) -> pygame.Rect:
    """A cue's dark pill with `said` in it (`lift` px above its middle), at the foot of
    the board's area and above what the table keeps clear (said_there): the hold's cue,
    and Night's cue for a person's hit (night/throw_hold.py). Its rect."""
    px = theme.px
    font = theme.font(CUE_SIZE)
    area = board_area(table, canvas)
    lines = pill_lines(said, area.width - px(40))
    step = font.get_linesize()
    height = font.size(said)[1] + step * (len(lines) - 1)
    width = max(font.size(line)[0] for line in lines)
    pill = pygame.Rect(0, 0, width, height).inflate(px(40), px(22))
    pill.midbottom = (area.centerx, area.bottom - px(16))
    for taken in said_there(table):  # above the table's own words, never on them
        if pill.colliderect(taken):
            pill.bottom = taken.top - px(8)
    pill.clamp_ip(canvas.get_rect())
    shade = pygame.Surface(pill.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*theme.MIDNIGHT, 235), shade.get_rect(), border_radius=px(12))
    canvas.blit(shade, pill)
    pygame.draw.rect(canvas, theme.GOLD, pill, max(2, px(2)), border_radius=px(12))
    for k, line in enumerate(lines):
        y = pill.centery - lift + round((k - (len(lines) - 1) / 2) * step)
        theme.blit_text(canvas, line, CUE_SIZE, center=(pill.centerx, y))
    return pill


def draw(table: Any, canvas: pygame.Surface) -> pygame.Rect | None:
    """The cue, while the hold lasts (None otherwise): a dark pill with its words and,
    along its foot, the hold's time left (none when it waits for a key: a cover for
    another person follows, handoff_flow.awaits_key)."""
    flow = table.handoff_flow
    if not flow.holding() or flow.paused():  # (what pauses it is shown instead)
        return None
    until = flow.hold_until()
    if until is None:
        return None
    px = theme.px
    speed = float(table.app.settings.animation_speed) or 1.0
    left = max(0.0, min(1.0, (until - float(table.time)) / (READ_SECONDS / speed)))
    pill = draw_pill(table, canvas, words(table), lift=theme.px(2))
    if flow.awaits_key():  # it waits for the key: no time runs out
        return pill
    bar = pygame.Rect(pill.left + px(14), pill.bottom - px(7), pill.width - px(28), px(3))
    pygame.draw.rect(canvas, theme.BORDER, bar)
    pygame.draw.rect(canvas, theme.GOLD, (bar.left, bar.top, round(bar.width * left), bar.height))
    return pill
