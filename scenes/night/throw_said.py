"""A throw told for the couch: hit or missed, and, for a miss, which way and by how
much, in whole centimetres, once: 'missed: 2 cm short', 'missed: too long by 3 cm'.
Before, the banner and the log gave the true distance, the string's length and the
landing against an edge, each to a tenth of a centimetre ('26,0 cm jusqu'au centre du
toit, la ficelle faisait 27,8 cm... à 2,2 cm de son bord opposé'), and the log became a
wall of numbers (newcomer X, s21, FR 1920x1080, 118). The measures stay in the results'
'All throws' page (throw_list.py) for whoever wants them."""

from __future__ import annotations

from typing import Any


def whole_cm(cm: float) -> int:
    """`cm` rounded to a whole centimetre (half up), as the couch says it."""
    return int(cm + 0.5)


def said_key(village: Any, d: dict[str, Any]) -> tuple[str, int | None]:
    """How the throw of event data `d` went, as a key of night.said.* and its whole
    centimetres (None where no number is said). A clean hit says nothing ('')."""
    start, target = int(d["from"]), int(d["to"])
    end = (float(d["landing"][0]), float(d["landing"][1]))
    if not d["success"] and village.blocked(start, target, end):
        return ("blocked", None)
    place, cm, _edge = village.landed_where(start, target, float(d["length"]))
    if d["success"]:
        return ("", None) if place == "on" else ("caught", None)
    if place == "on":  # its centre on the roof, not wholly on it (a fist, or the variant)
        return ("partly", None)
    whole = whole_cm(cm)
    return (f"{place}.close", None) if whole < 1 else (place, whole)


def said(tr: Any, village: Any, d: dict[str, Any]) -> str:
    """The words of said_key ('' for a clean hit): 'too short by 2 cm'."""
    key, cm = said_key(village, d)
    if not key:
        return ""
    return str(tr(f"night.said.{key}", cm=cm) if cm is not None else tr(f"night.said.{key}"))


def told(tr: Any, root: str, what: str, how: str) -> str:
    """A line and its verdict: '{what}: {how}.' or '{what}.' (`root`.with / `root`.plain)."""
    return str(tr(f"{root}.with", what=what, how=how) if how else tr(f"{root}.plain", what=what))
