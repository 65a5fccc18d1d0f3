"""The review while it is worked out (issue 33: nothing but a progress bar showed for
43 to 60 s, minutes for Night): the graph fills as the decisions come (drawn by the
scene as when done), and the side panel says what the computer does, how many of the
person's decisions are reviewed (and of the turns' ends played out on their own: the
line said '53 of 53' while the ends were still to come), about how long is left from
the pace so far, and the moves that cost most so far. (`scene` is
the ReviewScene, typed loosely: scene.py imports this module.)"""

from __future__ import annotations

import math
from typing import Any

import pygame

from ninjas import review as rv

from .. import theme
from ..widgets import shortened, wrap_text
from . import forced
from .graph import COMPUTER, COSTLY

TEXT = 24
LINE = 32
SMALL = 21
"""The costly moves so far (capitals 11.2 px at 1280x720, as the finished rows')."""
SMALL_LINE = 27
SOON = 10.0
"""Under this many seconds left, 'almost done' (a figure would change every frame)."""


def left_words(tr: Any, seconds: float | None) -> str:
    """The time left in words: 'about 2 min left', 'about 40 s left' (to the 10 s),
    'almost done', or 'working out the time left' before the pace is known."""
    if seconds is None:
        return str(tr("review.left.unknown"))
    if seconds < SOON:
        return str(tr("review.left.soon"))
    if seconds < 60:
        return str(tr("review.left.seconds", seconds=int(math.ceil(seconds / 10) * 10)))
    minutes = max(1, round(seconds / 60))
    return str(tr.plural("review.left.minutes", minutes))


def count_words(scene: Any) -> str:
    """How far, in the person's decisions: '12 of 55 decisions reviewed'; then, for
    the ends of turns played out on their own (rare: job.played_ends), how many of
    those are done, never '55 of 55' while work is left (issue 33)."""
    job = scene.job
    tr = scene.app.tr
    total = len(job.decisions) if job.review is None else len(job.review.items)
    done = total if job.review is not None else len(job.items)
    if job.review is None and job.played_ends and done == total:
        count = len(job.played_ends)
        return str(tr("review.progress.ends", total=total, done=len(job.turns), count=count))
    return str(tr("review.progress", done=done, total=total))


def draw_live(
    scene: Any, canvas: pygame.Surface, side: pygame.Rect, so_far: rv.Review
) -> list[tuple[pygame.Rect, rv.Item]]:
    """The side panel while the review is worked out: what the computer does, the bar,
    how far and the time left; once a costly move is found, those moves first, at the
    top, and the work's progress under them, saying it goes on while they are looked at
    and is kept if the person leaves (issue 33, newcomer O, s8: a Shinobi review takes
    minutes whatever is done). Each costly move is also ringed on the graph. The rows
    of those moves as drawn, each its rect over its lines (live_rows.py opens them).
    `so_far`: the job's review so far, which the graph beside it was drawn from (made
    once a frame: it copies and sorts every item)."""
    px = theme.px
    room = side.width - px(32)
    x = side.left + px(16)
    worst = so_far.worst()
    if not worst:
        progress(scene, canvas, x, side.top + px(16), room, so_far, found=False)
        return []
    height = progress(scene, None, x, 0, room, so_far, found=True)
    bottom = side.bottom - px(8) - height
    rows = draw_worst(scene, canvas, x, side.top + px(16), room, bottom - px(12), worst)
    progress(scene, canvas, x, bottom, room, so_far, found=True)
    return rows


def progress(
    scene: Any,
    canvas: pygame.Surface | None,
    x: int,
    y: int,
    room: int,
    so_far: rv.Review,
    found: bool,
) -> int:
    """The work's progress from `y`: what the computer does (before any costly move is
    found), that it goes on and is kept, the bar, how far and the time left, and how
    the moves reviewed so far compare; its height (drawn only on a `canvas`)."""
    px = theme.px
    tr = scene.app.tr
    job = scene.job
    top = y

    def say(words: str, size: int, colour: theme.Colour, most: int, line: int) -> None:
        nonlocal y
        for part in wrap_text(words, size, room)[:most]:
            if canvas is not None:
                theme.blit_text(canvas, part, size, colour, topleft=(x, y))
            y += px(line)

    if not found:
        decisions = tr.plural("review.count.decisions", len(job.decisions))
        # the seat's turns as its table counts them (table_turn: Dojo's 'Zoé, turn 4',
        # Night's rounds), not the ends worked out (nc-68: 'the end of 8 turns' of a
        # clan's 4 turns), and how many turns the seat had in all: a turn with no
        # choice holds no decision and has no end worked out (newcomer K: 'your 4
        # turns' after 9)
        counted = "review.count.rounds" if scene.game == "night" else "review.count.turns"
        turns = forced.counted_turns(
            tr, scene.forced.runs(scene.seat), len({e.turn for e in job.ends}), counted
        )
        say(tr("review.working", decisions=decisions, turns=turns), TEXT, theme.MOONLIGHT, 3, LINE)
        y += px(4)
    kept = tr("review.working.kept" if found else "review.working.on")
    say(kept, SMALL, theme.TEXT_DIM, 3, SMALL_LINE)
    y += px(8)
    bar = pygame.Rect(x, y, room, px(24))
    if canvas is not None:
        draw_progress(canvas, bar, job.progress)
    y = bar.bottom + px(12)
    count = tr(
        "review.progress.line", count=count_words(scene), left=left_words(tr, job.time_left())
    )
    say(count, TEXT, theme.TEXT_DIM, 2, LINE)
    if so_far.items:  # how the moves reviewed so far compare, as when done
        figures = so_far.figures()
        good = tr.plural("review.as_good.so_far", figures["decisions"], good=figures["as_good"])
        y += px(8)
        say(good, TEXT, theme.MOONLIGHT, 3, LINE)
    return y - top


def draw_worst(
    scene: Any,
    canvas: pygame.Surface,
    x: int,
    y: int,
    room: int,
    limit: int,
    worst: list[rv.Item],
) -> list[tuple[pygame.Rect, rv.Item]]:
    """The moves that cost most so far from `y`, each whole or not at all (never cut),
    above `limit`; their rows as drawn."""
    px = theme.px
    tr = scene.app.tr
    rows: list[tuple[pygame.Rect, rv.Item]] = []
    theme.blit_text(
        canvas, shortened(tr("review.worst.so_far"), TEXT, room), TEXT, theme.GOLD, topleft=(x, y)
    )
    y += px(LINE) + px(4)
    for item in worst:
        line = tr(
            "review.worst.line",
            moment=scene.moment(item.index),
            after=scene.percent(item.after_move),
            best=scene.percent(item.after_computer),
        )
        lines = [(part, COSTLY) for part in wrap_text(line, SMALL, room)]
        lines.extend((part, COSTLY) for part in wrap_text(scene.cost_words(item), SMALL, room))
        for key, move in scene.said(item):
            words = tr(f"review.worst.{key}", move=move)
            colour = COMPUTER if key == "computer" else theme.TEXT_DIM  # (as when done)
            lines.extend((part, colour) for part in wrap_text(words, SMALL, room))
        if rows and y + len(lines) * px(SMALL_LINE) > limit:
            return rows
        rows.append((pygame.Rect(x, y, room, len(lines) * px(SMALL_LINE)), item))
        for part, colour in lines:
            theme.blit_text(canvas, part, SMALL, colour, topleft=(x, y))
            y += px(SMALL_LINE)
        y += px(10)
    return rows


def draw_progress(canvas: pygame.Surface, bar: pygame.Rect, progress: float) -> None:
    """The review's progress bar: `progress` (0 to 1) of `bar` filled in gold."""
    px = theme.px
    pygame.draw.rect(canvas, theme.MIDNIGHT, bar, border_radius=px(6))
    filled = bar.copy()
    filled.width = int(bar.width * progress)
    if filled.width:
        pygame.draw.rect(canvas, theme.GOLD, filled, border_radius=px(6))
    pygame.draw.rect(canvas, theme.BORDER, bar, max(1, px(2)), border_radius=px(6))
