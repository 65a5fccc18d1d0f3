"""The Dojo log told once per replay (issue 33: a replay builds a new table at every
position, and each told its whole log again from the first event, the narrator
describing every past event: 32,450 descriptions of the 284 events of a 227-action game
stepped through, 0.8 s of its 4.5 s of processor time, 4.4 ms a step at its end; it
grows with the square of the game's length).

The replay's Positions (scenes/replay/positions.py) keep the log as told after a
position's events (`Told`: its lines, the walk its last line tells, each walk's steps'
lines, the hexes each line names), keyed by what the words depend on besides the events
(`context`). A table built at another position starts from the nearest kept before it
and tells only the events after: the next position one action's events, a jump back
from the nearest kept at most `every` actions before it. The lines are those of a log
told from the start (tests/scenes/test_dojo_told_log.py compares them with tables
built without the Positions).

Kept: the log at every `Positions.every`-th action, and the latest one told; a table
outside a replay keeps nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ninjas.dojo.hexgrid import Hex

if TYPE_CHECKING:
    from .walk_log import Walk

DojoLog = Any
"""The table's log (log_panel.DojoLog, which calls here: not imported back)."""

KEY = "dojo:told_log"
"""The Positions' `kept` entry of the told logs."""


@dataclass(frozen=True)
class Told:
    """The log after its first `events` events were told (copies: the panel changes its
    own lists as it tells on)."""

    events: int
    lines: tuple[Any, ...]
    sources: tuple[Any, ...]
    walk: Walk | None
    steps_of: dict[str, tuple[str, ...]]
    line_hexes: dict[str, tuple[Hex, ...]]


@dataclass
class Kept:
    """The logs kept for one context: by the count of events told, and the latest."""

    marks: dict[int, Told]
    latest: Told | None = None


def context(panel: DojoLog) -> tuple[Any, ...]:
    """What the log's words read besides the events (narrator.py): the language, the
    seats' names (a person's, a clan's), where the Dojos stand (the places' names), the
    Joker cards' option. The board and the seats are the record's, the same at every
    position; a seat's own lines keep their owner and the panel shows them to the seat
    shown, so the view is not in it."""
    table = panel.table
    state = table.state
    seats = (0, 1)
    return (
        table.app.tr.lang,
        tuple(table.seat_name(seat) for seat in seats),
        tuple(table.clan_name(seat) for seat in seats),
        tuple(state.dojos),
        bool(state.toggle("jokers")),
    )


def _kept(panel: DojoLog) -> Kept | None:
    """The told logs of the replay the panel's table is stepped by (None: not a replay
    with Positions)."""
    positions = getattr(panel.table.session, "positions", None)
    kept = getattr(positions, "kept", None)
    if kept is None:
        return None
    logs: dict[tuple[Any, ...], Kept] = kept.setdefault(KEY, {})
    return logs.setdefault(context(panel), Kept({}))


def restore(panel: DojoLog, told: int) -> int:
    """The panel (just cleared) as told after the most events kept up to `told`; how
    many events that is (0: none kept, tell from the start)."""
    kept = _kept(panel)
    if kept is None:
        return 0
    marks = [mark for mark in (*kept.marks.values(), kept.latest) if mark is not None]
    best = max(
        (mark for mark in marks if mark.events <= told), key=lambda m: m.events, default=None
    )
    if best is None:
        return 0
    panel.lines = list(best.lines)
    panel.sources = list(best.sources)
    panel.walk = best.walk
    panel.steps_of = dict(best.steps_of)
    panel.table.narrator.line_hexes.update(best.line_hexes)
    return best.events


def keep(panel: DojoLog, told: int) -> None:
    """The panel's log as told after `told` events kept: the latest, and for good at
    every `Positions.every`-th action of the replay."""
    kept = _kept(panel)
    if kept is None:
        return
    every = panel.table.session.positions.every
    mark = Told(
        told,
        tuple(panel.lines),
        tuple(panel.sources),
        panel.walk,
        dict(panel.steps_of),
        dict(panel.table.narrator.line_hexes),
    )
    kept.latest = mark
    if len(panel.table.session.actions) % every == 0:
        kept.marks.setdefault(told, mark)
