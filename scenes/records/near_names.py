"""A name that looks like another, 'Hélne looks like Helene' (newcomers H and I, s16:
a name mistyped at the setup stays in the Records as a person of its own; I's 'Ins'
beside 'Inès'). Said under Merge into…, which offers that name first: a hint, never a
merge made for her (two real people may be called Léa and Lea)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence


def plain(name: str) -> str:
    """The name without case or accents: 'Hélène' -> 'helene'."""
    apart = unicodedata.normalize("NFKD", name.strip().casefold())
    return "".join(c for c in apart if not unicodedata.combining(c))


def _distance(a: str, b: str) -> int:
    """Letters added, removed or changed to make `a` into `b` (Levenshtein)."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[len(b)]


def alike(one: str, other: str) -> bool:
    """Two names one slip apart once case and accents are set aside: one letter off
    (two in names of 7 letters or more), names of 3 letters or more."""
    a, b = plain(one), plain(other)
    if one == other or min(len(a), len(b)) < 3:
        return False
    return _distance(a, b) <= (2 if min(len(a), len(b)) >= 7 else 1)


def lookalike(name: str, names: Sequence[str]) -> str | None:
    """The first of `names` (other than `name`) that `name` looks like, None if none."""
    return next((other for other in names if other != name and alike(name, other)), None)
