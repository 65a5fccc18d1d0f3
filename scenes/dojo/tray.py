"""The battle tray: the defender's row of face-down cards, the attacker's hand, and the
flips, as the table shows them.

The tray is the table's own record of the battle, kept from the events (so a flip is
still seen after the rules have moved on) and set again from the state whenever the
table is still. It knows every card; `may_see(seat)` decides, card by card, whether a
face or a back is drawn, and every face drawn is listed in `faces_drawn` (tests check
that no hidden card ever shows for the wrong seat).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from ninjas.dojo.cards import rank_name
from ninjas.dojo.hexgrid import Hex

from .. import theme
from . import art
from .layout import LOG_LINE
from .tally import CHIP_H, ROW_GAP, TALLY_W, Clash, draw_tally
from .title_lines import title_lines

CARD_W = 76
"""A battle card's width in design px (real px through theme.px)."""
SMALL_W = 44
"""A smaller card's width (hud.py makes its faces ready ahead)."""
CARD_H = round(CARD_W * 126 / 90)
FLIP_SECONDS = 0.5
"""A card turns over in this long: its back narrows to an edge, its face widens."""
TURNED_SECONDS = 2.5
"""A turned card stays in full view this long at speed 1 before the tray fades, unless
the next action comes first: it went in under 1.5 s (newcomer 62, strip-D34.png)."""
MARK_RED = (214, 52, 44)
HAND_GAP = 30
ROW_TOP = 54
"""The row of face-down cards starts this far down (the title and slot numbers above)."""
TRAY_HEIGHT = ROW_TOP + 2 * CARD_H + HAND_GAP + 24
"""The tray's height in design px."""
THROW_TOP = 32
"""A throw's cards start this far down, under the number of the card to play on: its
title stands beside them (beside)."""
THROW_HEIGHT = THROW_TOP + 2 * CARD_H + HAND_GAP + 28
"""A throw's tray in design px, the number under the card in hand inside it, unless its
column needs more (tray_height)."""
THROW_TALLY = CHIP_H + ROW_GAP + 8 + 4 * LOG_LINE
"""A throw's one clash under its title: a row of chips and its words on four lines."""
THROW_COLUMN = 200
"""A throw's column beside its cards, in design px: its title, then its clash (a row of
chips 140 px wide and its words), narrower than a battle's tally of rounds."""


TALLY_ROOM = TALLY_W
"""The tally's column in the tray, in design px (its last clash's words on one line)."""
TITLE_MARGIN = 14
"""The title's margin at each side of the tray, in design px."""


def head_lines(
    wrap: Callable[[str, int, int], list[str]],
    title: str,
    note: str,
    width: int,
    keep: tuple[str, ...] = (),
) -> tuple[list[str], bool]:
    """The tray's head `width` real px wide: its title wrapped (newcomer M, s11,
    nc-M/089: a long title made the tray 590 px wide for two cards), the words of
    `keep` together and no word alone on a line (title_lines); and is the note on a
    line of its own (True), or at the right of the title's last line (False)?"""
    inner = width - theme.px(2 * TITLE_MARGIN)
    lines = title_lines(wrap, title, theme.FONT_SMALL, inner, keep)
    if not note:
        return lines, False
    gap = theme.px(TITLE_MARGIN)
    last = theme.text(lines[-1], theme.FONT_SMALL).get_width()
    return lines, last + gap + theme.text(note, theme.FONT_SMALL).get_width() > inner


def head_extra(lines: list[str], own_note: bool) -> int:
    """Real px the head takes past its first line (the cards move down as much)."""
    rows = len(lines) - 1 + (1 if own_note else 0)
    return rows * theme.font(theme.FONT_SMALL).get_linesize()


def beside(tray: Tray) -> bool:
    """Is the tray's title in the tally's column, beside its cards? A throw's is: one
    card against one, its tray was a box 340 px tall with the title over two cards and
    the column under the tally empty (s13, the lead's demo at 1280x720 FR)."""
    return tray.source is not None


def column_width(tray: Tray) -> int:
    """The tally's column at the tray's right, in design px."""
    return THROW_COLUMN if beside(tray) else TALLY_ROOM


def tray_height(
    wrap: Callable[[str, int, int], list[str]], tray: Tray, title: str, width: int
) -> int:
    """The tray's height in real px, `width` wide: its two lines of cards under the
    title, or a throw's beside it (what its column needs if it is the taller)."""
    px = theme.px
    if not beside(tray):
        lines, own_note = head_lines(wrap, title, tray.note, width, tray.keep)
        return px(TRAY_HEIGHT) + head_extra(lines, own_note)
    lines, own_note = head_lines(
        wrap, title, tray.note, px(THROW_COLUMN + 2 * TITLE_MARGIN), tray.keep
    )
    column = px(8) + (len(lines) + own_note) * theme.font(theme.FONT_SMALL).get_linesize()
    return max(px(THROW_HEIGHT), column + px(8 + THROW_TALLY + 8))


def card_size() -> tuple[int, int]:
    """A battle card's size in real px at the current scale."""
    return theme.px(CARD_W), theme.px(CARD_H)


def key_number(
    canvas: pygame.Surface, card: pygame.Rect, words: str, colour: theme.Colour = theme.GOLD
) -> None:
    """A card's key (its place in the row, or in the hand to lay) over its top edge,
    small, as the number keys read it."""
    theme.blit_text(
        canvas,
        words,
        theme.FONT_SMALL,
        colour,
        shadow=True,
        midbottom=(card.centerx, card.top - theme.px(1)),
    )


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    """The night veil over a laid card, made once a size (not each frame for each card)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*theme.MIDNIGHT, 150))
    return veil


@dataclass
class Slot:
    """One face-down card of the defender's row; once flipped, the attacking card laid
    on it and who lost."""

    card: int | None
    attack: int | None = None
    flip_age: float | None = None
    loser: int | None = None
    """The seat that lost a ninja in this clash (None: a tie with no loss)."""

    @property
    def flipped(self) -> bool:
        return self.attack is not None


@dataclass
class Tray:
    hex: Hex
    attacker: int
    source: Hex | None = None
    defenders: int | None = None
    """A throw's defenders as it flew (its event's), said in its title (tray_view.py)."""
    deck: int | None = None
    """The defender's deck as the throw flew, before drawing for it (its title says the
    cost: newcomer F, s15, 058_08, the computer's throws drained her deck unsaid)."""
    pool: list[int] = field(default_factory=list)
    """The defender's cards still to lay."""
    dealt: list[int] = field(default_factory=list)
    """The defender's cards of this round as dealt: while they are laid each keeps its
    place (lay_places)."""
    hand: list[int] = field(default_factory=list)
    hand_dealt: list[int] = field(default_factory=list)
    """The attacker's hand as dealt this round: each card keeps its number (hand_numbers)."""
    row: list[Slot] = field(default_factory=list)
    closing: float | None = None
    """Seconds since the tray began to fade (the battle over; below 0 while the last
    card turned is still held, TURNED_SECONDS)."""
    turned: float = 0.0
    """Seconds since the last card began to turn."""
    note: str = ""
    keep: tuple[str, ...] = ()
    """Words its title keeps on one line: each side's name and count (TrayView.title)."""
    clashes: list[Clash] = field(default_factory=list)
    """Every clash of the battle told so far (tally.py: they stay in view)."""
    round: int = 1
    """The battle's round being told (a redraw begins the next)."""
    last: dict[str, Any] | None = None
    """The last clash's flip (its event's data), said in words under the tally."""
    words: str = ""
    """... those words as drawn ("K against 9: Blue clan loses a ninja."; TrayView)."""
    ahead: str = ""
    """The round's first line for the attacker playing now (round_ahead.py; TrayView)."""
    person: bool = False
    """A computer's battle against a person's ninjas: its time ages at speed 1's pace,
    however quick the computer's turn, and its last card turned stays in view past the
    computer's next action until READ_SECONDS (stage.py)."""

    @property
    def defender(self) -> int:
        return 1 - self.attacker

    def close(self) -> None:
        """The battle is over: fade once the last card turned has been seen."""
        turned = any(slot.flipped for slot in self.row)
        self.closing = min(0.0, self.turned - TURNED_SECONDS) if turned else 0.0

    def live_slots(self) -> list[int]:
        return [i for i, s in enumerate(self.row) if not s.flipped and s.card is not None]


@dataclass
class TrayLayout:
    """Where the tray's parts are drawn this frame (for clicks and drags)."""

    pool: list[tuple[pygame.Rect, int]] = field(default_factory=list)
    hand: list[tuple[pygame.Rect, int]] = field(default_factory=list)
    slots: list[tuple[pygame.Rect, int]] = field(default_factory=list)
    turned: list[tuple[pygame.Rect, pygame.Rect]] = field(default_factory=list)
    """(the defender's card turned, the attacker's card played on it) of each clash."""


def _spread(count: int, width: int, left: int) -> list[int]:
    """x of each of `count` cards in `width` px: side by side, overlapping if need be."""
    if count <= 0:
        return []
    card = theme.px(CARD_W)
    step = min(card + theme.px(8), (width - card) // max(1, count - 1)) if count > 1 else 0
    return [left + i * step for i in range(count)]


def hand_numbers(tray: Tray) -> list[int]:
    """The key of each card of the attacker's hand (in `tray.hand`'s order): its place in
    the hand as dealt, so that it keeps its number as the others are played, as the
    face-down cards keep theirs (newcomer A, s10, nc-91/127.png: the K went from 2 to 1
    once the 10 was played, the face-down card stayed 2, and typing 2 then 2 did
    nothing); 1, 2, 3... when the hand is not one dealt (a game opened mid-battle)."""
    left = list(tray.hand_dealt)
    numbers: list[int] = []
    for rank in tray.hand:
        at = next((i for i, r in enumerate(left) if r == rank), None)
        if at is None:
            return list(range(1, len(tray.hand) + 1))
        numbers.append(at + 1)
        left[at] = -1  # (a card of the same rank further on takes the next)
    return numbers


def dealt_places(tray: Tray, played: dict[int, int | None]) -> tuple[list[int], dict[int, int]]:
    """Where each card of the attacker's line stands as dealt: the hand's cards by their
    place in the hand dealt, and the cards `played` ({slot: rank}) each by the place its
    rank left; ([], {}) where a card played was not dealt with this hand. A card played
    stays where it was dealt (its arrow goes up to the card it struck), so no card moves
    along the hand under her eyes: the J played with 3 then 1 went to the hand's front
    and the others shifted (newcomer K, s17, 060)."""
    numbers = hand_numbers(tray)
    dealt = tray.hand_dealt
    if any(n > len(dealt) or dealt[n - 1] != r for n, r in zip(numbers, tray.hand, strict=True)):
        return [], {}  # (a hand not dealt as one: hand_numbers counts 1, 2, 3...)
    free = [i for i in range(len(dealt)) if i + 1 not in numbers]
    placed: dict[int, int] = {}
    for slot, rank in played.items():
        at = next((i for i in free if dealt[i] == rank), None)
        if at is None:
            return [], {}
        free.remove(at)
        placed[slot] = at
    return [n - 1 for n in numbers], placed


def set_hand(tray: Tray, hand: list[int], dealt: bool) -> None:
    """The attacker's hand is `hand`: `dealt` (a round dealt), its numbers begin again;
    else they stay while it is part of the hand dealt."""
    tray.hand = sorted(hand)
    rest = list(tray.hand_dealt)
    for rank in tray.hand:
        if rank not in rest:
            dealt = True
            break
        rest.remove(rank)
    if dealt:
        tray.hand_dealt = list(tray.hand)


def lay_places(tray: Tray) -> list[tuple[int, int, bool]] | None:
    """The defender's cards in their dealt order while they are laid: (rank, its index
    in the pool, or its place in the row once laid, laid?); None when the cards dealt
    are not those shown (a round not dealt before the table saw it). The cards re-laid
    out after each card laid, the row first: the card aimed at next had moved (issue 33,
    newcomer L, s98/s99: '9 jumped right' under the second click)."""
    pool = list(tray.pool)
    row = [slot.card for slot in tray.row]
    if sorted(tray.dealt) != sorted(pool + [c for c in row if c is not None]) or None in row:
        return None
    places = []
    used_pool: set[int] = set()
    used_row: set[int] = set()
    for rank in tray.dealt:
        j = next((j for j, c in enumerate(pool) if c == rank and j not in used_pool), None)
        if j is not None:
            used_pool.add(j)
            places.append((rank, j, False))
            continue
        i = next(i for i, c in enumerate(row) if c == rank and i not in used_row)
        used_row.add(i)
        places.append((rank, i, True))
    return places


def _flip_scale(age: float) -> tuple[float, bool]:
    """(horizontal scale, face shown) of a card turning over `age` seconds in."""
    t = min(1.0, max(0.0, age / FLIP_SECONDS))
    if t < 0.5:
        return 1.0 - 2 * t, False
    return 2 * t - 1.0, True


class TrayPainter:
    """Draws a Tray into `rect` for the table, face or back per `may_see`."""

    def __init__(
        self,
        may_see: Callable[[int], bool],
        tr: Callable[..., str],
        wrap: Callable[[str, int, int], list[str]] | None = None,
    ) -> None:
        self.may_see = may_see
        self.tr = tr
        self.wrap = wrap or (lambda text, size, width: [text])
        self.faces_drawn: list[tuple[int, int, bool]] = []
        """(owner seat, rank, was it hidden) of every card face drawn this frame."""
        self.head_drawn: list[pygame.Rect] = []
        """Where the title's and the note's words were drawn, last drawn (the rings over
        the tray keep off them: tray_view.ring_covered)."""
        self._tags: list[tuple[pygame.Rect, str]] = []
        """The turned cards' rank tags, drawn when the tray is (over every cross)."""

    def round_label(self, round_: int) -> str:
        """The tally's head of a round's rows: 'Round 1' (tally.draw_tally)."""
        return self.tr("dojo.tally.round", round=round_)

    def face(self, owner: int, rank: int, hidden: bool, width: int = CARD_W) -> pygame.Surface:
        """A card's face, `width` design px wide (listed in faces_drawn)."""
        self.faces_drawn.append((owner, rank, hidden))
        return art.card_face(rank, theme.px(width))

    def card(
        self,
        canvas: pygame.Surface,
        owner: int,
        rank: int | None,
        hidden: bool,
        pos: tuple[int, int],
        *,
        lift: int = 0,
        glow: theme.Colour | None = None,
    ) -> pygame.Rect:
        """A card at `pos` (top-left): its face if it is public or `owner` may see it,
        else the back of `owner`'s deck."""
        px = theme.px
        rect = pygame.Rect((pos[0], pos[1] - lift), card_size())
        pygame.draw.rect(canvas, theme.SHADOW, rect.move(px(2), px(4)), border_radius=px(6))
        if rank is not None and (not hidden or self.may_see(owner)):
            canvas.blit(self.face(owner, rank, hidden), rect)
            if hidden:  # the owner sees it, the other side sees its back
                pygame.draw.rect(
                    canvas, art.CLAN_COLOURS[owner], rect, max(1, px(2)), border_radius=px(6)
                )
        else:
            canvas.blit(art.card_back(owner, rect.width), rect)
        if glow is not None:
            pygame.draw.rect(
                canvas, glow, rect.inflate(px(6), px(6)), max(1, px(3)), border_radius=px(8)
            )
        return rect

    def draw(
        self,
        canvas: pygame.Surface,
        rect: pygame.Rect,
        tray: Tray,
        *,
        title: str,
        picked: int | None,
        dragging: int | None,
        act_seat: int | None,
        phase: str,
        mouse: tuple[int, int],
    ) -> TrayLayout:
        """The whole tray; `act_seat` is the seat whose clicks the tray takes now (the
        defender laying, the attacker playing), else None (in one row: tray_compact)."""
        layout = TrayLayout()
        px = theme.px
        card_w, card_h = card_size()
        self.panel(canvas, rect, tray)
        column = column_width(tray)
        tally = pygame.Rect(rect.right - px(14 + column), 0, px(column), 0)
        head = tally.inflate(2 * px(TITLE_MARGIN), 0) if beside(tray) else rect
        head_end = self._head(canvas, head.left, head.right, rect.top, title, tray.note, tray.keep)
        d, a = tray.defender, tray.attacker
        # the defender's line: the laid row, then the cards still to lay
        line_h = theme.font(theme.FONT_SMALL).get_linesize()
        top = rect.top + px(ROW_TOP) + head_end - (rect.top + px(8) + line_h)
        tally.top = top
        if beside(tray):  # a throw: its cards from the top, its clash under its title
            top, tally.top = rect.top + px(THROW_TOP), head_end + px(8)
        label_w = px(44)
        for seat, y in ((d, top), (a, top + card_h + px(HAND_GAP))):
            figure = art.figure(seat, px(40))
            canvas.blit(figure, (rect.left + px(4), y + card_h // 2 - px(24)))
        row_left = rect.left + label_w + px(8)
        tally.height = rect.bottom - px(8) - tally.top
        draw_tally(
            canvas,
            tally,
            tray.clashes,
            tray.attacker,
            tray.words,
            self.wrap,
            tray.ahead,
            self.round_label,
        )
        width = tally.left - px(16) - row_left  # the cards keep off the tally's column
        laying = phase == "lay" and act_seat == d
        attacking = phase == "attack" and act_seat == a
        n_row, n_pool = len(tray.row), len(tray.pool)
        places = lay_places(tray) if laying else None
        if places is not None:  # each card where it was dealt, until the row is laid
            self._laying(canvas, tray, layout, places, (row_left, top, width), mouse)
            n_row = n_pool = 0  # (drawn)
        xs = _spread(n_row + n_pool, width - (px(16) if n_pool and n_row else 0), row_left)
        for i, slot in enumerate(tray.row[:n_row]):
            x = xs[i]
            pos = (x, top)
            if slot.flipped:
                self._flipped(canvas, tray, slot, pos)
            elif slot.card is None:  # fought before the table saw it (after an undo)
                empty = pygame.Rect(pos, (card_w, card_h))
                pygame.draw.rect(canvas, theme.BORDER, empty, max(1, px(2)), border_radius=px(6))
            else:
                hot = attacking and pygame.Rect(pos, (card_w, card_h)).collidepoint(mouse)
                glow = theme.GOLD if attacking and (hot or dragging is not None) else None
                r = self.card(canvas, d, slot.card, True, pos, glow=glow)
                layout.slots.append((r, i))
                if attacking:  # its place in the row: the cards turned keep theirs
                    key_number(canvas, r, str(i + 1))
        gap = px(16) if n_row else 0
        for j, rank in enumerate(tray.pool[:n_pool]):
            x = xs[n_row + j] + gap
            hot = laying and pygame.Rect(x, top, card_w, card_h).collidepoint(mouse)
            r = self.card(canvas, d, rank, True, (x, top), lift=px(8) if hot else 0)
            if laying:
                key_number(canvas, r, str(j + 1))
            layout.pool.append((r, rank))
        # the attacker's line: each card played under the one it struck (the rules'
        # diagram), the hand's cards in the places left
        y = top + card_h + px(HAND_GAP)
        played = {i: s.attack for i, s in enumerate(tray.row[:n_row]) if s.flipped}
        hand_at, played_at = dealt_places(tray, played)
        columns = _spread(max(n_row + n_pool, len(tray.hand) + len(played)), width, row_left)
        if hand_at:  # each card where it was dealt, played or not (dealt_places)
            columns = _spread(max(n_row + n_pool, len(tray.hand_dealt)), width, row_left)
        free = [x for i, x in enumerate(columns) if i not in played]
        for i, rank in played.items():
            if rank is not None and i < len(xs):
                x = columns[played_at[i]] if hand_at else xs[i]
                self._played(canvas, tray, tray.row[i], (xs[i], top), (x, y), layout)
        xs_hand = [free[j] if j < len(free) else columns[-1] for j in range(len(tray.hand))]
        if hand_at:
            xs_hand = [columns[j] for j in hand_at]
        self.draw_hand(canvas, tray, layout, (xs_hand, y), picked, dragging, attacking, mouse)
        self.draw_tags(canvas)
        return layout

    def draw_hand(
        self,
        canvas: pygame.Surface,
        tray: Tray,
        layout: TrayLayout,
        places: tuple[list[int], int],
        picked: int | None,
        dragging: int | None,
        attacking: bool,
        mouse: tuple[int, int],
    ) -> None:
        """The attacker's hand, each card at its x of `places` (xs, y), lifted under
        the pointer or picked, its number as dealt under it while she attacks (the
        others played, it keeps it): the tall tray's and the one-row tray's alike."""
        px = theme.px
        xs, y = places
        card_w, card_h = card_size()
        numbers = hand_numbers(tray)
        for j, rank in enumerate(tray.hand):
            if dragging is not None and rank == dragging and j == tray.hand.index(rank):
                continue
            hot = attacking and pygame.Rect(xs[j], y, card_w, card_h).collidepoint(mouse)
            chosen = attacking and picked is not None and rank == picked
            r = self.card(
                canvas,
                tray.attacker,
                rank,
                True,
                (xs[j], y),
                lift=px(10) if (hot or chosen) else 0,
                glow=theme.GOLD if chosen else None,
            )
            if attacking:
                theme.blit_text(
                    canvas,
                    str(numbers[j]),
                    theme.FONT_SMALL,
                    theme.MOONLIGHT,
                    shadow=True,
                    midtop=(r.centerx, r.bottom + px(1)),
                )
            layout.hand.append((r, rank))

    def panel(self, canvas: pygame.Surface, rect: pygame.Rect, tray: Tray) -> None:
        """The tray's box, fading as the battle closes."""
        from ..widgets import draw_panel

        px = theme.px
        alpha = 250
        if tray.closing is not None:
            alpha = max(60, int(250 * (1.0 - max(0.0, tray.closing))))
        draw_panel(
            canvas,
            rect,
            fill=(26, 22, 44),
            border=theme.GOLD_DARK,
            alpha=alpha,
            radius=px(theme.RADIUS),
            border_width=max(1, px(theme.BORDER_WIDTH)),
        )

    def draw_tags(self, canvas: pygame.Surface) -> None:
        """The turned cards' rank tags, over every cross (drawn last)."""
        for card, rank_text in self._tags:
            self.rank_tag(canvas, card, rank_text)
        self._tags = []

    def _head(
        self,
        canvas: pygame.Surface,
        left: int,
        right: int,
        top: int,
        title: str,
        note: str,
        keep: tuple[str, ...] = (),
    ) -> int:
        """The title wrapped between `left` and `right` from `top`, in gold (the words
        of `keep` together), and the note at the right of its last line or under it;
        the y where the head ends."""
        px = theme.px
        lines, own_note = head_lines(self.wrap, title, note, right - left, keep)
        line_h = theme.font(theme.FONT_SMALL).get_linesize()
        y = top + px(8)
        self.head_drawn = []
        for k, line in enumerate(lines):
            drawn = theme.blit_text(
                canvas,
                line,
                theme.FONT_SMALL,
                theme.GOLD,
                topleft=(left + px(TITLE_MARGIN), y + k * line_h),
            )
            self.head_drawn.append(drawn)
        if note:
            row = len(lines) - (0 if own_note else 1)
            drawn = theme.blit_text(
                canvas,
                note,
                theme.FONT_SMALL,
                theme.MOONLIGHT,
                topright=(right - px(TITLE_MARGIN), y + row * line_h),
            )
            self.head_drawn.append(drawn)
        return y + (len(lines) + own_note) * line_h

    def _laying(
        self,
        canvas: pygame.Surface,
        tray: Tray,
        layout: TrayLayout,
        places: list[tuple[int, int, bool]],
        line: tuple[int, int, int],
        mouse: tuple[int, int],
    ) -> None:
        """The defender's line while they lay: every card at its dealt place, one still
        to lay with its number key, one laid dimmed under its place in the row ('place
        1'), so the next click finds the card it aimed at where it was."""
        px = theme.px
        d = tray.defender
        left, top, width = line
        card_w, card_h = card_size()
        xs = _spread(len(places), width, left)
        for x, (rank, index, laid) in zip(xs, places, strict=True):
            if laid:
                r = self.card(canvas, d, rank, True, (x, top))
                canvas.blit(_veil(r.size), r)
                words, colour = self.tr("dojo.tray.place", place=index + 1), theme.TEXT_DIM
                layout.slots.append((r, index))
            else:
                hot = pygame.Rect(x, top, card_w, card_h).collidepoint(mouse)
                r = self.card(canvas, d, rank, True, (x, top), lift=px(8) if hot else 0)
                words, colour = str(index + 1), theme.GOLD
                layout.pool.append((r, rank))
            key_number(canvas, r, words, colour)

    def rank_tag(self, canvas: pygame.Surface, card: pygame.Rect, rank: str) -> pygame.Rect:
        """A turned card's rank on a dark tag inside its top-left corner, over what
        covers it (the tag, not the gold number over the row, says which card it was)."""
        px = theme.px
        words = theme.text(rank, theme.FONT_SMALL, theme.MOONLIGHT)
        tag = words.get_rect().inflate(px(12), px(4))
        tag.topleft = (card.left + px(4), card.top + px(4))
        pygame.draw.rect(canvas, theme.MIDNIGHT, tag, border_radius=px(5))
        pygame.draw.rect(canvas, theme.BORDER, tag, max(1, px(1)), border_radius=px(5))
        canvas.blit(words, words.get_rect(center=tag.center))
        return tag

    @staticmethod
    def cross(canvas: pygame.Surface, inner: pygame.Rect) -> None:
        """A red cross from corner to corner of `inner`: the card that lost."""
        for start, end in ((inner.topleft, inner.bottomright), (inner.topright, inner.bottomleft)):
            pygame.draw.line(canvas, MARK_RED, start, end, max(1, theme.px(6)))

    def _flipped(
        self, canvas: pygame.Surface, tray: Tray, slot: Slot, pos: tuple[int, int]
    ) -> None:
        """A card of the defender's row turned over: whole, in its place, never under
        another (newcomer M, s11, nc-M/060: the card played on a Q hid its lower half,
        and its middle read '0'); the card that struck it lies below it (_played)."""
        d = tray.defender
        px = theme.px
        scale, face_up = _flip_scale(slot.flip_age if slot.flip_age is not None else 9.0)
        rect = pygame.Rect(pos, card_size())
        if face_up and slot.card is not None:
            image = self.face(d, slot.card, False)
        else:
            image = art.card_back(d, rect.width)
        width = max(1, round(rect.width * scale))
        if width != rect.width:  # turning over: a narrower copy (art, never text)
            image = pygame.transform.smoothscale(image, (width, rect.height))
        canvas.blit(image, image.get_rect(center=rect.center))
        if not face_up or slot.attack is None:
            return
        # the cross on the lost card's own face alone, the winner framed in gold
        # (newcomer J, s11, nc-J/036: a cross over both read as the person's card lost)
        if slot.loser == d:
            self.cross(canvas, rect.inflate(-px(18), -px(24)))
        elif slot.loser is not None:
            self.frame(canvas, rect)
        if slot.card is None:
            theme.blit_text(
                canvas,
                "=",
                theme.FONT_HEADING,
                theme.GOLD,
                "display",
                shadow=True,
                center=(rect.centerx, rect.centery - px(6)),
            )

    def _played(
        self,
        canvas: pygame.Surface,
        tray: Tray,
        slot: Slot,
        struck: tuple[int, int],
        pos: tuple[int, int],
        layout: TrayLayout,
    ) -> None:
        """The attacker's card played on `slot`: whole, in the attacker's line under the
        card it struck (at `struck`), an arrow up between them, as the rules' diagram
        draws it (newcomer M, s11, nc-M/123 against 060)."""
        assert slot.attack is not None
        a, px = tray.attacker, theme.px
        rect = self.card(canvas, a, slot.attack, False, pos)
        above = pygame.Rect(struck, card_size())
        layout.turned.append((above, rect))
        _scale, face_up = _flip_scale(slot.flip_age if slot.flip_age is not None else 9.0)
        if rect.centerx == above.centerx:
            self.arrow(canvas, rect.centerx, rect.top - px(3), above.bottom + px(3))
        else:  # played from where it was dealt: up to the card it struck, aslant
            slant((rect.centerx, rect.top - px(3)), (above.centerx, above.bottom + px(3)), canvas)
        if not face_up:
            return
        if slot.loser == a:
            self.cross(canvas, rect.inflate(-px(18), -px(24)))
        elif slot.loser is not None:
            self.frame(canvas, rect)
        # each card's rank on a tag at its top corner, over every cross (drawn last):
        # the card played, then the one it struck
        self._tags.append((rect, rank_name(slot.attack)))
        if slot.card is not None:
            self._tags.append((above, rank_name(slot.card)))

    @staticmethod
    def frame(canvas: pygame.Surface, card: pygame.Rect) -> None:
        """The gold frame round the card that won its clash."""
        px = theme.px
        pygame.draw.rect(
            canvas, theme.GOLD, card.inflate(px(6), px(6)), max(2, px(3)), border_radius=px(8)
        )

    @staticmethod
    def arrow(canvas: pygame.Surface, x: int, bottom: int, tip: int) -> None:
        """A gold arrow up from `bottom` to `tip` at `x`: this card struck that one."""
        px = theme.px
        if bottom - tip < px(8):
            return
        head = min(px(9), (bottom - tip) // 2)
        pygame.draw.line(canvas, theme.GOLD, (x, bottom), (x, tip + head), max(2, px(3)))
        pygame.draw.polygon(
            canvas, theme.GOLD, [(x, tip), (x - head, tip + head), (x + head, tip + head)]
        )


def slant(start: tuple[int, int], tip: tuple[int, int], canvas: pygame.Surface) -> None:
    """A gold arrow from `start` to `tip`, at any angle: a card played from its place in
    the hand to the card it struck (dealt_places)."""
    px = theme.px
    dx, dy = tip[0] - start[0], tip[1] - start[1]
    length = math.hypot(dx, dy)
    if length < px(8):
        return
    ux, uy = dx / length, dy / length
    head = min(px(9), length / 2)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    pygame.draw.line(canvas, theme.GOLD, start, base, max(2, px(3)))
    wing = (-uy * head, ux * head)
    points = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.polygon(canvas, theme.GOLD, points)
