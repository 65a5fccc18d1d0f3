"""Each seat's throws over a game, for the results: hits and misses, and how far its
strings were from the true distances where a string could reach.

A throw at a roof beyond the string's full length is a miss whatever the eye judged: it
counts as a miss, never in the mean error (issue 33: the error counted throws already
capped at the string's length, so a good eye read as a poor one)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ninjas.core.i18n import Translator

from .string_aim import string_limit


@dataclass(frozen=True)
class SeatThrows:
    seat: int
    throws: int
    hits: int
    judged: int
    """Throws at a roof the string could reach (the only ones an eye is judged on)."""
    error: float | None
    """The mean distance between the string's length and the true one over those."""

    @property
    def misses(self) -> int:
        return self.throws - self.hits


def throw_record(throws: list[dict[str, Any]], players: int) -> list[SeatThrows]:
    """One record per seat that threw, in seat order."""
    out = []
    for seat in range(players):
        mine = [t for t in throws if t["seat"] == seat]
        if not mine:
            continue
        hits = sum(bool(t.get("success")) for t in mine)
        judged = [t for t in mine if t["distance"] <= string_limit(str(t.get("action", "move")))]
        errors = [abs(t["length"] - t["distance"]) for t in judged]
        error = sum(errors) / len(errors) if errors else None
        out.append(SeatThrows(seat, len(mine), hits, len(judged), error))
    return out


def record_lines(
    tr: Translator, throws: list[dict[str, Any]], players: int, name: Callable[[int], str]
) -> list[str]:
    """The results' lines: "Akane: 7 throws, 5 hits and 2 misses; 1.8 cm off on
    average within reach"."""
    lines = []
    for r in throw_record(throws, players):
        text = tr.plural("night.record", r.throws, name=name(r.seat), hits=r.hits, misses=r.misses)
        if r.error is not None:
            text += tr("night.record.error", error=tr.decimal(r.error))
        lines.append(text)
    return lines
