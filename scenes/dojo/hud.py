"""The Dojo table's still parts and status: the backdrop of panels (kept per size,
language and clan to act), the top bar (whose turn, the end-of-game warning) and each
clan's status (its figure, deck, discard, ninjas and land); and every picture a frame
may need, drawn ahead.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..registry import person_seat_name
from ..replay.watch_words import turn_shown
from ..widgets import draw_panel, shortened
from . import art
from .deck_warning import draw_warning
from .layout import LAYOUTS_KEPT, LOG_SIZE, SUMMON_CARD_W
from .past_counts import shown_counts, shown_piles
from .race_words import clock_text
from .tray import CARD_W, SMALL_W, card_size

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px


def panel(canvas: pygame.Surface, rect: pygame.Rect, **style: Any) -> None:
    """widgets.draw_panel with its corner and border at the size drawn."""
    style.setdefault("radius", px(theme.RADIUS))
    style.setdefault("border_width", max(1, px(theme.BORDER_WIDTH)))
    draw_panel(canvas, rect, **style)


class Hud:
    """The top bar and status of the table `table`."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.warning: pygame.Rect | None = None
        """Where the end-of-game warning was drawn in this frame's top bar (or None)."""
        self.bases: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()

    def draw_ahead(self) -> None:
        """Every picture a frame may need, drawn now so that no frame waits for one: the
        water frames of the board (the Dojos are drawn over it), the table for either
        clan's turn, card faces, dice and figures at the sizes the table uses."""
        px = theme.px
        self.board_backdrop()
        for frame in range(3):
            self.table.view.still(frame)
        for active in (0, 1, -1):
            self.base(active)
        r = self.table.view.radius
        for rank in range(14):
            for width in (CARD_W, SMALL_W, SUMMON_CARD_W):
                art.card_face(rank, px(width))
        for face in range(1, 7):
            for size in (px(40), px(44), self.table.map_layers.die_size()):
                art.die(face, size)
        art.blank_die(self.table.map_layers.die_size())
        for seat in (0, 1):
            art.tile("dojo", seat, r)
            art.card_back(seat, card_size()[0])
            art.card_back(seat, px(30))
            for height in (34, 40, 58):
                art.figure(seat, px(height))
            for height in (int(r * 0.86), int(r * 0.9), int(r * 1.05)):
                art.figure(seat, height)

    def board_backdrop(self) -> None:
        """The map's panel under the board's pictures (they are kept opaque)."""
        if self.table.view.backdrop is None:
            self.table.view.backdrop = self.base().subsurface(self.table.view.rect).copy()

    def base(self, active: int | None = None) -> pygame.Surface:
        """The still part of the table (sky, veil, panels, the title), kept per size,
        language and clan to act (a few at most)."""
        if active is None:
            active = self.lit_seat()
        lay = self.table.layout
        key = (active, self.table.app.tr.lang, lay.size)
        surface = self.bases.get(key)
        if surface is None:
            surface = pygame.Surface(lay.size)
            theme.draw_background(surface)
            theme.draw_veil(surface, 150)
            panel(surface, lay.map, fill=(16, 22, 40), alpha=200)
            for seat in (0, 1):
                rect = self._seat_rect(seat)
                colour = art.CLAN_COLOURS[seat]
                panel(
                    surface,
                    rect,
                    fill=theme.lerp(theme.PANEL, colour, 0.2 if seat == active else 0.05),
                    border=colour if seat == active else theme.BORDER,
                )
            for box in (lay.action, lay.log):
                panel(surface, box)
            title = theme.text(
                self.table.app.tr("game.dojo.name"), theme.FONT_HEADING, theme.GOLD, kind="display"
            )
            surface.blit(title, (px(16), px(2)))
            self.bases[key] = surface
            while len(self.bases) > 2 * LAYOUTS_KEPT:
                self.bases.popitem(last=False)
        self.bases.move_to_end(key)
        return surface

    def _seat_rect(self, seat: int) -> pygame.Rect:
        status = self.table.layout.status
        gap = px(6)
        half = (status.height - gap) // 2
        return pygame.Rect(status.left, status.top + seat * (half + gap), status.width, half)

    def draw_top(self, canvas: pygame.Surface) -> None:
        tr = self.table.app.tr
        state = self.table.state
        x = px(130)
        middle = px(24)
        if state.phase == "dojo":
            text = tr("dojo.top.placing")
        elif state.is_terminal and self.table.session.ending is not None:
            # the last move waits for its End turn: Undo may still take it back
            text = tr("dojo.top.last_move", name=self.table.seat_name(self.table.session.ending))
        elif state.is_terminal:
            text = tr("dojo.top.over")
        elif self.battle_told() is not None:
            text = self.battle_told()
        elif self.laying() is not None:
            # the defender lays in the mover's turn: who acts now is named (newcomer P,
            # s12, 131_s: 'Hélène, turn 2' while Tom laid his cards)
            text = tr("dojo.top.lays", name=self.table.seat_name(self.laying()))
        elif self.told_turn()[1] == 0:  # the Dojos' placing still told (no turn yet):
            # not 'Orange clan, turn 0' (newcomer D, s23, EN 1920x1080, 13-cpu-place-1)
            text = tr("dojo.top.placing")
        else:
            told, number = self.told_turn()
            text = tr("dojo.top.turn", name=self.table.seat_name(told), turn=number)
        turn = theme.blit_text(canvas, text, theme.FONT_BODY, theme.MOONLIGHT, midleft=(x, middle))
        laying = None if self.battle_told() is not None else self.laying()
        figure = art.figure(self.told_seat() if laying is None else laying, px(34))
        if state.phase != "dojo" and not state.is_terminal and self.told_turn()[1] != 0:
            canvas.blit(figure, (x - px(38), px(4)))
        # (the computer's wait is said in the panel alone, prompt_panel.waiting)
        right = self.table.layout.thinking_right
        self.warning = draw_warning(
            canvas, self.table, turn.right + px(24), right, self.told_seat()
        )

    def battle_told(self) -> str | None:
        """'Battle: Ana attacks Ben' while a battle's cards are being told or their read
        is waited for (the rules are at the next round's deal already: the top bar said
        'Ben lays battle cards' while Ana's attack turned, newcomer X, s13, 059_4, 167,
        168); None otherwise."""
        table = self.table
        tray = table.stage.tray
        if tray is None or tray.closing is not None or not (table.busy or table.reveal.waiting):
            return None
        name = table.seat_name
        return str(
            table.app.tr(
                "dojo.top.battle", attacker=name(tray.attacker), defender=name(tray.defender)
            )
        )

    def laying(self) -> int | None:
        """The defender laying their battle cards in the other's turn (else None)."""
        state = self.table.state
        seat = state.current_player
        if state.phase != "lay" or seat == state.mover or self.told_seat() != state.mover:
            return None
        return int(seat)

    def told_turn(self) -> tuple[int, int]:
        """The seat and the turn the top bar names ('Blue clan, turn 1'): the turn to
        move, or the turn still being told (its summoning dice, say) as it was counted;
        in a replay, the turn of the action shown, which its strip and prompt say too
        (watch_words.shown_turn: newcomer Z, s21, 59d)."""
        state = self.table.state
        shown = turn_shown(self.table)
        if getattr(self.table, "watching", False) and shown is not None:
            return int(shown[0]), int(shown[1])
        told = self.told_seat()
        if told != state.mover:
            return told, int(state.turns[told])
        return told, int(state.turns[told]) + 1

    def lit_seat(self) -> int:
        """The clan whose panel is lit as the one to act: the seat to move, but a turn
        that waits for its End turn, or for its summoning to be read, is still that
        seat's (newcomer B, s23, FR 1280x720, 50: her Dojo placed, the table said 'Bea
        finit son tour sur son téléphone' under the Blue clan's panel lit). -1: over."""
        table = self.table
        state = table.state
        if state.is_terminal:
            return -1
        ending = table.turn_end.seat if table.turn_end.waiting else None
        if ending is not None:
            return int(ending)
        if table.summon_hold.waiting and table.last_turn is not None:
            return int(table.last_turn)
        return int(state.current_player)

    def told_seat(self) -> int:
        """The seat whose turn the top bar names: the one to move, unless the table is
        still telling the turn that passed (a person's summoning dice still tumbling read
        'Blue clan, turn 1' over them: issue 33, newcomer J; it named only another seat's
        turn still told, never the person's own)."""
        state = self.table.state
        told = self.table.last_turn
        if self.table.busy and told is not None and told != state.mover:
            return told
        turn = turn_shown(self.table)
        if getattr(self.table, "watching", False) and turn is not None:
            return int(turn[0])  # a replay: the turn of the action shown (told_turn)
        shown = self.table.summoning.dice.rolled()
        if getattr(self.table, "watching", False) and shown is not None:
            # a replay's step, the last die set, shows that turn's roll: its turn is
            # named ('Blue clan, turn 1' over 'Wen sets die 5 of 5': newcomer W, s21)
            return int(shown.seat)
        return int(state.mover)

    def kinds(self) -> list[str]:
        """Each clan's line under its name: who plays it and, once the game is under way,
        how long its deck lasts at its pace, the game's clock (newcomer M, s8): 'Human ·
        ≈ 10 turns at this pace', or, when either does not fit, both in fewer words
        ('≈ 10 turns left'; the kind left out if even that does not fit)."""
        tr = self.table.app.tr
        state = self.table.state
        seats = self.table.session.seats
        kinds = [
            str(tr("setup.level." + who.level) if who.is_ai and who.level else tr("setup.human"))
            for who in seats
        ]
        if state.phase == "dojo" or state.is_terminal:
            return kinds
        font = theme.font(LOG_SIZE)
        rooms = [
            rect.right - px(124) - (rect.left + px(66)) for rect in map(self._seat_rect, (0, 1))
        ]
        # an empty deck shows 0 by its count: 'deck out next turn' under it said it again,
        # as if still to come (newcomer X, s9); the kind alone stays
        ticking = [bool(state.decks[s]) for s in (0, 1)]
        for short in (False, True):
            lines = [
                f"{k} · {clock_text(self.table, s, short)}" if ticking[s] else k
                for s, k in enumerate(kinds)
            ]
            if all(font.size(line)[0] <= room for line, room in zip(lines, rooms, strict=True)):
                return lines
        return [
            line
            if font.size(line)[0] <= room or not ticking[s]
            else clock_text(self.table, s, True)
            for s, (line, room) in enumerate(zip(lines, rooms, strict=True))
        ]

    def draw_status(self, canvas: pygame.Surface) -> None:
        """Each clan: its figure and name, its deck (the game's clock), its discard, its
        ninjas on the board and the land it holds alone."""
        tr = self.table.app.tr
        kinds = self.kinds()
        for seat in (0, 1):
            rect = self._seat_rect(seat)
            canvas.blit(art.figure(seat, px(58)), (rect.left + px(4), rect.top + px(6)))
            left = rect.left + px(66)
            # "Béa (Orange clan)" for a named person, shortened before the deck's count
            name = person_seat_name(self.table.app, self.table.session, seat)
            room = rect.right - px(124) - left
            theme.blit_text(
                canvas,
                shortened(name, theme.FONT_BODY, room),
                theme.FONT_BODY,
                theme.MOONLIGHT,
                topleft=(left, rect.top + px(4)),
            )
            kind = kinds[seat]
            theme.blit_text(
                canvas,
                shortened(kind, LOG_SIZE, room),
                LOG_SIZE,
                theme.TEXT_DIM,
                topleft=(left, rect.top + px(30)),
            )
            ninjas, land = shown_counts(self.table, seat)  # (a replay's: its board's)
            stats = (
                (tr("dojo.stat.ninjas"), ninjas),
                (tr("dojo.stat.land"), land),
                (tr("dojo.stat.discard"), shown_piles(self.table, seat)[1]),
            )
            sx = left
            for label, value in stats:  # side by side, each as wide as its words
                drawn = theme.blit_text(
                    canvas,
                    f"{label} {value}",
                    LOG_SIZE,
                    theme.MOONLIGHT,
                    topleft=(sx, rect.top + px(50)),
                )
                sx = drawn.right + px(12)
            # the deck: a card back and its count, large (the clock), and under them
            # "cards left" on the line of the figures (its width is the language's)
            back = art.card_back(seat, px(30))
            deck_x = rect.right - px(118)
            canvas.blit(back, (deck_x, rect.top + px(4)))
            cards = shown_piles(self.table, seat)[0]  # (the replayed turn's, as it stood)
            colour = theme.VERMILION if cards <= 10 else theme.GOLD
            theme.blit_text(
                canvas,
                str(cards),
                theme.FONT_HEADING,
                colour,
                "display",
                shadow=True,
                midleft=(deck_x + px(38), rect.top + px(24)),
            )
            theme.blit_text(
                canvas,
                tr("dojo.stat.deck"),
                LOG_SIZE,
                theme.TEXT_DIM,
                topright=(rect.right - px(10), rect.top + px(50)),
            )
