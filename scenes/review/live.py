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
from ninjas.review_pace import LONGER

from .. import theme
from ..widgets import shortened, wrap_text
from . import close_call, forced, plain_first
from .graph import COMPUTER
from .result_words import result_words
from .soft_note import move_colour
from .still_looking import still_kept
from .story import story_line
from .why import why_lines

TEXT = 24
LINE = 32
SMALL = 21
"""The costly moves so far (capitals 11.2 px at 1280x720, as the finished rows')."""
SMALL_LINE = 27
COUNT_LINES = 2
"""The most lines of how far and the time left, under the bar."""
GOOD_LINES = 3
"""The most lines of how the moves so far compare, under them (under_bar)."""
SOON = 10.0
"""Under this many seconds left, 'almost done' (a figure would change every frame)."""


def left_words(tr: Any, seconds: float | None, last: bool = True, rough: bool = False) -> str:
    """The time left in words: 'about 2 min left', 'about 40 s left' (to the 10 s),
    'almost done', or 'working out the time left' before the pace is known. `last`:
    nothing is left to send to the workers; until then never 'almost done', 'about
    10 s left' at the least (issue 33: 'almost done' at 31 of 55 decisions, the pace
    counted down faster than the work went). `rough`: a first time, before the pace is
    known, said as rough ('about 3 min left, roughly': ninjas.review_pace.rough_raw)."""
    more = ".rough" if rough else ""
    if seconds is None:
        return str(tr("review.left.unknown"))
    if seconds < SOON and not last:
        seconds = SOON
    if seconds < SOON:
        return str(tr("review.left.soon"))
    if seconds < 60:
        return str(tr(f"review.left.seconds{more}", seconds=int(math.ceil(seconds / 10) * 10)))
    minutes = max(1, round(seconds / 60))
    return str(tr.plural(f"review.left.minutes{more}", minutes))


def time_words(tr: Any, job: Any) -> str:
    """The time left of the ReviewJob `job` in words, as the panel says it: never a
    figure going up (ninjas.review_pace.Said: 'taking longer than first thought' then,
    until it falls)."""
    seconds = job.time_left()
    if job.review is None:
        seconds = job.said.tell(seconds)
        if seconds == LONGER:
            return str(tr("review.left.longer"))
    return left_words(tr, seconds, job.all_sent, job.review is None and job.pace.rough)


def count_words(scene: Any) -> str:
    """How far, in the person's decisions: '12 of 55 decisions reviewed'; then, for
    the ends of turns played out on their own (rare: job.played_ends), how many of
    those are done, never '55 of 55' while work is left (issue 33)."""
    job = scene.job
    tr = scene.tr
    total = len(job.decisions) if job.review is None else len(job.review.items)
    done = total if job.review is not None else len(job.items)
    if job.review is None and job.played_ends and done == total:
        # counted in turns as the line above the bar counts them (working), not in
        # ends played out (newcomer H, s10: 'the end of your 5 turns', then '1 of 6':
        # a Dojo turn broken by a battle has two ends)
        played = {turn.end for turn in job.turns}
        waiting = {end.turn for end in job.played_ends if end.end not in played}
        count = len({end.turn for end in job.ends})
        key = "review.progress.ends" + (".rounds" if scene.game == "night" else "")
        return str(tr(key, total=total, done=count - len(waiting), count=count))
    return str(tr("review.progress", done=done, total=total))


def draw_live(
    scene: Any, canvas: pygame.Surface, side: pygame.Rect, so_far: rv.Review
) -> list[tuple[pygame.Rect, rv.Item]]:
    """The side panel while the review is worked out: what the computer does, the bar,
    how far and the time left; once a costly move is found, those moves first, at the
    top, over the work's progress, saying it goes on while they are looked at and is
    kept if the person leaves (issue 33, newcomer O, s8: a Shinobi review takes minutes
    whatever is done). The bar stays where it is, at the panel's foot, whether a
    costly move is found or not (newcomer V, s9: it jumped down when the first one
    came). Each costly move is also ringed on the graph. The rows of those moves as
    drawn, each its rect over its lines (live_rows.py opens them). `so_far`: the job's
    review so far, which the graph beside it was drawn from (made once a frame: it
    copies and sorts every item)."""
    px = theme.px
    tr = scene.tr
    room = side.width - px(32)
    x = side.left + px(16)
    top = side.top + px(16)
    worst = so_far.worst()
    bar_top = side.bottom - px(8) - under_bar(scene, room)
    # the turns not yet looked at first, in the same words (a line of its own pushed
    # the story out from under the costly moves at 1920x1080)
    kept = still_kept(scene, so_far, tr("review.working.kept" if worst else "review.working.on"))
    kept = wrap_text(kept, SMALL, room)[:4]
    kept_top = bar_top - px(8) - len(kept) * px(SMALL_LINE)
    if not worst:
        told(scene, canvas, x, working(scene, canvas, x, top, room) + px(12), room, kept_top)
    for part in kept:
        theme.blit_text(canvas, part, SMALL, theme.TEXT_DIM, topleft=(x, kept_top))
        kept_top += px(SMALL_LINE)
    progress(scene, canvas, x, bar_top, room, so_far)
    if not worst:
        return []
    limit = bar_top - px(8) - len(kept) * px(SMALL_LINE) - px(12)
    rows = draw_worst(scene, canvas, x, top, room, limit, worst)
    if rows:  # (under them, where the room is left)
        told(scene, canvas, x, rows[-1][0].bottom + px(12), room, limit, SMALL)
    return rows


def under_bar(scene: Any, room: int) -> int:
    """The height from the bar's top to the foot of the words under it at their longest
    in this language (whatever the time left, all the decisions counted), so that the
    bar keeps its place as they change."""
    px = theme.px
    tr = scene.tr
    total = len(scene.job.decisions)
    count = count_words(scene)
    lefts = [
        left_words(tr, seconds, True, rough)
        for seconds in (None, 1.0, 50.0, 600.0)
        for rough in (False, True)
    ] + [str(tr("review.left.longer"))]
    lines = max(
        len(wrap_text(tr("review.progress.line", count=count, left=left), TEXT, room))
        for left in lefts
    )
    good = tr.plural("review.as_good.so_far", total, good=total)
    lines = min(lines, COUNT_LINES) + min(len(wrap_text(good, TEXT, room)), GOOD_LINES)
    return px(24) + px(12) + px(8) + lines * px(LINE)


def working(scene: Any, canvas: pygame.Surface, x: int, y: int, room: int) -> int:
    """What the computer does, before any costly move is found, from `y`; the foot of
    its words."""
    tr = scene.tr
    job = scene.job
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
    words = tr("review.working", decisions=decisions, turns=turns)
    for part in wrap_text(words, TEXT, room)[:3]:
        theme.blit_text(canvas, part, TEXT, theme.MOONLIGHT, topleft=(x, y))
        y += theme.px(LINE)
    return y


def told(
    scene: Any, canvas: pygame.Surface, x: int, y: int, room: int, limit: int, size: int = TEXT
) -> None:
    """The result ('Result: lost by 5 points, 2–7', as the graph says it when done)
    and how the game went (story.py), known from the record at once, from `y`, whole
    above `limit` or not at all (the result given up first), under what the computer
    does (`size` TEXT) or under the costly moves found so far (SMALL, as their rows):
    the panel's middle stood empty for
    minutes while the work went on (newcomer D, s14, 075-076; A: 'what I wanted to
    learn was WHY I lost')."""
    step = theme.px(LINE if size == TEXT else SMALL_LINE)
    story = wrap_text(story_line(scene), size, room)
    result = result_words(scene.tr, scene.record.summary, scene.seat)
    said = wrap_text(result[0], size, room) if story and len(result) > 1 else []
    lines = [(part, theme.GOLD) for part in said] + [(part, theme.MOONLIGHT) for part in story]
    if y + len(lines) * step > limit:  # the story alone, where both do not fit
        lines = lines[len(said) :]
    if not story or y + len(lines) * step > limit:
        return
    for part, colour in lines:
        theme.blit_text(canvas, part, size, colour, topleft=(x, y))
        y += step


def progress(
    scene: Any, canvas: pygame.Surface, x: int, y: int, room: int, so_far: rv.Review
) -> None:
    """The bar from `y`, how far and the time left under it, and how the moves
    reviewed so far compare (at most COUNT_LINES and GOOD_LINES lines)."""
    px = theme.px
    tr = scene.tr
    job = scene.job

    def say(words: str, colour: theme.Colour, most: int) -> None:
        nonlocal y
        for part in wrap_text(words, TEXT, room)[:most]:
            theme.blit_text(canvas, part, TEXT, colour, topleft=(x, y))
            y += px(LINE)

    bar = pygame.Rect(x, y, room, px(24))
    draw_progress(canvas, bar, job.progress)
    y = bar.bottom + px(12)
    count = tr("review.progress.line", count=count_words(scene), left=time_words(tr, job))
    say(count, theme.TEXT_DIM, COUNT_LINES)
    if so_far.items:  # how the moves reviewed so far compare, as when done
        figures = so_far.figures()
        good = tr.plural("review.as_good.so_far", figures["decisions"], good=figures["as_good"])
        y += px(8)
        say(good, theme.MOONLIGHT, GOOD_LINES)


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
    tr = scene.tr
    rows: list[tuple[pygame.Rect, rv.Item]] = []
    theme.blit_text(
        canvas, shortened(tr("review.worst.so_far"), TEXT, room), TEXT, theme.GOLD, topleft=(x, y)
    )
    y += px(LINE) + px(4)
    for item in worst:
        after, best = close_call.pair(scene, item)  # (0% only where decided)
        line = tr("review.worst.line", moment=scene.moment(item.index), after=after, best=best)
        cost = move_colour(scene.game, item)  # (an opening in sand: soft_note)
        lines = [(part, cost) for part in wrap_text(line, SMALL, room)]
        # the plain sentence first, the cost, the move played (as when done: plain_first)
        colours = (COMPUTER, cost, theme.TEXT_DIM)
        for words, colour in zip(plain_first.block(scene, item), colours, strict=True):
            lines.extend((part, colour) for part in wrap_text(words, SMALL, room))
        for words in why_lines(scene, item):  # why the computer's was better
            lines.extend((part, theme.MOONLIGHT) for part in wrap_text(words, SMALL, room))
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
