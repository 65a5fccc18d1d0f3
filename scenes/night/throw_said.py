"""A throw told for the couch: hit or missed, and by how much, in whole centimetres,
once, measured one way everywhere: the string against the true distance to the roof's
centre, the very 'Off by' of the results' 'Every throw' page (throw_list.py), so the
banner, the log and that page say the same number ('missed roof 2: too short by 11 cm
(to the roof's centre)', 'hits roof 6: 2 cm short of the roof's centre'). Before, a
miss was measured to the roof's edge and the page from its centre, and they disagreed
('too short by 6 cm' beside 'Off by 11.0 cm'); a hit said nothing of how close it came
(newcomers B and D, s22: 'I can't learn how close I was'). The measures to a tenth stay
on that page; the log is no wall of numbers (newcomer X, s21, FR 1920x1080, 118)."""

from __future__ import annotations

from typing import Any


def whole_cm(cm: float) -> int:
    """`cm` rounded to a whole centimetre (half up), as the couch says it."""
    return int(cm + 0.5)


def off_centre(village: Any, d: dict[str, Any]) -> float:
    """How much longer (> 0) or shorter (< 0) than the true distance to the target
    roof's centre the string of the throw of event data `d` was (cm)."""
    distance = d.get("distance")
    if distance is None:
        distance = village.distance(int(d["from"]), int(d["to"]))
    return float(d["length"]) - float(distance)


def said_key(village: Any, d: dict[str, Any]) -> tuple[str, int | None]:
    """How the throw of event data `d` went, as a key of night.said.* and its whole
    centimetres off the roof's centre (None where no number is said): a hit
    ('hit.short', 'hit.past', 'hit.centre' under 1 cm), one that only caught the edge
    ('caught.*'), a fist or grapnel astride the edge ('partly.*'), a miss ('short',
    'past'), a taller building in the way ('blocked')."""
    start, target = int(d["from"]), int(d["to"])
    end = (float(d["landing"][0]), float(d["landing"][1]))
    if not d["success"] and village.blocked(start, target, end):
        return ("blocked", None)
    place, _cm, _edge = village.landed_where(start, target, float(d["length"]))
    off = off_centre(village, d)
    whole = whole_cm(abs(off))
    way = "centre" if whole < 1 else ("past" if off > 0 else "short")
    if d["success"]:
        kind = "hit" if place == "on" else "caught"
    elif place == "on":  # its centre on the roof, not wholly on it (a fist, or the variant)
        kind = "partly"
    else:  # (a miss never lies within 1 cm of the centre: a roof is wider)
        return ("past" if off > 0 else "short", max(1, whole))
    return (f"{kind}.{way}", None if way == "centre" else whole)


def said(tr: Any, village: Any, d: dict[str, Any]) -> str:
    """The words of said_key: '2 cm short of the roof's centre'."""
    key, cm = said_key(village, d)
    if not key:
        return ""
    return str(tr(f"night.said.{key}", cm=cm) if cm is not None else tr(f"night.said.{key}"))


def told(tr: Any, root: str, what: str, how: str) -> str:
    """A line and its verdict: '{what}: {how}.' or '{what}.' (`root`.with / `root`.plain)."""
    return str(tr(f"{root}.with", what=what, how=how) if how else tr(f"{root}.plain", what=what))
