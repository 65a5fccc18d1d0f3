"""The review graph's dots as one widget (issue 33: with no costly move there was
nothing to choose, and the dots could be neither hovered nor clicked, so the review
could not open the replay at all). The pointer over the plot picks the nearest dot by
its action and a tooltip says that moment; a click on it, or Left/Right to walk the
dots (a pad's D-pad) and Enter (A), opens the replay there. The scene draws the graph
(graph.py); this widget draws the dot chosen, its guide and its tooltip over it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ninjas import review as rv

from .. import theme
from ..widgets import Widget, draw_focus_ring
from .graph import dot_points, legend_top
from .whole_words import draw_tip, tip_box

PICK = 18
"""Design room around the plot where the pointer still picks a dot (the dots at its
edges, at 0% and 100%, are half outside it)."""

Lines = list[tuple[str, theme.Colour]]


class Chart(Widget):
    """`Chart(app, on_open, tip)`: `on_open(item)` opens the replay at a decision,
    `tip(item)` gives its tooltip's lines (words and colours); `set_items` gives the
    decisions, `place` puts their dots where the graph draws them."""

    def __init__(
        self, app: Any, on_open: Callable[[rv.Item], None], tip: Callable[[rv.Item], Lines]
    ) -> None:
        super().__init__(app, (0, 0, 1, 1))
        self.on_open = on_open
        self.tip = tip
        self.plot = pygame.Rect(0, 0, 1, 1)
        self.frame: pygame.Rect | None = None
        """The graph's panel, which the focus ring goes round (set by the scene)."""
        self.items: list[rv.Item] = []
        self.points: list[tuple[int, int]] = []
        self.selected: int | None = None
        """The dot the keys (or the last click) chose, by its place in `items`."""
        self.hover: int | None = None
        """The dot under the pointer."""
        self.pressed: int | None = None

    # ------------------------------------------------------------------ dots
    def set_items(self, items: list[rv.Item]) -> None:
        """The decisions reviewed (none while the review is worked out): nothing chosen."""
        self.items = list(items)
        self.points = []
        self.selected = self.hover = self.pressed = None

    def grow(self, items: list[rv.Item]) -> None:
        """More decisions reviewed (the graph fills while the review is worked out):
        the dot chosen stays chosen, wherever the new ones come (the runs nearest the
        game's end are worked out first: scenes/review/job.py)."""
        chosen = None if self.selected is None else self.items[self.selected]
        pressed = None if self.pressed is None else self.items[self.pressed]
        self.items = list(items)
        self.points = []
        self.selected = self._place_of(chosen)
        self.pressed = self._place_of(pressed)

    def _place_of(self, item: rv.Item | None) -> int | None:
        return None if item is None or item not in self.items else self.items.index(item)

    def place(self, plot: pygame.Rect, actions: int) -> None:
        """The dots where the graph draws them in `plot`, for a game of `actions`."""
        self.plot = pygame.Rect(plot)
        self.points = dot_points(plot, self.items, actions)
        self.rect = plot.inflate(2 * theme.px(PICK), 2 * theme.px(PICK))
        self.hover = None

    @property
    def can_focus(self) -> bool:
        return self.enabled and bool(self.items)

    def nearest(self, pos: tuple[int, int]) -> int | None:
        """The dot the pointer at `pos` picks: over the plot, the nearest by its action
        (the nearer by its height between two of one action)."""
        if not self.points or not self.rect.collidepoint(pos):
            return None
        x, y = pos
        return min(
            range(len(self.points)),
            key=lambda i: (abs(self.points[i][0] - x), abs(self.points[i][1] - y)),
        )

    @property
    def shown(self) -> int | None:
        """The dot whose tooltip shows: the pointer's, else the keys' while focused."""
        if not self.points:  # (not laid out yet)
            return None
        if self.hover is not None:
            return self.hover
        return self.selected if self.focused else None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.can_focus:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.nearest(event.pos)
            self.hovered = self.hover is not None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.nearest(event.pos)
            if self.pressed is None:
                return False
            self.selected = self.hover = self.pressed
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and self.nearest(event.pos) == pressed:
                return self.open(pressed)
        return False

    def adjust(self, delta: int) -> bool:
        """Left / Right: the previous or next dot (the first or last one to start);
        the ends keep the focus here."""
        if not self.items:
            return False
        self.hover = None
        if self.selected is None:
            self.selected = 0 if delta > 0 else len(self.items) - 1
        else:
            self.selected = max(0, min(len(self.items) - 1, self.selected + delta))
        return True

    def activate(self) -> bool:
        """Enter: the replay at the dot chosen (none chosen yet: the first is chosen)."""
        if not self.items:
            return False
        if self.selected is None:
            self.selected = 0
            return True
        return self.open(self.selected)

    def open(self, index: int) -> bool:
        self.click()
        self.on_open(self.items[index])
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        """The dot shown ringed in gold, with a guide down the plot; the plot ringed
        while the keys are on it."""
        if self.focused and self.can_focus:
            # round the graph's panel, not the plot: on the plot's edge the gold ring
            # read as a line of the graph running round its frame (newcomer P, s12, 070)
            draw_focus_ring(canvas, self.frame or self.plot, gap=3, radius=12)
        shown = self.shown
        if shown is None:
            return
        px = theme.px
        x, y = self.points[shown]
        pygame.draw.line(canvas, theme.TEXT_FAINT, (x, self.plot.top), (x, self.plot.bottom))
        pygame.draw.circle(canvas, theme.GOLD, (x, y), max(6, px(11)), max(2, px(3)))

    def draw_tip(self, canvas: pygame.Surface, within: pygame.Rect) -> pygame.Rect | None:
        """The tooltip of the dot shown, inside `within` (the graph's panel), beside
        the dot, above it when it is low, else under it."""
        shown = self.shown
        if shown is None:
            return None
        px = theme.px
        lines = self.tip(self.items[shown])
        # wrapped, never cut: a Dojo summoning's dice take two lines (issue 33)
        said, box = tip_box(lines, within.width - px(40))
        width, height = box.size
        x, y = self.points[shown]
        box.centerx = x
        gap = px(20)
        if y > self.plot.centery:  # a low dot: above it, else under it (more room there)
            box.bottom = y - gap
        else:
            box.top = y + gap
        inside = within.inflate(-px(8), -px(8))
        if width <= self.plot.width:  # over the plot, not the chances' figures left of it
            inside.width, inside.left = inside.right - self.plot.left, self.plot.left
        clear = inside.copy()
        clear.height = legend_top(self.plot) - clear.top
        if height <= clear.height:  # clear of the legend (newcomer T, s20, 093)
            box = least_covering(box, (x, y), gap, clear, self.points)
        else:
            box.clamp_ip(inside)
        return draw_tip(canvas, box, said)


def covered(box: pygame.Rect, points: list[tuple[int, int]]) -> int:
    """How much of the graph's line `box` covers: its dots and points along each stretch
    between two of them (eight a stretch)."""
    count = sum(1 for point in points if box.collidepoint(point))
    for (ax, ay), (bx, by) in zip(points, points[1:], strict=False):
        count += sum(
            1
            for k in range(1, 8)
            if box.collidepoint(ax + (bx - ax) * k // 8, ay + (by - ay) * k // 8)
        )
    return count


def least_covering(
    box: pygame.Rect,
    dot: tuple[int, int],
    gap: int,
    room: pygame.Rect,
    points: list[tuple[int, int]],
) -> pygame.Rect:
    """`box` where it covers the least of the graph's line inside `room`, clear of
    `dot`: its place by the dot (clear_place) first, then above or under it, beside it,
    or in a corner of the plot (newcomers, s23: 'the review graph's tooltip covers the
    graph'; above a low dot it lay over the line of the moves before)."""
    x, y = dot
    tries = [clear_place(box, dot, gap, room)]
    for side in ("above", "under", "left", "right", *CORNERS):
        other = box.copy()
        if side == "above":
            other.bottom = y - gap
        elif side == "under":
            other.top = y + gap
        elif side == "left":
            other.centery, other.right = y, x - gap
        elif side == "right":
            other.centery, other.left = y, x + gap
        else:
            setattr(other, side, getattr(room, side))
        tries.append(other.clamp(room))
    clear = [t for t in tries if not t.inflate(gap, gap).collidepoint(dot)] or tries[:1]
    return min(clear, key=lambda t: covered(t, points))  # (the first of the least)


CORNERS = ("topleft", "topright", "bottomleft", "bottomright")


def clear_place(box: pygame.Rect, dot: tuple[int, int], gap: int, room: pygame.Rect) -> pygame.Rect:
    """`box` (placed above or under `dot`) inside `room`, clear of the dot: on the other
    side of it when its own has no room, else beside it (the side with more room)."""
    x, y = dot
    placed = box.clamp(room)
    if not placed.inflate(gap, gap).collidepoint(dot):
        return placed
    other = box.copy()
    if box.top > y:
        other.bottom = y - gap
    else:
        other.top = y + gap
    placed = other.clamp(room)
    if not placed.inflate(gap, gap).collidepoint(dot):
        return placed
    beside = box.copy()
    beside.centery = y
    if x - room.left > room.right - x:
        beside.right = x - gap
    else:
        beside.left = x + gap
    return beside.clamp(room)
