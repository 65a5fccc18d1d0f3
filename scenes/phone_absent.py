"""A phone closed or gone to sleep, noticed at the table (s23, left in E7's brief: the
table went on saying 'Bea chooses on their phone. No phone? F2: ...' to a seat whose
page had been closed, and nobody knew why nothing came). PhoneAbsence keeps, for each
phone seat, when its phone was last linked; once a phone that had linked has been gone
AWAY_AFTER seconds (a blip of the Wi-Fi is not told), the table's waiting words say so,
with the ways back: the page opened again on that phone (it keeps its seat), or F2 (a
new code for another phone, or that seat played on this screen)."""

from __future__ import annotations

import time
from typing import Any

AWAY_AFTER = 3.0
"""Seconds a phone that had linked may be gone before the table says it is away (a
page reloaded or a network's blip links again within a second or two)."""


class PhoneAbsence:
    """`update()` each frame (PhoneLink.poll); `away(seat)`: that seat's phone had linked
    and has been gone AWAY_AFTER seconds or more."""

    def __init__(self, link: Any, clock: Any = time.monotonic) -> None:
        self.link = link
        self.clock = clock
        self.seen: dict[int, float] = {}
        """Each seat whose phone linked, and when it was last seen linked."""

    def update(self) -> None:
        now = self.clock()
        for seat in self.link.linked():
            self.seen[seat] = now

    def away(self, seat: int) -> bool:
        if seat not in self.link.seats or seat not in self.seen:
            return False
        if seat in self.link.linked():
            return False
        return bool(self.clock() - self.seen[seat] >= AWAY_AFTER)


def away(table: Any, seat: int) -> bool:
    """`seat` plays on a phone that is away now (PhoneAbsence)."""
    link = getattr(table, "phones", None)
    absence = getattr(link, "absence", None)
    return bool(absence is not None and absence.away(seat))


def waiting_words(table: Any, seat: int, key: str, short: bool = False) -> str:
    """The table's words while phone seat `seat` is to act: its game's `key` ('Bea
    chooses on their phone...'), or, its phone away, that and the ways back (`short`:
    that it is away, where the ways back are said above)."""
    tr = table.app.tr
    name = table.seat_name(seat)
    if away(table, seat):
        return str(tr("phone.away.other" if short else "phone.away", name=name))
    return str(tr(key, name=name))
