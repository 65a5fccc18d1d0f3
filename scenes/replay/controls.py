"""The replay's controls (issue 34 §2): a timeline of every turn, which a click or a
drag moves along, and the buttons that step, play and set the speed. Icons are drawn
(triangles and bars), never glyphs a face may lack.

Lengths are design lengths through theme.px; rects are real pixels of the canvas.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from .. import theme
from ..widgets import Button, Label, draw_panel
from .keycaps import GAP as KEY_GAP
from .keycaps import caps_width, draw_caps, key_colour

ICON_SIZE = 18
"""Design height of an icon (its speed line under it stays in a row of strip.BUTTONS;
14 in rows of 24 were too small to hit from the sofa: issue 33, newcomer G)."""
STRIP_HEIGHT = 57
"""Design height of the strip of controls under the table (strip.py): its two rows and
their margins (strip_layout.ROW, BUTTONS, PAD). The table above keeps 95.3% of its
size at 1280x720 or more (lay_out), its smallest words 11 px tall (LEGIBLE_SHRINK)."""
TABLE_MARGINS = {"taisen": 26, "shinobi": 36, "night": 40, "dojo": 44}
"""Design px from the window's bottom up to just under the last thing each game's table
draws above its help line (Taisen's dice panel, Shinobi's hand, Night's seats, Dojo's
log): the replay keeps the table's picture down to there, and a little more
(TABLE_GAP), and scales it into the room above the strip. It cut every table at its
help line's strip (44): Shinobi's hand and Taisen's dice labels went under the controls
(issue 33). The tables lay their bottom out from the window's bottom, so the margins
hold at every shape (16:9, 16:10, 3:2); tests/scenes/test_replay_room.py finds the
lowest thing drawn on each table."""
TABLE_GAP = 2
"""Design px of the table's own backdrop kept under its last thing, above the strip."""
PACE = 0.5
"""Actions a second while playing at ×1: each move stays 2 s, time to read its log line
and see what it changed (newcomer B, s10: at 1 action a second a Shinobi replay ran to
its end in seconds, too fast to follow; a table's computer turn takes 2-4 s, with its
animations, which the replay's steps have not)."""
GAME_PACE = {"taisen": 2.0}
"""A game whose actions are small (Taisen: one die's move) plays this many times PACE:
at ×2, two actions a second, each still played on the table, a fight played whole
before the next action (newcomers, s23: 'replay at ×2 runs only ~1 action/s')."""
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
"""The speeds offered, times PACE (×2 is the old 1 action a second, ×16 its fastest)."""
PLAYED = 0.15
"""How much lighter a turn played is drawn on the timeline (towards MOONLIGHT)."""
TO_COME = 0.45
"""How much darker a turn still to come is drawn (towards MIDNIGHT)."""
MOMENT = (250, 250, 250)
"""The diamond of the move reviewed on the timeline (white: no seat's colour)."""


ICON_BOX = 36
"""Design width of an icon beside its word (the widest icon, a turn's, is 34)."""
WORD_GAP = 4
"""Design px between an icon and its word."""
WORD_PAD = 9
"""Design px at each end of a button with a word."""
ICON_SHIFT = {"start": 5, "end": -5, "back": 2, "forward": -2}
"""Design px an icon is drawn right of its box's centre beside a word: the ends' and
the actions' bars stand on one side of their triangle, the whole icon centred so."""


class IconButton(Button):
    """A button drawn with an icon: "start", "turn_back", "back", "play", "pause",
    "forward", "turn_forward", "end", "slower", "faster", and beside it its short
    `word` where given ('Turn −'; newcomer B, s10, nc-92/078.png: seven look-alike
    icons with no word until hovered)."""

    def __init__(
        self,
        app: Any,
        icon: str | Callable[[], str],
        on_click: Callable[[], Any],
        tip: Label,
        word: Label | None = None,
        keys: Callable[[], list[str]] | None = None,
    ) -> None:
        super().__init__(app, (0, 0, 1, 1), "", on_click)
        self.icon = icon
        self.tip = tip
        """What the button does, in words (shown by the replay's help line)."""
        self.word = word
        """Its short word drawn on the button, beside the icon (None: the icon alone)."""
        self.keys = keys
        """Its key's cap drawn after the word ('Play [Space]': keycaps.py), or None."""

    def word_text(self) -> str:
        word = self.word() if callable(self.word) else self.word
        return str(word) if word else ""

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        icon = self.icon() if callable(self.icon) else self.icon
        _, _, colour = self.colours()
        word = self.word_text()
        rect = self.rect.move(0, theme.px(2)) if self.pressed else self.rect
        if not word:
            draw_icon(canvas, icon, rect, colour)
            return
        px = theme.px
        image = theme.text(word, self.size, colour)
        keys = list(self.keys()) if self.keys is not None else []
        wide = px(ICON_BOX) + px(WORD_GAP) + image.get_width()
        wide += px(KEY_GAP) + caps_width(keys) if keys else 0
        left = rect.centerx - wide // 2
        box = pygame.Rect(left, rect.top, px(ICON_BOX), rect.height)
        draw_icon(canvas, icon, box.move(px(ICON_SHIFT.get(icon, 0)), 0), colour)
        shown = theme.blit_text(
            canvas, word, self.size, colour, midleft=(box.right + px(WORD_GAP), rect.centery)
        )
        if keys:
            draw_caps(canvas, keys, shown.right + px(KEY_GAP), rect.centery, key_colour(colour))


def _triangle(cx: int, cy: int, size: int, direction: int) -> list[tuple[int, int]]:
    """A triangle pointing right (1) or left (-1), `size` tall, centred on (cx, cy)."""
    half = size // 2
    return [
        (cx - direction * half, cy - half),
        (cx - direction * half, cy + half),
        (cx + direction * half, cy),
    ]


def draw_icon(canvas: pygame.Surface, icon: str, rect: pygame.Rect, colour: theme.Colour) -> None:
    size = theme.px(ICON_SIZE)
    cx, cy = rect.center
    bar = pygame.Rect(0, 0, max(2, theme.px(4)), size)
    if icon in ("left", "right"):  # a pair's step, its word between (strip_layout.py)
        pygame.draw.polygon(canvas, colour, _triangle(cx, cy, size, -1 if icon == "left" else 1))
    elif icon in ("play", "forward", "back"):
        direction = -1 if icon == "back" else 1
        pygame.draw.polygon(canvas, colour, _triangle(cx, cy, size, direction))
        if icon != "play":  # one step: a bar at the tip
            bar.center = (cx + direction * (size // 2 + theme.px(3)), cy)
            pygame.draw.rect(canvas, colour, bar)
    elif icon == "pause":
        for dx in (-theme.px(6), theme.px(6)):
            bar.center = (cx + dx, cy)
            pygame.draw.rect(canvas, colour, bar)
    elif icon in ("turn_back", "turn_forward"):
        direction = -1 if icon == "turn_back" else 1
        step = theme.px(8)
        for dx in (-step, step):
            pygame.draw.polygon(canvas, colour, _triangle(cx + dx, cy, size, direction))
    elif icon in ("slower", "faster"):  # the speed: a minus and a plus, as its keys -/+
        # (it drew Turn -/+'s double triangles over a line, and at Taisen's height the
        # line lay on the button's edge: two look-alike pairs in one strip, issue 33,
        # newcomers O, s19, and S, s20: 'the bar is dense at 1280x720')
        across = pygame.Rect(0, 0, size, max(2, theme.px(4)))
        across.center = (cx, cy)
        pygame.draw.rect(canvas, colour, across)
        if icon == "faster":
            pygame.draw.rect(
                canvas,
                colour,
                pygame.Rect(0, 0, across.height, size).move(
                    cx - across.height // 2, cy - size // 2
                ),
            )
    elif icon in ("start", "end"):
        direction = -1 if icon == "start" else 1
        pygame.draw.polygon(canvas, colour, _triangle(cx, cy, size, direction))
        bar.center = (cx + direction * (size // 2 + theme.px(3)), cy)
        pygame.draw.rect(canvas, colour, bar)
        bar.center = (cx + direction * (size // 2 + theme.px(9)), cy)
        pygame.draw.rect(canvas, colour, bar)


class Timeline:
    """Every turn of the game as a segment as long as its actions, in the colour of the
    seat that played it; the position as a gold marker. A press goes to the start of the
    turn under it; a drag follows the pointer action by action."""

    def __init__(self, total: int, turn_starts: Sequence[int], turn_seats: Sequence[int]) -> None:
        self.total = total
        self.turn_starts = list(turn_starts)
        self.turn_seats = list(turn_seats)
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.dragging = False
        self.colours: list[theme.Colour] = list(theme.SEAT_COLOURS)
        """Each seat's colour (the replay gives its table's)."""
        self.moment: int | None = None
        """The action of the move the review opened the replay at: its diamond stays on
        the timeline wherever the replay goes (None: not opened from the review)."""
        self.hovered = False
        """The pointer is on the timeline (its legend shows: timeline_legend.py)."""

    def hover(self, pos: tuple[int, int]) -> None:
        self.hovered = self.rect.inflate(0, theme.px(8)).collidepoint(pos)

    def x_of(self, index: int) -> int:
        if self.total <= 0:
            return self.rect.left
        return self.rect.left + round(self.rect.width * index / self.total)

    def index_at(self, x: int) -> int:
        """The action index under `x` (0 to total)."""
        if self.rect.width <= 0:
            return 0
        share = (x - self.rect.left) / self.rect.width
        return max(0, min(self.total, round(share * self.total)))

    def turn_start_at(self, x: int) -> int:
        """The first action of the turn drawn under `x` (the end, right of the last)."""
        index = self.index_at(x)
        if index >= self.total:
            return self.total
        starts = [s for s in self.turn_starts if s <= index]
        return starts[-1] if starts else 0

    def press(self, pos: tuple[int, int]) -> int | None:
        """A press: the index to go to, if it was on the timeline (a drag begins)."""
        if not self.rect.inflate(0, theme.px(8)).collidepoint(pos):
            return None
        self.dragging = True
        return self.turn_start_at(pos[0])

    def drag(self, pos: tuple[int, int]) -> int | None:
        return self.index_at(pos[0]) if self.dragging else None

    def release(self) -> None:
        self.dragging = False

    def draw(self, canvas: pygame.Surface, index: int) -> None:
        rect = self.rect
        draw_panel(
            canvas,
            rect,
            fill=theme.MIDNIGHT,
            border=theme.BORDER,
            alpha=255,
            radius=6,
            shadow=False,
        )
        inner = rect.inflate(-theme.px(6), -theme.px(10))
        ends = [*self.turn_starts, self.total]
        for turn, (start, stop) in enumerate(zip(ends, ends[1:], strict=False)):
            seat = self.turn_seats[turn] if turn < len(self.turn_seats) else 0
            colour = self.colours[seat % len(self.colours)]
            if stop <= index:
                colour = theme.lerp(colour, theme.MOONLIGHT, PLAYED)
            else:
                colour = theme.lerp(colour, theme.MIDNIGHT, TO_COME)
            left, right = self.x_of(start), self.x_of(stop)
            segment = pygame.Rect(left, inner.top, max(1, right - left - 1), inner.height)
            pygame.draw.rect(canvas, colour, segment)
        diamond = (self.x_of(self.moment), rect.centery) if self.moment is not None else None
        if diamond is not None and self.moment == index:  # the move reviewed, under the bar
            draw_diamond(canvas, diamond, rect.height // 2)
        marker = pygame.Rect(0, 0, max(3, theme.px(5)), rect.height + theme.px(6))
        marker.center = (self.x_of(index), rect.centery)
        pygame.draw.rect(canvas, theme.GOLD, marker, border_radius=theme.px(2))
        pygame.draw.rect(canvas, theme.SHADOW, marker, 1, border_radius=theme.px(2))
        if diamond is not None and self.moment != index:  # whole beside the bar, however
            draw_diamond(canvas, diamond, rect.height // 2)  # short the timeline's steps


def draw_diamond(canvas: pygame.Surface, centre: tuple[int, int], half: int) -> None:
    """The mark of the move reviewed: a white diamond with a dark rim, `half` real px
    from its centre to each point."""
    x, y = centre
    points = [(x, y - half), (x + half, y), (x, y + half), (x - half, y)]
    pygame.draw.polygon(canvas, MOMENT, points)
    pygame.draw.polygon(canvas, theme.SHADOW, points, max(1, theme.px(2)))


BUTTONS_MORE = 12
"""Design px the buttons' row may grow for a sofa where the table keeps its smallest
words 11 px tall all the same (strip_height)."""


def buttons_more(game: str) -> int:
    """Design px the strip's buttons are taller for `game`: as much as a 16:9 window
    leaves, its table kept at LEGIBLE_SHRINK or more (newcomers G, I, J, s11: the
    buttons small for a sofa at 1280x720), up to BUTTONS_MORE; none for Taisen, whose
    table has no room to give."""
    kept = 720 - table_cut(game)
    most = int(720 - LEGIBLE_SHRINK * kept - 0.5)  # the tallest strip keeping 11 px words
    return max(0, min(BUTTONS_MORE, most - STRIP_HEIGHT))


def strip_height(game: str) -> int:
    """Design height of `game`'s strip of controls (STRIP_HEIGHT, its buttons taller
    where room allows: buttons_more)."""
    return STRIP_HEIGHT + buttons_more(game)


def table_cut(game: str) -> int:
    """Design px cut off the bottom of the table's picture (TABLE_MARGINS less
    TABLE_GAP; the least of them for a game not listed)."""
    return TABLE_MARGINS.get(game, min(TABLE_MARGINS.values())) - TABLE_GAP


FITTED = ("night",)
"""The games whose replay lays the table out in its room above the strip (night_fit.py)."""


def fitted(game: str) -> bool:
    return game in FITTED


def lay_out(size: tuple[int, int], game: str = "") -> tuple[pygame.Rect, pygame.Rect]:
    """(table, strip) for a canvas of `size`: the strip of controls across the bottom
    (STRIP_HEIGHT), the table of `game` above it, its bottom table_cut(game) cut off,
    scaled to keep its shape and centred (at 1280x720, Taisen's 95.7% of its size); for
    Night the whole room above the strip, the table laid out in it (night_fit.py)."""
    width, height = size
    strip_tall = theme.px(strip_height(game))
    kept = max(1, height - theme.px(table_cut(game)))
    scale = min(1.0, max(1, height - strip_tall) / kept)
    if fitted(game):  # laid out in its room, never shrunk (night_fit.py)
        kept, scale = max(1, height - strip_tall), 1.0
    table = pygame.Rect(0, 0, round(width * scale), round(kept * scale))
    table.centerx = width // 2
    strip = pygame.Rect(0, height - strip_tall, width, strip_tall)
    return table, strip


SMALL_CAPS = 11.56
"""The capitals of a table's smallest words (FONT_SMALL, Lato at 16 px) at 1280x720."""
LEGIBLE_SHRINK = 11 / SMALL_CAPS
"""The least share of its size the table may be drawn at beside the controls: its
smallest words stay 11 px tall (issue 33)."""


def keeps_table_legible(size: tuple[int, int], game: str = "") -> bool:
    """Whether the table of `game`, scaled into its room beside the controls on a canvas
    of `size`, keeps its smallest words 11 px tall: at 1280x720 and larger it does; on
    a window smaller than the least scale (theme.MIN_SCALE) the strip's share grows."""
    scale = theme.scale_for(size)
    before = theme.scale()
    theme.set_scale(scale)
    try:
        table, _ = lay_out(size, game)
    finally:
        theme.set_scale(before)
    return scale * table.width / size[0] >= LEGIBLE_SHRINK
