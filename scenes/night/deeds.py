"""Each seat's line under Night's results tells what it did, after its throws (newcomer
I, s16, 153: 'the tokens I dropped or that went back to roofs aren't mentioned; a short
story line per player, tokens stolen or knocked, would make the comparison more fun'):
'Ana: 7 throws, 7 hit, 0 missed; 0.2 cm off on average within reach; collected 6
tokens, stole 1 from Bruno, put 2 back on the roofs'.

Counts only, from the game's events replayed from its seed and actions: each was told
in the table's log as it happened (collected, stolen, knocked off, put back, discarded,
dropped for an injury); no token's face is said (a token put back lies face down)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ninjas.core.i18n import Translator

from ..tableflow.replay import replayed_events
from .throw_record import record_lines

log = logging.getLogger(__name__)

BACK = ("returned", "discarded", "dropped")
"""The events by which a seat's tokens went back onto a roof: held ones put back, one
discarded for room, one dropped for an injury."""


@dataclass
class Deeds:
    collected: int = 0
    stolen_from: dict[int, int] = field(default_factory=dict)
    knocked: int = 0
    back: int = 0


def tally(events: Iterable[Any], players: int) -> list[Deeds]:
    """Each seat's deeds over the game's `events`."""
    deeds = [Deeds() for _ in range(players)]
    for event in events:
        data = event.data
        seat = data.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < players:
            continue
        mine = deeds[seat]
        if event.kind == "collected":
            mine.collected += len(data["tokens"])
        elif event.kind == "stolen":
            victim = int(data["victim"])
            mine.stolen_from[victim] = mine.stolen_from.get(victim, 0) + 1
        elif event.kind == "knocked_off":
            mine.knocked += 1
        elif event.kind in BACK:
            mine.back += len(data["tokens"]) if event.kind == "returned" else 1
    return deeds


def deed_words(tr: Translator, deeds: Deeds, name: Callable[[int], str]) -> str:
    """'collected 6 tokens, stole 1 from Bruno, put 2 back on the roofs' ('' for none)."""
    parts = []
    if deeds.collected:
        parts.append(tr.plural("night.deeds.collected", deeds.collected))
    for victim, count in sorted(deeds.stolen_from.items()):
        parts.append(tr.plural("night.deeds.stole", count, name=name(victim)))
    if deeds.knocked:
        parts.append(tr.plural("night.deeds.knocked", deeds.knocked))
    if deeds.back:
        parts.append(tr.plural("night.deeds.back", deeds.back))
    return ", ".join(str(part) for part in parts)


def results_lines(table: Any) -> list[str]:
    """The Night table's notes under its results: each seat's throws, then its deeds."""
    players = table.state.players
    tr = table.app.tr
    try:
        deeds = tally(replayed_events(table.session), players)
    except Exception:  # a help only: the throws stand without it
        log.exception("Night results: the game's deeds could not be told")
        deeds = [Deeds() for _ in range(players)]
    said = {seat: deed_words(tr, deeds[seat], table.seat_name) for seat in range(players)}
    return record_lines(tr, table.stage.throws, players, table.seat_name, said)
