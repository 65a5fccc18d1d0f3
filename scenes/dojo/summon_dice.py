"""The summoning's roll told in the action panel while its dice are held in view: a row
for each hex that had dice, coming as its dice stop (summon_roll.py), its dice as they fell, each die that matched ringed in gold
and followed by the card(s) of its number it matched, and the ninjas the hex gains
(issue 33, newcomer L, s96/s97: "The dice show 1, 3, 2, 5, 1: Orange clan gains 1
ninja" said nothing of which die under which hex had matched which card). The dice stay
on their hexes too (map_layers.draw_dice: those that matched ringed, the others dimmed),
and the cards they matched are lit at the panel's foot (summoning.py). Everything here
is public: the summoning's cards are drawn face up and the dice rolled for all to see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.dojo.cards import rank_name
from ninjas.dojo.hexgrid import Hex

from .. import theme
from . import art
from .layout import CHIP_H, CHIP_TEXT, CHIP_W, LOG_LINE, LOG_SIZE, OPTIONS_HIGH
from .replay_step import step_rect
from .stage import SummonShow
from .summon_roll import Roll

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px

DIE = 28
"""A die in a row (design px): a hand card's number at a glance, as the chips'."""
GAP = 6


def rows(
    show: SummonShow, landed: set[int] | None = None
) -> list[tuple[Hex, list[tuple[int, int]], int]]:
    """The roll by hex, in the order the dice were set: (hex, [(face, cards of that
    number among the summoning's)], ninjas gained there); `landed`: the dice that show
    their face so far (summon_roll.py), all if None."""
    out: dict[Hex, list[tuple[int, int]]] = {}
    for i, (h, face) in enumerate(zip(show.hexes, show.faces or [], strict=False)):
        if landed is None or i in landed:
            out.setdefault(h, []).append((face, show.cards.count(face)))
    return [(h, dice, sum(n for _, n in dice)) for h, dice in out.items()]


class SummonDice:
    """The rows of the roll, drawn over the action panel's free middle while the table
    `table` holds its rolled dice in view."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.drawn: list[tuple[Hex, pygame.Rect, list[pygame.Rect]]] = []
        """Each row drawn: its hex, its rectangle, its matched dice's rings (tests)."""
        self.more = 0
        """The hexes left out for want of room, said in a last line."""
        self.told: list[str] = []
        """Each row's words as drawn, its lines joined (tests: never cut short)."""

    def bottom(self) -> int | None:
        """The foot of the rows drawn (the line of more hexes included), None when none
        show: the hex note keeps off them (hex_note.HexNote.box)."""
        if self.rolled() is None or not self.drawn:
            return None
        return self.drawn[-1][1].bottom + (px(LOG_LINE) if self.more else 0)

    def rolled(self) -> SummonShow | None:
        """The summoning shown once a die of it shows its face (None before)."""
        show = self.table.stage.summon_show
        if show is None or show.faces is None or not self.landed(show):
            return None
        return show

    def landed(self, show: SummonShow) -> set[int]:
        """The dice of `show` that show their face now: one after another (summon_roll)."""
        roll = Roll(self.table, show)
        return {i for i in range(roll.count) if roll.landed(i)}

    def draw(self, canvas: pygame.Surface, bottom: int) -> None:
        """The rows, from under the prompt down to `bottom` (the summoning's cards):
        as many hexes as fit, the last row saying how many more."""
        self.drawn, self.told = [], []
        show = self.rolled()
        if show is None:
            return
        action = self.table.layout.action
        left, right = action.left + px(14), action.right - px(14)
        y = action.top + px(OPTIONS_HIGH)
        step = step_rect(self.table)  # a replay's step, said above the rows (replay_step)
        if step is not None:
            y = max(y, step.bottom + px(GAP))
        tr = self.table.app.tr
        table = rows(show, self.landed(show))  # hex by hex as its dice stop
        if len(table) * px(DIE + 4 + GAP) > bottom - y:
            table.sort(key=lambda row: row[2] == 0)  # too many to fit: the matches first
        self.more = 0
        if self.listed(canvas, table, left, right, y, bottom):
            return
        half = (right - left) // 2
        column = max((w for w in (self.width(d) for _, d, _ in table) if w <= half), default=0)
        # each hex by the shortest name the rows' others do not share (its dice are on
        # the board under it): the whole name by what is near it took two lines a row
        names = self.table.narrator.short_names([h for h, _, _ in table])
        for h, dice, gained in table:
            place = names[h]
            words = (
                tr.plural("dojo.summon.row", gained, place=place)
                if gained
                else tr("dojo.summon.row.none", place=place)
            )
            words = words[:1].upper() + words[1:]
            wide = self.width(dice)
            beside = wide <= half  # the words right of the dice, else above them
            room = right - left - (column + px(GAP * 2) if beside else 0)
            # every line: "Le Dojo du Clan orange : aucun dé ne répond à une carte, aucun
            # ninja" takes three, and two cut it after "carte," (newcomer M, s8 e2.png)
            lines = self.table.wrap(words, LOG_SIZE, room)
            text_h = len(lines) * px(LOG_LINE)
            height = (max(text_h, px(DIE + 4)) if beside else text_h + px(DIE + 4)) + px(GAP)
            if y + height > bottom - (px(LOG_LINE) if (h, dice, gained) != table[-1] else 0):
                self.more = len(table) - len(self.drawn)  # and a line saying how many more
                words = more_words(tr, table[len(self.drawn) :])
                theme.blit_text(canvas, words, LOG_SIZE, theme.TEXT_DIM, topleft=(left, y))
                break
            dice_top = y + (max(0, text_h - px(DIE)) // 2 if beside else text_h) + px(2)
            rings = self._dice(canvas, show.seat, dice, left, right, dice_top)
            colour = theme.GOLD if gained else theme.TEXT_DIM
            x = left + column + px(GAP * 2) if beside else left  # the words in a column
            ty = y + (max(0, px(DIE + 4) - text_h) // 2 if beside else 0)
            for line in lines:
                theme.blit_text(canvas, line, LOG_SIZE, colour, topleft=(x, ty))
                ty += px(LOG_LINE)
            self.drawn.append((h, pygame.Rect(left, y, right - left, height), rings))
            self.told.append(" ".join(lines))
            y += height

    def needed(self, table: list[tuple[Hex, list[tuple[int, int]], int]], room: int) -> int:
        """The height every row of `table` takes, drawn as rows (real px)."""
        names = self.table.narrator.short_names([h for h, _, _ in table])
        half = room // 2
        column = max((w for w in (self.width(d) for _, d, _ in table) if w <= half), default=0)
        total = 0
        for h, dice, _ in table:
            beside = self.width(dice) <= half
            width = room - (column + px(GAP * 2) if beside else 0)
            text_h = len(self.table.wrap(names[h] + ": +00 ninjas", LOG_SIZE, width))
            text_h *= px(LOG_LINE)
            total += (max(text_h, px(DIE + 4)) if beside else text_h + px(DIE + 4)) + px(GAP)
        return total

    def listed(
        self,
        canvas: pygame.Surface,
        table: list[tuple[Hex, list[tuple[int, int]], int]],
        left: int,
        right: int,
        top: int,
        bottom: int,
    ) -> bool:
        """Where the rows would not all fit: the hexes said in words, those that gained
        first ('Gained: the Dojo +3, the plains (west) +3, ...'), then those where no
        die matched, by name or counted (their dice stay on the board, ringed or
        dimmed); where even the words would not fit, as many of those that gained as
        do, then how many more ('... 4 more hexes: +9 ninjas, on the board'). Newcomer
        F, s15, 085: two rows then '... 11 more hexes: +21 ninjas, on the board'.
        False (nothing drawn) when the rows fit, or no words do."""
        if self.needed(table, right - left) <= bottom - top:
            return False
        tr = self.table.app.tr
        names = self.table.narrator.short_names([h for h, _, _ in table])
        gained = [row for row in table if row[2]]
        none = [h for h, _, n in table if not n]
        tries: list[tuple[int, str]] = []  # (hexes left unsaid, the words)
        for k in range(len(gained), -1, -1):  # every hex that gained, else the first k
            said = []
            if gained[:k]:
                entries = ", ".join(
                    tr("dojo.summon.entry", place=names[h], count=n) for h, _, n in gained[:k]
                )
                said.append(tr("dojo.summon.gains", list=entries))
            rest = gained[k:]
            if none and k == len(gained):
                places = ", ".join(names[h] for h in none)
                tries.append((0, " ".join([*said, tr("dojo.summon.none_named", places=places)])))
            if rest:
                said.append(more_words(tr, rest) + ".")
            if none:
                said.append(tr.plural("dojo.summon.none_count", len(none)))
            tries.append((len(rest), " ".join(said)))
        fits = [
            (unsaid, lines)
            for unsaid, lines in ((n, self.table.wrap(w, LOG_SIZE, right - left)) for n, w in tries)
            if top + len(lines) * px(LOG_LINE) <= bottom
        ]
        if not fits:
            return False
        self.more, lines = fits[0]
        y = top
        for line in lines:
            theme.blit_text(canvas, line, LOG_SIZE, theme.GOLD, topleft=(left, y))
            y += px(LOG_LINE)
        block = pygame.Rect(left, top, right - left, y - top)
        self.drawn = [(h, block, []) for h, _, _ in table]
        self.told = [" ".join(lines)]
        return True

    @staticmethod
    def width(dice: list[tuple[int, int]]) -> int:
        """The dice of a hex in a line, their matched cards included (real px)."""
        size, chip = px(DIE), px(CHIP_W)
        return sum(
            size + (px(GAP + 14) + n * (chip + px(3)) if n else 0) + px(GAP + 4) for _, n in dice
        ) - px(GAP + 4)

    def _dice(
        self,
        canvas: pygame.Surface,
        seat: int,
        dice: list[tuple[int, int]],
        left: int,
        right: int,
        top: int,
    ) -> list[pygame.Rect]:
        """A hex's dice in a line: each die's face; one that matched ringed in gold,
        then '=' and its card(s) of that number. Returns the gold rings."""
        size, chip = px(DIE), (px(CHIP_W), px(CHIP_H))
        x, rings = left, []
        for face, matched in dice:
            need = size + (px(GAP + 14) + matched * (chip[0] + px(3)) if matched else 0)
            if x + need > right:
                break  # (a hex of many dice: those that fit; the words say the total)
            picture = art.die(face, size)
            if not matched:
                picture = picture.copy()
                picture.set_alpha(120)  # no card of its number: dimmed, as on the board
            canvas.blit(picture, (x, top))
            x += size
            if matched:
                ring = pygame.Rect(x - size, top, size, size).inflate(px(4), px(4))
                pygame.draw.rect(canvas, theme.GOLD, ring, max(1, px(2)), px(4))
                rings.append(ring)
                mid = top + size // 2
                theme.blit_text(canvas, "=", LOG_SIZE, theme.GOLD, midleft=(x + px(4), mid))
                x += px(GAP + 14)
                for _ in range(matched):
                    self._chip(canvas, seat, face, pygame.Rect((x, mid - chip[1] // 2), chip))
                    x += chip[0] + px(3)
            x += px(GAP + 4)
        return rings

    def _chip(self, canvas: pygame.Surface, seat: int, face: int, rect: pygame.Rect) -> None:
        """A card of the summoning as a small tile with its rank, edged in its clan's
        colour and gold (it matched)."""
        pygame.draw.rect(canvas, (246, 238, 220), rect, border_radius=px(4))
        pygame.draw.rect(canvas, art.CLAN_COLOURS[seat], rect, max(1, px(2)), px(4))
        ink = (150, 30, 26) if face == 1 else theme.MIDNIGHT
        theme.blit_text(canvas, rank_name(face), CHIP_TEXT, ink, "display", center=rect.center)


def more_words(tr: Any, hidden: list[tuple[Hex, list[tuple[int, int]], int]]) -> str:
    """The rows left out, said whole: '... 2 more hexes: no die matched there' or
    '... 2 more hexes: +3 ninjas, on the board' (their '+3' is drawn there). They said
    '... and 2 more hexes, in the log', whose one line names no hex (newcomer J, s11,
    nc-J/023_2)."""
    gained = sum(got for _, _, got in hidden)
    if not gained:
        return str(tr.plural("dojo.summon.more_none", len(hidden)))
    hexes = tr.plural("dojo.summon.more_hexes", len(hidden))
    return str(tr.plural("dojo.summon.more_some", gained, hexes=hexes))
