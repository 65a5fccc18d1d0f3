"""Each seat's throws over a game, for the results: hits and misses, and how far its
strings were from the true distances where a string could reach.

A throw at a roof no length of the string could land on is a miss whatever the eye
judged: it counts as a miss, never in the mean error (issue 33: the error counted throws
already capped at the string's length, so a good eye read as a poor one). A roof whose
centre lies beyond the string but whose near part it reaches is in reach, as the rules
say (its throw may hit: newcomer T, s9, a hit at 38.7 cm for 40.3 cm), and counted."""

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


def in_reach(throw: dict[str, Any]) -> bool:
    """Some length of the string could land where `throw` aimed (the rules' reach; a
    throw told without it: the roof's centre within the string)."""
    if "reach" in throw:
        return bool(throw["reach"])
    return bool(throw["distance"] <= string_limit(str(throw.get("action", "move"))))


def eye_error(throw: dict[str, Any]) -> float:
    """The string's length less the length the eye should have given it: the distance,
    or the whole string where the roof's centre lies beyond it (the string cannot be
    longer: a throw of all of it at a roof 44 cm off is no eye's 4 cm error)."""
    aim = min(throw["distance"], string_limit(str(throw.get("action", "move"))))
    return float(throw["length"] - aim)


def throw_record(throws: list[dict[str, Any]], players: int) -> list[SeatThrows]:
    """One record per seat that threw, in seat order."""
    out = []
    for seat in range(players):
        mine = [t for t in throws if t["seat"] == seat]
        if not mine:
            continue
        hits = sum(bool(t.get("success")) for t in mine)
        judged = [t for t in mine if in_reach(t)]
        errors = [abs(eye_error(t)) for t in judged]
        error = sum(errors) / len(errors) if errors else None
        out.append(SeatThrows(seat, len(mine), hits, len(judged), error))
    return out


def error_cm(tr: Translator, error: float) -> str:
    """A mean eye error as every screen says it, to the tenth of a cm: to the hundredth
    first, as the review keeps it (ninjas.review), then halves up. One rounding for the
    results, the review and the records (issue 33, newcomer W, s9: 0.15 cm read 0.2 in
    the results and 0.1 in the review, 0.15000000000000213 against a binary 0.15)."""
    hundredths = round(round(error, 2) * 100)
    return tr.decimal((hundredths + 5) // 10 / 10)


def record_lines(
    tr: Translator,
    throws: list[dict[str, Any]],
    players: int,
    name: Callable[[int], str],
    deeds: dict[int, str] | None = None,
) -> list[str]:
    """The results' lines: "Akane: 7 throws, 5 hits and 2 misses; 1.8 cm off on
    average within reach", then each seat's `deeds` where told ('; collected 6
    tokens, ...': scenes/night/deeds.py), a seat that never threw by its deeds alone."""
    told = deeds or {}
    record = {r.seat: r for r in throw_record(throws, players)}
    lines = []
    for seat in range(players):
        r = record.get(seat)
        did = told.get(seat, "")
        if r is None:
            if did:
                lines.append(str(tr("night.deeds.alone", name=name(seat), deeds=did)))
            continue
        text = tr.plural("night.record", r.throws, name=name(r.seat), hits=r.hits, misses=r.misses)
        if r.error is not None:
            text += tr("night.record.error", error=error_cm(tr, r.error))
        lines.append(Told(text + tr("night.deeds.after", deeds=did), text) if did else text)
    return lines


class Told(str):
    """A results line with a seat's deeds, keeping its `plain` throws: the deeds give
    way where the score cards would shrink under body text (throw_list.NightResults)."""

    plain: str

    def __new__(cls, text: str, plain: str) -> Told:
        told = super().__new__(cls, text)
        told.plain = plain
        return told
