"""What was done to a seat's cards while it waited, summed up for it when its turn
comes: the cards its hand lost (a Rat's random discard, a Tribute, a swap) and got,
its clans' cards destroyed or sent back to its hand, each with whose power did it
("Sora's Rat: your hand lost 3 × Carp (1)."). A newcomer's hand lost three Carps
while they waited and only the small, scrolled-away log said so (issue 33).

Told in a note over the hand until the seat plays, after the hand-off's cover (which
everyone at the table sees, so it tells the public story only: scenes/handoff_story.py)
or, to one person alone, when their turn comes. Hidden information: only what the
seat may know, its own cards (a Tribute's card taken from it is its own); another
seat's hand never."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event

from .. import theme
from ..since_turn import played_since

if TYPE_CHECKING:
    from .protocol import Table

log = logging.getLogger(__name__)

FIRST_PHASES = ("court", "draw")
"""The phases of a turn before the seat's own first action (Grand Master's Court,
then the draw): the note is shown in them only, gone once the seat has played."""
NOTE_WIDTH = 460
"""The hand's note's greatest width (design px)."""
NOTE_LEAST = 180
"""The least width (design px) of the room right of the seat's clans the note takes."""
FOLDED_LEAST = 110
"""The least width (design px) of the folded note (four clans: no room beside them)."""


def clans_of(table: Table, seat: int) -> list[pygame.Rect]:
    """The seat's clan tiles and the deeds told under them, as last drawn."""
    rects = [rect for rect, s, _clan in table.board.tiles if s == seat]
    marks_now = getattr(table, "marks_now", None)
    marks = marks_now() if callable(marks_now) else None
    band = marks.deeds.drawn.get(seat) if marks is not None else None
    return rects + ([band] if band is not None and rects else [])


WHOLE_POWERS = frozenset({"destroy_clan", "return_clan"})
"""The powers that take a clan whole (3 Spiders, 3 Toads)."""


def hits(
    played: list[tuple[int | None, list[Event]]], seat: int
) -> list[tuple[str, Any, list[int], str | None]]:
    """What the others' actions in `played` did to `seat`'s cards, as (what, source,
    cards, clan): what is "lost" or "got" (the hand), "destroyed" or "returned" (cards
    of its clan `clan`, to the Jigoku or to its hand), "destroyed_clan" or
    "returned_clan" (that clan whole: newcomer G, s10, nc-97/052 read '3 x Monkey (4)
    of your clans went to the Jigoku' where his Monkey clan was gone); source is (seat,
    kind, name) of the power or Imperial Court card that did it (kind "copy": name is
    (copier, copied clan), a Monkey's or Tanuki's copied power), or None. Alike hits
    of one source are merged, in the order first met."""
    found: dict[tuple[str, Any, str | None], list[int]] = {}
    whole: set[tuple[str, Any, str | None]] = set()
    source: Any = None
    power = ""
    copied: tuple[int, str, str] | None = None  # (seat, copier, clan) of a copy under way

    def add(
        what: str, cards: list[int], by: Any = None, clan: str | None = None, gone: bool = False
    ) -> None:
        key = (what, by if by is not None else source, clan)
        found.setdefault(key, []).extend(cards)
        if clan is not None and (gone or power in WHOLE_POWERS):
            whole.add(key)

    for actor, events in played:
        for event in events:
            d = event.data
            if event.kind == "copy":  # a Monkey's (a Tanuki's) copy: its power, told as
                copied = (d["seat"], str(d["source"]), str(d["clan"]))  # the copy it is
            elif event.kind == "power":
                name = str(d["source"])
                if copied is not None and copied[0] == d["seat"] and copied[2] == name:
                    # 'Ana's Monkey (copying the Spider)', not 'Ana's Spider' (newcomer A, s24)
                    source, copied = (d["seat"], "copy", (copied[1], name)), None
                else:
                    source = (d["seat"], "clan", name)
                power = str(d.get("power", ""))
            elif event.kind == "court":
                source, power = (d["seat"], "court", d["card"]), ""
            if actor is None or actor == seat:
                continue
            kind = event.kind
            if kind == "random_discard" and d["seat"] == seat:
                add("lost", [d["card"]])
            elif kind == "tribute" and d["from"] == seat:
                add("lost", [d["private"][seat]["card"]], (d["seat"], "court", "Tribute"))
            elif kind == "swap" and d["target"] == seat:
                mine = d["private"][seat]
                add("lost", [mine["gave"]])
                add("got", [mine["got"]])
            elif kind == "swap_hand" and d["target"] == seat:
                add("lost", list(d["private"][d["seat"]]["got"]))  # the hand it had
                add("got", list(d["private"][seat]["got"]))
            elif kind == "destroy" and d["target"] == seat:
                add("destroyed", list(d["cards"]), clan=d.get("clan"), gone=bool(d.get("whole")))
            elif kind == "clan_destroyed" and d["seat"] == seat:
                # its last clan card gone, its Ronin and Yokai follow: the clan is gone
                add("destroyed", list(d["cards"]), clan=d.get("clan"), gone=True)
            elif kind == "return_to_hand" and d["target"] == seat:
                add("returned", list(d["cards"]), clan=d.get("clan"))
    return [
        (f"{what}_clan" if (what, by, clan) in whole else what, by, cards, clan)
        for (what, by, clan), cards in found.items()
    ]


def clan_name(tr: Any, clan: str) -> str:
    """A clan's name in the player's language (its key's own name where none)."""
    key = f"shinobi.name.{clan}"
    return str(tr(key)) if tr.has(key) else clan


class HandNews:
    """`HandNews(table)`: `lines(seat)`, what was done to `seat`'s cards since its own
    last action, in words (worked out once a position); `draw(canvas)` the note over
    the hand of the seat to play until it plays."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._said: tuple[tuple[Any, ...], list[str]] | None = None
        self.note_rect: pygame.Rect | None = None
        """The note as last drawn (None: none drawn)."""
        self.folded: pygame.Rect | None = None
        """The note folded to one line, as last drawn (None: whole, or none)."""

    def lines(self, seat: int) -> list[str]:
        table = self.table
        key = (seat, len(table.session.actions), table.app.tr.lang)
        if self._said is not None and self._said[0] == key:
            return self._said[1]
        try:
            said = [self.say(*hit) for hit in hits(played_since(table, seat), seat)]
        except Exception:  # a note is never worth a crash (the log says it too)
            log.warning("What was done to seat %s could not be told", seat, exc_info=True)
            said = []
        self._said = (key, said)  # once a position, told or not
        return said

    def say(self, what: str, source: Any, cards: list[int], clan: str | None = None) -> str:
        table = self.table
        tr = table.app.tr
        if source is None:
            by = tr("shinobi.news.someone")
        else:
            seat, kind, name = source
            if kind == "copy":
                copier, clan_copied = name
                by = tr(
                    "shinobi.news.source_copy",
                    name=table.seat_name(seat),
                    what=clan_name(tr, copier),
                    clan=clan_name(tr, clan_copied),
                )
            else:
                key = f"shinobi.name.{name}" if kind == "clan" else f"shinobi.court.{name}"
                by = tr(
                    "shinobi.news.source",
                    name=table.seat_name(seat),
                    what=tr(key) if tr.has(key) else name,
                )
        if what.endswith("_clan"):  # 'your Monkey clan (3 cards) went to the Jigoku'
            key = f"shinobi.name.{clan}"
            name = tr(key) if tr.has(key) else str(clan)
            return str(tr.plural(f"shinobi.news.{what}", len(cards), source=by, clan=name))
        # 'Singe (4) de vos clans part au Jigoku': one card, a verb in the singular
        # (newcomer A, s23: 'partent' of one card)
        return str(
            tr.plural(
                f"shinobi.news.{what}", len(cards), source=by, cards=table.words.cards_label(cards)
            )
        )

    def shown_lines(self) -> list[str]:
        """The note's lines now: the seat to play, whose hand is face up at the bottom,
        before its first action of the turn (nothing once it has played)."""
        table = self.table
        state = table.state
        if state.is_terminal or state.phase not in FIRST_PHASES:
            return []
        if not table.can_act or table.covered:
            return []
        seat = state.current_player
        if seat != table.shown_seat or seat != table.bottom_seat() or table.phone_seat(seat):
            return []
        return self.lines(seat)

    def clear_of(
        self,
        clans: list[pygame.Rect],
        own: list[pygame.Rect],
        lines: list[str],
        whole: tuple[pygame.Rect, list[str], list[str]],
    ) -> tuple[pygame.Rect, list[str], list[str]]:
        """The note (`whole`: its rect, rows, heading rows) where it would lie over the
        seat's clans or the deeds told under them (`clans`): in the room right of them,
        under its name plate and the deeds, else right of the hand, wrapped to it;
        where neither room holds it, folded right of the clans to one line, 'While you waited (3): point here to read',
        whole while the pointer is on it (newcomer L, s17, L161: the box stayed over
        Léa's clan row until she acted)."""
        table = self.table
        px, pad, panel = theme.px, theme.px(12), table.layout.own
        seat = table.state.current_player
        left = max(clan.right for clan in clans if clan.height) + px(10)
        above = [p.bottom for p, s, _panel, _you in table.board.plates if s == seat]
        above += [c.bottom for c in [*clans, *own] if c.right > left]
        top = max(above, default=panel.top) + px(6)
        floor = min(
            [spot.top - px(4) for spot, s in table.board.reserves if s == seat],
            default=panel.bottom - px(10),
        )  # above Grand Master's pawns in reserve (newcomer A, s23, 142)
        room = pygame.Rect(left, top, panel.right - px(10) - left, floor - top)
        font = theme.font(theme.FONT_SMALL)
        line_h = font.get_linesize()
        hand = table.layout.hand
        piles = max((rect.right for rect, _ in table.hand.rects), default=hand.left) + px(16)
        beside_hand = pygame.Rect(piles, hand.top, panel.right - piles, hand.height)
        for place in (room, beside_hand):  # right of her clans, else of her hand
            if place.width < px(NOTE_LEAST):
                continue
            wrap = table.wraps.wrap
            title = table.app.tr("shinobi.news.title")
            heading = wrap(title, theme.FONT_SMALL, place.width - 2 * pad)
            rows = heading + [
                row for line in lines for row in wrap(line, theme.FONT_SMALL, place.width - 2 * pad)
            ]
            if len(rows) * line_h + px(16) <= place.height:
                width = min(place.width, max(font.size(row)[0] for row in rows) + 2 * pad)
                placed = pygame.Rect(0, 0, width, len(rows) * line_h + px(16))
                placed.bottomright = place.bottomright
                return placed, rows, heading
        said = str(table.app.tr("shinobi.news.folded", count=len(lines)))
        rows = table.wraps.wrap(said, theme.FONT_SMALL, max(room.width, px(FOLDED_LEAST)) - 2 * pad)
        width = max(font.size(row)[0] for row in rows) + 2 * pad
        folded = pygame.Rect(0, 0, width, len(rows) * line_h + px(16))
        folded.bottomright = room.bottomright if room.width >= width else panel.bottomright
        if table.pointer_moved and folded.collidepoint(table.mouse):
            return whole  # the pointer on it: the note whole, where it was
        self.folded = folded
        return folded, rows, []

    def draw(self, canvas: pygame.Surface) -> None:
        """The note beside the hand's last pile, over the empty table there; when the
        hand leaves too little room, at the foot of the seat's own clans' panel (never
        under the right column, where the log is)."""
        self.note_rect = self.folded = None
        lines = self.shown_lines()
        if not lines:
            return
        table = self.table
        layout = table.layout
        px = theme.px
        pad = px(12)
        title = table.app.tr("shinobi.news.title")
        font = theme.font(theme.FONT_SMALL)
        line_h = font.get_linesize()
        right = layout.own.right
        piles = max((rect.right for rect, _ in table.hand.rects), default=layout.hand.left)
        beside = right - piles - px(16)
        width = min(px(NOTE_WIDTH), layout.own.width // 2)
        if beside >= px(300):
            width = min(width, beside)
        heading = table.wraps.wrap(title, theme.FONT_SMALL, width - 2 * pad)
        rows = heading + [
            row
            for line in lines
            for row in table.wraps.wrap(line, theme.FONT_SMALL, width - 2 * pad)
        ]
        width = min(width, max(font.size(row)[0] for row in rows) + 2 * pad)
        rect = pygame.Rect(0, 0, width, len(rows) * line_h + px(16))
        if beside >= width:
            rect.bottomright = (right, layout.hand.bottom)
        else:
            rect.bottomright = (right - px(10), layout.own.bottom - px(10))
        seat = table.state.current_player
        own = [spot for spot, s in table.board.tokens + table.board.points if s == seat]
        for spot, s in table.board.reserves:  # nor its pawns in reserve (newcomer A, s23,
            if s == seat and rect.colliderect(spot):  # 142: '12 pions en réserve' hidden)
                rect.bottom = spot.top - px(4)
        for spot in own:  # never over the seat's own corruption (newcomer U, s13, 140)
            if rect.colliderect(spot):
                rect.right = min(rect.right, spot.left - px(8))
        clans = clans_of(table, seat)
        if any(rect.colliderect(clan) for clan in clans):  # (newcomer L, s17, L161)
            rect, rows, heading = self.clear_of(clans, own, lines, (rect, rows, heading))
        pygame.draw.rect(canvas, theme.MIDNIGHT, rect, border_radius=px(10))
        pygame.draw.rect(canvas, theme.GOLD, rect, px(2), border_radius=px(10))
        y = rect.top + px(8)
        for i, row in enumerate(rows):
            colour = theme.TEXT_DIM if i < len(heading) else theme.GOLD
            theme.blit_text(canvas, row, theme.FONT_SMALL, colour, topleft=(rect.left + pad, y))
            y += line_h
        self.note_rect = rect
