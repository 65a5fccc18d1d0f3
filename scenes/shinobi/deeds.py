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
Jigoku lie face up. Drawn from changed_marks (draw_ghosts) in the seat's free places,
under its tiles or beside them, never over a clan: the tiles leave a line or two under
them while there are deeds to tell (room_for, called by the board as it lays them);
what still has no room is said '+2 more', and read whole in a hover tip."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from ninjas.core.events import Event
from ninjas.shinobi.data import card_name

from .. import theme
from . import cards as art
from . import deeds_flow

HURT_INK = theme.lerp(theme.VERMILION, theme.MOONLIGHT, 0.35)
"""What was done to the seat: red, read on the panel's dark."""
OWN_INK = theme.MOONLIGHT
SEP = " \u00b7 "
NARROWEST = 110
"""Design px: free places narrower than this leave the deeds under the tiles."""
BESIDE = 64
"""Design px: the least room beside four clans (no room under them) the deeds take."""
KEPT = 3
"""The most lines of deeds the tiles leave under them (room_for): three, so that a Fox's
turn ('corrupt · new Fox clan, 4 cards · Fox: swapped hands with Midori · discarded
Dragon') is said whole beside two clans; with two it ended '· …' (newcomer A, s24, e6)."""
LEAST_TILES = 0.58
"""The least share of its room a seat's clans keep for their tiles (room_for); a tile
that showed its art still shows it (room_for checks), only a little shorter."""
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
    flowed: dict[int, list[pygame.Rect]] = field(default_factory=dict)
    """By seat: the lines of its deeds flowed round its clans, as last drawn (tests)."""
    whole: dict[int, int] = field(default_factory=dict)
    """By seat: how many of its deeds were told whole when last drawn (tests)."""

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

        def counted(key: str, **words: str) -> str:
            # a count of cards says 'cards' ('Rat: Ren -3 cards'): a bare '+4' or '-3'
            # beside the strengths read as one (newcomer S, s20, 032, t6, 082, h_14)
            if tr.has(f"{key}.other"):
                return str(tr.plural(key, deed.count, count=deed.count, **words))
            return str(tr(key, count=deed.count, **words))

        power = named(deed.source) or str(tr("shinobi.deed.power"))
        if deed.kind.startswith("hurt:"):
            key = HARMS[deed.kind[5:]]
            name = table.seat_name(deed.by)
            return counted(key, name=name, power=power, clan=named(deed.what))
        other = table.seat_name(deed.other) if deed.other is not None else ""
        if deed.kind == "corrupt":
            return str(tr("shinobi.deed.corrupt"))
        if deed.kind in ("place_clan", "reinforce"):
            return counted(f"shinobi.deed.{deed.kind}", clan=named(deed.what))
        if deed.kind == "yokai":
            return str(tr("shinobi.deed.yokai", yokai=named(deed.what), clan=named(deed.source)))
        if deed.kind == "discard":
            return str(tr("shinobi.deed.discard", card=named(deed.what)))
        if deed.kind == "took":
            return counted("shinobi.deed.took", power=power)
        return counted(f"shinobi.deed.{deed.kind}", power=power, target=other)

    # ------------------------------------------------------------------ drawing
    def draw(
        self,
        canvas: pygame.Surface,
        table: Any,
        seat: int,
        free: list[pygame.Rect],
        wrecks: list[pygame.Rect] | None = None,
    ) -> None:
        """`seat`'s deeds in its panel, never over a clan (newcomer N, s17, 044/069: the
        deeds over Midori's clans' art; newcomer L, s17, L057: over their numbers): in
        its free places (`free`, those its wrecks left), one deed a line; else under its
        tiles, run together (the tiles leave them a line or two: room_for); else beside
        them, one deed a line. Where none holds them all, the one that holds most says
        the first deeds whole and '+2 more'; the whole is read in a hover tip (its spot in
        the board's tip_spots)."""
        self.drawn.pop(seat, None)
        self.flowed.pop(seat, None)
        self.whole.pop(seat, None)
        said = self.lines(table, seat)
        if not said:
            return
        from .public_table import panel_of

        panel = panel_of(table, seat)
        if panel is None:
            return
        px = theme.px
        height = theme.font(art.FONT_READ).get_linesize()
        tiles = [rect for rect, s, _clan in table.board.tiles if s == seat]
        tiles += wrecks or []  # a destroyed clan's ghost is kept clear like a clan (A, s22)
        places = whole_lines(rooms(panel, tiles, free), said)
        wrap = table.wraps.wrap
        whole = True
        self.whole[seat] = len(said)
        for room, foot, each in places:
            rows = [[row] for row in laid_out(wrap, said, each, room.width - px(8))]
            if len(rows) <= held(room, foot, each):
                break
        else:  # none holds them whole: round the clans, else the one that tells the most
            pad = max(px(6), panel.width // 100)
            told = [(told_in(table, wrap, said, *place), place) for place in places]
            (most, _, _, rows, more, whole), (room, foot, each) = max(told, key=lambda t: t[0][:3])
            # round the clans, else its first deeds there, then 'and 2 more...'
            mores = lambda n: others_words(table, said, n)  # noqa: E731
            count, flow = deeds_flow.best(said, panel, tiles, pad, mores)
            full = count == len(said)
            if flow.whole and count >= most:
                deeds_flow.draw(canvas, flow, OWN_INK, HURT_INK)
                self.drawn[seat] = flow.band()
                self.flowed[seat] = flow.rects()
                self.whole[seat] = count
                if not full:  # the whole in a hover tip
                    words = "\n".join(words for words, _ in said)
                    for rect in [flow.band(), *flow.rects()]:
                        table.board.tip_spots.append((rect.copy(), table.seat_name(seat), words))
                return
            whole = whole and not more  # (else the whole in a tip)
            self.whole[seat] = most
            rows = [[(more if w == MORE else w, h) for w, h in row] for row in rows]
        top = room.top + (px(2) if each else 0)
        band = pygame.Rect(room.left, top - px(1), room.width, height * len(rows) + px(2))
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        veil.fill((*theme.MIDNIGHT, 215))
        canvas.blit(veil, band)
        dot = theme.text(SEP, art.FONT_READ, OWN_INK)
        for index, row in enumerate(rows):
            x = band.left + px(4)
            for part, (words, hurt) in enumerate(row):
                x += canvas.blit(dot, (x, top + index * height)).width if part else 0
                shown = theme.text(words, art.FONT_READ, HURT_INK if hurt else OWN_INK)
                x += canvas.blit(shown, (x, top + index * height)).width
        if not whole:  # the whole, in a hover tip
            whole = "\n".join(words for words, _ in said)
            table.board.tip_spots.append((band.copy(), table.seat_name(seat), whole))
        self.drawn[seat] = band


SHORT_MORE = "\u2026"
"""What stands for the deeds left out where their count's words have no room (the whole
in the hover tip)."""
MORE = "\x00more"
"""Stands for '+2 more' while the rows are laid (summed_up)."""


def told_in(
    table: Any,
    wrap: Callable[[str, int, int], list[str]],
    said: list[tuple[str, bool]],
    room: pygame.Rect,
    foot: int,
    each: bool,
) -> tuple[int, int, int, list[list[tuple[str, bool]]], str, bool]:
    """What a place that cannot hold them all tells of `said`: (deeds told whole, the
    letters shown, its lines, the rows, the words for the others ('' for none), whether
    no deed is cut short), best first by the first three. The place with the most
    lines was taken before, and a narrow column beside four clans said '... · …' where
    a line under them told a deed whole (newcomer V, s21, FR 1280x720)."""
    lines = max(1, held(room, foot, each))
    font = theme.font(art.FONT_READ)
    width = room.width - theme.px(8)
    for short in (False, True):  # 'and 4 more...', else '...' where a deed is cut
        # for it (a bare '+4' read as strength: newcomer S, s20, t6)
        wide = font.size(SHORT_MORE if short else plural_more(table, len(said)))[0]
        rows, told, whole = summed_up(wrap, said, each, width, lines, wide)
        if whole:
            break
    more = (
        ""
        if told == len(said)
        else shortened(said[-1][0], wide)
        if told == len(said) - 1  # the one left said, cut short (never 'and 1 more')
        else SHORT_MORE
        if short
        else plural_more(table, len(said) - told)
    )
    shown = sum(len(words) for row in rows for words, _ in row if words != MORE)
    return told - (0 if whole else 1), shown, lines, rows, more, whole


def others_words(table: Any, said: list[tuple[str, bool]], count: int) -> list[str]:
    """The words to try, longest first, for the last `count` deeds of `said` a flow
    leaves out: 'and 2 more...', else '...'; one left is said itself, cut short where it
    has no room, its first words then '...' (newcomers, s23: 'and 1 more...' hid one deed
    behind words as long as it; the whole is in the hover tip)."""
    if count != 1:
        return [plural_more(table, count), SHORT_MORE]
    words = said[-1][0].split(" ")
    return [" ".join(words[:end]) + SHORT_MORE for end in range(len(words) - 1, 0, -1)] + [
        SHORT_MORE
    ]


def plural_more(table: Any, count: int) -> str:
    return str(table.app.tr.plural("shinobi.deed.more", count, count=count))


def held(room: pygame.Rect, foot: int, each: bool) -> int:
    """The lines of deeds a place holds."""
    height = theme.font(art.FONT_READ).get_linesize()
    return max(0, (foot - room.top - (theme.px(2) if each else 0)) // height)


def rooms(
    panel: pygame.Rect, tiles: list[pygame.Rect], free: list[pygame.Rect]
) -> list[tuple[pygame.Rect, int, bool]]:
    """Where a seat's deeds may go, none over its clans, the first that holds them
    whole taken: (room, its foot, one deed a line). `tiles`: its clans' tiles;
    `free`: its free places (the panel's edge their right)."""
    px = theme.px
    pad = max(px(6), panel.width // 100)
    height = theme.font(art.FONT_READ).get_linesize()
    below = max([rect.bottom for rect in tiles], default=panel.top) + px(3)
    foot = panel.bottom - pad
    places: list[tuple[pygame.Rect, int, bool]] = []
    if free:  # (as far as the panel's edge)
        room = free[0].unionall(free[1:])
        room.width = panel.right - pad - room.left
        if room.width >= px(NARROWEST):
            places.append((room, foot, True))
    under = pygame.Rect(panel.left + pad, below, panel.width - 2 * pad, 0)
    if not tiles or foot - below >= height:
        places.append((under, foot, False))
    if tiles:
        right = max(rect.right for rect in tiles) + px(4)
        beside = pygame.Rect(right, min(rect.top for rect in tiles), panel.right - pad - right, 0)
        if beside.width >= px(BESIDE):  # (a column beside two clans reads whole: V, s21)
            places.append((beside, foot, True))
    return places or [(under, foot, False)]


def whole_lines(
    places: list[tuple[pygame.Rect, int, bool]], said: list[tuple[str, bool]]
) -> list[tuple[pygame.Rect, int, bool]]:
    """`places` but the narrow columns where a deed would be cut over lines (a deed a
    line there reads whole or the column is left: deeds_flow.fits_column); all of them
    where none is left."""
    kept = [
        (room, foot, each)
        for room, foot, each in places
        if not each or all(deeds_flow.fits_column(words, room) for words, _ in said)
    ]
    return kept or places


def room_for(
    table: Any,
    seat: int,
    area: pygame.Rect,
    tile_rects: Callable[[int, pygame.Rect], list[pygame.Rect]],
) -> pygame.Rect:
    """`area`, the room of `seat`'s clans, made shorter by the deeds' lines where no
    place beside or under its tiles holds them all (at most KEPT lines, the tiles a
    little smaller while the deeds are told): they are never drawn over a clan."""
    marks_now = getattr(table, "marks_now", None)
    marks = marks_now() if callable(marks_now) else None
    deeds = getattr(marks, "deeds", None)
    said = deeds.lines(table, seat) if isinstance(deeds, Deeds) else []
    if not said:
        return area
    from .public_table import panel_of

    panel = panel_of(table, seat)
    if panel is None:
        return area
    px = theme.px
    clans = len(table.state.clans[seat])
    rects = tile_rects(seat, area)
    wrecked = len(getattr(marks, "ghosts", {}).get(seat, []))
    found = rooms(panel, rects[: clans + wrecked], rects[clans + wrecked :])
    places = whole_lines(found, said)
    wrap = table.wraps.wrap
    if any(len(laid_out(wrap, said, e, r.width - px(8))) <= held(r, f, e) for r, f, e in places):
        return area
    pad = max(px(6), panel.width // 100)
    if deeds_flow.best(said, panel, rects[: clans + wrecked], pad, lambda n: [])[0] == len(said):
        return area  # (round the clans: deeds_flow.py)
    height = theme.font(art.FONT_READ).get_linesize()
    width = panel.width - 2 * max(px(6), panel.width // 100) - px(8)
    most = KEPT + (len(places) < len(found))  # a line more where the column is left
    wanted = min(most, len(laid_out(wrap, said, False, width)))
    bottom = max([rect.bottom for rect in rects[: clans + wrecked]], default=area.top)
    lines = max(0, (panel.bottom - max(px(6), panel.width // 100) - bottom - px(3)) // height)
    if wanted <= lines:
        return area
    counts = [len(cards) for cards in table.state.clans[seat].values()]
    for extra in range(wanted - lines, 0, -1):  # the most lines the tiles leave whole
        tall = max(bottom - extra * height - area.top, round(area.height * LEAST_TILES))
        kept = pygame.Rect(area.left, area.top, area.width, min(area.height, tall))
        smaller = tile_rects(seat, kept)[:clans]
        if all(
            art.tile_art_free(r.size, n) is not None or art.tile_art_free(t.size, n) is None
            for r, t, n in zip(smaller, rects, counts, strict=False)
        ):  # (a tile that showed its art shows it still)
            return kept
    return area


def summed_up(
    wrap: Callable[[str, int, int], list[str]],
    said: list[tuple[str, bool]],
    each: bool,
    width: int,
    lines: int,
    more: int,
) -> tuple[list[list[tuple[str, bool]]], int, bool]:
    """The first deeds whole in `lines` lines of `width` (a deed wider than a line on
    the next lines, the last cut short), then MORE, `more` px wide at most, for the
    others (their count said by the caller): one deed a line (`each`) or run together.
    Returns the lines, how many deeds they tell and whether none is cut short."""
    font = theme.font(art.FONT_READ)
    sep = font.size(SEP)[0]
    rows: list[list[tuple[str, bool]]] = [[]]
    used = told = 0
    whole = True
    for index, (words, hurt) in enumerate(said):
        last = len(rows) == lines
        room = width - (more + sep if last and index < len(said) - 1 else 0)
        size = font.size(words)[0]
        if rows[-1] and not each and used + sep + size <= room:
            rows[-1].append((words, hurt))
            used, told = used + sep + size, told + 1
            continue
        if rows[-1]:
            if last:
                break
            rows.append([])
        pieces = wrap(words, art.FONT_READ, width) or [words]
        while pieces:
            last = len(rows) == lines
            piece = " ".join(pieces) if last else pieces[0]
            pieces = [] if last else pieces[1:]
            room = width - (more + sep if last and index < len(said) - 1 else 0)
            if font.size(piece)[0] > room:
                piece, whole = shortened(piece, room), False
            rows[-1].append((piece, hurt))
            used = font.size(piece)[0]
            if pieces:
                rows.append([])
        told += 1
    else:
        return rows, told, whole
    rows[-1].append((MORE, False))
    return rows, told, whole


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


def shortened(line: str, width: int) -> str:
    """`line` ending in '...' within `width` (more was said than the room holds)."""
    font = theme.font(art.FONT_READ)
    while line and font.size(line + "...")[0] > width:
        line = line[:-1]
    return line.rstrip(" \u00b7") + "..."
