"""Who did what, on the panels, until a person acts (newcomers H and J, s16, 'the
computer's turn (live)', 5-6/10: two Hard computers' turns pass in ~3-5 s and 'by my
1.2 s screenshots I caught only the end states'; 'mark on each affected panel what it
did ("Kiku: Rat -> Ren -3 cards") until the next human acts').

Kept with the table's marks of the computers' moves (changed_marks.ChangedMarks: the
same life, cleared by a person's action but her draw): under the clans of each seat's
panel, first in red what was done to it ('Kiku's Rat: -3 in hand', 'Kiku's Spider:
Crow -1'), then what it did itself this turn ('recruited · new Rat clan (+3) · Rat:
Ren -3 · discarded Crow'), so that a look after the turns tells the story without the
log. Public facts only, as the log tells them to all: a swapped card, a card taken by
the Dragon's search, a hand's cards stay unnamed; a discard and a card taken from the
Jigoku lie face up. Drawn from changed_marks (draw_ghosts) under the seat's tiles, in
the room left there; where there is none, over the panel's foot on a dark band."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from ninjas.core.events import Event
from ninjas.shinobi.data import card_name

from .. import theme
from . import cards as art

HURT_INK = theme.lerp(theme.VERMILION, theme.MOONLIGHT, 0.35)
"""What was done to the seat: red, read on the panel's dark."""
OWN_INK = theme.MOONLIGHT
SEP = " \u00b7 "
NARROWEST = 110
"""Design px: free places narrower than this leave the deeds under the tiles."""
BESIDE = 64
"""Design px: the least room beside four clans (no room under them) the deeds take."""
HARMS = {
    "destroy": "shinobi.deed.hurt.destroy",
    "whole": "shinobi.deed.hurt.whole",
    "return_to_hand": "shinobi.deed.hurt.returned",
    "random_discard": "shinobi.deed.hurt.hand",
    "swap": "shinobi.deed.hurt.swap",
    "swap_hand": "shinobi.deed.hurt.swap_hand",
}
"""A blow's kind -> the words on its victim's panel."""


@dataclass
class Deed:
    """One thing told on `seat`'s panel: its own (`by` is `seat`) or done to it."""

    seat: int
    kind: str
    by: int
    source: str = ""
    """The clan or Yokai whose power it was (a blow), or the clan laid on."""
    other: int | None = None
    """The seat it was done to (a blow told on the doer's panel)."""
    what: str = ""
    """A clan, a Yokai or a card's name."""
    count: int = 1

    def same(self, other: Deed) -> bool:
        """Told as one with `other` (its count added): a Rat's discards one by one."""
        return (self.seat, self.kind, self.by, self.source, self.other, self.what) == (
            other.seat,
            other.kind,
            other.by,
            other.source,
            other.other,
            other.what,
        )


@dataclass
class Deeds:
    """The deeds of the computers since a person last acted, by panel, in order."""

    told: list[Deed] = field(default_factory=list)
    power: dict[int, str] = field(default_factory=dict)
    """By seat: the source of the power it uses now (its blows name it)."""
    drawn: dict[int, pygame.Rect] = field(default_factory=dict)
    """By seat: where its deeds were drawn last (tests)."""

    def clear(self) -> None:
        self.told.clear()
        self.power.clear()

    def any(self) -> bool:
        return bool(self.told)

    def add(self, deed: Deed) -> None:
        for kept in reversed(self.told):
            if kept.seat == deed.seat:
                if kept.same(deed):
                    kept.count += deed.count
                    return
                break
        self.told.append(deed)

    def note(self, events: list[Event]) -> None:
        """A computer's action: its public `events`."""
        for event in events:
            d = event.data
            kind = event.kind
            seat = d.get("seat")
            if not isinstance(seat, int):
                continue
            if kind == "power":
                self.power[seat] = str(d.get("source", ""))
            elif kind == "corrupt":  # (a recruit, the turn's plain draw, goes unsaid)
                self.add(Deed(seat, kind, seat))
            elif kind in ("place_clan", "reinforce"):
                laid = len(d.get("cards", []))
                self.add(Deed(seat, kind, seat, what=str(d["clan"]), count=laid))
            elif kind == "yokai":
                yokai = card_name(int(d["card"])) if isinstance(d.get("card"), int) else ""
                self.add(Deed(seat, kind, seat, source=str(d["clan"]), what=yokai))
            elif kind == "discard" and isinstance(d.get("card"), int):
                self.add(Deed(seat, kind, seat, what=card_name(int(d["card"]))))
            elif kind in ("take_jigoku", "search_take"):
                self.add(Deed(seat, "took", seat, source=self.power.get(seat, "")))
            elif kind == "random_discard" and d.get("by") is not None and d["by"] != seat:
                self.blow(int(d["by"]), seat, kind, "", 1)
            elif kind in ("destroy", "return_to_hand") and isinstance(d.get("target"), int):
                whole = kind == "destroy" and bool(d.get("whole"))
                cards = len(d.get("cards", []))
                self.blow(seat, int(d["target"]), "whole" if whole else kind, str(d["clan"]), cards)
            elif kind in ("swap", "swap_hand") and isinstance(d.get("target"), int):
                self.blow(seat, int(d["target"]), kind, "", 1)

    def blow(self, by: int, target: int, kind: str, clan: str, count: int) -> None:
        """`by`'s power hit `target` (`count` cards, of its clan `clan` if any): said on
        the doer's panel ('Spider: Akane -1') and the victim's ("Midori's Spider:
        Crow -1")."""
        source = self.power.get(by, "")
        doer = kind if kind in ("swap", "swap_hand") else "hit"
        self.add(Deed(by, doer, by, source, target, "", count))
        self.add(Deed(target, "hurt:" + kind, by, source, None, clan, count))

    # ------------------------------------------------------------------ words
    def lines(self, table: Any, seat: int) -> list[tuple[str, bool]]:
        """What `seat`'s panel says: (words, done to it), its hurts first, then what it
        did, each in the order played (newcomer L, s17, 019_6, L151: 'corrupt' came
        last though a turn's corruption comes first)."""
        mine = [deed for deed in self.told if deed.seat == seat]
        said = [(self.words(table, deed), deed.kind.startswith("hurt")) for deed in mine]
        return [s for s in said if s[1]] + [s for s in said if not s[1]]

    @staticmethod
    def words(table: Any, deed: Deed) -> str:
        tr = table.app.tr

        def named(name: str) -> str:
            key = f"shinobi.name.{name}"
            return str(tr(key)) if name and tr.has(key) else name

        power = named(deed.source) or str(tr("shinobi.deed.power"))
        if deed.kind.startswith("hurt:"):
            key = HARMS[deed.kind[5:]]
            name = table.seat_name(deed.by)
            return str(tr(key, name=name, power=power, clan=named(deed.what), count=deed.count))
        other = table.seat_name(deed.other) if deed.other is not None else ""
        if deed.kind == "corrupt":
            return str(tr("shinobi.deed.corrupt"))
        if deed.kind in ("place_clan", "reinforce"):
            return str(tr(f"shinobi.deed.{deed.kind}", clan=named(deed.what), count=deed.count))
        if deed.kind == "yokai":
            return str(tr("shinobi.deed.yokai", yokai=named(deed.what), clan=named(deed.source)))
        if deed.kind == "discard":
            return str(tr("shinobi.deed.discard", card=named(deed.what)))
        if deed.kind == "took":
            return str(tr("shinobi.deed.took", power=power, count=deed.count))
        return str(tr(f"shinobi.deed.{deed.kind}", power=power, target=other, count=deed.count))

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface, table: Any, seat: int, free: list[pygame.Rect]) -> None:
        """`seat`'s deeds in its panel: in its free places (`free`, those its wrecks left),
        one deed a line; else under its tiles, run together; else (four clans, two rows:
        the round's last picture) beside them, one deed a line; else over its clans'
        art, between their seals and their names: never over a clan's numbers (newcomer
        L, s17, L057: at 1280x720 a red line hid the values of Marc's clans). A line cut
        short is read whole in a hover tip (its spot in the board's tip_spots)."""
        self.drawn.pop(seat, None)
        said = self.lines(table, seat)
        if not said:
            return
        from .public_table import panel_of

        panel = panel_of(table, seat)
        if panel is None:
            return
        px = theme.px
        pad = max(px(6), panel.width // 100)
        height = theme.font(art.FONT_READ).get_linesize()
        tiles = [rect for rect, s, _clan in table.board.tiles if s == seat]
        below = max([rect.bottom for rect in tiles], default=panel.top) + px(3)
        foot = panel.bottom - pad
        places: list[tuple[pygame.Rect, int, bool]] = []
        """Where the deeds may go, the first that holds them whole taken: (room, its
        foot, one deed a line)."""
        if free:  # (as far as the panel's edge)
            room = free[0].unionall(free[1:])
            room.width = panel.right - pad - room.left
            if room.width >= px(NARROWEST):
                places.append((room, foot, True))
        if not tiles or foot - below >= height:
            places.append(
                (pygame.Rect(panel.left + pad, below, panel.width - 2 * pad, 0), foot, False)
            )
        if tiles:
            right = max(rect.right for rect in tiles) + px(4)
            beside = pygame.Rect(
                right, min(rect.top for rect in tiles), panel.right - pad - right, 0
            )
            if beside.width >= px(NARROWEST if places else BESIDE):
                places.append((beside, foot, True))
            over = art_room(table, seat, tiles)
            if over is not None:  # over the art, between the seals and the names
                left, width = panel.left + pad, panel.width - 2 * pad
                places.append(
                    (pygame.Rect(left, over[0] + px(1), width, 0), over[1] - px(1), False)
                )
        if not places:
            places.append(
                (pygame.Rect(panel.left + pad, below, panel.width - 2 * pad, 0), foot, False)
            )

        def lines_held(place: tuple[pygame.Rect, int, bool]) -> int:
            return (place[1] - place[0].top - (px(2) if place[2] else 0)) // height

        for room, foot, each in places:
            top = room.top + (px(2) if each else 0)
            rows = laid_out(table.wraps.wrap, said, each, room.width - px(8))
            if len(rows) <= lines_held((room, foot, each)):
                break
        else:  # none holds them whole: the one that holds the most, the rest in a tip
            room, foot, each = max(places, key=lines_held)
            top = room.top + (px(2) if each else 0)
            rows = laid_out(table.wraps.wrap, said, each, room.width - px(8))
        fit = max(1, (foot - top) // height)
        cut = len(rows) > fit
        if cut:
            last = rows[fit - 1]
            rows = rows[: fit - 1] + [(shortened(last[0], room.width - px(8)), last[1])]
        band = pygame.Rect(room.left, top - px(1), room.width, height * len(rows) + px(2))
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        veil.fill((*theme.MIDNIGHT, 215))
        canvas.blit(veil, band)
        for index, (line, hurt) in enumerate(rows):
            ink = HURT_INK if hurt else OWN_INK
            canvas.blit(
                theme.text(line, art.FONT_READ, ink), (band.left + px(4), top + index * height)
            )
        if cut:  # the whole, in a hover tip
            whole = "\n".join(words for words, _ in said)
            table.board.tip_spots.append((band.copy(), table.seat_name(seat), whole))
        self.drawn[seat] = band


def laid_out(
    wrap: Callable[[str, int, int], list[str]], said: list[tuple[str, bool]], each: bool, width: int
) -> list[tuple[str, bool]]:
    """The deeds' lines in `width` (`wrap`: the table's cached wrapping, text_cache.py):
    one deed a line (`each`), else the hurts run together, then the rest."""
    if each:
        return [(line, hurt) for words, hurt in said for line in wrap(words, art.FONT_READ, width)]
    rows: list[tuple[str, bool]] = []
    for hurt in (True, False):
        joined = SEP.join(words for words, h in said if h == hurt)
        if joined:
            rows += [(line, hurt) for line in wrap(joined, art.FONT_READ, width)]
    return rows


def art_room(table: Any, seat: int, tiles: list[pygame.Rect]) -> tuple[int, int] | None:
    """(top, foot) of the room over `seat`'s clan tiles where none shows a number,
    between the lowest seal's foot and the highest name band's top; None: none (a
    compact tile)."""
    state = table.state
    tops, foots = [], []
    for rect, s, clan in table.board.tiles:
        if s == seat:
            free = art.tile_art_free(rect.size, len(state.clans[seat].get(clan, [])))
            if free is None:
                return None
            tops.append(rect.top + free[0])
            foots.append(rect.top + free[1])
    return (max(tops), min(foots)) if tiles else None


def shortened(line: str, width: int) -> str:
    """`line` ending in '...' within `width` (more was said than the room holds)."""
    font = theme.font(art.FONT_READ)
    while line and font.size(line + "...")[0] > width:
        line = line[:-1]
    return line.rstrip(" \u00b7") + "..."
