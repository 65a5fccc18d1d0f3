"""What the Shinobi table keeps of a computer's turn until a person acts (newcomer T,
s12, nc-T.md 'the computer's turn', 7/10: 'after it, nothing on the table marks what
changed (a destroyed clan just vanishes, a clan that lost a card just shows a smaller
number), I had to read the log. A "new/changed" glow on clans touched since your last
turn'; Q, s12, 025-034: Marc's 12-point Bear clan destroyed, seen only in the cover).

Marks, all public (clans lie face up; a hand attacked is said in the log): a glow and
'+N' on a clan a computer laid N cards on (a new clan, a reinforcement, a Yokai), '-N'
on a clan it took cards from, a clan it destroyed left as a faded ghost, struck
through, in its seat's next free place (wrecks.py shows the tile fly to the Jigoku, and
it was gone), and a red frame round the name plate of a seat whose hand it hit (a swap,
a random discard). A person's action clears them, as Taisen's trails go at the person's
first action, but for her draw (recruit, corrupt: it touches no clan); an undo too."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ninjas.core.events import Event

from .. import theme
from ..tableflow.kept_marks import KeptMarksTable
from . import cards as art
from .deeds import Deeds

GLOW = theme.GOLD
"""The frame and the '+N' of a clan a computer laid on."""
HIT = theme.VERMILION
"""The frame and the '-N' of a clan, or a hand, a computer hit."""
KEPT_THROUGH = frozenset({"recruit", "corrupt"})
"""A person's actions that keep the marks: her turn's draw touches no clan, and it came
at once as she went on (newcomer F, s15: 'the badges vanish when you continue')."""


@dataclass
class ChangedMarks:
    """The marks of the computers' moves since a person last acted."""

    laid: dict[tuple[int, str], int] = field(default_factory=dict)
    """By (seat, clan): cards laid on it (new, reinforced, a Yokai)."""
    lost: dict[tuple[int, str], int] = field(default_factory=dict)
    """By (seat, clan): cards taken off it (destroyed or sent back to the hand)."""
    ghosts: dict[int, list[tuple[str, list[int]]]] = field(default_factory=dict)
    """By seat: the clans destroyed whole, with their cards."""
    hands: set[int] = field(default_factory=set)
    """The seats whose hand was hit."""
    count = 0
    """The number of actions played when the marks were last noted."""
    seat: int | None = None
    """The seat whose action was noted last."""
    deeds: Deeds = field(default_factory=Deeds)
    """Who did what, told under each panel's clans (deeds.py)."""

    def clear(self) -> None:
        self.laid.clear()
        self.lost.clear()
        self.ghosts.clear()
        self.hands.clear()
        self.deeds.clear()

    def any(self) -> bool:
        return bool(self.laid or self.lost or self.ghosts or self.hands or self.deeds.any())

    def note(self, by_computer: bool, events: list[Event], count: int) -> None:
        """An action just played (`count` actions now), its `events`."""
        self.count = count
        if not by_computer:
            self.clear()
            return
        self.deeds.note(events)
        for event in events:
            d = event.data
            kind = event.kind
            if kind in ("place_clan", "reinforce"):
                key = (int(d["seat"]), str(d["clan"]))
                self.laid[key] = self.laid.get(key, 0) + len(d.get("cards", []))
            elif kind == "yokai":
                key = (int(d["seat"]), str(d["clan"]))
                self.laid[key] = self.laid.get(key, 0) + 1
            elif kind in ("destroy", "return_to_hand") and "target" in d:
                key = (int(d["target"]), str(d["clan"]))
                if d.get("whole") and kind == "destroy":
                    self.ghosts.setdefault(key[0], []).append((key[1], list(d["cards"])))
                    self.laid.pop(key, None)
                    self.lost.pop(key, None)
                else:
                    self.lost[key] = self.lost.get(key, 0) + len(d.get("cards", []))
            elif kind == "clan_destroyed":
                key = (int(d["seat"]), str(d["clan"]))
                self.ghosts.setdefault(key[0], []).append((key[1], list(d.get("cards", []))))
                self.laid.pop(key, None)
                self.lost.pop(key, None)
            elif kind in ("swap", "swap_hand") and "target" in d:
                self.hands.add(int(d["target"]))
            elif kind == "random_discard" and d.get("by") is not None:
                if int(d["by"]) != int(d["seat"]):
                    self.hands.add(int(d["seat"]))

    # ------------------------------------------------------------------ drawing
    def draw_tile(
        self, canvas: pygame.Surface, rect: pygame.Rect, seat: int, clan: str, count: int = 4
    ) -> pygame.Rect | None:
        """Over a clan's tile (of `count` cards): its glow and '+N', or its red frame and
        '-N', each with two small cards (card_glyph), off the tile's seal. The pill's
        rect (None: no mark)."""
        laid = self.laid.get((seat, clan), 0)
        lost = self.lost.get((seat, clan), 0)
        if not laid and not lost:
            return None
        colour = GLOW if laid >= lost else HIT
        px = theme.px
        pygame.draw.rect(canvas, colour, rect.inflate(px(6), px(6)), px(3), border_radius=px(10))
        said = " ".join(s for s in (f"+{laid}" if laid else "", f"-{lost}" if lost else "") if s)
        ink = theme.MIDNIGHT if colour == GLOW else theme.MOONLIGHT
        label = theme.text(said, art.FONT_READ, ink)
        # the count, then two small cards: it counts cards, where a bare '+4' beside the
        # clan's strength read as strength (newcomer S, s20, 032: '+4' by '14'); the
        # word 'cards' has no room in a tile beside its total
        glyph = card_glyph(label.get_height() - px(2))
        pill = pygame.Rect(0, 0, label.get_width() + px(3) + glyph.get_width(), label.get_height())
        pill = pill.inflate(px(12), px(4))
        # in the tile's top left corner, off its total (top right): astride its top edge
        # it covered the seat's pawn shape beside the name above (newcomer H, s16, 114_2)
        pill.topleft = (rect.left + px(4), rect.top + px(4))
        free = art.tile_art_free(rect.size, count)
        if free is not None and pill.right > rect.right - free[0] - px(2):
            pill.top = rect.top + free[0] + px(2)  # under the seal ('+2 -1' reached it)
        if free is not None and pill.bottom > rect.top + free[1]:  # no room above the
            # name band: at the foot, over the pips (newcomer A, s24, f3: '+3' over
            # Midori's 'Rat' in a row of three clans under '3 clans: a 4th ends...')
            pill.bottomleft = (rect.left + px(4), rect.bottom - px(4))
        elif free is None:  # a compact tile has its name on top: the pill at its foot,
            # over the pips its count tells of, the total still seen (newcomer A, s22,
            # g1_41z: '+3' hid 'Monkey' on a small opponent's tile)
            pill.bottomleft = (rect.left + px(4), rect.bottom - px(4))
        pygame.draw.rect(canvas, colour, pill, border_radius=pill.height // 2)
        words = label.get_rect(midleft=(pill.left + px(6), pill.centery))
        canvas.blit(label, words)
        canvas.blit(glyph, glyph.get_rect(midleft=(words.right + px(3), pill.centery)))
        return pill

    def draw_ghosts(
        self, canvas: pygame.Surface, table: Any, seat: int, free: list[pygame.Rect]
    ) -> None:
        """The clans of `seat` destroyed, faded and struck through, in its free places."""
        words = [str(table.app.tr("shinobi.wreck"))]
        for rect, (clan, cards) in zip(free, self.ghosts.get(seat, []), strict=False):
            tile = wrecked_tile(table, seat, clan, cards, rect.size, words)
            tile.set_alpha(200)
            canvas.blit(tile, rect)
        wrecks = free[: len(self.ghosts.get(seat, []))]  # (the deeds keep off them too)
        self.deeds.draw(canvas, table, seat, free[len(wrecks) :], wrecks)

    def draw_hands(self, canvas: pygame.Surface, plates: list[Any]) -> None:
        """A red frame round the name plate of each seat whose hand was hit."""
        px = theme.px
        for plate, seat, _panel, _you in plates:
            if seat in self.hands:
                pygame.draw.rect(canvas, HIT, plate.inflate(-px(2), -px(2)), px(3), px(8))


class ChangedSeen(KeptMarksTable):
    """Mixed into ShinobiScene (before TableScene): every action played through the
    table notes the computer's marks (tableflow/kept_marks.py), drawn by the board
    (board_view.draw_clans) while `marks_now()` has any."""

    def new_marks(self) -> ChangedMarks:
        return ChangedMarks()

    def note_marks(
        self, marks: Any, seat: int, by_computer: bool, action: Any, events: list[Event]
    ) -> None:
        if not by_computer and str(action).split()[0] in KEPT_THROUGH:
            return  # a person's draw: the computers' marks stay till she plays on
        marks.note(by_computer, events, len(self.session.actions))


def card_glyph(height: int) -> pygame.Surface:
    """Two small cards fanned, `height` px tall, paper framed in ink: what a '+N' or '-N'
    counts (draw_tile)."""
    w = max(4, round(height * 0.66))
    step = max(2, round(w * 0.45))
    glyph = pygame.Surface((w + step, height + step // 2), pygame.SRCALPHA)
    edge = max(1, theme.px(1.5))
    radius = max(1, w // 5)
    for x, y in ((0, step // 2), (step, 0)):
        card = pygame.Rect(x, y, w, height)
        pygame.draw.rect(glyph, art.PAPER, card, border_radius=radius)
        pygame.draw.rect(glyph, art.INK, card, edge, border_radius=radius)
    return glyph


def wrecked_tile(
    table: Any, seat: int, clan: str, cards: list[int], size: tuple[int, int], words: list[str]
) -> pygame.Surface:
    """`seat`'s clan `clan` of `cards` as a wreck: its tile at `size`, faded, struck
    through in red, `words` one under the other on a red pill at its middle (the kept
    ghost of a computer's turn here; the victim's beat, victim_ghosts.py)."""
    tr = table.app.tr
    px = theme.px
    total = sum(table.state.card_score(seat, c) for c in cards)
    tile = art.clan_tile(clan, cards, total, size, tr, tr.lang).copy()
    w, h = tile.get_size()
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((*theme.SHADOW, 150))
    tile.blit(veil, (0, 0))
    width = max(2, px(4))
    pygame.draw.line(tile, HIT, (px(4), px(4)), (w - px(4), h - px(4)), width)
    pygame.draw.line(tile, HIT, (w - px(4), px(4)), (px(4), h - px(4)), width)
    labels = [theme.text(text, art.FONT_READ, theme.MOONLIGHT) for text in words]
    pill = pygame.Rect(0, 0, max(label.get_width() for label in labels), 0)
    pill.height = sum(label.get_height() for label in labels)
    pill = pill.inflate(px(12), px(6))
    pill.center = (w // 2, h // 2)
    pygame.draw.rect(tile, theme.VERMILION_DARK, pill, border_radius=px(6))
    pygame.draw.rect(tile, HIT, pill, max(1, px(2)), border_radius=px(6))
    y = pill.top + px(3)
    for label in labels:
        tile.blit(label, label.get_rect(midtop=(pill.centerx, y)))
        y += label.get_height()
    return tile
