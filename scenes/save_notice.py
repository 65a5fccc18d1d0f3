"""What every table says about its autosave, in one place for the four games.

`draw_save_notice` is the line a table shows while its game is not being saved (and
why); `tell_moved_aside` the message over a table whose start moved a refused autosave
aside (and where); `crash_save_line` what the crash screen may truthfully say.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ninjas.core.autosave import OFF_KEPT, OFF_KEY
from ninjas.core.session import GameSession

from . import theme
from .notice_clear import clear_place
from .widgets import wrap_text

if TYPE_CHECKING:
    from .app import App
    from .scene import Scene

NOTICE_WIDTH = 620
"""Widest the notice grows before it wraps (design px; a table may give its own
width in real px)."""
NOTICE_FONT = theme.FONT_MIN


def saving_off_text(app: App, session: GameSession) -> str | None:
    """'Not saved: why', when the session should autosave and does not; else None (a
    demo or the tutorial never autosaves, and says nothing)."""
    code = session.save_off
    if code is None:
        return None
    reason = session.save_problem or ""
    if code == OFF_KEPT:
        key = f"save.error.{reason}"
        reason = app.tr(key) if app.tr.has(key) else app.tr("save.error.unknown")
    elif code == OFF_KEY:  # the key's problem in a word, or the system's own words
        key = f"storage.key.reason.{reason}"
        reason = app.tr(key) if app.tr.has(key) else reason
    return app.tr(f"table.not_saved.{code}", reason=reason)


def moved_aside_text(app: App, session: GameSession) -> str | None:
    """'Kept: moved aside to where' while a file found in the autosave's place during
    the game was moved aside and not yet told in a message (see tell_moved_aside)."""
    if session.moved_aside is None:
        return None
    return app.tr("autosave.moved_aside.line", path=str(session.moved_aside))


def notice_size(app: App, session: GameSession, width: int) -> tuple[int, int] | None:
    """The size draw_save_notice's notice takes at most `width` real px wide (None when
    it has nothing to say): for a table finding it a place."""
    text = saving_off_text(app, session) or moved_aside_text(app, session)
    return None if text is None else _notice(text, width).get_size()


def _notice(text: str, width: int) -> pygame.Surface:
    """The notice of `text`, at most `width` px wide, at the current scale."""
    return _notice_at(text, width, theme.scale())


@lru_cache(maxsize=8)
def _notice_at(text: str, width: int, scale: float) -> pygame.Surface:
    """The notice drawn at `scale` (the current one: a part of the key, so that a
    window of another size draws it anew)."""
    px = theme.px
    lines = wrap_text(text, NOTICE_FONT, width - px(28))
    rendered = [theme.font(NOTICE_FONT).render(line, True, theme.MOONLIGHT) for line in lines]
    inner_w = max(surface.get_width() for surface in rendered)
    line_h = theme.font(NOTICE_FONT).get_linesize()
    size = (inner_w + px(28), line_h * len(rendered) + px(12))
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = min(px(16), size[1] // 2)
    fill = (*theme.lerp(theme.MIDNIGHT, theme.VERMILION, 0.45), 240)
    pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(
        surface, (*theme.VERMILION, 255), surface.get_rect(), max(1, px(2)), border_radius=radius
    )
    for index, line in enumerate(rendered):
        surface.blit(line, line.get_rect(midtop=(size[0] // 2, px(6) + index * line_h)))
    return surface


def draw_save_notice(
    app: App,
    canvas: pygame.Surface,
    session: GameSession,
    midtop: tuple[int, int],
    width: int | None = None,
    avoid: Sequence[pygame.Rect] = (),
    keep_off: Sequence[pygame.Rect] = (),
    room: pygame.Rect | None = None,
) -> pygame.Rect | None:
    """Draw 'Not saved: why' with its top centre at `midtop` while the game is not
    being autosaved (or where a file in the autosave's place was moved during the
    game); the rectangle drawn, or None when there is nothing to say. `width`: the
    widest it grows, in real px (default NOTICE_WIDTH design px). `avoid`: rectangles
    it must leave readable (a table's top buttons): one it would cover pushes it down
    below them. `keep_off`: the cards in play it must not cover (notice_clear.py: along
    its row, or wrapped narrower, or higher or lower, the nearest place over none,
    inside `room`, the whole window if None)."""
    text = saving_off_text(app, session) or moved_aside_text(app, session)
    if text is None:
        return None
    if width is None:
        width = theme.px(NOTICE_WIDTH)
    surface = _notice(text, width)
    rect = surface.get_rect(midtop=midtop)
    rect.clamp_ip(canvas.get_rect())
    covered = [other for other in avoid if rect.colliderect(other)]
    if covered:
        rect.top = max(other.bottom for other in covered) + theme.px(6)
        rect.clamp_ip(canvas.get_rect())
    if rect.collidelist(list(keep_off)) >= 0:
        found = clear_place(
            lambda w: _notice(text, w).get_size(),
            width,
            rect,
            keep_off,
            avoid,
            canvas.get_rect() if room is None else room,
        )
        if found is not None:
            rect, wide = found
            surface = _notice(text, wide)
    canvas.blit(surface, rect)
    return rect


def tell_moved_aside(app: App, session: GameSession) -> None:
    """When the session's start moved a refused autosave aside, say why and where, in a
    message over the table (once: the session forgets it)."""
    moved = session.moved_aside
    if moved is None:
        return
    session.moved_aside = None
    from .message import MessageScene

    code = session.moved_aside_code or "unknown"
    key = f"save.error.{code}"
    reason = app.tr(key) if app.tr.has(key) else app.tr("save.error.unknown")
    text = app.tr("autosave.moved_aside.text", reason=reason, path=str(moved))
    app.push(MessageScene(app, app.tr("autosave.moved_aside.title"), text))


def crash_save_line(app: App) -> str:
    """What the crash screen says about the game under way: autosaved, not saved (and
    why), or nothing when no game was being played or it never autosaves."""
    session = game_in_play(app.stack)
    if session is None:
        return ""
    if session.autosaved:
        return app.tr("crash.saved")
    return saving_off_text(app, session) or ""


def game_in_play(stack: list[Scene]) -> GameSession | None:
    """The session of the topmost table (or pause menu) on the stack, if any."""
    for scene in reversed(stack):
        session = getattr(scene, "session", None)
        if isinstance(session, GameSession) and not session.state.is_terminal:
            return session
    return None


__all__ = [
    "crash_save_line",
    "draw_save_notice",
    "game_in_play",
    "moved_aside_text",
    "saving_off_text",
    "tell_moved_aside",
]
