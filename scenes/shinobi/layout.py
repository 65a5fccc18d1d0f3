"""Where everything goes on the Shinobi table, computed from the real size of the surface
drawn on (the window, at its own pixel size), the number of players and the mode.

Lengths are design lengths (pixels at 1280x720) times the surface's scale
(theme.scale_for), or shares of the real size; text sizes stay in design units (theme
renders them at the scale). So a 1920x1080 window gets cards and text 1.5 times bigger,
drawn crisp at that size; a taller window (16:10, 3:2) gives its extra height to the
prompt, the log and the clans, and its hand cards grow a little with it.

At 16:9: the hand runs along the bottom over the whole width (fifteen kinds of card
or more in one row, each read whole: see pack_row); above it the right column holds the
prompt, the choices and the log, and the table left of it shows the opponents on top
(one to three panels side by side) and your own clans below. A hand of more kinds than
one row holds readable takes two rows (or more), the table giving up the height. Grand
Master puts the board (deck, Jigoku, Court, Missions, Final Showdown, Decoys, Temple)
between them; Grasshopper puts the deck and the Jigoku in a column on the left and
gives the clans the height.

Below the layout, the places within its panels, as pure functions of it: the Grand
Master board's places, the clan tiles, the deck, the Jigoku and the Scores button.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .. import theme
from ..widgets import HINT_STRIP_HEIGHT
from .cards import FONT_READ

HAND_CARD = 115
"""A hand card's width in design px at 16:9 (theme.CARD_MIN_WIDTH is the floor)."""
ZOOM_CARD = 205
"""The enlarged card under the pointer, in design px at 16:9."""
TALLER_GROWTH = 0.5
"""How much of a taller window's extra height (16:10, 3:2) the cards grow with: the
square root of the extra height's share (1.05 times at 16:10, 1.09 at 3:2)."""
LOG_SHARE = 0.3
"""The log's share of the right column's height (the prompt has theme.TABLE_PROMPT of
the window's height, the choices the rest)."""
TOP_BAR = 46
HINT_STRIP = 36
"""The room under the table and the column: the footer's dark strip
(widgets.HINT_STRIP_HEIGHT, 44) less the 8 px of its fade the lifted cards' spare gap
takes. The hand alone ends above the whole strip (see table_layout)."""
GAP = 10
BUTTONS = (("hint", 100), ("undo", 100), ("menu", 112))
"""The top bar's buttons, left to right, with their design widths."""
BUTTON_HEIGHT = 36


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    top_bar: pygame.Rect
    prompt: pygame.Rect
    options: pygame.Rect
    log: pygame.Rect
    hand: pygame.Rect
    table: pygame.Rect
    """The whole area left of the column and above the hand (the picks cover it)."""
    opponents: list[pygame.Rect]
    """One panel per opponent, in seat order after the bottom seat."""
    own: pygame.Rect
    piles: pygame.Rect
    """The deck and the Jigoku (and the Scores button)."""
    board: pygame.Rect | None
    """Grand Master: the board's locations, side by side."""
    card_w: int
    """A hand card's width (its height is theme.CARD_RATIO times more)."""
    pile_w: int
    zoom_w: int
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    """Hint, Undo and Menu, in the top bar, right-aligned over the table."""
    scale: float = 1.0
    """The surface's scale (theme.scale_for(size)): design lengths times this."""
    font: int = field(default=theme.FONT_MIN)

    @property
    def card_h(self) -> int:
        return round(self.card_w * theme.CARD_RATIO)

    def px(self, length: float) -> int:
        """A design length in this layout's pixels."""
        return round(length * self.scale)


def table_layout(
    size: tuple[int, int], players: int, mode: str, hand_rows: int = 1, public: bool = False
) -> TableLayout:
    """The table's rects for a surface of `size`; `hand_rows` rows of hand cards (more
    than one only for a hand of more kinds than one row holds readable; none when the
    hand at the bottom is played on a phone: the table reaches the foot). `public`: no
    person plays at this screen (public_table.py): no hand row, and every seat an
    equal panel in `opponents`, in seat order (`own` is the first of them)."""
    width, height = size
    scale = theme.scale_for(size)

    def u(length: float) -> int:
        return round(length * scale)

    taller = max(1.0, min(height / scale / theme.DESIGN_SIZE[1], 1.25))
    grow = taller**TALLER_GROWTH
    gap = max(4, u(GAP))
    top = u(TOP_BAR)
    bottom = height - u(HINT_STRIP)
    card_w = max(u(theme.CARD_MIN_WIDTH), round(u(HAND_CARD) * grow))
    card_h = round(card_w * theme.CARD_RATIO)
    rows = 0 if public else max(0, hand_rows)  # (none: no hand shows on this screen, all on phones)
    hand_h = rows * (card_h + round(card_h * theme.CARD_LIFT)) + rows * gap
    hand = pygame.Rect(gap, bottom - hand_h, width - 2 * gap, hand_h)
    if rows:  # the cards' foot above the footer's whole strip, its fade included
        # (newcomer O, s12, 211/213 at 1920x1080): the rect keeps its top, so the
        # column and the table above are unchanged; the cards, drawn from the hand's
        # foot, take the 8 px from the spare gap over a lifted card
        hand.height -= min(gap, u(HINT_STRIP_HEIGHT) - u(HINT_STRIP))
    column_w = round(width * theme.TABLE_COLUMN)
    column = pygame.Rect(width - gap - column_w, top, column_w, hand.top - gap - top)
    prompt_h = round(height * theme.TABLE_PROMPT)
    log_h = round(column.height * LOG_SHARE)
    prompt = pygame.Rect(column.left, column.top, column.width, prompt_h)
    log = pygame.Rect(column.left, column.bottom - log_h, column.width, log_h)
    options = pygame.Rect(
        column.left, prompt.bottom + gap, column.width, log.top - gap - prompt.bottom - gap
    )
    left = gap
    right = column.left - gap
    table = pygame.Rect(left, top, right - left, column.height)
    others = players - 1
    if mode == "grandmaster":
        row = (table.height - 2 * gap) // 3
        middle = pygame.Rect(table.left, table.top + row + gap, table.width, row)
        pile_w = max(u(40), min(round(middle.height / theme.CARD_RATIO * 0.62), u(90)))
        piles = pygame.Rect(middle.left, middle.top, 2 * pile_w + 3 * gap, middle.height)
        board: pygame.Rect | None = pygame.Rect(
            piles.right + gap, middle.top, middle.right - piles.right - gap, middle.height
        )
        opp_area = pygame.Rect(table.left, table.top, table.width, row)
        own = pygame.Rect(
            table.left, middle.bottom + gap, table.width, table.bottom - middle.bottom - gap
        )
    else:
        pile_w = max(u(40), round(u(77) * grow))
        piles = pygame.Rect(table.left, table.top, pile_w + 2 * gap, table.height)
        board = None
        area = pygame.Rect(
            piles.right + gap, table.top, table.right - piles.right - gap, table.height
        )
        half = (area.height - gap) // 2
        opp_area = pygame.Rect(area.left, area.top, area.width, half)
        own = pygame.Rect(area.left, area.top + half + gap, area.width, area.height - half - gap)
    if public:
        opponents = equal_panels(opp_area, own, players, gap)
        own = opponents[0]
    else:
        opponents = panel_row(opp_area, others, gap)
    buttons: dict[str, pygame.Rect] = {}
    x = table.right
    for name, w in reversed(BUTTONS):
        rect = pygame.Rect(0, 0, u(w), u(BUTTON_HEIGHT))
        rect.topright = (x, max(1, (top - rect.height) // 2))
        buttons[name] = rect
        x = rect.left - u(6)
    return TableLayout(
        size=size,
        top_bar=pygame.Rect(0, 0, width, top),
        prompt=prompt,
        options=options,
        log=log,
        hand=hand,
        table=table,
        opponents=opponents,
        own=own,
        piles=piles,
        board=board,
        card_w=card_w,
        pile_w=pile_w,
        zoom_w=round(u(ZOOM_CARD) * grow),
        buttons={name: buttons[name] for name, _ in BUTTONS},
        scale=scale,
        font=theme.FONT_MIN,
    )


def panel_row(area: pygame.Rect, count: int, gap: int, width: int = 0) -> list[pygame.Rect]:
    """`count` panels side by side in `area` (each `width` wide, centred, if given)."""
    panel_w = width or (area.width - gap * (count - 1)) // count
    left = area.centerx - (count * panel_w + gap * (count - 1)) // 2 if width else area.left
    return [
        pygame.Rect(left + i * (panel_w + gap), area.top, panel_w, area.height)
        for i in range(count)
    ]


def equal_panels(
    top: pygame.Rect, bottom: pygame.Rect, players: int, gap: int
) -> list[pygame.Rect]:
    """A public table's panels, all one size: the first half of the seats in the top
    row, the rest under them (an odd last one centred)."""
    upper = -(-players // 2)
    row = panel_row(top, upper, gap)
    panels = row + panel_row(bottom, players - upper, gap, row[0].width)
    height = min(top.height, bottom.height)
    return [pygame.Rect(rect.left, rect.top, rect.width, height) for rect in panels]


def pack_row(
    fulls: list[int], mins: list[int], room: int, gap: int
) -> list[tuple[int, int]] | None:
    """Where the piles of one row of the hand go, left to right, in `room` px: each
    pile's offset from the row's left and the width of it left uncovered by the next
    pile (the last pile's: its whole width). `fulls` are the piles' whole widths, `mins`
    the narrowest strip of each that still shows its strength, name and powers whole
    (cards.min_visible). Side by side with `gap` when they fit; else overlapping, every
    pile keeping at least its strip, the strips as even as the room allows; None when
    even that does not fit (the hand needs another row)."""
    count = len(fulls)
    if not count:
        return []
    if sum(fulls) + gap * (count - 1) <= room:
        spots, x = [], 0
        for full in fulls:
            spots.append((x, full))
            x += full + gap
        return spots
    rest = room - fulls[-1]
    if sum(mins[:-1]) > rest:
        return None

    def steps(even: int) -> list[int]:
        pairs = zip(mins[:-1], fulls[:-1], strict=True)
        return [max(least, min(even, full + gap)) for least, full in pairs]

    low, high = 0, max(fulls) + gap
    while low < high:  # the widest even strip whose steps still fit the room
        middle = (low + high + 1) // 2
        if sum(steps(middle)) <= rest:
            low = middle
        else:
            high = middle - 1
    spots, x = [], 0
    for step in steps(low):
        spots.append((x, step))
        x += step
    spots.append((x, fulls[-1]))
    return spots


# ---------------------------------------------------------------- the places within
BOARD_SHARES = (
    ("court", 0.16),
    ("missions", 0.15),
    ("showdown", 0.19),
    ("decoys", 0.29),
    ("temple", 0.21),
)
"""The Grand Master board's places, with their shares of its width."""


def board_rects(board: pygame.Rect | None) -> list[tuple[str, pygame.Rect]]:
    """Grand Master: Court, Missions, Final Showdown, the Decoys, the Temple."""
    if board is None:
        return []
    gap = max(theme.px(4), board.width // 120)
    rects = []
    x = board.left
    for where, share in BOARD_SHARES:
        w = round(board.width * share) if where != "temple" else board.right - x
        rects.append((where, pygame.Rect(x, board.top, w - gap, board.height)))
        x += w
    return rects


TILE_ROW_WIDE = 76
"""The design width a short clan tile may take (its height under 69): room for its
emblem, its card count and its strength seal in a row, none cut."""


def tile_rects(area: pygame.Rect, count: int = 4, slots: int = 4) -> list[pygame.Rect]:
    """Room for `slots` clans (a row, or two rows of two when that makes them bigger),
    each tile a little taller than wide, left-aligned in `area`."""
    gap = max(theme.px(4), area.width // 80)
    best: list[pygame.Rect] = []
    best_size = 0
    for cols, rows in ((slots, 1), (2, 2)):
        w = (area.width - gap * (cols - 1)) // cols
        h = (area.height - gap * (rows - 1)) // rows
        # a short tile is wider than tall, up to TILE_ROW_WIDE: its emblem, card count
        # and strength seal side by side (cards.clan_tile's compact row)
        w, h = min(w, max(round(h * 1.1), theme.px(TILE_ROW_WIDE))), min(h, round(w * 1.45))
        w, h = max(1, w), max(1, h)  # a room shorter than its gaps: tiny, never negative
        if w * h > best_size:
            best_size = w * h
            best = [
                pygame.Rect(area.left + c * (w + gap), area.top + r * (h + gap), w, h)
                for r in range(rows)
                for c in range(cols)
            ]
    return best[:count]


def pile_size(layout: TableLayout, mode: str) -> tuple[int, int]:
    """The deck's and the Jigoku's card size: Grand Master's piles sit side by side
    between their labels and the Scores button, smaller when the table is short (a
    hand in two rows)."""
    w = layout.pile_w
    h = round(w * theme.CARD_RATIO)
    if mode == "grandmaster":
        line = theme.font(FONT_READ).get_linesize()
        room = layout.piles.height - 2 * line - theme.px(4) * 4
        if h > room:
            h = max(1, room)
            w = max(1, round(h / theme.CARD_RATIO))
    return w, h


def piles_in_words(layout: TableLayout, mode: str, labels: int) -> bool:
    """Grand Master's table too short for the piles' pictures (a hand in two rows):
    the deck and the Jigoku are two lines of words, one under the other. `labels`: the
    width of the wider of the two piles' labels. Each label keeps to its half of the
    panel (pile_label), so two-digit counts ('Pioche 56', 'Jigoku 11') keep the
    pictures (newcomers O and Q, s12, O 215 and Q 025: the pictures went as soon as
    both counts had two digits, the labels centred over the piles would have met)."""
    if mode != "grandmaster":
        return False
    w, h = pile_size(layout, mode)
    return h < theme.px(36) or labels > layout.piles.width // 2 - theme.px(4)


def pile_label(layout: TableLayout, pile: pygame.Rect, label: pygame.Rect) -> pygame.Rect:
    """Where a pile's label goes above its picture: centred over it, kept within the
    pile's half of the panel (Grand Master's two piles side by side) so the deck's and
    the Jigoku's labels never meet."""
    piles = layout.piles
    two = theme.px(2)
    where = label.copy()
    where.midbottom = (pile.centerx, pile.top - two)
    if pile.centerx < piles.centerx:
        left, right = piles.left + two, piles.centerx - two
    else:
        left, right = piles.centerx + two, piles.right - two
    if pile.centerx - pile.width // 2 <= piles.centerx <= pile.centerx + pile.width // 2:
        left, right = piles.left + two, piles.right - two  # one pile over the other
    where.right = min(where.right, right)
    where.left = max(where.left, left)
    return where


def word_pile(layout: TableLayout, line: int) -> pygame.Rect:
    """The deck's (line 0) or the Jigoku's (line 1) line of words."""
    piles = layout.piles
    four = theme.px(4)
    height = theme.font(FONT_READ).get_linesize()
    return pygame.Rect(
        piles.left + four, piles.top + four + line * height, piles.width - 2 * four, height
    )


def deck_rect(layout: TableLayout, mode: str, in_words: bool) -> pygame.Rect:
    piles = layout.piles
    w, h = pile_size(layout, mode)
    label = theme.font(FONT_READ).get_linesize()
    four = theme.px(4)
    if in_words:
        return word_pile(layout, 0)
    if mode == "grandmaster":
        return pygame.Rect(piles.centerx - four - w, piles.top + label + four, w, h)
    return pygame.Rect(piles.centerx - w // 2, piles.top + label + four, w, h)


def jigoku_rect(layout: TableLayout, mode: str, in_words: bool) -> pygame.Rect:
    piles = layout.piles
    w, h = pile_size(layout, mode)
    label = theme.font(FONT_READ).get_linesize()
    four = theme.px(4)
    if in_words:
        return word_pile(layout, 1)
    if mode == "grandmaster":  # side by side
        return pygame.Rect(piles.centerx + four, piles.top + label + four, w, h)
    return pygame.Rect(piles.centerx - w // 2, piles.top + 2 * label + h + theme.px(14), w, h)


def scores_rect(layout: TableLayout) -> pygame.Rect:
    """The Scores button at the foot of the piles' panel."""
    piles = layout.piles
    four = theme.px(4)
    h = theme.font(FONT_READ).get_linesize() + 2 * four
    return pygame.Rect(piles.left + four, piles.bottom - h - four, piles.width - 2 * four, h)
