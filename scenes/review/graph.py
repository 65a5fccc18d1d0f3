"""The review's graph: the seat's win chance before each of its decisions across the
game (a gold line), a dot a decision (green as good as the computer's move, red when it
cost), the moves that cost most ringed with a stroke down to the chance they left, a
legend, and a line saying what moves the line between the seat's moves (issue 33: a
newcomer read the dips between their moves, the dice's and the others', as their own).
`plot_rect` and `dot_points` are the geometry the chart's dots are hovered, clicked and
walked by (scenes/review/chart.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ninjas import review as rv

from .. import theme
from ..widgets import shortened

GOOD: theme.Colour = (110, 206, 120)
COSTLY: theme.Colour = (236, 96, 80)
COMPUTER: theme.Colour = (120, 230, 255)
"""The computer's move: the tables' hint blue (the replay marks it so on the board)."""
TEXT = 24
SMALL_TEXT = 21
"""The axes' figures (capitals over 11 px at 1280x720)."""
FORCED_SHADE = theme.lerp(theme.MIDNIGHT, theme.TEXT_FAINT, 0.22)
"""The band behind the seat's turns with no choice (forced.py), and its legend's swatch."""
UNDER = 150
"""Design room under the plot: the axis' words, the legend, the note and the line saying
what the first point is."""
NEAREST = 24
"""The free places nearest the result's square weighed for its word, when none of the
usual ones is free (its ink is counted for each, every frame)."""
RESULT: theme.Colour = theme.GOLD
"""The result's point, where the line ends (a square: not a decision)."""


def plot_rect(area: pygame.Rect, percent: Callable[[float], str]) -> pygame.Rect:
    """Where the chances are plotted in the graph's panel `area` (the figures of the
    axis on its left)."""
    px = theme.px
    label_w = theme.font(SMALL_TEXT).size(percent(1.0))[0] + px(10)
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
) -> pygame.Rect | None:
    """The graph; `result` (the seat's share of the win, the review done) ends the line
    where the game did, at the last action (nc-67: it ended at 80% on a lost game);
    `shade(canvas, plot)` draws behind the lines (the turns with no choice: forced.py).
    Where the result's word was drawn (None: not drawn)."""
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
            canvas, percent(share), SMALL_TEXT, theme.TEXT_DIM, midright=(plot.left - px(6), y)
        )
    theme.blit_text(
        canvas,
        tr("review.axis", count=actions),
        SMALL_TEXT,
        theme.TEXT_DIM,
        midtop=(plot.centerx, plot.bottom + px(12)),
    )
    items = review.items
    if not items:
        return None
    befores = dot_points(plot, items, actions)
    radius = max(3, px(5))
    line, indices = line_points(plot, items, actions, result)
    for part in joined(line, indices, review.pending):
        if len(part) > 1:
            pygame.draw.lines(canvas, theme.GOLD, False, part, max(2, px(3)))
    square = None
    if result is not None:
        square = pygame.Rect(0, 0, radius * 3, radius * 3)
        square.center = line[-1]
        pygame.draw.rect(canvas, RESULT, square)
        pygame.draw.rect(canvas, theme.MIDNIGHT, square, max(1, px(2)))
    for item, at in zip(items, befores, strict=True):
        colour = GOOD if item.as_good else COSTLY
        pygame.draw.circle(canvas, colour, at, radius)
        if item.index in worst:
            after = dot_point(plot, item.index, actions, item.after_move)
            pygame.draw.line(canvas, COSTLY, at, after, max(1, px(2)))
            pygame.draw.circle(canvas, COSTLY, at, radius * 2 + px(2), max(1, px(2)))
            # the chance the move left, where its words say it (issue 33: 'you 4%' was
            # read off the next dot): a short bar across the stroke's foot
            foot = pygame.Rect(0, 0, radius * 3, max(2, px(3)))
            foot.center = after
            pygame.draw.rect(canvas, COSTLY, foot)
    placed = None
    if square is not None and result is not None:
        # its word beside it, inside the plot (the legend has no room left in French),
        # drawn last where the fewest lines and dots run (a costly move's stroke and
        # the line down to a lost game's end crossed it out at 1280x720), never over a
        # dot, a ring or a stroke (issue 33: it covered a costly point)
        word = theme.text(tr("review.legend.result"), SMALL_TEXT, RESULT)
        taken = marks(plot, items, actions, worst, radius, square)
        placed = result_place(canvas, plot, square, word.get_size(), result < 0.5, taken)
        canvas.blit(word, placed)
    legend_y = plot.bottom + px(56)
    entries = [(GOOD, "review.legend.good"), (COSTLY, "review.legend.costly")]
    # the shaded turns said there too: a band too narrow for its own words was a grey
    # stripe nothing explained (issue 33, newcomer X, s9 r1-r8.png)
    if shaded:
        entries.append((None, "review.legend.forced"))
    x = plot.left if len(entries) == 2 else area.left + px(16)
    gap = px(28) if len(entries) == 2 else px(20)
    for colour, key in entries:
        if colour is None:
            swatch = pygame.Rect(0, 0, radius * 2, radius * 3)
            swatch.midleft = (x, legend_y)
            pygame.draw.rect(canvas, FORCED_SHADE, swatch)
            pygame.draw.rect(canvas, theme.TEXT_FAINT, swatch, 1)
        else:
            pygame.draw.circle(canvas, colour, (x + radius, legend_y), radius)
        room = max(0, area.right - px(16) - (x + radius * 2 + px(8)))
        label = theme.blit_text(
            canvas,
            shortened(tr(key), SMALL_TEXT, room),
            SMALL_TEXT,
            theme.MOONLIGHT,
            midleft=(x + radius * 2 + px(8), legend_y),
        )
        x = label.right + gap
    if note:
        theme.blit_text(
            canvas,
            shortened(note, SMALL_TEXT, note_room(area)),
            SMALL_TEXT,
            theme.TEXT_DIM,
            midleft=(area.left + px(16), legend_y + px(34)),
        )
    # what the leftmost point is (a newcomer read 14% there as a game lost before it
    # began); while worked out, the order the points come in: the last moves' first
    # (job.py), where 'First point: after your first move' read as the first to come
    # (issue 33: the graph filled from the right)
    theme.blit_text(
        canvas,
        shortened(tr(point_key(review)), SMALL_TEXT, note_room(area)),
        SMALL_TEXT,
        theme.TEXT_DIM,
        midleft=(area.left + px(16), legend_y + px(62)),
    )
    return placed


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


def marks(
    plot: pygame.Rect,
    items: list[rv.Item],
    actions: int,
    worst: set[int],
    radius: int,
    square: pygame.Rect,
) -> list[pygame.Rect]:
    """What a word drawn on the graph must never cover: each dot, each costly move's
    ring, stroke and foot, and the result's square."""
    px = theme.px
    taken = [square.inflate(px(4), px(4))]
    for item in items:
        at = dot_point(plot, item.index, actions, item.before)
        size = 2 * (radius * 2 + px(2)) + px(4) if item.index in worst else 2 * radius + px(4)
        taken.append(pygame.Rect(0, 0, size, size))
        taken[-1].center = at
        if item.index in worst:
            after = dot_point(plot, item.index, actions, item.after_move)
            top, bottom = min(at[1], after[1]), max(at[1], after[1])
            taken.append(pygame.Rect(at[0] - radius * 2, top, radius * 4, bottom - top + px(4)))
    return taken


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


def result_place(
    canvas: pygame.Surface,
    plot: pygame.Rect,
    square: pygame.Rect,
    size: tuple[int, int],
    low: bool,
    taken: list[pygame.Rect] | None = None,
) -> pygame.Rect:
    """Where the result's word goes: left of its square, or up to three lines further
    into the plot (up from a low end, down from a high one) and up to three half words
    further left, the nearest of those with the least ink (pixels other than the plot's
    own) already drawn under it; never over a rect of `taken` (marks: the dots, rings and
    strokes) where the plot has any room for it, the nearest such place then."""
    px = theme.px
    rect = pygame.Rect((0, 0), size)
    places = []
    for line in range(4):
        for half in range(4):
            shift, left = line * (size[1] + px(4)), half * size[0] // 2
            place = rect.copy()
            if low:
                place.bottomright = (square.left - px(8) - left, square.top - px(4) - shift)
            else:
                place.topright = (square.left - px(8) - left, square.bottom + px(4) + shift)
            places.append((line + half, place.clamp(plot)))
    clear = [near for near in places if near[1].collidelist(taken or []) < 0]
    if taken and not clear:  # every place near it covers a mark: the nearest free one
        step = max(1, size[1] // 2)
        for y in range(plot.top, plot.bottom - size[1] + 1, step):
            for x in range(plot.left, plot.right - size[0] + 1, step):
                place = pygame.Rect((x, y), size)
                if place.collidelist(taken) < 0:
                    away = abs(place.right - square.left) + abs(place.centery - square.centery)
                    clear.append((away // step + 16, place))
        clear = sorted(clear, key=lambda near: near[0])[:NEAREST]  # (ink is counted)
    return min(clear or places, key=lambda near: (_ink(canvas, near[1]), near[0]))[1]


def _ink(canvas: pygame.Surface, place: pygame.Rect) -> int:
    """How many pixels in `place` are not the plot's ground."""
    area = place.clip(canvas.get_rect())
    if not area.width or not area.height:
        return 0
    ground = pygame.mask.from_threshold(canvas.subsurface(area), theme.MIDNIGHT, (1, 1, 1, 255))
    return area.width * area.height - ground.count()


def note_room(area: pygame.Rect) -> int:
    """The width the note under the graph has in the panel `area`."""
    return area.width - theme.px(32)
