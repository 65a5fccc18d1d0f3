"""A Dojo board's hexes named as a player names them: by what is near them ('the plains
next to the Blue clan's Dojo', 'the mountain in the middle', 'the forest next to the
mountain (north)'), before the board's parts and counts of places.py ('the plains
(south-west, 3rd from the centre)' read as coordinates: newcomer X, s13, nc-X/018, 024,
075). Each name is still one hex's alone on the board, so a log line's names ring its
hexes.

In order, a hex is named:
- next to a Dojo, when no other hex of its terrain touches that Dojo, else by its way
  from the Dojo ('the plains west of the Orange clan's Dojo');
- in the middle, or in a corner (a hex with three neighbours, one of its part);
- by its part alone, when no other hex of its terrain shares it ('the forest (north)');
- next to a hex of another terrain named in one of those ways (an anchor), when no
  other hex of its terrain touches it, else by its way from an anchor ('the plains
  south-west of the forest (north)'): a hex has one neighbour each way;
- else as places.py names it (its part and which of its kind there).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ninjas.core.breakdown import Line, Term

from .hexgrid import WAYS, Board, Hex, neighbours
from .places import Place, places


@dataclass(frozen=True)
class Named:
    """How a hex is named: `kind` "dojo" (a Dojo, by its clan), "by_dojo" (next to
    the Dojo of `seat`), "way_dojo" (`way` of that Dojo), "middle", "corner" (of
    `part`), "part" (its terrain and part), "by" (next to `anchor`), "way" (`way` of
    `anchor`), "pair" or "nth" (places.py's words)."""

    kind: str
    place: Place
    seat: int | None = None
    anchor: Hex | None = None
    part: str = ""
    way: str = ""


ANCHORS = ("middle", "corner", "part", "by_dojo")
"""The kinds of name another hex may be named by: short, and about no other hex."""


def landmarks(board: Board, dojos: Sequence[Hex | None] = (None, None)) -> dict[Hex, Named]:
    """Every board hex's name, and each placed Dojo's; names differ from hex to hex."""
    where = places(board, dojos)
    terrain = board.terrain_map()
    middle = [h for h, p in where.items() if p.part == "centre" and p.seat is None]

    def corner_part(h: Hex) -> str:
        return "" if sum(n in terrain for n in neighbours(h)) > 3 else where[h].part

    corners: dict[str, list[Hex]] = {}
    for h in terrain:
        if corner_part(h):
            corners.setdefault(corner_part(h), []).append(h)

    def way(h: Hex, a: Hex) -> str:
        return WAYS[(h[0] - a[0], h[1] - a[1])]

    out: dict[Hex, Named] = {}
    for h, place in where.items():
        if place.seat is not None:
            out[h] = Named("dojo", place, seat=place.seat)
            continue
        kind = place.terrain
        for seat, d in enumerate(dojos):
            if d is None or h not in neighbours(d):
                continue
            alike = [n for n in neighbours(d) if terrain.get(n) == kind]
            if alike == [h]:
                out[h] = Named("by_dojo", place, seat=seat)
            else:
                out[h] = Named("way_dojo", place, seat=seat, way=way(h, d))
            break
        if h in out:
            continue
        if middle == [h]:
            out[h] = Named("middle", place)
        elif corners.get(corner_part(h)) == [h]:
            out[h] = Named("corner", place, part=corner_part(h))
        elif place.alike == 1:
            out[h] = Named("part", place)
    anchors = sorted(
        (h for h, n in out.items() if n.kind in ANCHORS),
        key=lambda h: ANCHORS.index(out[h].kind),  # a Dojo's neighbour last: a long name
    )
    for h, place in where.items():
        if h in out:
            continue
        kind = place.terrain
        near = [a for a in anchors if a in neighbours(h) and terrain.get(a) != kind]
        alone = [a for a in near if [n for n in neighbours(a) if terrain.get(n) == kind] == [h]]
        if alone:
            out[h] = Named("by", place, anchor=alone[0])
        elif near:
            out[h] = Named("way", place, anchor=near[0], way=way(h, near[0]))
        else:
            out[h] = Named("pair" if place.alike == 2 else "nth", place)
    return out


def phrase(names: dict[Hex, Named], h: Hex, clan: Callable[[int], Any]) -> Line:
    """`h`'s name as words to translate (Line.text): keys dojo.place.*; `clan(seat)` is
    a clan's name (a text, or a Term)."""
    named = names[h]
    place = named.place
    terrain = Term(f"dojo.terrain.{place.terrain}")
    if named.kind == "dojo":
        return Line("dojo.place.dojo", {"name": clan(place.seat or 0)})
    if named.kind == "by_dojo":
        return Line("dojo.place.by_dojo", {"terrain": terrain, "name": clan(named.seat or 0)})
    if named.kind == "way_dojo":
        way = Term(f"dojo.way_of_dojo.{named.way}")
        return Line(
            "dojo.place.way_dojo", {"terrain": terrain, "way": way, "name": clan(named.seat or 0)}
        )
    if named.kind == "middle":
        return Line("dojo.place.middle", {"terrain": terrain})
    if named.kind == "corner":
        part = Term(f"dojo.part.{named.part}")
        return Line("dojo.place.corner", {"terrain": terrain, "part": part})
    if named.kind == "by" and named.anchor is not None:
        anchor = phrase(names, named.anchor, clan)
        return Line("dojo.place.by", {"terrain": terrain, "anchor": anchor})
    if named.kind == "way" and named.anchor is not None:
        anchor, way = phrase(names, named.anchor, clan), Term(f"dojo.way_of.{named.way}")
        return Line("dojo.place.way", {"terrain": terrain, "way": way, "anchor": anchor})
    part = Term(f"dojo.part.{place.part}")
    if place.alike == 1:
        return Line("dojo.place", {"terrain": terrain, "part": part})
    if place.alike == 2:
        which = Term(f"dojo.pair.{place.side}.{place.rank}")
        return Line("dojo.place.pair", {"terrain": terrain, "part": part, "which": which})
    nth: Any = Term(f"dojo.nth.{place.rank}") if place.rank <= 9 else str(place.rank)
    side = Term(f"dojo.side.{place.side}")
    return Line("dojo.place.nth", {"terrain": terrain, "part": part, "nth": nth, "side": side})
