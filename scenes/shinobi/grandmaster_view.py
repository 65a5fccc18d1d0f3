"""Grand Master's board on the Shinobi table: pawns on Court, Missions and the Final
Showdown (the Final Boss face down until the end), the three Decoys (named once seen by
the seat shown; framed when one may be peeked at) and the Temple cards held."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.shinobi.rules import LOCATIONS, ShinobiAction

from .. import shapes, theme
from ..widgets import wrap_text
from . import cards as art
from .temple_offer import draw_offer

if TYPE_CHECKING:
    from .protocol import Table


class GrandMasterView:
    """`GrandMasterView(table)`: draws the board; holds the Boss's scaled back."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.boss_back_cache: pygame.Surface | None = None
        self.pending_drawn: dict[str, pygame.Rect] = {}
        """The '+N' drawn on each lit place this frame (tests)."""
        self.cells_drawn: dict[tuple[str, int], pygame.Rect] = {}
        """Each seat's mark and count on each place this frame (tests)."""
        self.piles_drawn: dict[tuple[str, int], int] = {}
        """The pawns drawn in each seat's pile this frame (tests)."""
        self.banner: pygame.Rect | None = None
        """The plate naming who places pawns in the open, as last drawn (open_pawns,
        after the seats: left of the placer's corruption)."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Grand Master: pawns on Court, Missions and Final Showdown, the Decoys (named
        under their pictures once seen), the Temple cards held (in words)."""
        table = self.table
        tr = table.app.tr
        state = table.state
        self.pending_drawn = {}
        self.cells_drawn = {}
        self.piles_drawn = {}
        line = theme.font(art.FONT_READ).get_linesize()
        px = theme.px
        for where, rect in table.board.board_rects():
            table.board.tip_spots.append((rect, tr(f"shinobi.where.{where}"), self.tip(where)))
            title = art.fitting_text(
                tr(f"shinobi.where.{where}"), rect.width - px(8), theme.FONT_MIN + 3, theme.GOLD
            )
            canvas.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + px(4))))
            body = pygame.Rect(
                rect.left + px(6),
                rect.top + px(8) + title.get_height(),
                rect.width - px(12),
                rect.bottom - rect.top - px(14) - title.get_height(),
            )
            if where in LOCATIONS:
                self.draw_pawns(canvas, where, body)
                self.draw_gain(canvas, where, body)
                if state.phase == "pawns" and table.can_act:
                    moves = [a for a in table.legal() if a.kind == "pawns" and a.args[0] == where]
                    if moves:
                        pygame.draw.rect(
                            canvas, theme.GOLD, rect, px(2), border_radius=theme.px(theme.RADIUS)
                        )
            elif where == "decoys":
                self.draw_decoys(canvas, body)
            elif draw_offer(table, canvas, body):  # the two drawn, as cards (temple_offer)
                continue
            else:
                held = [
                    (s, state.temple_cards[s])
                    for s in range(state.players)
                    if state.temple_cards[s]
                ]
                y = body.top
                for s, card in held:
                    text = tr(
                        "shinobi.temple_held",
                        name=table.seat_name(s),
                        card=tr(f"shinobi.temple.{card}"),
                    )
                    for words in wrap_text(text, art.FONT_READ, body.width)[:2]:
                        if y + line <= body.bottom:
                            canvas.blit(
                                theme.text(words, art.FONT_READ, art.SEAT_COLOURS[s]),
                                (body.left, y),
                            )
                        y += line

    def tip(self, where: str) -> str:
        """A board place's hover tip (newcomer G, s10, nc-97/108-109: the boxes, the
        Temple above all, said nothing without the rules): what it does, then the
        Temple cards held, each with its words (public: kept face up)."""
        table = self.table
        tr = table.app.tr
        state = table.state
        said = [str(tr(f"shinobi.tip.board.{where}"))]
        if where == "temple":
            for seat in range(state.players):
                card = state.temple_cards[seat]
                if card:
                    said.append(
                        str(
                            tr(
                                "shinobi.tip.temple_card",
                                name=table.seat_name(seat),
                                card=tr(f"shinobi.temple.{card}"),
                                words=self.temple_words(seat, card),
                            )
                        )
                    )
        return "\n".join(said)

    def temple_words(self, seat: int, card: str) -> str:
        """What `seat`'s Temple card does, 'your clans' for the seat whose view it is,
        'their clans' / 'ses clans' for another's (newcomer Q, s12, 073.png)."""
        tr = self.table.app.tr
        if seat != self.table.shown_seat and tr.has(f"shinobi.temple_their.{card}"):
            return str(tr(f"shinobi.temple_their.{card}"))
        return str(tr(f"shinobi.temple_text.{card}"))

    def draw_pending(
        self, canvas: pygame.Surface, where: str, cell: pygame.Rect, room: int
    ) -> bool:
        """The pawns a click has set for a lit place, beside the mover's count on the
        place itself: '+2' in a gold pill (newcomer Q, s8: the clicks raised a row's
        count in the list and nothing on the board showed the choice). Kept in the
        mover's `cell`, `room` px wide at most (newcomer V, s9 g25c: half under Sora's square, the next
        column's): where it does not fit after the count, the pill takes the count's
        place, '0+2' ('+2' over none). True when drawn in the count's place."""
        table = self.table
        if table.state.phase != "pawns" or not table.can_act:
            return False
        count = table.option_panel.pawns.counts.get(where)
        if not count:
            return False
        px = theme.px
        words = theme.text(f"+{count}", art.FONT_READ, theme.MIDNIGHT)
        pill = words.get_rect().inflate(px(10), px(2))
        pill.midleft = (cell.right + px(6), cell.centery)
        instead = pill.right > cell.left + room
        if instead:
            had = self.table.state.pawns[self.table.state.current_player][where]
            words = theme.text(f"{had or ''}+{count}", art.FONT_READ, theme.MIDNIGHT)
            pill = words.get_rect().inflate(px(6), px(2))
            pill.midleft = (cell.left + px(20), cell.centery)
        pygame.draw.rect(canvas, theme.GOLD, pill, border_radius=pill.height // 2)
        canvas.blit(words, words.get_rect(center=pill.center))
        self.pending_drawn[where] = pill
        return instead

    def draw_gain(self, canvas: pygame.Surface, where: str, body: pygame.Rect) -> None:
        """What a location gives, at the foot of its box, as a printed board says it
        (issue 33, newcomer H placed pawns blind: nothing said what Court or Missions
        give). The Final Showdown says it under its Boss's card back, as its option row
        does (newcomer L, s165), until the Boss is revealed."""
        lines = self.gain_lines(where, body.width)
        if not lines:
            return
        line = theme.font(art.FONT_READ).get_linesize()
        rows = -(-self.table.state.players // (2 if self.table.state.players > 2 else 1))
        top = body.top + rows * (line + theme.px(4))
        y = max(top, body.bottom - len(lines) * line)
        for words_line in lines:
            if y + line > body.bottom + theme.px(4):
                break
            shown = theme.text(words_line, art.FONT_READ, theme.TEXT_DIM)
            canvas.blit(shown, shown.get_rect(midtop=(body.centerx, y)))
            y += line

    def gain_lines(self, where: str, width: int) -> list[str]:
        """The words of `draw_gain`, wrapped to `width` (3 lines at most)."""
        if where == "showdown" and self.table.state.boss_revealed is not None:
            return []  # the Boss's picture says it now
        words = self.table.words.where_words(where, "where_board")
        return self.table.wraps.wrap(words, art.FONT_READ, width)[:3] if words else []  # (kept)

    def draw_pawns(self, canvas: pygame.Surface, where: str, body: pygame.Rect) -> None:
        """Each seat's pawns on `where`, in the seat's own place of the box on every
        place: one big piece, its colour and its shape (shapes.SEAT_SHAPES, for
        colour-blind eyes), and '×3' at the body size beside it; none, the shape small
        and faint with no number. Newcomer D (s14, nc-D/156_crop): the piles of small
        pieces before merged into a striped bar or a zig-zag, and the '0' rows took as
        much room as real pawns, so from the sofa only the digits read; B (s14, 073)
        asked for the pawns as pieces, not a '■ × 4' in words."""
        state = self.table.state
        line = theme.font(art.FONT_READ).get_linesize()
        px = theme.px
        cols = 2 if state.players > 2 else 1
        col_w = body.width // cols
        r = line // 2
        for s in range(state.players):
            x = body.left + (s % cols) * col_w
            y = body.top + (s // cols) * (line + px(4))
            room = col_w - px(2) if cols > 1 else body.right - x
            count = state.pawns[s][where]
            centre = (x + r, y + line // 2)
            self.piles_drawn[(where, s)] = count
            if not count:
                small = max(3, r * 11 // 20)
                width = max(1, round(2 * theme.scale()))
                shape = shapes.SEAT_SHAPES[s % len(shapes.SEAT_SHAPES)]
                shapes.draw_shape(
                    canvas, shape, centre, small, theme.PANEL, theme.TEXT_FAINT, width
                )
                cell = pygame.Rect(x, y, 2 * r, line)
            else:
                shapes.seat_mark(canvas, s, centre, r, art.SEAT_COLOURS[s], theme.MOONLIGHT)
                size = theme.FONT_BODY
                if theme.font(size).size(f"×{count}")[0] > room - 2 * r - px(3):
                    size = art.FONT_READ  # a narrow box: the count at the reading size
                number = theme.text(f"×{count}", size, theme.MOONLIGHT)
                cell = pygame.Rect(x, y, 2 * r + px(3) + number.get_width(), line)
            self.cells_drawn[(where, s)] = cell
            if s == state.current_player and self.draw_pending(canvas, where, cell, room):
                continue  # the pill says the count
            if count:
                canvas.blit(number, number.get_rect(midleft=(x + 2 * r + px(3), centre[1])))
        if where == "showdown":  # the Final Boss, face down until the end
            words_h = len(self.gain_lines(where, body.width)) * line
            room = body.height - (line + px(4)) * -(-state.players // cols) - words_h
            size = min(room, body.width)
            if size < px(24):  # no room for a card over the words: the words say it
                return
            box = pygame.Rect(0, 0, round(size / 1.3), size)
            box.midbottom = (body.centerx, body.bottom - words_h)
            boss = state.boss_revealed
            picture = art.art_image(boss, box.size) if boss else None
            if picture is not None:
                canvas.blit(picture, box)
            else:
                canvas.blit(self.boss_back(box.size), box)
            pygame.draw.rect(canvas, theme.VERMILION, box, px(2))

    def draw_pile(
        self, canvas: pygame.Surface, seat: int, left_mid: tuple[int, int], count: int, room: int
    ) -> tuple[pygame.Rect, int]:
        """`count` pawns of `seat` side by side, from `left_mid`, each apart from the
        next while `room` px holds them (newcomer D, s14, nc-D/183_crop: four red discs
        overlapped into one blob), else each over the one before (as many as `room`
        holds: the count beside says the rest); none: the seat's shape hollow. The
        pile's rect and how many pawns were drawn (the round's end, pawns won)."""
        px = theme.px
        r = theme.font(art.FONT_READ).get_linesize() // 2
        gap = px(4)
        x, y = left_mid
        step = 2 * r + gap
        if count > 1 and 2 * r + (count - 1) * step > room:
            step = max(2, px(6), (room - 2 * r) // (count - 1))
        shown = max(1, min(count, 1 + max(0, room - 2 * r) // step))
        shape = shapes.SEAT_SHAPES[seat % len(shapes.SEAT_SHAPES)]
        width = max(1, round(2 * theme.scale()))
        for k in range(shown):
            centre = (x + r + k * step, y)
            if count:
                shapes.seat_mark(canvas, seat, centre, r, art.SEAT_COLOURS[seat], theme.MOONLIGHT)
            else:
                shapes.draw_shape(canvas, shape, centre, r, theme.PANEL, theme.TEXT_DIM, width)
        return pygame.Rect(x, y - r, 2 * r + (shown - 1) * step, 2 * r), shown if count else 0

    def boss_back(self, size: tuple[int, int]) -> pygame.Surface:
        """The Final Boss face down: a card back fitted to `size` (scaled once per size)."""
        if self.boss_back_cache is None or self.boss_back_cache.get_size() != size:
            self.boss_back_cache = pygame.transform.smoothscale(art.card_back(size[0]), size)
        return self.boss_back_cache

    def draw_decoys(self, canvas: pygame.Surface, body: pygame.Rect) -> None:
        """The three Decoys, named once seen; when the seat to move may peek at one
        (Missions, a Spy, the Temple of the Shadow), each is framed in gold and a click
        on it chooses it."""
        table = self.table
        state = table.state
        line = theme.font(art.FONT_READ).get_linesize()
        known = state.known_decoys[table.shown_seat] if table.shown_seat is not None else {}
        gap = theme.px(6)
        radius = theme.px(5)
        w = (body.width - 2 * gap) // 3
        peeks: dict[int, ShinobiAction] = {}
        for a in table.legal() if table.can_act else []:
            if a.kind == "peek":
                peeks[int(a.args[0])] = a
            elif a.kind == "temple" and a.args[0] == "decoy":
                peeks[int(a.args[1])] = a
        for d in range(3):
            cell = pygame.Rect(body.left + d * (w + gap), body.top, w, body.height)
            peek = peeks.get(d)
            if peek is not None:
                table.board.frame_target(canvas, cell, theme.px(4), radius)
                table.board.table_targets.append((cell, peek))
            what = state.bosses[2 + d] if state.boss_revealed else known.get(d)
            name_h = 2 * line if what else line
            picture_box = pygame.Rect(cell.left, cell.top, cell.width, cell.height - name_h)
            pygame.draw.rect(canvas, (60, 40, 80), picture_box, border_radius=radius)
            picture = art.art_image(what, picture_box.size) if what else None
            if picture is not None:
                canvas.blit(picture, picture_box)
            else:
                mark = theme.text("?", theme.FONT_BODY, theme.TEXT_DIM, kind="display")
                canvas.blit(mark, mark.get_rect(center=picture_box.center))
            pygame.draw.rect(canvas, theme.BORDER, picture_box, theme.px(1), border_radius=radius)
            label = what or table.app.tr("shinobi.decoy", n=d + 1)
            y = picture_box.bottom + theme.px(1)
            for words in wrap_text(label, art.FONT_READ, cell.width)[:2]:
                text = theme.text(words, art.FONT_READ, theme.MOONLIGHT)
                if text.get_width() > cell.width:
                    text = pygame.transform.smoothscale(text, (cell.width, text.get_height()))
                canvas.blit(text, text.get_rect(midtop=(cell.centerx, y)))
                y += line
