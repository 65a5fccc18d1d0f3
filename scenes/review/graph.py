"""The review's graph: the seat's win chance at each of its decisions across the
game (a gold line), a dot a decision (green as good as the computer's move, red when it
cost), the moves that cost most ringed with a stroke down to the chance they left, a
legend, and a line saying what moves the line between the seat's moves (issue 33: a
newcomer read the dips between their moves, the dice's and the others', as their own).
`plot_rect` and `dot_points` are the geometry the chart's dots are hovered, clicked and
walked by (scenes/review/chart.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ninjas import review as rv

from .. import theme
from ..widgets import shortened
from .hint_words import NOTE, any_soft, soft
from .whole_words import Cut, blit_cut

GOOD: theme.Colour = (110, 206, 120)
COSTLY: theme.Colour = (236, 96, 80)
COMPUTER: theme.Colour = (120, 230, 255)
"""The computer's move: the tables' hint blue (the replay marks it so on the board)."""
TEXT = 24
SMALL_TEXT = 21
"""The words under the plot: its axis, legend and notes (capitals over 11 px at
1280x720)."""
AXIS_TEXT = theme.FONT_BODY
"""The chance's figures beside the plot ('100 %', '50 %', '0 %'): the body's size, read
at 2 m (at SMALL_TEXT 'the chances line is hard to read at 2 m', newcomer B, s24)."""
FORCED_SHADE = theme.lerp(theme.MIDNIGHT, theme.TEXT_FAINT, 0.22)
"""The band behind the seat's turns with no choice (forced.py), and its legend's swatch."""
UNDER = 150
"""Design room under the plot: the axis' words, the legend, the note and the line saying
what the first point is."""
RESULT: theme.Colour = theme.GOLD
"""The result's point, where the line ends (a square: not a decision)."""


def plot_rect(area: pygame.Rect, percent: Callable[[float], str]) -> pygame.Rect:
    """Where the chances are plotted in the graph's panel `area` (the figures of the
    axis on its left)."""
    px = theme.px
    label_w = theme.font(AXIS_TEXT).size(percent(1.0))[0] + px(10)
    return pygame.Rect(
        area.left + px(16) + label_w,
        area.top + px(60),
        area.width - px(32) - label_w,
        area.height - px(60) - px(UNDER),
    )


def dot_point(plot: pygame.Rect, index: int, actions: int, chance: float) -> tuple[int, int]:
    """Where action `index` of a game of `actions` is drawn at `chance` (0..1)."""
    x = plot.left + int(plot.width * index / max(1, actions - 1))
    return (x, plot.bottom - int(chance * plot.height))


def dot_points(plot: pygame.Rect, items: list[rv.Item], actions: int) -> list[tuple[int, int]]:
    """Each decision's dot: at its action, at the win chance before it."""
    return [dot_point(plot, item.index, actions, item.before) for item in items]


def draw_graph(
    canvas: pygame.Surface,
    area: pygame.Rect,
    review: rv.Review,
    actions: int,
    worst: set[int],
    tr: Callable[..., str],
    percent: Callable[[float], str],
    note: str = "",
    result: float | None = None,
    shade: Callable[[pygame.Surface, pygame.Rect], object] | None = None,
    result_said: list[str] | None = None,
    cut: list[Cut] | None = None,
    pointer: Callable[[rv.Item], bool] | None = None,
) -> pygame.Rect | None:
    """The graph; `result` (the seat's share of the win, the review done) is a square
    where the game ended, at the last action (nc-67: the line ended at 80% on a lost
    game), the line not drawn on to it (newcomer I, s10, nc-99/172.png: an 11-12 loss
    dived to 0% as if a blunder), its key saying the result in the first of
    `result_said` that holds beside the title (result_words.py; 'The result' if none);
    `shade(canvas, plot)` draws behind the lines (the turns with no choice: forced.py);
    the notes under it drawn cut are added to `cut` (whole_words.py); the dots of
    `pointer`'s items in the sand of a pointer, never the costly red (a Night throw that
    missed, the hand's luck: night_miss.py). Where the result's word was drawn (None:
    not drawn)."""
    px = theme.px
    theme.blit_text(
        canvas,
        tr("review.graph"),
        TEXT,
        theme.GOLD,
        topleft=(area.left + px(16), area.top + px(16)),
    )
    plot = plot_rect(area, percent)
    pygame.draw.rect(canvas, theme.MIDNIGHT, plot)
    shaded = shade(canvas, plot) if shade is not None else None
    for share in (0.0, 0.5, 1.0):
        y = plot.bottom - int(share * plot.height)
        colour = theme.BORDER if share == 0.5 else theme.TEXT_FAINT
        pygame.draw.line(canvas, colour, (plot.left, y), (plot.right, y), max(1, px(1)))
        theme.blit_text(
            canvas, percent(share), AXIS_TEXT, theme.MOONLIGHT, midright=(plot.left - px(6), y)
        )
    theme.blit_text(
        canvas,
        tr("review.axis", count=actions),
        SMALL_TEXT,
        theme.TEXT_DIM,
        midtop=(plot.centerx, plot.bottom + px(16)),  # (the dots to review above it)
    )
    draw_pending(canvas, plot, review.pending, actions)
    items = review.items
    if not items:
        return None
    befores = dot_points(plot, items, actions)
    radius = max(3, px(5))
    line, indices = line_points(plot, items, actions, None)
    for part in joined(line, indices, review.pending):
        if len(part) > 1:
            pygame.draw.lines(canvas, theme.GOLD, False, part, max(2, px(3)))
    square = None
    if result is not None:
        square = pygame.Rect(0, 0, radius * 3, radius * 3)
        square.center = dot_point(plot, actions - 1, actions, result)
        pygame.draw.rect(canvas, RESULT, square)
        pygame.draw.rect(canvas, theme.MIDNIGHT, square, max(1, px(2)))
    for item, at in zip(items, befores, strict=True):
        # an opening short of the computer's in sand, never the costly red (hint_words.soft)
        # and a throw that missed too (newcomer B, s22, 57rev4: its dot stayed red)
        luck = pointer is not None and not item.as_good and pointer(item)
        colour = GOOD if item.as_good else NOTE if soft(review.game, item) or luck else COSTLY
        pygame.draw.circle(canvas, colour, at, radius)
        if item.index in worst:
            after = dot_point(plot, item.index, actions, item.after_move)
            pygame.draw.line(canvas, colour, at, after, max(1, px(2)))
            pygame.draw.circle(canvas, colour, at, radius * 2 + px(2), max(1, px(2)))
            # the chance the move left, where its words say it (issue 33: 'you 4%' was
            # read off the next dot): a short bar across the stroke's foot
            foot = pygame.Rect(0, 0, radius * 3, max(2, px(3)))
            foot.center = after
            pygame.draw.rect(canvas, colour, foot)
    placed = None
    if square is not None and result is not None:
        # its key above the plot's right end, over the column its square ends the line
        # in, a square of its colour before the word: never over the plot (newcomer F,
        # s10, nc-96/127.png: placed where the plot was emptiest, it floated mid-graph
        # beside a costly move's ring and read as naming it)
        title = area.left + px(16) + theme.font(TEXT).size(tr("review.graph"))[0] + px(12)
        for said in [*(result_said or []), tr("review.legend.result")]:
            word = theme.text(said, SMALL_TEXT, RESULT)
            placed = result_key_place(plot, square, word.get_size())
            if placed.left >= title:  # (beside the title, never over it)
                break
        if said:
            swatch = pygame.Rect(0, 0, square.width, square.height)
            swatch.midleft = (placed.left, placed.centery)
            pygame.draw.rect(canvas, RESULT, swatch)
            canvas.blit(word, word.get_rect(bottomright=placed.bottomright))
    legend_y = plot.bottom + px(56)
    entries = [(GOOD, "review.legend.good"), (COSTLY, "review.legend.costly")]
    missed = pointer is not None and any(not i.as_good and pointer(i) for i in items)
    if any_soft(review):  # (an opening's dot, neither good nor costly)
        entries.append((NOTE, "review.legend.setup.missed" if missed else "review.legend.setup"))
    elif missed:
        entries.append((NOTE, "review.legend.missed"))
    # the shaded turns said there too: a band too narrow for its own words was a grey
    # stripe nothing explained (issue 33, newcomer X, s9 r1-r8.png)
    if shaded:
        entries.append((None, "review.legend.forced"))
    if review.pending:  # the hollow dots under the foot (draw_pending), never 0%
        entries.append((PENDING, "review.legend.pending"))
    x = plot.left if len(entries) == 2 else area.left + px(16)
    gap = px(28) if len(entries) == 2 else px(20)
    places = legend_places(tr, entries, x, area.right - px(16), gap, radius)
    if places[-1][1]:  # (a second row: each entry whole, the notes a row lower)
        legend_y = plot.bottom + px(48)
    step = px(26) if places[-1][1] else px(34)
    for (colour, key), (x, row) in zip(entries, places, strict=True):
        legend_y_row = legend_y + row * px(26)
        if colour == PENDING:
            centre = (x + radius, legend_y_row)
            pygame.draw.circle(canvas, PENDING, centre, radius, max(1, px(2)))
        elif colour is None:
            swatch = pygame.Rect(0, 0, radius * 2, radius * 3)
            swatch.midleft = (x, legend_y_row)
            pygame.draw.rect(canvas, FORCED_SHADE, swatch)
            pygame.draw.rect(canvas, theme.TEXT_FAINT, swatch, 1)
        else:
            pygame.draw.circle(canvas, colour, (x + radius, legend_y_row), radius)
        room = max(0, area.right - px(16) - (x + radius * 2 + px(8)))
        theme.blit_text(
            canvas,
            shortened(tr(key), SMALL_TEXT, room),
            SMALL_TEXT,
            theme.MOONLIGHT,
            midleft=(x + radius * 2 + px(8), legend_y_row),
        )
    legend_y += places[-1][1] * px(26)
    if note:  # (cut: whole under the pointer, whole_words.py)
        left = area.left + px(16)
        place = {"midleft": (left, legend_y + step)}
        blit_cut(canvas, note, SMALL_TEXT, theme.TEXT_DIM, note_room(area), cut, **place)
    # what the leftmost point is (a newcomer read 14% there as a game lost before it
    # began); while worked out, the order the points come in: the last moves' first
    # (job.py), where 'First point: after your first move' read as the first to come
    # (issue 33: the graph filled from the right)
    place = {
        "midleft": (area.left + px(16), legend_y + step * 2 - (px(6) if step == px(34) else 0))
    }
    blit_cut(
        canvas, tr(point_key(review)), SMALL_TEXT, theme.TEXT_DIM, note_room(area), cut, **place
    )
    return placed


def legend_places(
    tr: Any, entries: list[tuple[Any, str]], left: int, right: int, gap: int, radius: int
) -> list[tuple[int, int]]:
    """Where each legend entry starts and on which row (0 or 1): an entry that would
    pass `right` starts a second row at `left` (newcomer W, s13, 048/129: the fourth,
    'To review', was cut to its dot and '…' at 1280x720 and 1920x1080, EN and FR)."""
    out: list[tuple[int, int]] = []
    x, row = left, 0
    for _, key in entries:
        width = radius * 2 + theme.px(8) + theme.font(SMALL_TEXT).size(tr(key))[0]
        if x + width > right and x > left and row == 0:
            x, row = left, 1
        out.append((x, row))
        x += width + gap
    return out


PENDING: theme.Colour = theme.TEXT_FAINT
"""A decision not yet worked out: a hollow dot under the plot's foot."""


def pending_point(plot: pygame.Rect, index: int, actions: int) -> tuple[int, int]:
    """Where a decision not yet worked out is drawn: at its action, under the plot's
    foot, off the chart (inside it, on the 0% line, the dots read 'your chance was 0 %
    all game': newcomer B, s23, EN 1920x1080, 29-review)."""
    x = dot_point(plot, index, actions, 0.0)[0]
    return (x, plot.bottom + max(3, theme.px(5)) + theme.px(3))


def draw_pending(
    canvas: pygame.Surface, plot: pygame.Rect, pending: frozenset[int], actions: int
) -> None:
    """The decisions not yet worked out, faint hollow dots under the plot's foot: the
    graph reads as filling in, not as isolated dots with nothing between (newcomer S,
    s12, 149.png: 'looks broken until you read the small line under it')."""
    radius = max(3, theme.px(5))
    for index in sorted(pending):
        pygame.draw.circle(
            canvas, PENDING, pending_point(plot, index, actions), radius, max(1, theme.px(2))
        )


def point_key(review: rv.Review) -> str:
    """The line under the note: the order the points come in while the review is
    worked out, what the leftmost point is once it is done."""
    return "review.graph.order" if review.pending else "review.first_point"


def line_points(
    plot: pygame.Rect, items: list[rv.Item], actions: int, result: float | None
) -> tuple[list[tuple[int, int]], list[int]]:
    """The gold line's points and the action of each: every decision's dot (its chance
    before), and under a costly move's dot the chance the move left, so that the line
    goes on from what the move's words say (issue 33: 'you 4%, the computer 17%' while
    the line went from the dot straight on to the next decision's chance); the result
    at the last action, the review done."""
    points, indices = [], []
    for item in items:
        points.append(dot_point(plot, item.index, actions, item.before))
        indices.append(item.index)
        if not item.as_good and item.loss > 0:
            points.append(dot_point(plot, item.index, actions, item.after_move))
            indices.append(item.index)
    if result is not None:
        points.append(dot_point(plot, actions - 1, actions, result))
        indices.append(actions - 1)
    return points, indices


def joined(
    line: list[tuple[int, int]], indices: list[int], pending: frozenset[int]
) -> list[list[tuple[int, int]]]:
    """The graph's line in parts, broken where a decision not yet reviewed lies between
    two points (the review so far: the runs nearest the game's end come first, and a
    straight line from the game's start to them read as the chance between)."""
    parts = [line[:1]]
    for at, point in enumerate(line[1:], start=1):
        if at < len(indices) and any(indices[at - 1] < p < indices[at] for p in pending):
            parts.append([])
        parts[-1].append(point)
    return parts


def result_key_place(plot: pygame.Rect, square: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """Where the result's key goes (its swatch, a gap, then its word of `size`): above
    the plot, its right end over the right of the result's `square`, clear of the square
    and of a costly move's ring even where they stand at 100%."""
    px = theme.px
    ring = 2 * (square.width // 3) + px(2)  # a costly move's ring's reach (draw_graph)
    rect = pygame.Rect(0, 0, square.width + px(8) + size[0], size[1])
    rect.bottomright = (square.right, min(plot.top - ring, square.top) - px(4))
    return rect


def legend_top(plot: pygame.Rect) -> int:
    """The top of the legend under `plot` (its first row, at its highest: two rows),
    which a dot's tooltip keeps clear of (newcomer T, s20, 093: it covered the legend)."""
    return plot.bottom + theme.px(48) - theme.font(SMALL_TEXT).get_height() // 2 - theme.px(2)


def note_room(area: pygame.Rect) -> int:
    """The width the note under the graph has in the panel `area`."""
    return area.width - theme.px(32)
