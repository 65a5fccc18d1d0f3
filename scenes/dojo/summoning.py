"""The Dojo table's summoning: how many cards the mover summons with (by -, +, the
wheel, digits typed, PageUp/PageDown, Home and End), the warning of what that count
does to the deck, and the summoning's cards and dice at the foot of the action panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.dojo import data
from ninjas.dojo.cards import rank_name

from .. import theme
from . import art
from .layout import (
    CHIP_GAP,
    LOG_LINE,
    LOG_SIZE,
    OPTION_H,
    SUMMON_AREA,
    SUMMON_CARD_W,
    SUMMON_LABEL_W,
)
from .race_words import summon_cost
from .stage import SummonShow
from .summon_dice import SummonDice
from .summon_end_words import ends_params, ends_whole
from .summon_mark import draw_safe_mark
from .won_summon import decided

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px

TILE = 36
"""A summoning card's tile, when more are drawn than a row of cards holds (design px):
36 across under the label, where 30 beside it were tiny at 1280x720 (newcomer W, s21)."""
TILE_TEXT = 26
"""A tile's value, in the display face."""
TRACK_GAP = 6
"""Between the - / + row and the scale of counts under it (design px)."""
TYPE_SECONDS = 1.2
"""Digits typed within this long of each other make one summoning count (2, 3: 23)."""
SUMMON_STEP = 5
"""PageUp/PageDown change the summoning count by this many."""
DIGITS = {
    **{pygame.K_0 + d: d for d in range(10)},
    pygame.K_KP0: 0,
    **{pygame.K_KP1 + d: d + 1 for d in range(9)},
}
"""The keys of the digits, top row and keypad (SDL puts the keypad's 0 after its 9)."""
ENDS = (255, 170, 150)
"""A count that draws past the deck (the game ends): its words and its step of the scale."""


class Summoning:
    """The summoning of the table `table` (its state, time, layout; its stage's show)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.count = 1
        """The cards chosen to summon with."""
        self._typed: tuple[int, float] | None = None
        self._turn: tuple[int, int] | None = None
        self.dice = SummonDice(table)
        """The roll told hex by hex above the cards while the dice are held in view."""

    def refresh(self) -> None:
        """A new summoning starts at the safe count; a count chosen stays in bounds."""
        state = self.table.state
        if state.phase != "summon":
            return
        turn = (state.mover, state.turns[state.mover])
        if self._turn != turn:
            self._turn = turn
            self.count = self.safe()
        self.count = max(1, min(self.count, self.most()))

    def shown(self) -> bool:
        state = self.table.state
        if self.table.turn_again.active:  # a replay's dice: on the board alone
            return False
        if decided(self.table, state.mover):  # a won game's: never shown (won_summon)
            return False
        return (
            self.table.stage.summon_show is not None
            or state.phase == "assign"
            or (state.phase == "joker" and state.battle is None)
        )

    def set(self, count: int) -> None:
        self.count = max(1, min(self.most(), count))
        self.table.choices.build()

    def safe(self) -> int:
        """The most cards the mover may summon with and still not run out of cards: their
        ninjas on the board, or what is left in their deck when that is fewer (at least
        one: a summoning draws a card)."""
        state = self.table.state
        return max(1, min(state.on_board(state.mover), len(state.decks[state.mover])))

    def warning(self) -> str:
        """What the count chosen does to the deck, said before confirming: it would run out
        (the game ends now, and who wins on land as it stands), or it takes the last card
        (the next draw ends the game), or what it leaves and the rule of the race ('Summon
        with 12: your deck 42 → 30. The game ends when a deck runs out...': newcomer M,
        s8, never told that summoning big shortens the game for both)."""
        state = self.table.state
        if state.phase != "summon":
            return ""
        tr = self.table.app.tr
        me = state.mover
        deck = len(state.decks[me])
        if self.count < deck:  # what it costs the clock, what it brings, and the rule
            return summon_cost(self.table, self.count)
        if self.count == deck:
            return tr("dojo.summon.last_card", count=deck)
        return tr("dojo.summon.ends", **ends_params(self))

    def type_digit(self, digit: int) -> None:
        """Digits typed in a row (within TYPE_SECONDS) make one count: 2 then 3 is 23."""
        if self._typed is not None and self.table.time - self._typed[1] <= TYPE_SECONDS:
            value = self._typed[0] * 10 + digit
        else:
            value = digit
        if value > self.most():
            value = digit
        self._typed = (value, self.table.time)
        if value >= 1:
            self.set(value)

    def key(self, key: int) -> bool:
        """The summoning count by keys: digits typed (2, 3: 23), PageUp/PageDown by five,
        Home the least, End all the deck allows; True when the key was taken."""
        if key in DIGITS:
            self.type_digit(DIGITS[key])
        elif key == pygame.K_PAGEUP:
            self.set(self.count + SUMMON_STEP)
        elif key == pygame.K_PAGEDOWN:
            self.set(self.count - SUMMON_STEP)
        elif key == pygame.K_HOME:
            self.set(1)
        elif key == pygame.K_END:
            self.set(self.safe())
        else:
            return False
        return True

    def draw_cards(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """The summoning's cards (those the table told, else the state's: a game opened
        while its dice are being set)."""
        state = self.table.state
        show = self.table.stage.summon_show or SummonShow(state.mover, list(state.summon_cards))
        self.dice.draw(canvas, self.table.summon_hold.rows_bottom(area.top - px(6)))
        text = self.table.app.tr("dojo.summon_cards", name=self.table.seat_name(show.seat))
        if self.chipped(len(show.cards)):  # the label over the tiles, their row whole
            self.draw_chips(canvas, show, area, text)
            return
        lines = self.table.wrap(text, LOG_SIZE, px(SUMMON_LABEL_W))[:2]
        y = area.centery - len(lines) * px(LOG_LINE) // 2
        for line in lines:
            theme.blit_text(canvas, line, LOG_SIZE, theme.TEXT_DIM, topleft=(area.left, y))
            y += px(LOG_LINE)
        width = px(SUMMON_CARD_W)
        left = area.left + px(SUMMON_LABEL_W + 6)
        room = area.right - left
        lit = self.lit(show)
        if len(show.cards) * (width + px(4)) - px(4) > room:
            self.draw_chips(canvas, show, area, text)
            return
        step = width + px(4)
        for i, card in enumerate(show.cards):
            face = self.table.tray_view.painter.face(show.seat, card, False, SUMMON_CARD_W)
            pos = (left + i * step, area.top)
            canvas.blit(face, pos)
            if card in lit:
                pygame.draw.rect(
                    canvas,
                    theme.GOLD,
                    pygame.Rect(pos, face.get_size()).inflate(px(4), px(4)),
                    max(1, px(2)),
                    px(4),
                )

    def lit(self, show: SummonShow) -> set[int]:
        """The faces of the dice stopped so far: the cards of those numbers are ringed,
        one die after another (summon_roll.py)."""
        if show.faces is None:
            return set()
        return {show.faces[i] for i in self.dice.landed(show)}

    def cards_now(self) -> list[int]:
        show = self.table.stage.summon_show
        if show is not None:
            return show.cards
        return list(self.table.state.summon_cards) if self.table.state.phase == "assign" else []

    def chipped(self, count: int) -> bool:
        """Are `count` cards more than a row of cards beside the label holds (then tiles,
        under the label)?"""
        room = self.table.layout.action.width / self.table.layout.scale - 28 - SUMMON_LABEL_W - 6
        return count * (SUMMON_CARD_W + 4) - 4 > room

    def chips_per_row(self) -> int:
        """Tiles a row, the panel's whole width theirs (the label over them): beside the
        label, 30 px tiles wrapped 15 cards to 3 rows at 1280x720 (newcomer W, s21,
        89_g2_sum15: 'tiny, hard from the sofa'); now TILE tiles, 15 in 2 rows."""
        room = self.table.layout.action.width / self.table.layout.scale - 28
        return max(1, int((room + CHIP_GAP) // (TILE + CHIP_GAP)))

    def area_h(self) -> int:
        """The summoning's cards' height at the foot of the action panel (design px): a
        row of cards, or, when more are drawn than a row holds, the label's line over
        rows of tiles with their values (all of them, 23 if need be)."""
        cards = self.cards_now()
        if not self.chipped(len(cards)):
            return SUMMON_AREA
        rows = -(-len(cards) // self.chips_per_row())
        return max(SUMMON_AREA, LOG_LINE + rows * (TILE + CHIP_GAP) + 2)

    def draw_chips(
        self, canvas: pygame.Surface, show: SummonShow, area: pygame.Rect, label: str
    ) -> None:
        """Many summoning cards as rows of tiles under the `label`, each with its value,
        in rank order (the ones a die has matched ringed in gold)."""
        line = pygame.Rect(area.left, area.top, area.width, px(LOG_LINE))
        if line.collidelist([o.rect for o in self.table.choices.options]) < 0:
            # (left out under the list's last row, where a long hint pushed it: 'Clan
            # orange invoque avec :' under 'Autres choix (Tab)', newcomer C, s22, g41)
            theme.blit_text(canvas, label, LOG_SIZE, theme.TEXT_DIM, topleft=area.topleft)
        top = area.top + px(LOG_LINE)
        per_row = self.chips_per_row()
        lit = self.lit(show)
        for i, card in enumerate(sorted(show.cards)):
            self.table.tray_view.painter.faces_drawn.append((show.seat, card, False))
            row, col = divmod(i, per_row)
            rect = pygame.Rect(
                area.left + px(col * (TILE + CHIP_GAP)),
                top + px(row * (TILE + CHIP_GAP)),
                px(TILE),
                px(TILE),
            )
            if card == data.JOKER:
                canvas.blit(art.scaled("joker", rect.size), rect)
            else:
                pygame.draw.rect(canvas, (246, 238, 220), rect, border_radius=px(4))
                ink = (150, 30, 26) if card in (1, 11, 12, 13) else theme.MIDNIGHT
                theme.blit_text(
                    canvas, rank_name(card), TILE_TEXT, ink, "display", center=rect.center
                )
            if card in lit:
                pygame.draw.rect(
                    canvas, theme.GOLD, rect.inflate(px(4), px(4)), max(1, px(2)), px(5)
                )

    def track(self) -> pygame.Rect | None:
        """The scale of counts, 1 to the most allowed, between the - / + row and the
        Summon button: a click on it chooses that count (None when not shown). The count
        starts at the most the deck allows, and a newcomer clicked - nine times to draw
        one card (newcomer B, gd32.png)."""
        state = self.table.state
        if state.phase != "summon" or self.table.telling_other() or not self.table.can_act:
            return None
        if not self.table.choices.options:
            return None
        area = self.table.choices.area()
        top = area.top + px(OPTION_H + TRACK_GAP)
        return pygame.Rect(area.left + px(30), top, area.width - px(60), px(OPTION_H))

    def most(self) -> int:
        """The scale's last count: the ninjas on the board, or, where the deck holds
        fewer, one past the deck: the count that ends the game (any more ends it the
        same way). A scale to 41 with 13 cards left read as 28 dead counts beside 'Max:
        13' (newcomer M, s11, nc-M/100; J: 'Max: 17' with the scale to 29)."""
        state = self.table.state
        return max(1, min(state.on_board(state.mover), len(state.decks[state.mover]) + 1))

    def tick_x(self, track: pygame.Rect, count: int) -> int:
        """Where `count` stands on the scale."""
        most = self.most()
        if most <= 1:
            return track.centerx
        return track.left + round((count - 1) * track.width / (most - 1))

    def press(self, pos: tuple[int, int]) -> bool:
        """A click on the scale of counts chooses the count under it."""
        track = self.track()
        if track is None or not track.inflate(px(12), px(6)).collidepoint(pos):
            return False
        most = self.most()
        share = (pos[0] - track.left) / max(1, track.width)
        self.set(1 + round(max(0.0, min(1.0, share)) * (most - 1)))
        self.table.app.audio.play("click")
        return True

    def draw_track(self, canvas: pygame.Surface) -> None:
        """The scale: a line from 1 to the most, a tick per count (every fifth when
        there are many), the count chosen as a gold knob with its number."""
        track = self.track()
        if track is None:
            return
        most, y = self.most(), track.centery
        pygame.draw.line(canvas, theme.TEXT_FAINT, (track.left, y), (track.right, y), px(3))
        deck = len(self.table.state.decks[self.table.state.mover])
        if most > deck >= 1:  # the last step draws past the deck: the game ends
            start = self.tick_x(track, deck)
            pygame.draw.line(canvas, ENDS, (start, y), (track.right, y), px(3))
        every = 1 if most <= 20 else 5
        for count in range(1, most + 1):
            if count in (1, most) or count % every == 0:
                x = self.tick_x(track, count)
                pygame.draw.line(canvas, theme.TEXT_DIM, (x, y - px(5)), (x, y + px(5)), px(2))
        for count, anchor in ((1, "midright"), (most, "midleft")):
            x = self.tick_x(track, count)
            at = {anchor: (x - px(8) if count == 1 else x + px(8), y)}
            ink = ENDS if count == most > deck >= 1 else theme.TEXT_DIM  # (the end's count)
            if most > 1:
                theme.blit_text(canvas, str(count), LOG_SIZE, ink, **at)
        draw_safe_mark(canvas, self, track)  # the count that keeps next turn's summoning
        x = self.tick_x(track, min(self.count, most))  # a hint's count past it: at its end
        pygame.draw.circle(canvas, theme.GOLD, (x, y), px(9))
        pygame.draw.circle(canvas, theme.MIDNIGHT, (x, y), px(9), max(1, px(2)))

    def draw_count(self, canvas: pygame.Surface) -> None:
        """The count chosen between - and +, and under the confirming button what it
        does to the deck."""
        state = self.table.state
        hidden = self.table.telling_other()
        if state.phase == "summon" and self.table.choices.options and not hidden:
            area = self.table.choices.area()
            theme.blit_text(
                canvas,
                str(self.count),
                theme.FONT_HEADING,
                theme.GOLD,
                "display",
                center=(area.left + px(110), area.top + px(OPTION_H) // 2),
            )
            self.draw_track(canvas)
            placed = self.warning_lines()
            if placed:  # under the confirming button: what this count does to the deck
                deck = len(state.decks[state.mover])
                colour = ENDS if self.count > deck else theme.GOLD
                if self.count < deck:
                    colour = theme.MOONLIGHT
                for line, y in placed:
                    theme.blit_text(canvas, line, theme.FONT_SMALL, colour, topleft=(area.left, y))

    def warning_lines(self) -> list[tuple[str, int]]:
        """The warning's lines under the confirming button and the top of each, as
        draw_count lays them (none when it is not shown)."""
        state = self.table.state
        if state.phase != "summon" or not self.table.choices.options:
            return []
        if self.table.telling_other():
            return []
        warning = self.warning()
        if not warning:
            return []
        area = self.table.choices.area()
        y = max(o.rect.bottom for o in self.table.choices.options) + px(10)
        bottom = self.table.layout.action.bottom - px(4)  # never over the log
        clash = self.table.prompt_panel.clash_lines()
        if clash:  # the last battle's clash is said under it: room kept for it
            bottom -= len(clash) * px(LOG_LINE) + px(6)
        lines = self.table.wrap(warning, theme.FONT_SMALL, area.width)[:4]
        step = theme.font(theme.FONT_SMALL).get_linesize()
        deck = len(state.decks[state.mover])
        if self.count > deck:  # the game's end: said whole
            lines, bottom = ends_whole(self, warning, y, bottom)
        elif self.count == deck:  # the last card: the next draw ends it, said whole
            short = str(self.table.app.tr("dojo.summon.last_card_short"))
            lines, bottom = ends_whole(self, warning, y, bottom, short)
        if y + px(22) * (len(lines) - 1) + step > bottom and self.count < len(
            state.decks[state.mover]
        ):  # the cost in fewer words: the race's rule is the top bar's
            short = summon_cost(self.table, self.count, short=True)
            lines = self.table.wrap(short, theme.FONT_SMALL, area.width)[:4]
        out = []
        for line in lines:
            if y + theme.font(theme.FONT_SMALL).get_linesize() > bottom:
                break
            out.append((line, y))
            y += px(22)
        return out

    def warning_bottom(self) -> int | None:
        """Where the warning's last line ends (None: no warning shown): the hex note
        keeps under it (issue 33, newcomer P, s8 shot-14: the note lay over 'Summon
        with 5: your deck 54 → 49 ...', both unreadable)."""
        placed = self.warning_lines()
        if not placed:
            return None
        return placed[-1][1] + theme.font(theme.FONT_SMALL).get_linesize()
