"""One log line per walk at the Dojo table (issue 33, s10: the log wrote a line per step,
'Blue clan moves a ninja from the Dojo to the forest (north).', '... from the forest
(north) to the plains (north-east).' and so on, five lines for one roll's walk): a step
that goes on from where the last line's walk ended, by the same clan with no other event
between, says that walk again in the same line, 'Blue clan moves a ninja from their Dojo
to the plains (north-east): 3 moves, through the forest.'

Ninjas on a hex are alike, so a step on from that hex continues the walk whichever
ninja takes it: the board after the line is the board the line tells.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .routes import event_hex

if TYPE_CHECKING:
    from ninjas.core.events import Event
    from ninjas.dojo.hexgrid import Hex

    from .protocol import Table


@dataclass(frozen=True)
class Walk:
    """A walk told so far: its clan, the hexes it went through (start first) and the
    moves its steps spent, with the log line that says it."""

    seat: int
    hexes: tuple[Hex, ...]
    moves: int
    text: str


def first_step(event: Event, text: str) -> Walk:
    """The walk a step starts, told by `text` (the step's own line)."""
    d = event.data
    return Walk(d["seat"], (event_hex(d["src"]), event_hex(d["dst"])), int(d["cost"]), text)


def goes_on(walk: Walk | None, event: Event) -> bool:
    """Does the step `event` go on with `walk` (same clan, from where it ended)?"""
    if walk is None or event.kind != "stepped":
        return False
    d = event.data
    return d.get("seat") == walk.seat and event_hex(d["src"]) == walk.hexes[-1]


def walk_on(table: Table, walk: Walk, event: Event) -> Walk:
    """`walk` one step further (the step `event`), with its line said again."""
    d = event.data
    hexes = (*walk.hexes, event_hex(d["dst"]))
    moves = walk.moves + int(d["cost"])
    return Walk(walk.seat, hexes, moves, table.narrator.walk_line(walk.seat, hexes, moves))


def through_words(table: Table, hexes: tuple[Hex, ...], named: str = "") -> str:
    """The kinds of ground a walk crossed between its ends, in order, each once: 'the
    forest', 'the forest and the water'; a kind the line names already (`named`: its
    target's words) said as another: 'to the forest ..., through another forest and the
    plains' (s24 brief: 'to the forest through the forest and the plains')."""
    terrain = table.state.terrain
    kinds = dict.fromkeys(terrain.get(h, "plains") for h in hexes[1:-1])
    tr = table.app.tr
    words = []
    for kind in kinds:
        word = str(tr(f"dojo.terrain.{kind}"))
        again = f"dojo.terrain_again.{kind}"
        words.append(str(tr(again)) if named and word in named and tr.has(again) else word)
    return str(tr.names(words))


HEADINGS = (
    "east",
    "north-east",
    "north",
    "north-west",
    "west",
    "south-west",
    "south",
    "south-east",
)


def heading(a: Hex, b: Hex) -> str:
    """The compass way from hex `a` to hex `b` as the board draws them (north up), one
    of HEADINGS: a step is never due north or south, a walk of two may be."""
    dx = math.sqrt(3.0) * ((b[0] - a[0]) + (b[1] - a[1]) / 2)
    dy = 1.5 * (b[1] - a[1])
    turn = math.degrees(math.atan2(-dy, dx)) % 360
    return HEADINGS[round(turn / 45) % 8]
