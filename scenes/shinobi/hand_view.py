"""The bottom seat's hand on the Shinobi table: alike cards piled, each pile in a slot it
keeps for the turn (so every click lands where it was aimed), packed in the fewest rows
that leave every card's words readable; drawn face up only for the seat shown (a hand
face down is one back per card). Holds the slots and the rects last drawn."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ninjas.core.events import Event
from ninjas.shinobi.data import card_name

from .. import theme
from . import cards as art
from .glow import draw_playable, veil
from .layout import GAP, pack_row
from .public_table import public

if TYPE_CHECKING:
    from .protocol import Table

STACK_OFFSET = 7
"""Design px between alike cards piled in the hand (their edges show how many)."""
STACK_SHOWN = 3
SLIDE_SECONDS = 0.18
"""How long the piles take to close up when one leaves the hand mid-turn."""
GAP_HOLD = 0.8
"""How long, at most, a pile played leaves its gap while the pointer stays on the hand:
long enough for a click already on its way to land on the pile aimed at, no longer
(issue 33, newcomer H, s15/s20/s21: playing with the keys, the pointer resting on the
hand, the gap stayed through the Rat's power and the discard, the Oni alone past it)."""
GIVES = frozenset({"draw", "search_take", "take_jigoku", "swap", "swap_hand", "tribute"})
"""Events that may bring cards to a hand mid-turn (a power's or a Court card's)."""


@dataclass(frozen=True)
class HandSpot:
    """Where a pile of the hand lies: its left edge from the hand's, its row (0 on top)
    and the width of the strip its words are written in when the next pile covers the
    rest of it (None: the whole card shows)."""

    x: int
    row: int
    strip: int | None


@dataclass
class HandPlan:
    """The hand's slots for one turn: the kinds of card in slot order (a kind no longer
    in hand keeps its place in the order, for an undo to bring it back there, but no
    room), the cards each slot has room for, the card drawn for each kind and the cards
    the hand held when last laid."""

    order: list[str]
    counts: dict[str, int]
    faces: dict[str, int]
    cards: set[int] = field(default_factory=set)
    spots: dict[str, HandSpot] = field(default_factory=dict)
    """Each slot's place as last laid this turn: it stays there until a pile is played
    or shrinks (a pile that gains a card widens over the next one's edge, behind it,
    moving nothing)."""
    rows: int = 1
    laid_for: tuple[int, int] = (0, 0)
    """The card width and hand width the spots were laid for (a resized window lays
    the hand again)."""


class HandView:
    """`HandView(table)`: the hand's slots this turn and its piles as last drawn."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.rects: list[tuple[pygame.Rect, int]] = []
        """Each pile of alike hand cards drawn face up, with its first card."""
        self.words: list[tuple[pygame.Rect, bool]] = []
        """Where each pile's front card has its strength, name and powers written, as
        last drawn (in rects' order), and whether any word was squeezed."""
        self.badges: list[pygame.Rect] = []
        """The count badges of the piles (×2, 1/2) as last drawn."""
        self.laid: dict[str, HandSpot] = {}
        self.plan: HandPlan | None = None
        """The hand's slots this turn (see slots)."""
        self.rows = 1
        """The rows of the hand as last laid (more than one only for more kinds of card
        than one row holds readable): the layout gives them their height."""
        self.turn: tuple[int, int] | None = None
        """The bottom seat and the seat to move when the hand was last laid: the gaps
        a card played leaves close when the turn passes to another seat."""
        self.given = False
        """A power of the bottom seat's turn brought cards to its hand, and the power's
        choices are not over: the hand is laid afresh once they are (after_play)."""
        self.slides: dict[str, int] = {}
        """Piles closing up (the hand laid again mid-turn): how far left of its new
        place each was, in px; they slide there over SLIDE_SECONDS from slid_at."""
        self.slid_at = 0.0
        self.gap_since: float | None = None
        """When the hand first lost a pile while the pointer was on it (its gap held
        for GAP_HOLD at most), else None."""
        self.cursor = 0
        """The pile the keyboard points at (Left/Right move it, Up/Space/Enter pick)."""
        self.keyed_at: tuple[int, int] | None = None
        """Where the pointer was when Left/Right last moved the cursor: Enter picks the
        cursor's pile only while the pointer has stayed there and the position is the
        same (Enter after a hint discarded the cursor's card, never pointed at)."""

    def after_play(self, seat: int, events: list[Event]) -> None:
        """An action of `seat` played: once a power (or Court card) that brought cards to
        the bottom seat's hand is over, the hand packs again from the left. A Dragon's
        search left a card-sized gap where the placed cards had been until the discard
        (issue 33); while the power's choices go on, the piles keep their slots."""
        table = self.table
        if seat != table.bottom_seat():
            return
        for event in events:
            d = event.data
            why = d.get("why")
            if event.kind in GIVES and seat in (d.get("seat"), d.get("target")):
                self.given = self.given or why not in ("recruit", "corrupt")
        if self.given and table.state.phase != "power":
            self.given = False
            self.plan = None

    def turn_passed(self) -> None:
        """Another turn: the hand is laid afresh, the piles in the order they had when
        the same seat's hand is shown (slots), else sorted (newcomer V, s9 g5-g7)."""
        table = self.table
        if self.plan is None or self.turn is None or self.turn[0] != table.bottom_seat():
            self.plan = None
        else:
            self.plan = HandPlan(list(self.plan.order), {}, {}, set(self.plan.cards))

    def begin_frame(self) -> None:
        self.rects = []
        self.words = []
        self.badges = []

    def groups(self) -> list[tuple[str, list[int]]]:
        """The bottom seat's hand, alike cards together (two Carps are one pile: they
        are interchangeable), in the hand's order: the order of its slots this turn
        (see slots); a new hand sorted."""
        table = self.table
        groups: dict[str, list[int]] = {}
        for card in sorted(table.state.hands[table.bottom_seat()]):
            groups.setdefault(card_name(card), []).append(card)
        piles = list(groups.items())
        plan = self.plan
        if plan is not None and self.turn is not None and table.bottom_seat() == self.turn[0]:
            slot = {name: i for i, name in enumerate(plan.order)}
            piles.sort(key=lambda pile: slot.get(pile[0], len(slot)))
        return piles

    def group_width(self, count: int) -> int:
        return self.table.layout.card_w + theme.px(STACK_OFFSET) * (min(count, STACK_SHOWN) - 1)

    def pack(
        self, groups: list[tuple[str, list[int]]], gap: int, counts: dict[str, int] | None = None
    ) -> tuple[int, dict[str, HandSpot]]:
        """The fewest rows the hand's piles fit in, every pile's strength, name and powers
        read whole (layout.pack_row: side by side, else overlapping with each covered
        pile's words in the strip left uncovered), and each pile's place. `counts` gives
        a pile the room of more cards than it holds (the room it had earlier this turn;
        a pile of none is a gap kept for it)."""
        layout = self.table.layout
        card_w = layout.card_w
        tr = self.table.app.tr
        counts = counts or {}
        widths = [self.group_width(max(len(cards), counts.get(name, 0))) for name, cards in groups]
        mins = [min(card_w, art.min_visible(cards[0], card_w, tr, tr.lang)) for _, cards in groups]
        count = len(groups)
        for rows in range(1, count + 1):
            size, extra = divmod(count, rows)
            plan: dict[str, HandSpot] = {}
            first = 0
            for row in range(rows):
                last = first + size + (1 if row < extra else 0)
                spots = pack_row(widths[first:last], mins[first:last], layout.hand.width, gap)
                if spots is None:
                    break
                for (name, _), (x, shown) in zip(groups[first:last], spots, strict=True):
                    strip = None if shown >= card_w else art.words_strip(card_w, shown)
                    plan[name] = HandSpot(x, row, strip)
                first = last
            else:
                return rows, plan
        return count, {name: HandSpot(0, n, None) for n, (name, _) in enumerate(groups)}

    def slots(self, groups: list[tuple[str, list[int]]]) -> dict[str, HandSpot]:
        """Each pile's place (from the hand's left edge), row and the strip its words are
        written in when the next pile covers the rest of it. Within a turn the piles
        keep their order, and their places until the hand changes: the piles left pack
        again at once when one is played or shrinks (issue 33: a gap kept where placed
        cards had been until the turn's end read as cards gone missing), or as soon as
        the pointer leaves the hand if it is on it (see aimed_at), a pile that
        comes back (undo) returns to its place in the order, and a new kind of card
        goes after the last pile, moving none (issue 16 §2). The hand is laid afresh
        when a turn begins, its piles in the order they had; sorted when another seat
        is shown or a wholly new hand arrives (a Fox swap). Sets the rows the layout
        gives the hand."""
        table = self.table
        gap = max(theme.px(4), table.layout.card_w // 14)
        turn = (table.bottom_seat(), table.state.current_player)
        cards = {c for _, pile in groups for c in pile}
        present = dict(groups)
        plan = self.plan
        if plan is None or self.turn is None or turn[0] != self.turn[0] or not cards & plan.cards:
            plan = HandPlan([name for name, _ in groups], {}, {})
        elif turn != self.turn:  # the same hand, a new turn: laid afresh, in its order
            # (newcomer V, s9 g5-g7: sorted again after the discard, the Carp jumped
            # from 8th place to 1st and the eye lost the cards it followed)
            # a kind gone from the hand loses its place: drawn again later, it comes after
            # the last pile, never before the pile under the pointer (newcomer A, s23,
            # 188: a Carp drawn went back to the left, the Bear pile moved under her
            # pointer and her click hit the wrong pile)
            plan = HandPlan([name for name in plan.order if name in present], {}, {})
        for name, pile in groups:
            if name not in plan.order:
                plan.order.append(name)
            plan.counts[name] = max(plan.counts.get(name, 0), min(len(pile), STACK_SHOWN))
            plan.faces[name] = pile[0]
        plan.cards = cards
        if not self.keep_spots(plan, present, gap):
            before = dict(plan.spots)
            for name in plan.order:
                if name in present:
                    plan.counts[name] = min(len(present[name]), STACK_SHOWN)
            laid = [(name, present[name]) for name in plan.order if name in present]
            plan.rows, plan.spots = self.pack(laid, gap)
            plan.laid_for = (table.layout.card_w, table.layout.hand.width)
            self.slide_from(before, plan.spots)
        self.plan, self.turn, self.rows = plan, turn, plan.rows
        return {name: plan.spots[name] for name in present}

    def slide_from(self, before: dict[str, HandSpot], after: dict[str, HandSpot]) -> None:
        """The piles that moved along their row, laid again mid-turn, slide to their new
        places (watched tables only: a click lands on a pile where it is drawn)."""
        self.slides = {
            name: before[name].x - spot.x
            for name, spot in after.items()
            if self.table.animate and name in before and before[name].row == spot.row
            if before[name].x != spot.x
        }
        self.slid_at = self.table.time

    def slide(self, name: str) -> int:
        """How far from its place a pile is drawn now (0 once it has closed up)."""
        shift = self.slides.get(name, 0)
        if not shift:
            return 0
        t = (self.table.time - self.slid_at) / SLIDE_SECONDS
        if t >= 1:
            self.slides.pop(name)
            return 0
        return round(shift * (1 - t) ** 2)

    def keep_spots(self, plan: HandPlan, present: dict[str, list[int]], gap: int) -> bool:
        """Whether this turn's piles keep the places they were last laid at (False: the
        hand is laid again, at a turn's start, when a pile was played or shrank, when
        a pile comes back before others, or when a new kind of card has no room left
        after the last pile). A pile that grew keeps its place, its cards behind
        widening under the next pile's edge; a new kind of card goes after the last
        pile of the last row (issue 16 §2: a second Crow drawn mid-turn moved every
        pile after it by one stack offset)."""
        table = self.table
        if not plan.spots or plan.laid_for != (
            table.layout.card_w,
            table.layout.hand.width,
        ):
            return False
        if (
            any(
                name not in present or len(present[name]) < min(plan.counts[name], STACK_SHOWN)
                for name in plan.spots
            )
            and not self.holding_gap()
        ):
            return False  # a pile played or shrunk: the rest close up
        laid = [name for name in plan.order if name in present]
        new = [name for name in laid if name not in plan.spots]
        if laid[: len(laid) - len(new)] != [name for name in laid if name in plan.spots]:
            return False  # a pile come back (undo) goes back to its place among the rest
        last_row = [name for name in plan.spots if plan.spots[name].row == plan.rows - 1]
        right = max(
            (plan.spots[name].x + self.group_width(plan.counts[name]) for name in last_row),
            default=-gap,
        )
        for name in new:
            x = right + gap
            right = x + self.group_width(plan.counts[name])
            if right > table.layout.hand.width:
                return False
            plan.spots[name] = HandSpot(x, plan.rows - 1, None)
        return True

    def holding_gap(self) -> bool:
        """Whether a pile just played keeps its gap: the pointer is on the hand, for
        GAP_HOLD at most since the gap was first held."""
        now = self.table.time
        if not self.aimed_at():
            self.gap_since = None
            return False
        if self.gap_since is None:
            self.gap_since = now
        if now - self.gap_since < GAP_HOLD:
            return True
        self.gap_since = None
        return False

    def aimed_at(self) -> bool:
        """Whether the pointer is over the hand: a pile played then leaves its gap until
        the pointer goes (a click already on its way to a pile, after the Place key,
        lands on the pile aimed at, never on the one slid under it)."""
        mouse = self.table.mouse
        return self.table.layout.hand.collidepoint(mouse) or any(
            rect.collidepoint(mouse) for rect, _ in self.rects
        )

    def lay(self) -> None:
        """Lay the hand out for this frame (before the layout is used: the rows it takes
        give the table its height)."""
        groups = self.groups()
        seat = self.table.bottom_seat()
        if seat != self.table.shown_seat and (self.table.phone_seat(seat) or public(self.table)):
            # a hand played on its phone never shows here: no row for its backs, the
            # clans and the log take the room (newcomer C, s10, nc-93/011, 023: the
            # bottom third of the laptop was Akane's backs whoever played)
            self.rows, self.laid = 0, {}
            return
        if seat != self.table.shown_seat or not groups:
            self.rows, self.laid = 1, {}
            return
        self.laid = self.slots(groups)

    def draw(self, canvas: pygame.Surface) -> None:
        table = self.table
        seat = table.bottom_seat()
        if seat != table.shown_seat:
            if not table.phone_seat(seat) and not public(table):  # (no row: lay)
                self.draw_hidden(canvas, len(table.state.hands[seat]))
            return
        groups = self.groups()
        if not groups:
            return
        layout = table.layout
        glow = table.selection.playable_cards()
        slots = self.laid
        width, height = layout.card_w, layout.card_h
        lift = round(height * theme.CARD_LIFT)
        gap = max(4, layout.px(GAP))  # between rows, as the layout counts them
        cursor = min(self.cursor, len(groups) - 1)
        px = theme.px
        offset = px(STACK_OFFSET)
        tr = table.app.tr
        for i, (name, cards) in enumerate(groups):
            spot = slots.get(name, HandSpot(0, 0, None))
            x = layout.hand.left + spot.x + self.slide(name)
            top = layout.hand.bottom - height - (self.rows - 1 - spot.row) * (height + lift + gap)
            shown = min(len(cards), STACK_SHOWN)
            group = pygame.Rect(x, top - lift, self.group_width(len(cards)), height + lift)
            picked = sum(1 for c in cards if c in table.selection.selected)
            rise = lift if picked else 0
            front = pygame.Rect(x, top - rise, width, height)
            self.rects.append((group, cards[0]))
            if cards[0] in glow:  # round the pile, set off it: never a card's border
                draw_playable(canvas, front.union(front.move(offset * (shown - 1), 0)))
            for k in range(shown - 1, 0, -1):  # the alike cards behind, edges showing
                back = front.move(offset * k, 0)
                canvas.blit(table.face(cards[k], width), back)
            canvas.blit(table.face(cards[0], width, spot.strip), front)
            if glow and cards[0] not in glow:  # plainly not lit (newcomer B, s14, 038)
                veil(canvas, front.union(front.move(offset * (shown - 1), 0)))
            box, squeezed = art.words_box(cards[0], width, tr, tr.lang, spot.strip)
            self.words.append((box.move(front.topleft), squeezed))
            if i == cursor and table.can_act:
                y = front.bottom + px(3)
                pygame.draw.line(
                    canvas,
                    theme.VERMILION,
                    (front.left + px(6), y),
                    (front.right - px(6), y),
                    px(4),
                )
            if len(cards) > 1 or picked:
                text = f"{picked}/{len(cards)}" if picked else f"×{len(cards)}"
                badge = theme.text(text, art.FACE_WORDS, theme.MOONLIGHT)
                box = count_spot(badge, front, art.seal_rect(width).move(front.topleft))
                self.badges.append(box)
                pygame.draw.rect(
                    canvas,
                    theme.VERMILION_DARK if picked else theme.MIDNIGHT,
                    box,
                    border_radius=px(6),
                )
                canvas.blit(badge, badge.get_rect(center=box.center))

    def draw_hidden(self, canvas: pygame.Surface, count: int) -> None:
        """A hand face down: one back per card, never piled by kind (that would tell
        which cards are alike)."""
        layout = self.table.layout
        width = layout.card_w
        step = min(width // 3, (layout.hand.width - width) // max(1, count - 1))
        back = art.card_back(width)
        top = layout.hand.bottom - layout.card_h
        for i in range(count):
            canvas.blit(back, (layout.hand.left + i * step, top))
        # whose backs these are (newcomer I, s6: a row of backs with no name), over them
        table = self.table
        seat = table.bottom_seat()
        key = "shinobi.hand_on_phone" if table.phone_seat(seat) else "shinobi.hand_of"
        label = theme.text(table.app.tr(key, name=table.seat_name(seat)), theme.FONT_BODY)
        canvas.blit(label, label.get_rect(bottomleft=(layout.hand.left, top - theme.px(4))))

    def shown(self) -> list[tuple[pygame.Rect, int]]:
        """Each pile of the hand as last drawn, cut to the part of it the next pile in
        its row leaves uncovered (a pad's ring and pointer go there, on the card meant)."""
        shown = []
        for i, (rect, card) in enumerate(self.rects):
            part = rect.copy()
            for later, _ in self.rects[i + 1 :]:
                if later.top == rect.top and later.left > rect.left:
                    part.width = min(part.width, later.left - rect.left)
            shown.append((part, card))
        return shown


def count_spot(badge: pygame.Surface, front: pygame.Rect, seal: pygame.Rect) -> pygame.Rect:
    """Where a pile's count ('×2', '1/2') goes: a tab on the card's top edge over its
    strength seal, in the room a card is lifted into, off the picture (newcomer X, s21,
    17b: the '×2' under the seal lay on the Monkey's face), the name and the seal."""
    px = theme.px
    box = badge.get_rect().inflate(px(8), px(2))
    box.bottomleft = (seal.left, seal.top)
    return box
