"""The Shinobi table's board: its still layer (sky, veil, every panel, kept per layout),
the top bar, each seat's panel (name plate, clans as tiles), the deck, the Jigoku and
the Scores button, and the gold frames round what a click may choose. Holds only the
still layers and the rects last drawn (targets, tiles, plates)."""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.shinobi.rules import ROUNDS, ShinobiAction

from .. import shapes, theme
from ..registry import person_name, person_seat_name
from ..widgets import draw_panel, shortened, wrap_text
from . import card_rows, corruption_word, court_turn, deeds, round_label
from . import cards as art
from . import layout as places
from .public_table import public
from .victim_ghosts import VictimGhosts

if TYPE_CHECKING:
    from .protocol import Table

ENDING_CLANS = 4
"""A seat's 4th clan ends the round (ninjas.shinobi.rules, _end_placing)."""
INFO_COLOUR = theme.lerp(theme.TEXT_DIM, theme.MOONLIGHT, 0.4)
"""A seat's score and hand count: dimmer than its name, brighter than TEXT_DIM."""

BASES_KEPT = 3
"""Still layers of the table kept (one per bottom seat and size; each is as big as the
window)."""
CLAN_AFTER_TARGET = ("destroy_clan", "return_clan")
"""Powers that ask for an opponent, then for one of its clans."""


ROUND_PHASES = ("court", "draw", "place", "power", "discard")
"""The phases of a round's turns, where a 4th clan may still end it (not the pawns,
Shosho, Temple or Decoy peeks between rounds)."""


class BoardView:
    """`BoardView(table)`: draws the table's panels from the state the table holds."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.bases: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
        self.tiles: list[tuple[pygame.Rect, int, str]] = []
        """Each clan tile as last drawn, with its seat and clan."""
        self.table_targets: list[tuple[pygame.Rect, ShinobiAction]] = []
        """Panels and clan tiles a click chooses (an opponent, a clan to hit or copy)."""
        self.clan_picks: list[tuple[pygame.Rect, ShinobiAction, str]] = []
        """An opponent's clan tiles while a power asks first for the opponent, then for
        its clan: one click on a tile chooses both (the target action, the clan)."""
        self.plates: list[tuple[pygame.Rect, int, pygame.Rect, bool]] = []
        """Each seat's name plate as last drawn (the plate, the seat, its panel, whether
        it is the bottom seat's own): drawn again over cards in flight."""
        self.heading_rect = pygame.Rect(0, 0, 0, 0)
        """The title (and the round) in the top bar, as last drawn."""
        self.tokens: list[tuple[pygame.Rect, int]] = []
        """Each seat's corruption token as last drawn, and its seat (its tooltip)."""
        self.points: list[tuple[pygame.Rect, int]] = []
        """The '−3' beside a token (the points its cards take), and its seat: the
        token's tooltip says it too (newcomer K, s11 nc-K/235)."""
        self.words: list[tuple[pygame.Rect, int]] = []
        """Each seat's header words as last drawn (its name, score and hand, a gold
        warning), and its seat: a hand card's zoom keeps off the bottom seat's."""
        self.reserves: list[tuple[pygame.Rect, int]] = []
        """Grand Master: the bottom seat's '12 pawns in reserve' line as last drawn, and
        its seat (the 'While you waited' note keeps above it: hand_news.py)."""
        self.tip_spots: list[tuple[pygame.Rect, str, str]] = []
        """What a hover explains, as last drawn: (where, title, words): a Temple or
        Court card in words, the Shosho, Grand Master's board (board_tips.py)."""
        self.words_kept: dict[tuple[Any, ...], str] = {}
        """The table's corruption word, by its panels and names (corruption_key)."""

    def own_clans_right(self) -> int | None:
        """The right edge of the bottom seat's clans as last drawn (None: none laid):
        the tutorial's bubble and the enlarged card keep right of them."""
        seat = self.table.bottom_seat()
        return max((rect.right for rect, s, _ in self.tiles if s == seat), default=None)

    def begin_frame(self) -> None:
        self.table_targets = []
        self.clan_picks = []
        self.tiles = []
        self.plates = []
        self.tokens = []
        self.points = []
        self.words = []
        self.reserves = []
        self.tip_spots = []

    def base(self) -> pygame.Surface:
        """The still part of the table (sky, veil, every panel), drawn once for each
        layout (whose seat is at the bottom, the surface's size) and kept; the seat to
        play is lit over it at each frame (draw_active_panel), so a change of turn
        costs no drawing and one window-sized picture serves every turn."""
        table = self.table
        state = table.state
        key = (
            table.bottom_seat(),
            state.mode,
            table.size,
            theme.scale(),
            table.hand.rows,
            public(table),
        )
        surface = self.bases.get(key)
        if surface is not None:
            self.bases.move_to_end(key)
            return surface
        layout = table.layout
        surface = pygame.Surface(table.size)
        theme.draw_background(surface)
        theme.draw_veil(surface, 120)
        for seat, rect in self.seat_rects().items():
            self.seat_panel(surface, seat, rect, active=False)
        draw_panel(surface, layout.piles, fill=(24, 28, 60))
        if layout.board is not None:
            for _, rect in self.board_rects():
                draw_panel(surface, rect, fill=(40, 34, 70))
        for box in (layout.prompt, layout.options, layout.log):
            draw_panel(surface, box)
        self.bases[key] = surface
        while len(self.bases) > BASES_KEPT:  # a window-sized picture each: few
            self.bases.popitem(last=False)
        return surface

    def seat_rects(self) -> dict[int, pygame.Rect]:
        """Each seat's panel: the opponents' on top, the bottom seat's own."""
        table = self.table
        return {**table.opponent_slots(), table.bottom_seat(): table.layout.own}

    def seat_panel(
        self, surface: pygame.Surface, seat: int, rect: pygame.Rect, *, active: bool
    ) -> None:
        colour = art.SEAT_COLOURS[seat]
        draw_panel(
            surface,
            rect,
            fill=theme.lerp(theme.PANEL, colour, 0.18 if active else 0.06),
            border=colour if active else theme.BORDER,
            shadow=not active,  # the lit panel lies over the still one and its shadow
        )

    def active_seat(self) -> int:
        """The seat lit as the one the table waits for: the seat to play, or, while a
        person's move waits for their End turn, that person (the turn has passed in the
        game, but nothing goes on until they say so: the next seat lit then read as the
        computer's turn, issue 33, newcomer H, gm-49)."""
        turn_end = self.table.turn_end
        if turn_end.waiting and turn_end.seat is not None:
            return int(turn_end.seat)
        return int(self.table.state.current_player)

    def draw_active_panel(self, canvas: pygame.Surface) -> None:
        """The seat the table waits for (active_seat), lit in its colour over the still
        table."""
        seat = self.active_seat()
        rect = self.seat_rects().get(seat)
        if rect is not None and not self.table.state.is_terminal:
            self.seat_panel(canvas, seat, rect, active=True)

    def draw_top(self, canvas: pygame.Surface) -> None:
        table = self.table
        tr = table.app.tr
        state = table.state
        bar = table.layout.top_bar
        title = theme.text(tr("shinobi.title"), theme.FONT_HEADING, theme.GOLD, kind="display")
        self.heading_rect = title.get_rect(midleft=(theme.px(14), bar.centery))
        canvas.blit(title, self.heading_rect)
        if state.mode == "grandmaster":
            left = self.heading_rect.right + theme.px(20)  # clear of the buttons
            where = round_label.draw(canvas, table, self.round_words(), left, bar)
            self.heading_rect = self.heading_rect.union(where)

    def round_words(self) -> str:
        """The round ("Round 1 of 3"), with the phase between two rounds (" · Temple"):
        newcomer E read "Round 1 of 3" through the Temple and the pawns (f57/f58)."""
        table = self.table
        words: str = table.app.tr(
            "shinobi.round", round=table.state.round, rounds=ROUNDS["grandmaster"]
        )
        phase = table.round_end.phase()
        return f"{words} · {phase}" if phase else words

    def seat_header(self, canvas: pygame.Surface, seat: int, rect: pygame.Rect, you: bool) -> int:
        """Name, score, hand, corruption, Shosho; returns the header's bottom."""
        table = self.table
        tr = table.app.tr
        state = table.state
        colour = art.SEAT_COLOURS[seat]
        px = theme.px
        line = theme.font(theme.FONT_BODY).get_linesize()
        shapes.seat_mark(
            canvas,
            seat,
            (rect.left + px(16), rect.top + px(6) + line // 2),
            px(8),
            colour,
            theme.MOONLIGHT,
        )
        name = person_seat_name(table.app, table.session, seat)  # "Léa (red)"
        if you and name == table.seat_name(seat) and not getattr(table, "watching", False):
            name = tr("shinobi.you", name=name)  # a replay has no "you": it shows the mover
        token_size = line + px(8)  # its count at the body size (art.ninja_master)
        # the points the corruption takes, by the token that counts its cards: '−4'
        # (issue 33, newcomer W, s9 m_5: a clan of 11 scored 7, and the token said '1').
        # Public: each corrupt card was shown to all when taken (RULINGS.md)
        taken = state.corruption_value(seat)
        minus = (
            None if not taken else theme.text(f"\u2212{taken}", theme.FONT_BODY, theme.MOONLIGHT)
        )
        # the token's count said a count of cards: '(2) cards' (newcomer X, s21, 17b:
        # 'Corruption −3 (1)', two numbers, the ringed one learnt from the lesson)
        count = len(state.corruption[seat])
        said_cards = theme.text(
            tr.plural("shinobi.corruption_cards", count), art.FONT_READ, INFO_COLOUR
        )
        cards_room = said_cards.get_width() + px(4)
        token_room = token_size + cards_room + (0 if minus is None else minus.get_width() + px(4))
        room = rect.right - token_room - px(12) - (rect.left + px(30))
        person = person_name(table.session, seat)
        if person and theme.font(theme.FONT_BODY).size(name)[0] > room:
            name = shortened(person, theme.FONT_BODY, room)  # the mark and panel say the seat
        label = theme.text(name, theme.FONT_BODY, theme.MOONLIGHT)
        self.words.append((canvas.blit(label, (rect.left + px(30), rect.top + px(4))), seat))
        token = art.ninja_master(count, token_size, colour)
        at = token.get_rect(
            topleft=(rect.right - token_size - cards_room - px(6), rect.top + px(2))
        )
        canvas.blit(token, at)  # (its whole rect: under a plate's clip the blit's is cut)
        self.tokens.append((at, seat))
        words = canvas.blit(said_cards, said_cards.get_rect(midleft=(at.right + px(4), at.centery)))
        self.points.append((words, seat))  # its tooltip too
        if minus is not None:
            shown = canvas.blit(minus, minus.get_rect(midright=(at.left - px(4), at.centery)))
            self.points.append((shown, seat))
        parts = [
            tr("shinobi.score_short", score=str(state.score(seat)).replace("-", "\u2212")),
            tr("shinobi.hand_count", count=len(state.hands[seat])),
        ]
        if state.mode == "grandmaster" and state.shosho == seat:
            parts.append(tr("shinobi.shosho"))
        info = " · ".join(parts)
        x = rect.left + px(30) + label.get_width() + px(12)
        room = rect.right - token_room - px(12) - x
        # at the body size where it fits beside the name, else the smaller readable
        # size: "Score 5 · 8 in hand" at 11.5 px capitals, dim, was the hardest text to
        # read from a sofa (issue 33, newcomer H); a 4-player table's narrow panels
        # keep the smaller size rather than take a second line from the clans
        info_size = theme.FONT_BODY
        text = theme.text(info, info_size, INFO_COLOUR)
        word = self.corruption_key()  # one word on every header (corruption_word.py)
        room -= corruption_word.short_width(tr, word) + px(16)  # (at least 'Corr.': s21, X, Y)
        if text.get_width() > room:
            info_size = art.FONT_READ
            text = theme.text(info, info_size, INFO_COLOUR)
        shosho = (
            (info, info_size, seat)
            if state.mode == "grandmaster" and state.shosho == seat
            else None
        )
        # one clan from the 4th that ends the round: said in gold on the seat's panel
        # (issue 33: a newcomer's 4th clan ended a round nothing had warned of)
        clans = len(state.clans[seat])
        # once a 4th clan is laid the round ends after its power: the others' "a 4th
        # ends the round" no longer stands (issue 33, newcomer H, s40: it stayed while
        # the power was asked), and the seat that laid it is told so
        layer = state.current_player
        ending = state.phase == "power" and len(state.clans[layer]) >= ENDING_CLANS
        said = None
        if state.is_terminal or state.phase not in ROUND_PHASES:
            pass  # the round is over: its clans end nothing now (newcomer V, s9 g65-g70)
        elif ending and seat == layer:
            said = str(tr("shinobi.round_ending"))
        elif not ending and clans == ENDING_CLANS - 1:
            said = str(tr("shinobi.one_clan_from_end", clans=clans))
        elif hoarding(table, seat):  # why a computer keeps corrupting, from what all see
            said = str(tr("shinobi.hoarding", count=len(state.hands[seat])))
        # measured, not drawn: drawn where it goes (record_texts counts what is drawn)
        warn_width = None if said is None else theme.font(art.FONT_READ).size(said)[0]
        # under the name, the warning keeps left of the token, in as many lines as it
        # takes (newcomer S, s9 g6: Kiku's ran over the panel's border and the token)
        wide = rect.right - token_room - px(12) - (rect.left + px(30))
        if text.get_width() <= room:
            y = rect.top + px(4) + (line - text.get_height()) // 2 + px(2)
            self.words.append((canvas.blit(text, (x, y)), seat))
            self.shosho_spot(shosho, (x, y), text.get_height())
            bottom = rect.top + line + px(8)
            if (
                said is not None
                and warn_width is not None
                and (text.get_width() + px(12) + warn_width <= room)
            ):
                warn = theme.text(said, art.FONT_READ, theme.GOLD)
                shown = canvas.blit(warn, (x + text.get_width() + px(12), y))
                self.words.append((shown, seat))
                x += shown.width + px(12)
            elif said is not None:
                below = self.warn_lines(
                    canvas, said, rect.left + px(30), rect.top + line + px(4), wide
                )
                bottom += below - (rect.top + line + px(4))
            ends = self.points[-1][0].left if minus is not None else at.left  # its '−4'
            left = x + text.get_width() + px(10)  # 'Corruption', else 'Corr.', where it fits
            named = corruption_word.name(
                canvas, tr, INFO_COLOUR, left, ends - px(6), at.centery, word
            )
            self.points += [(named, seat)] if named is not None else []  # its tooltip too
            return bottom
        ends = self.points[-1][0].left if minus is not None else at.left  # on the name's line
        name_at = self.words[-1][0]  # (the name's)
        named = corruption_word.name(
            canvas, tr, INFO_COLOUR, name_at.right + px(10), ends - px(6), name_at.centery, word
        )
        self.points += [(named, seat)] if named is not None else []
        canvas.blit(text, (rect.left + px(30), rect.top + line + px(4)))
        self.shosho_spot(shosho, (rect.left + px(30), rect.top + line + px(4)), text.get_height())
        bottom = rect.top + line + text.get_height() + px(8)
        if said is not None:
            # under the token's foot the warning has the panel's width: kept left of the
            # token it took two lines beside a corruption's '−10', and the header grew
            # taller than a 4-player replay's panel left for its clans
            if bottom - px(4) >= at.bottom:
                wide = rect.right - px(12) - (rect.left + px(30))
            bottom = self.warn_lines(canvas, said, rect.left + px(30), bottom - px(4), wide) + px(4)
        return bottom

    def corruption_key(self) -> str:
        """The word naming every header's corruption token this table: the whole word
        where every panel keeps it, else 'Corr.' (corruption_word.table_key); each
        name counted in its longest form, '(you)' included."""
        table = self.table
        tr = table.app.tr
        heads = []
        for seat, rect in self.seat_rects().items():
            name = person_seat_name(table.app, table.session, seat)
            heads.append((rect, [name, str(tr("shinobi.you", name=name))]))
        grandmaster = table.state.mode == "grandmaster"
        key = (tr.lang, theme.scale(), grandmaster, tuple((tuple(r), n[0]) for r, n in heads))
        if key not in self.words_kept:
            self.words_kept = {key: corruption_word.table_key(tr, heads, grandmaster)}
        return self.words_kept[key]

    @staticmethod
    def warn_lines(canvas: pygame.Surface, said: str, x: int, y: int, width: int) -> int:
        """`said` in gold from (x, y) in lines of at most `width`; returns their foot."""
        for words in wrap_text(said, art.FONT_READ, width):
            shown = theme.text(words, art.FONT_READ, theme.GOLD)
            canvas.blit(shown, (x, y))
            y += shown.get_height()
        return y

    def draw_clans(self, canvas: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """A seat's clans as tiles: animal, name, card count, total strength. A click on
        a tile chooses it when a power asks for that clan."""
        table = self.table
        state = table.state
        targets: dict[str, ShinobiAction] = {}
        aim: ShinobiAction | None = None  # the opponent to choose before one of its clans
        if table.can_act and state.phase == "power" and state.pending:
            p = state.pending[0]
            copying = p.power in ("copy_power2", "copy_power3")
            if copying or p.target == seat:
                targets = {a.args[0]: a for a in table.legal() if a.kind == "clan"}
            elif p.step == "target" and p.power in CLAN_AFTER_TARGET:
                aim = next(
                    (a for a in table.legal() if a.kind == "target" and a.args[0] == str(seat)),
                    None,
                )
                if aim is not None:
                    targets = {clan: aim for clan in state.clans[seat]}
        clans = state.clans[seat].items()
        marks = self.changed_marks()
        rects = self.tile_rects(seat, area)
        for rect, (clan, cards) in zip(rects, clans, strict=False):
            total = sum(state.card_score(seat, c) for c in cards)
            canvas.blit(
                art.clan_tile(clan, cards, total, rect.size, table.app.tr, table.app.tr.lang),
                rect,
            )
            self.tiles.append((rect, seat, clan))
            if marks is not None:  # laid on or hit by a computer: '+2', '-1'
                marks.draw_tile(canvas, rect, seat, clan, len(cards))
            action = targets.get(clan)
            if action is not None:
                self.frame_target(canvas, rect, theme.px(6), theme.px(10))
                if aim is None:
                    self.table_targets.append((rect, action))
                else:
                    self.clan_picks.append((rect, aim, clan))
        if marks is not None:  # a clan a computer destroyed, its ghost in a free place
            marks.draw_ghosts(canvas, table, seat, rects[len(state.clans[seat]) :])
        # her own clans another seat destroyed while she was away, a beat (victim_ghosts)
        VictimGhosts.of(table).draw(canvas, seat, rects[len(state.clans[seat]) :], marks)

    def changed_marks(self) -> Any:
        """What the computers changed since a person last acted (changed_marks.py), kept
        on the table till then; None: nothing (or a table that keeps none)."""
        marks_now = getattr(self.table, "marks_now", None)
        return marks_now() if callable(marks_now) else None

    def tile_rects(self, seat: int, area: pygame.Rect) -> list[pygame.Rect]:
        """Where a seat's clans stand in its panel. An opponent's panel, narrow at a
        4-player table, holds three clans a row while it has no 4th (a 4th ends the
        round): its tiles a third larger, their cards' values read (newcomer S, s9 g9:
        '◇◇◇◇ ×4' at ~5 px in panels 60-75% empty)."""
        table = self.table
        slots = 4
        # (the replay's face-up view lays the seat's hand in the 4th slot's room)
        opponent = seat != table.bottom_seat() or public(table)
        opponent = opponent and not getattr(table, "open_hands", False)
        if opponent and len(table.state.clans[seat]) < ENDING_CLANS:
            slots = 3
        return places.tile_rects(area, slots=slots)

    def draw_seat(
        self, canvas: pygame.Surface, seat: int, rect: pygame.Rect, you: bool
    ) -> pygame.Rect:
        """A seat's panel; returns the room left beside its clans."""
        bottom = self.seat_header(canvas, seat, rect, you)
        edge = theme.px(theme.BORDER_WIDTH)
        plate = pygame.Rect(rect.left + edge, rect.top + edge, rect.width - 2 * edge, 0)
        plate.height = bottom - plate.top
        self.plates.append((plate, seat, rect, you))
        marks = self.changed_marks()
        if marks is not None:  # a hand a computer hit: its plate framed in red
            marks.draw_hands(canvas, [(plate, seat, rect, you)])
        pad = max(theme.px(6), rect.width // 100)
        area = pygame.Rect(
            rect.left + pad, bottom, rect.width - 2 * pad, rect.bottom - pad - bottom
        )
        area = deeds.room_for(self.table, seat, area, self.tile_rects)  # never over clans
        tiles = self.tile_rects(seat, area)
        self.draw_clans(canvas, seat, area)
        right = max(t.right for t in tiles) + 2 * pad
        return pygame.Rect(right, bottom, rect.right - pad - right, rect.bottom - pad - bottom)

    def draw_opponents(self, canvas: pygame.Surface) -> None:
        table = self.table
        state = table.state
        targets = {}
        if table.can_act and state.phase == "power":
            targets = {int(a.args[0]): a for a in table.legal() if a.kind == "target"}
        for seat, rect in table.opponent_slots().items():
            side = self.draw_seat(canvas, seat, rect, you=False)
            if (
                state.mode == "grandmaster"
                and state.temple_cards[seat]
                and side.width > theme.px(40)
            ):
                self.card_words(canvas, side, [("temple", state.temple_cards[seat])], yours=False)
            if seat in targets:
                self.frame_target(canvas, rect, 0, theme.px(theme.RADIUS))
                self.table_targets.append((rect, targets[seat]))

    def frame_target(
        self, canvas: pygame.Surface, rect: pygame.Rect, grow: int, radius: int
    ) -> None:
        """The gold frame round something a click may choose (a clan tile, a seat's
        Temple, a Decoy), `grow` px larger than it, thicker under the pointer."""
        hot = rect.collidepoint(self.table.mouse)
        pygame.draw.rect(
            canvas,
            theme.GOLD,
            rect.inflate(grow, grow),
            theme.px(4 if hot else 2),
            border_radius=radius,
        )

    def shosho_spot(
        self, shosho: tuple[str, int, int] | None, at: tuple[int, int], height: int
    ) -> None:
        """Where 'Shosho' stands in a seat's header line (`shosho`: the line, its text
        size, the seat), for its hover tip (newcomer G, s10, nc-97/108: nothing said
        what it was without the rules)."""
        if shosho is None:
            return
        info, size, seat = shosho
        tr = self.table.app.tr
        word = str(tr("shinobi.shosho"))
        font = theme.font(size)
        left = at[0] + font.size(info[: len(info) - len(word)])[0]
        spot = pygame.Rect(left, at[1], font.size(word)[0], height)
        words = tr("shinobi.tip.shosho_words", name=self.table.seat_name(seat))
        self.tip_spots.append((spot, str(tr("shinobi.tip.shosho")), str(words)))

    def card_words(
        self,
        canvas: pygame.Surface,
        area: pygame.Rect,
        cards: list[tuple[str, str]],
        yours: bool = True,
        notes: dict[int, list[str]] | None = None,
    ) -> None:
        """Temple and Court cards in words (card_rows.draw): their hover tips noted."""
        tips = card_rows.draw(self.table.app.tr, canvas, area, cards, yours, notes)
        self.tip_spots += tips

    def draw_piles(self, canvas: pygame.Surface) -> None:
        table = self.table
        tr = table.app.tr
        state = table.state
        deck = self.deck_rect()
        jig = self.jigoku_rect()
        words = self.piles_in_words()
        if not words:
            canvas.blit(art.card_back(deck.width), deck)
        for rect, text in (
            (deck, tr("shinobi.deck", count=len(state.deck))),
            (jig, tr("shinobi.jigoku", count=len(state.jigoku))),
        ):
            label = theme.text(text, art.FONT_READ, theme.MOONLIGHT)
            where = places.pile_label(table.layout, rect, label.get_rect())
            canvas.blit(label, label.get_rect(midleft=rect.midleft) if words else where)
        six = theme.px(6)
        if words:
            pass  # the Jigoku opens from its line (J)
        elif state.jigoku:
            canvas.blit(table.face(state.jigoku[-1], jig.width), jig)
        else:
            pygame.draw.rect(canvas, theme.BORDER, jig, theme.px(2), border_radius=six)
        scores = self.scores_rect()
        hot = scores.collidepoint(table.mouse)
        pygame.draw.rect(
            canvas, theme.PANEL_LIGHT if hot else theme.PANEL, scores, border_radius=six
        )
        pygame.draw.rect(canvas, theme.GOLD, scores, theme.px(1), border_radius=six)
        label = theme.text(tr("shinobi.scores") + " (S)", art.FONT_READ, theme.GOLD)
        canvas.blit(label, label.get_rect(center=scores.center))

    def draw_own(self, canvas: pygame.Surface) -> None:
        table = self.table
        if public(table):  # every seat's panel alike: draw_opponents drew them all
            return
        seat = table.bottom_seat()
        state = table.state
        side = self.draw_seat(canvas, seat, table.layout.own, you=seat == table.shown_seat)
        if state.mode != "grandmaster" or side.width < theme.px(60):
            return
        line = theme.font(art.FONT_READ).get_linesize()
        pawns = theme.text(self.reserve_words(seat), art.FONT_READ, theme.TEXT_DIM)
        canvas.blit(pawns, (side.left, side.bottom - line))
        self.reserves.append((pawns.get_rect(topleft=(side.left, side.bottom - line)), seat))
        cards: list[tuple[str, str]] = []
        if state.temple_cards[seat]:
            cards.append(("temple", state.temple_cards[seat]))
        notes: dict[int, list[str]] = {}
        if seat == table.shown_seat:  # each said when it acts (newcomer D, s14, 158/187)
            for new, c in court_turn.row_cards(state, seat):
                notes[len(cards)] = court_turn.row_notes(table, seat, c, new)
                cards.append(("court", c))
        self.card_words(
            canvas,
            pygame.Rect(side.left, side.top, side.width, side.height - line),
            cards,
            yours=seat == table.shown_seat,
            notes=notes,
        )

    def reserve_words(self, seat: int) -> str:
        """'8 pawns in reserve', and once a round is over the pawns it won, still to
        place: '8 pawns in reserve · 4 won this round, to place' (newcomer L, s11,
        nc-L/150s: the reserve fell from 12 to 8 before the round's result showed, the
        board still at × 0: 'where had 4 pawns gone?'); while a round is played, when
        they come: '12 pawns in reserve · won and placed at the round's end'."""
        state = self.table.state
        tr = self.table.app.tr
        words = str(tr.plural("shinobi.pawns_left", state.reserve[seat]))
        won = state.to_place[seat]
        if won > 0:
            words += " · " + str(tr.plural("shinobi.pawns_won", won))
        elif state.phase not in ("pawns", "temple", "peek") and not state.is_terminal:
            # when they come (newcomer B, s14: 'when do I use my 12 pawns?' in round 1)
            words += " · " + str(tr("shinobi.pawns_when"))
        return words

    def piles_in_words(self) -> bool:
        """The deck and the Jigoku in words (layout.piles_in_words), for their labels now."""
        table = self.table
        state = table.state
        tr = table.app.tr
        font = theme.font(art.FONT_READ)
        labels = max(
            font.size(tr("shinobi.deck", count=len(state.deck)))[0],
            font.size(tr("shinobi.jigoku", count=len(state.jigoku)))[0],
        )
        return places.piles_in_words(table.layout, state.mode, labels)

    def deck_rect(self) -> pygame.Rect:
        table = self.table
        return places.deck_rect(table.layout, table.state.mode, self.piles_in_words())

    def jigoku_rect(self) -> pygame.Rect:
        table = self.table
        return places.jigoku_rect(table.layout, table.state.mode, self.piles_in_words())

    def scores_rect(self) -> pygame.Rect:
        return places.scores_rect(self.table.layout)

    def board_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Grand Master: Court, Missions, Final Showdown, the Decoys, the Temple."""
        return places.board_rects(self.table.layout.board)


HOARD_HAND = 12
"""A hand this big, kept by a computer corrupt at least HOARD_CORRUPT times, is said."""
HOARD_CORRUPT = 2


def hoarding(table: Any, seat: int) -> bool:
    """A computer holding a big hand while corrupt: its panel says why it may (newcomer A,
    s23, 100: Hard Midori corrupt 4 turns running, 24 cards at -15, 'looked broken from
    the sofa' until four Bears came down). Public counts only: its hand's size and its
    corruption, never what it holds. Not in a replay's view of everything: there the hand
    lies face up and says it, and its panel's room goes to the clans and the hand (a
    4-player replay's tiles fell to 13 px, its chips to faces)."""
    state = table.state
    if seat in table.humans or getattr(table, "open_hands", False):
        return False
    return len(state.hands[seat]) >= HOARD_HAND and len(state.corruption[seat]) >= HOARD_CORRUPT
