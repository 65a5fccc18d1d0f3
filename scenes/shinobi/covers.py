"""The Shinobi table's own screens over it: the Jigoku (J), the Scores (S, the results
screen's tables), Grand Master's ranking after a round, and the Decoy just peeked at
(for the person who peeked only)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.breakdown import Line
from ninjas.shinobi.data import card_name
from ninjas.shinobi.results import scores_so_far

from .. import theme
from ..widgets import draw_panel
from . import cards as art
from .court_card import card_size, draw_court_card

if TYPE_CHECKING:
    from .protocol import Table

COURT_REVEAL = -2
"""The `reveal`'s second place for an Imperial Court card just drawn (a pawn on the
Court), shown to the person who drew it before the laptop passes on: 'Imperial Court
card for you: Decree' (newcomer G, s10, nc-97/187: Leo never saw which card he got
until his next turn). Its third place is then the card's name."""


class Covers:
    """`Covers(table)`: which of the Jigoku and the Scores is open; draws every cover."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.jigoku_open = False
        self.scores_open = False
        self.scores_laid: tuple[Any, Any, Any] | None = None
        """The Scores screen's tables, laid out for (size, language, area) and scores."""
        self.court_drawn: pygame.Rect | None = None
        """The Court card just drawn, as last shown to its drawer (tests)."""

    def open_jigoku(self) -> None:
        self.jigoku_open = True  # A or B closes it (TableScene.handle_pad: covered)

    def open_scores(self) -> None:
        self.scores_open = True

    def draw_jigoku(self, canvas: pygame.Surface) -> None:
        table = self.table
        theme.draw_veil(canvas, 220)
        tr = table.app.tr
        px = theme.px
        title = theme.text(
            tr("shinobi.jigoku.title"), theme.FONT_HEADING, theme.GOLD, kind="display"
        )
        canvas.blit(title, title.get_rect(midtop=(table.size[0] // 2, px(30))))
        piles: dict[str, list[int]] = {}
        for card in sorted(table.state.jigoku):
            piles.setdefault(card_name(card), []).append(card)
        width, height = table.size
        area = pygame.Rect(
            px(30),
            px(40) + title.get_height(),
            width - 2 * px(30),
            height - px(110) - title.get_height(),
        )
        gap = px(10)
        card_w = table.layout.card_w
        for card_w in range(table.layout.zoom_w, table.layout.card_w - 1, -max(1, px(2))):
            cols = max(1, (area.width + gap) // (card_w + gap))
            if -(-len(piles) // cols) * (round(card_w * theme.CARD_RATIO) + gap) <= area.height:
                break
        cols = max(1, (area.width + gap) // (card_w + gap))
        card_h = round(card_w * theme.CARD_RATIO)
        for i, cards in enumerate(piles.values()):
            x = area.left + (i % cols) * (card_w + gap)
            y = area.top + (i // cols) * (card_h + gap)
            if y + card_h > area.bottom + gap:
                break
            canvas.blit(table.face(cards[0], card_w), (x, y))
            badge = theme.text(f"×{len(cards)}", theme.FONT_BODY, theme.MOONLIGHT)
            box = badge.get_rect(topright=(x + card_w - px(4), y + px(4))).inflate(px(10), px(2))
            pygame.draw.rect(canvas, theme.MIDNIGHT, box, border_radius=px(8))
            canvas.blit(badge, badge.get_rect(center=box.center))
        hint = theme.text(tr("shinobi.jigoku.close"), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midbottom=(table.size[0] // 2, self.close_hint_bottom())))

    def score_lines(self, seat: int) -> tuple[list[tuple[str, bool]], str]:
        """What the Scores screen (S) says of `seat`, as text: its lines (text, whether
        a heading) and its total (ninjas.shinobi.results.scores_so_far)."""
        tr = self.table.app.tr
        breakdown = scores_so_far(self.table.state)
        score = breakdown.seats[seat]
        lines = [
            (self.line_text(line), line.key == "shinobi.scores.so_far") for line in score.lines
        ]
        total = "" if score.total is None else f"{tr(breakdown.total_key)}: {score.total}"
        return lines, total

    def line_text(self, line: Line) -> str:
        text = line.text(self.table.app.tr)
        if line.points is None:
            return text
        return f"{text}: {line.points:+d}"

    def draw_scores(self, canvas: pygame.Surface) -> None:
        """The Scores screen (S): an opaque panel over the dimmed table, whose tables
        are the results screen's (scenes/results_tables.ScoreTables), at the same sizes."""
        from ..results_tables import ScoreTables

        tr = self.table.app.tr
        px = theme.px
        width = canvas.get_width()
        size = canvas.get_size()
        theme.draw_veil(canvas, 200)  # the whole table, the hand too, in the shade
        hint_bottom = self.close_hint_bottom()
        panel = pygame.Rect(px(24), px(14), width - 2 * px(24), hint_bottom + px(10) - px(14))
        draw_panel(canvas, panel, alpha=255, radius=14)
        title = theme.blit_text(
            canvas,
            tr("shinobi.scores"),
            theme.FONT_HEADING,
            theme.GOLD,
            "display",
            shadow=True,
            midtop=(width // 2, panel.top + px(8)),
        )
        hint_h = theme.font(theme.FONT_SMALL).get_linesize()
        area = pygame.Rect(panel.left + px(16), title.bottom + px(10), panel.width - 2 * px(16), 0)
        area.height = max(px(60), hint_bottom - hint_h - px(10) - area.top)
        breakdown = scores_so_far(self.table.state)
        key = (size, tr.lang, area.size)
        cached = self.scores_laid
        if cached is None or cached[0] != key or cached[1].breakdown != breakdown:
            tables = ScoreTables(self.table.app, "shinobi", breakdown, self.table.session)
            cached = self.scores_laid = (key, tables, tables.fit(area, px(20)))
        _, tables, (text_size, line_h, placed) = cached
        for table in placed:
            tables.draw_table(canvas, text_size, line_h, table)
        hint = theme.text(tr("shinobi.jigoku.close"), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midbottom=(width // 2, hint_bottom)))

    def close_hint_bottom(self) -> int:
        """Where a covering screen's "click to close" line ends: above the help line."""
        return self.table.size[1] - theme.px(44)

    def draw_reveal(self, canvas: pygame.Surface) -> None:
        """The Decoy the person at the screen just peeked at: its picture and name, for
        them only (the table is covered until they dismiss it). Or, with no seat, the
        Final Boss at the game's end, as big and for everyone, before the results
        (issue 33, newcomer O, s8 t8d: a small card in the Showdown box and a log line)."""
        table = self.table
        assert table.reveal is not None
        seat, decoy, boss = table.reveal
        if decoy == COURT_REVEAL and seat is not None:
            self.draw_court_reveal(canvas, seat, boss)
            return
        # opaque: behind a 235 veil the side panel's "Kai wins!" and the final scores read
        # through the Boss's reveal, and a peek's own log line behind it (newcomer Q, s8)
        theme.draw_veil(canvas, 255)
        tr = table.app.tr
        px = theme.px
        w, h = canvas.get_size()
        final = seat is None
        title = theme.text(
            tr("shinobi.reveal.final_title", boss=boss)
            if final
            else tr("shinobi.reveal.title", n=decoy + 1, boss=boss),
            theme.FONT_BANNER,
            theme.GOLD,
            kind="display",
        )
        canvas.blit(title, title.get_rect(midtop=(w // 2, h // 10)))
        top = h // 10 + title.get_height() + px(8)
        line_h = theme.font(theme.FONT_BODY).get_linesize()
        # what the Boss does, which a Decoy rules out of the final score
        key = "shinobi.reveal.final_rule" if final else "shinobi.reveal.rule"
        rule = tr(key, boss=boss, words=table.words.boss_words(boss))
        for line in table.wraps.wrap(rule, theme.FONT_BODY, w * 3 // 4):
            text = theme.text(line, theme.FONT_BODY, theme.GOLD)
            canvas.blit(text, text.get_rect(midtop=(w // 2, top)))
            top += line_h
        top += px(10)
        # how to go on: the help line at the foot says it, once (newcomer F, s15, 255:
        # 'Click or press Enter to continue' twice at a Decoy; newcomer A, s23, 198: at
        # the Final Boss too)
        hint: pygame.Surface | None = None
        below = (
            tr("shinobi.reveal.everyone")
            if seat is None
            else tr("shinobi.reveal.only", name=table.seat_name(seat))
        )
        lines = table.wraps.wrap(below, theme.FONT_BODY, w * 2 // 3)
        hint_h = hint.get_height() + px(12) if hint is not None else 0
        bottom = h - px(80) - hint_h - len(lines) * line_h
        box_h = max(px(60), bottom - top)
        box = pygame.Rect(0, 0, round(box_h / theme.CARD_RATIO), box_h)
        box.midtop = (w // 2, top)
        picture = art.art_image(boss, box.size)
        if picture is not None:
            canvas.blit(picture, box)
        pygame.draw.rect(canvas, theme.GOLD, box, px(2), border_radius=px(6))
        y = box.bottom + px(8)
        for line in lines:
            text = theme.text(line, theme.FONT_BODY, theme.MOONLIGHT)
            canvas.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += line_h
        if hint is not None:
            canvas.blit(hint, hint.get_rect(midbottom=(w // 2, h - px(80))))

    def draw_court_reveal(self, canvas: pygame.Surface, seat: int, card: str) -> None:
        """The Imperial Court card `seat` just drew, for them only, drawn as a card (the
        Court's picture, its name, its words: court_card.py) under the title, then when
        it is used and who sees it (the table stays covered until they go on; the card
        waits in their row). How to go on is the help line's at the foot."""
        table = self.table
        theme.draw_veil(canvas, 255)
        tr = table.app.tr
        px = theme.px
        w, h = canvas.get_size()
        name = tr(f"shinobi.court.{card}")
        said = tr("shinobi.reveal.court_title", card=name)
        title = art.fitting_text(said, w - px(80), theme.FONT_BANNER, theme.GOLD)
        canvas.blit(title, title.get_rect(midtop=(w // 2, h // 10)))
        line_h = theme.font(theme.FONT_BODY).get_linesize()
        below = [
            (tr("shinobi.reveal.court_when"), theme.MOONLIGHT),
            (tr("shinobi.reveal.court_only", name=table.seat_name(seat)), theme.TEXT_DIM),
        ]
        rows = [
            (line, colour)
            for words, colour in below
            for line in table.wraps.wrap(str(words), theme.FONT_BODY, w * 2 // 3)
        ]
        top = h // 10 + title.get_height() + px(20)
        bottom = h - px(70) - len(rows) * line_h - px(16)
        box = pygame.Rect(0, 0, *card_size(max(px(120), bottom - top)))
        box.midtop = (w // 2, top)
        self.court_drawn = box
        draw_court_card(canvas, box, card, tr, table.wraps)
        y = box.bottom + px(16)
        for line, colour in rows:
            text = theme.text(line, theme.FONT_BODY, colour)
            canvas.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += line_h

    def draw(self, canvas: pygame.Surface) -> None:
        """Whichever covers are open, in their order (a Decoy peeked at on top)."""
        table = self.table
        if self.jigoku_open:
            self.draw_jigoku(canvas)
        if self.scores_open:
            self.draw_scores(canvas)
        if table.ranking is not None:
            self.table.round_end.draw(canvas)
        if table.reveal is not None:
            self.draw_reveal(canvas)
