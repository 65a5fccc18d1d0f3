"""The cards to choose among on the Shinobi table (the Jigoku, the deck, Baku's five, an
opponent's clan), over the table: every kind in a slot it keeps while cards are offered,
the largest cards that show them all (past a hand card's width the rows scroll). And the
cards Baku puts back, arranged by the person: laid top first, two clicked swap places,
and the one choice on the right puts them back so (where 24 orders were listed)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ninjas.shinobi.data import card_name
from ninjas.shinobi.rules import ShinobiAction

from .. import theme
from ..widgets import draw_panel

if TYPE_CHECKING:
    from .protocol import Table


def fitting(line: str, width: int, colour: theme.Colour) -> pygame.Surface:
    """`line` at the body size, the small one where that is too wide (a long name)."""
    for size in (theme.FONT_BODY, theme.FONT_SMALL):
        surface = theme.text(line, size, colour)
        if surface.get_width() <= width:
            return surface
    return surface


GAP = 6
"""Between the cards offered (design px): 8 left fifteen kinds one column short at
1280x720 and 1920x1080, the last kind scrolled (newcomer V, s9 g75)."""


class PicksView:
    """`PicksView(table)`: the slots offered, the first row shown, the rects drawn."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.rects: list[tuple[pygame.Rect, ShinobiAction]] = []
        self.first = 0
        """The first row of cards shown when the cards to choose among scroll."""
        self.order: list[int] | None = None
        """The cards to put back on the deck as the person arranges them, top first,
        while an order is asked (None otherwise)."""
        self.lifted: int | None = None
        """The place in `order` of the card clicked first, which the next click swaps."""
        self.arrange_rects: list[tuple[pygame.Rect, int]] = []
        """The arranged cards as last drawn, with their places in `order`."""
        self.badges: list[tuple[pygame.Rect, int]] = []
        """The counts drawn on the cards offered at the last drawing."""
        self.gaps: list[tuple[pygame.Rect, str]] = []
        """The slots of the kinds taken, as last drawn, with their kinds (draw_gap)."""
        self.plan: list[str] | None = None
        """The kinds of card offered to choose among, in their slots, while cards are
        offered: a kind taken keeps its slot as a gap and the grid keeps its size, so
        the next click lands on the card aimed at (None: no cards offered)."""

    def actions(self) -> list[ShinobiAction]:
        table = self.table
        state = table.state
        if not table.can_act or state.phase != "power":
            return []
        return [a for a in table.legal() if a.kind == "card" and len(a.args) == 1]

    def arranging(self) -> list[int] | None:
        """The cards to put back on the deck in the person's order (Baku's), top first,
        while that order is asked of the person at the screen; else None."""
        table = self.table
        state = table.state
        p = state.pending[0] if state.pending and state.phase == "power" else None
        if not table.can_act or p is None or p.step != "order":
            self.order, self.lifted = None, None
            return None
        if self.order is None or sorted(self.order) != sorted(p.cards):
            self.order, self.lifted = list(p.cards), None
        return self.order

    def arrange_click(self, place: int) -> None:
        """A card of the arrangement clicked: it is lifted; the next card clicked swaps
        places with it (the lifted one again puts it down)."""
        order = self.arranging()
        if order is None or not 0 <= place < len(order):
            return
        if self.lifted is None:
            self.lifted = place
            return
        order[self.lifted], order[place] = order[place], order[self.lifted]
        self.lifted = None
        self.table.option_panel.build()  # the choice on the right names the new order

    def order_action(self) -> ShinobiAction | None:
        """The legal order that puts the cards back as arranged (alike cards are one);
        before the person may arrange them (the table still telling Baku's play), as
        they lie (issue 33, newcomer H, gm-14: a watched table built its choices then,
        and its first view listed every order, 12 or 24 rows, not the one)."""
        order = self.arranging()
        state = self.table.state
        p = state.pending[0] if state.pending and state.phase == "power" else None
        if order is None and p is not None and p.step == "order":
            order = list(p.cards)
        if order is None:
            return None
        names = [card_name(c) for c in order]
        return next(
            (
                a
                for a in self.table.legal()
                if a.kind == "order" and [card_name(int(x)) for x in a.args] == names
            ),
            None,
        )

    def grid(self, count: int) -> tuple[int, int, int]:
        """(card width, columns, rows shown) for `count` cards over the table: the
        largest cards that show them all, down to the narrowest face with its words;
        past that the rows scroll."""
        table = self.table
        area = table.layout.table.inflate(-theme.px(24), -theme.px(24))
        gap = theme.px(GAP)
        title = theme.font(theme.FONT_BODY).get_linesize() + gap
        height = area.height - title
        # down to the narrowest face with its powers in words (cards.is_large), below a
        # hand card's width if need be: at 1920x1061 fifteen kinds took 7 columns of
        # 169 px and one scrolled, where 8 of 162 px fit (newcomer V, s9 g75)
        least = min(table.layout.card_w, math.ceil(theme.CARD_MIN_WIDTH * theme.scale()))
        width = least
        largest = min(table.layout.zoom_w, theme.px(170))
        for width in range(largest, least - 1, -1):
            cols = max(1, (area.width + gap) // (width + gap))
            rows = -(-count // cols)
            if rows * (round(width * theme.CARD_RATIO) + gap) <= height:
                return width, cols, rows
        cols = max(1, (area.width + gap) // (width + gap))
        rows = max(1, (height + gap) // (round(width * theme.CARD_RATIO) + gap))
        return width, cols, rows

    def slots(self) -> list[tuple[str, ShinobiAction | None]]:
        """The cards to choose among in their slots: each kind keeps the slot it had
        when the cards were first offered (a kind taken leaves a gap, None), new kinds
        come at the end; the slots are forgotten once the game asks for no card (not
        while the table tells the card just taken: in a real window the grid was laid
        again then, and the next click took the card next to the one aimed at)."""
        actions = self.actions()
        if not actions:
            state = self.table.state
            if state.phase != "power" or not any(
                a.kind == "card" and len(a.args) == 1 for a in self.table.legal()
            ):
                self.plan = None
            return []
        by_name: dict[str, ShinobiAction] = {}
        for a in actions:  # alike cards offered apart (Ronin of two clans) are two slots
            name = card_name(int(a.args[0]))
            by_name[f"{name}#{sum(k.startswith(name + '#') for k in by_name)}"] = a
        plan = self.plan if self.plan is not None else []
        plan += [name for name in by_name if name not in plan]
        self.plan = plan
        return [(name, by_name.get(name)) for name in plan]

    def scroll_room(self) -> int:
        slots = self.slots()
        if not slots:
            return 0
        _, cols, rows = self.grid(len(slots))
        return max(0, -(-len(slots) // cols) - rows)

    def draw_arrangement(self, canvas: pygame.Surface, order: list[int]) -> None:
        """The cards going back on the deck in a row, top first, each under its place
        ("1 · top" ... "4 · bottom"); the lifted one raised in gold."""
        table = self.table
        tr = table.app.tr
        panel = table.layout.table
        draw_panel(canvas, panel, fill=(20, 18, 44), alpha=255, shadow=False)
        px = theme.px
        y = panel.top + px(8)
        for words in table.wraps.wrap(table.prompt.text(), theme.FONT_BODY, panel.width - px(28)):
            canvas.blit(theme.text(words, theme.FONT_BODY, theme.GOLD), (panel.left + px(14), y))
            y += theme.font(theme.FONT_BODY).get_linesize()
        help_text = tr("shinobi.arrange.help")
        for words in table.wraps.wrap(help_text, theme.FONT_SMALL, panel.width - px(28)):
            canvas.blit(
                theme.text(words, theme.FONT_SMALL, theme.MOONLIGHT), (panel.left + px(14), y)
            )
            y += theme.font(theme.FONT_SMALL).get_linesize()
        gap = px(16)
        label_h = theme.font(theme.FONT_SMALL).get_linesize() + px(4)
        lift = px(14)
        room_h = panel.bottom - px(12) - y - label_h - lift
        width = min(
            table.layout.zoom_w,
            (panel.width - px(24) - gap * (len(order) - 1)) // max(1, len(order)),
            round(room_h / theme.CARD_RATIO),
        )
        width = max(width, px(40))
        height = round(width * theme.CARD_RATIO)
        left = panel.centerx - (len(order) * (width + gap) - gap) // 2
        top = y + label_h + lift
        for place, card in enumerate(order):
            x = left + place * (width + gap)
            key = "top" if place == 0 else "bottom" if place == len(order) - 1 else "middle"
            label = tr(f"shinobi.arrange.{key}", n=place + 1)
            words = theme.text(
                label, theme.FONT_SMALL, theme.GOLD if place == 0 else theme.MOONLIGHT
            )
            canvas.blit(words, words.get_rect(midbottom=(x + width // 2, top - lift - px(2))))
            rect = pygame.Rect(x, top - (lift if place == self.lifted else 0), width, height)
            canvas.blit(table.face(card, width), rect)
            hovered = rect.collidepoint(table.mouse)
            if place == self.lifted or hovered:
                colour = theme.GOLD if place == self.lifted else theme.MOONLIGHT
                pygame.draw.rect(
                    canvas, colour, rect.inflate(px(6), px(6)), px(3), border_radius=px(8)
                )
            self.arrange_rects.append((rect, place))

    def alike(self, card: int) -> int:
        """How many cards like `card` the seat's own hand (a Fox's swap) or the cards it
        looks at hold, when more than one (0 otherwise): one card stands for them all
        in the picker, and the hand's pile of two showed its ×2 (issue 33: the Fox's
        picker showed a Bear once, no badge)."""
        state = self.table.state
        p = state.pending[0] if state.pending else None
        if p is None or p.step != "card":
            return 0
        cards = {"swap_card": state.hands[p.seat], "look_deck_take": p.cards}.get(p.power, [])
        count = sum(1 for c in cards if card_name(c) == card_name(card))
        return count if count > 1 else 0

    def badge(self, canvas: pygame.Surface, rect: pygame.Rect, count: int) -> None:
        """A count such as ×3 at a card's top right, as the Jigoku screen (J) counts."""
        px = theme.px
        badge = theme.text(f"×{count}", theme.FONT_BODY, theme.MOONLIGHT)
        box = badge.get_rect(topright=(rect.right - px(4), rect.top + px(4))).inflate(px(10), px(2))
        pygame.draw.rect(canvas, theme.MIDNIGHT, box, border_radius=px(8))
        canvas.blit(badge, badge.get_rect(center=box.center))
        self.badges.append((rect, count))

    def draw_gap(self, canvas: pygame.Surface, rect: pygame.Rect, name: str) -> None:
        """The slot of a kind just taken: an outline, 'Taken' and the card's name
        (newcomer V, s21, FR 1280x720: the Jigoku's row kept an empty hole where the card
        taken lay, and nothing said why). The slot stays so that the next click lands on
        the card aimed at, the others not sliding under the pointer."""
        px = theme.px
        tr = self.table.app.tr
        pygame.draw.rect(canvas, theme.BORDER, rect, max(1, px(2)), border_radius=px(8))
        key = f"shinobi.name.{name}"
        lines = [str(tr("shinobi.picks.taken")), str(tr(key)) if tr.has(key) else name]
        words = [
            fitting(line, rect.width - px(8), theme.TEXT_DIM if n else theme.MOONLIGHT)
            for n, line in enumerate(lines)
        ]
        y = rect.centery - sum(w.get_height() for w in words) // 2
        for surface in words:
            canvas.blit(surface, surface.get_rect(midtop=(rect.centerx, y)))
            y += surface.get_height()
        self.gaps.append((rect, name))

    def draw(self, canvas: pygame.Surface) -> None:
        """Cards to choose among (the Jigoku, the deck, Baku's five, an opponent's
        clan), over the table, every kind shown (the rows scroll if they must)."""
        table = self.table
        self.badges = []
        self.arrange_rects = []
        order = self.arranging()
        if order is not None:
            self.draw_arrangement(canvas, order)
            return
        slots = self.slots()
        if not slots:
            self.first = 0
            return
        layout = table.layout
        panel = layout.table
        # over the still table, whose panels cast the shadows
        draw_panel(canvas, panel, fill=(20, 18, 44), alpha=255, shadow=False)
        px = theme.px
        title = theme.text(table.prompt.text(), theme.FONT_BODY, theme.GOLD)
        canvas.blit(title, (panel.left + px(14), panel.top + px(8)))
        width, cols, rows = self.grid(len(slots))
        height = round(width * theme.CARD_RATIO)
        gap = px(GAP)
        self.first = min(self.first, self.scroll_room())
        first = self.first * cols
        top = panel.top + px(12) + title.get_height() + px(8)
        left = panel.left + px(12)
        self.gaps = []
        for i, (name, action) in enumerate(slots[first : first + cols * rows]):
            rect = pygame.Rect(
                left + (i % cols) * (width + gap), top + (i // cols) * (height + gap), width, height
            )
            if action is None:  # a kind taken: its slot kept, and says so
                self.draw_gap(canvas, rect, name.split("#")[0])
                continue
            canvas.blit(table.face(int(action.args[0]), width), rect)
            count = table.words.pile_count(int(action.args[0]))
            if count is None:  # a pile of the hand (or cards looked at) shows as in the hand
                count = self.alike(int(action.args[0])) or None
            if count is not None:  # how many alike the Jigoku (or deck searched) holds
                self.badge(canvas, rect, count)
            hinted = table.hint is not None and str(table.hint) == str(action)
            if rect.collidepoint(table.mouse) or hinted:
                pygame.draw.rect(
                    canvas, theme.GOLD, rect.inflate(px(6), px(6)), px(3), border_radius=px(8)
                )
            self.rects.append((rect, action))
        if self.scroll_room():
            more = theme.text(
                table.app.tr("shinobi.picks.more", count=sum(1 for _, a in slots if a)),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
            )
            canvas.blit(
                more, more.get_rect(bottomright=(panel.right - px(12), panel.bottom - px(6)))
            )
