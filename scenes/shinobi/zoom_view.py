"""The enlarged views on the Shinobi table: the card under the pointer, large, and a
hovered clan tile's cards in a panel framed in its seat's colour (only once the pointer
has moved: never for a pointer parked there at a hand-off)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..widgets import draw_panel
from . import cards as art

if TYPE_CHECKING:
    from .protocol import Table


HAND_ZOOM = 1.5
"""The enlarged face of a hand card, at least this many times a hand card's width."""
TOKEN_ROOM = 48
"""Design px kept free at the right of your clans' panel: your corruption token."""


class ZoomView:
    """`ZoomView(table)`: draws the zoom; holds the clan view as last drawn."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.clan_view: pygame.Rect | None = None
        """The framed view of the hovered clan tile's cards, as last drawn."""
        self._clear: tuple[Any, pygame.Rect | None] | None = None
        """clear_place's last answer, with what it was worked out from."""
        self.avoid: Callable[[], pygame.Rect | None] | None = None
        """Where a hand card's zoom keeps off when it can (the guided game's bubble)."""
        self.clicked: tuple[tuple[int, int], int | None] | None = None
        """Where the last click was and the card then under it: its zoom stays away
        until the pointer moves onto another card (see pressed)."""

    def pressed(self, pos: tuple[int, int]) -> None:
        """A click: the card under it loses its zoom, which stayed up after the click
        over the opponents' clans until the pointer moved (newcomer K, s11 nc-K/249-251);
        it comes back once the pointer moves to another card, or off and back."""
        self.clicked = ((pos[0], pos[1]), self._card_under(pos))

    def draw(self, canvas: pygame.Surface) -> None:
        """The card under the pointer, large; a clan under the pointer, its cards (once
        the pointer has moved: see pointer_moved)."""
        table = self.table
        if not table.pointer_moved:
            return
        zoomed = self.card_zoom()
        if zoomed is not None:
            card, place = zoomed
            canvas.blit(table.face(card, place.width), place)
            return
        if table.picks.rects:
            return
        if any(spot.collidepoint(table.mouse) for spot, _, _ in table.board.tip_spots):
            return  # a tip's spot over the tiles (the deeds told over their art) wins
        for rect, seat, clan in table.board.tiles:
            if rect.collidepoint(table.mouse):
                self.draw_clan_view(canvas, rect, seat, clan)
                return

    def card_zoom(self) -> tuple[int, pygame.Rect] | None:
        """The card under the pointer (in the hand, or among cards to choose: then the
        hand's are not) and where its enlarged face lies (above your own row when the
        pointer is on the hand), or None. Off your own header's words where it can be;
        the guided game's bubble, which keeps the zoom a room at your panel's left,
        over them, wins where both cannot be had."""
        zoomed = self._card_zoom(keep_words=True)
        bubble = self.avoid() if self.avoid is not None else None
        if zoomed is not None and bubble is not None and zoomed[1].colliderect(bubble):
            return self._card_zoom(keep_words=False)
        return zoomed

    def _card_zoom(self, keep_words: bool) -> tuple[int, pygame.Rect] | None:
        table = self.table
        if not table.pointer_moved:
            return None
        layout = table.layout
        card = self._card_under()
        if self.clicked is not None:
            at, was = self.clicked
            if (table.mouse[0], table.mouse[1]) == at or (card is not None and card == was):
                return None
        if card is None:
            return None
        width = layout.zoom_w
        y: int | None = None
        left = layout.table.left
        right = layout.table.right
        if table.mouse[1] >= layout.hand.top and layout.board is not None:
            clear = self.clear_place()  # Grand Master: off the board (clear_place)
            if clear is not None:
                return card, clear
        if table.mouse[1] >= layout.hand.top:
            # never over your clans (newcomer E, f44s: laid just above the hand, it hid
            # them), the opponents' names, the deck or the Jigoku (newcomer L, s33), and
            # HAND_ZOOM times a hand card wide at least (L: 'barely bigger'): right of
            # your clans, down to the hand, where that room is wide enough; else above
            # your row, smaller; else just above the hand
            top = max([layout.table.top, *self._opponent_plates()]) + theme.px(4)
            if layout.piles.left == layout.table.left:  # the piles' column, on the left
                left = layout.piles.right + theme.px(6)
            laid = self.table.board.own_clans_right()
            free = left if laid is None else max(left, laid + theme.px(8))
            right = layout.own.right - theme.px(TOKEN_ROOM)  # your corruption token
            # nor over your own name, score and hand, nor your corruption (newcomer X,
            # s21, 15-guided-fr-hover: with no clan laid it lay on 'Akane (you) Score
            # 19'): between them, where the row's words leave room
            free, end = self.own_words_room(free, right) if keep_words else (free, right)
            tall = layout.hand.top - theme.px(8) - top
            beside = min(width, int(tall / theme.CARD_RATIO), end - free)
            room = layout.own.top - theme.px(8) - top
            fits = min(width, int(room / theme.CARD_RATIO))
            if beside >= min(width, round(layout.card_w * HAND_ZOOM)):
                width, left, right = beside, free, end
                y = layout.hand.top - theme.px(8) - round(width * theme.CARD_RATIO)
            elif fits > layout.card_w:
                width = fits
                y = layout.own.top - theme.px(8) - round(width * theme.CARD_RATIO)
            else:
                left, right = layout.table.left, layout.table.right
        height = round(width * theme.CARD_RATIO)
        if y is None:
            y = (
                layout.hand.top - height - theme.px(8)
                if table.mouse[1] >= layout.hand.top
                else table.mouse[1] + theme.px(20)
            )
        x = min(max(table.mouse[0] - width // 2, left), right - width)
        y = max(layout.table.top, min(y, table.size[1] - height))
        place = pygame.Rect(x, y, width, height)
        bubble = self.avoid() if self.avoid is not None else None
        if bubble is not None and place.colliderect(bubble):
            # beside it, on the side with more room (the guide leaves one: HAND_STEPS)
            gap = theme.px(8)
            if bubble.left - gap - left >= right - bubble.right - gap:
                end = min(x + width, bubble.left - gap)
                start = max(end - width, left)
            else:
                start = max(x, bubble.right + gap)
                end = min(start + width, right)
            if end - start >= round(layout.card_w * HAND_ZOOM):
                tall = round((end - start) * theme.CARD_RATIO)
                return card, pygame.Rect(start, y + height - tall, end - start, tall)
        return card, pygame.Rect(x, y, width, height)

    def own_words_room(self, free: int, right: int) -> tuple[int, int]:
        """From `free` to `right`, the span of your panel's header its words leave: right
        of your name, score and hand (and a gold warning), left of your corruption."""
        table = self.table
        seat = table.bottom_seat()
        own = table.layout.own
        gap = theme.px(8)
        words = [r for r, s in table.board.words if s == seat and own.colliderect(r)]
        marks = [r for r, s in table.board.tokens + table.board.points if s == seat]
        if words:
            free = max(free, max(r.right for r in words) + gap)
        if marks:
            right = min(right, min(r.left for r in marks) - gap)
        return free, right

    def moved(self) -> None:
        """The pointer moved: off the card clicked, its zoom may come back."""
        if self.clicked is None:
            return
        at, was = self.clicked
        mouse = self.table.mouse
        if (mouse[0], mouse[1]) != at and self._card_under() != was:
            self.clicked = None

    def _card_under(self, at: tuple[int, int] | None = None) -> int | None:
        """The card under the pointer, in the hand or among cards to choose (then the
        hand's are not: the hand is no choice then, and its zoom hid two kinds and the
        picker's last line, issue 33, newcomer Y, s9), or None; `at`: where (the
        pointer when None)."""
        table = self.table
        at = table.mouse if at is None else at
        card = None
        offering = table.picks.actions() or table.picks.arranging() is not None
        for rect, c in reversed([] if offering else table.hand.rects):
            if rect.collidepoint(at):
                card = c
                break
        for rect, action in table.picks.rects:
            if rect.collidepoint(at):
                card = int(action.args[0])
        return card

    def clear_place(self) -> pygame.Rect | None:
        """Grand Master: where a hand card's enlarged face covers nothing the person is
        deciding about, HAND_ZOOM times a hand card wide at least, else None. The
        board's row lies between the opponents' and yours, each lower than the card:
        laid over the table it covered the Final Showdown and the Decoys (issue 33,
        newcomer Q, s8). It goes right of the table instead, over the log and the
        hand's free end: never over the table, the prompt, the choices drawn (the
        whole panel when it tells the turn or holds the End turn button), a hand card
        or the hand's note; the largest that fits, nearest the hand."""
        table = self.table
        layout = table.layout
        px = theme.px
        rows = [row.rect for row in table.option_panel.choices.rows_drawn]
        pages = [rect for rect, _ in table.option_panel.choices.page_rects]
        keep = [layout.table, layout.prompt, *(rows + pages or [layout.options])]
        keep += [rect.inflate(px(4), px(4)) for rect, _ in table.hand.rects]
        if table.news.note_rect is not None:
            keep.append(table.news.note_rect)
        key = (table.size, tuple(map(tuple, keep)))
        if self._clear is not None and self._clear[0] == key:
            return self._clear[1]
        found = self._clear_place(keep)
        self._clear = (key, found)
        return found

    def _clear_place(self, keep: list[pygame.Rect]) -> pygame.Rect | None:
        layout = self.table.layout
        px = theme.px
        gap = px(8)
        cards_right = max((rect.right for rect, _ in self.table.hand.rects), default=0)
        least = round(layout.card_w * HAND_ZOOM)
        for width in range(layout.zoom_w, least - 1, -max(1, px(4))):
            height = round(width * theme.CARD_RATIO)
            lefts = (cards_right + gap, self.table.size[0] - gap - width)
            for y in range(layout.hand.bottom - height, layout.table.top - 1, -max(1, px(4))):
                for x in lefts:
                    place = pygame.Rect(x, y, width, height)
                    if place.right <= self.table.size[0] - gap and place.collidelist(keep) < 0:
                        return place
        return None

    def _opponent_plates(self) -> list[int]:
        """The bottoms of the opponents' name plates as last drawn."""
        own = self.table.layout.own
        return [plate.bottom for plate, _, panel, _ in self.table.board.plates if panel != own]

    def clan_view_rect(
        self, tile: pygame.Rect, count: int, lines: int = 1
    ) -> tuple[pygame.Rect, int]:
        """Where the enlarged view of a hovered clan tile lies and its cards' width: a
        framed panel, the clan's cards under its title, below the tile (above it when
        below there is no room), kept clear of the hand; its cards as large as the tile
        (a hand card's width at least) where that still keeps it off the hand."""
        layout = self.table.layout
        px = theme.px
        pad, gap = px(10), px(6)
        title_h = theme.font(theme.FONT_SMALL).get_linesize() * lines
        screen = pygame.Rect((0, 0), self.table.size)
        room = layout.table.width

        # the name plate over the tile (its seat's name, its gold warning) stays in
        # sight: the view goes above it rather than on it (newcomer B, s14, 051)
        plate = next(
            (p for p, _, panel, _ in self.table.board.plates if panel.colliderect(tile)), None
        )

        left = max(layout.table.left, layout.own.left)  # off the piles' column (the Deck)

        def places(card_w: int) -> tuple[pygame.Rect, ...]:
            width = max(1, count) * (card_w + gap) - gap + 2 * pad
            height = pad + title_h + px(6) + round(card_w * theme.CARD_RATIO) + pad
            x = min(max(tile.centerx - width // 2, left), layout.table.right - width)
            above = pygame.Rect(x, tile.top - gap - height, width, height)
            over = [above.move(0, min(0, plate.top - gap - above.bottom))] if plate else []
            return (pygame.Rect(x, tile.bottom + gap, width, height), *over, above)

        largest = max(layout.card_w, min(layout.zoom_w, tile.width))
        sizes = [*range(largest, layout.card_w, -max(1, px(4))), layout.card_w]
        for card_w in sizes:
            if max(1, count) * (card_w + gap) + 2 * pad > room:
                continue
            for place in places(card_w):  # away from the hand first, off the plate
                clear = plate is None or not place.colliderect(plate)
                # above the tile only at a hand card's size, and under the top bar: your
                # own clan's view covered the title, the Deck and the top-left seat
                # (newcomer A, s22, EN 1280x720 4p, g1_34/g1_39)
                up = place.top < tile.top and card_w > layout.card_w
                if up or place.top < layout.table.top:
                    continue
                if screen.contains(place) and place.bottom <= layout.hand.top and clear:
                    return place, card_w
        fallback = places(layout.card_w)
        for place in fallback:
            if screen.contains(place):
                return place, layout.card_w
        return fallback[0].clamp(screen), layout.card_w

    def draw_clan_view(
        self, canvas: pygame.Surface, tile: pygame.Rect, seat: int, clan: str
    ) -> None:
        """A hovered clan tile's cards, large, in a panel framed in the seat's colour
        whose title names the seat and the clan (its cards and strength): a view, never
        cards loose over the hand as if in flight."""
        table = self.table
        cards = table.state.clans[seat].get(clan, [])
        if not cards:
            return
        tr = table.app.tr
        px = theme.px
        note = self.mark_note(seat, clan)
        panel, card_w = self.clan_view_rect(tile, len(cards), 2 if note else 1)
        self.clan_view = panel
        draw_panel(canvas, panel, alpha=250, border=art.SEAT_COLOURS[seat], border_width=3)
        title = tr.plural(
            "shinobi.clan_view",
            len(cards),
            name=table.seat_name(seat),
            clan=tr(f"shinobi.name.{clan}"),
            strength=sum(table.state.card_score(seat, c) for c in cards),
        )
        pad, gap = px(10), px(6)
        words = theme.text(title, theme.FONT_SMALL, theme.GOLD)
        if words.get_width() > panel.width - 2 * pad:
            words = theme.text(tr(f"shinobi.name.{clan}"), theme.FONT_SMALL, theme.GOLD)
        canvas.blit(words, words.get_rect(midtop=(panel.centerx, panel.top + pad)))
        y = panel.top + pad + theme.font(theme.FONT_SMALL).get_linesize() + px(6)
        if note:  # the gold '+N' on its tile, said (newcomer D, s14, 121_1: guessed)
            said = art.fitting_text(note, panel.width - 2 * pad, theme.FONT_SMALL, theme.MOONLIGHT)
            canvas.blit(said, said.get_rect(midtop=(panel.centerx, y - px(6))))
            y += theme.font(theme.FONT_SMALL).get_linesize()
        for i, c in enumerate(cards):
            canvas.blit(table.face(c, card_w), (panel.left + pad + i * (card_w + gap), y))

    def mark_note(self, seat: int, clan: str) -> str:
        """What the '+N' / '-N' on a clan's tile means ('' with none): the cards its
        owner laid on it, or those taken off it, since your last move (changed_marks)."""
        table = self.table
        marks = table.board.changed_marks()
        if marks is None:
            return ""
        tr = table.app.tr
        laid = marks.laid.get((seat, clan), 0)
        lost = marks.lost.get((seat, clan), 0)
        said = []
        if laid:
            said.append(str(tr.plural("shinobi.mark.laid", laid, name=table.seat_name(seat))))
        if lost:
            said.append(str(tr.plural("shinobi.mark.lost", lost)))
        return " · ".join(said)
