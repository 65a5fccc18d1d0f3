"""A hint asked on a phone, for the moves played there (s23, left in E7's brief: in its own
Dojo battle a seat on a phone had no hint anywhere: the table gives none for cards only
that seat may see (hint_public.py), and its phone offered none). Its phone now offers
one while that seat chooses there: 'Hint' in the bar, then 'Hint: Lay the 5 face down.'
in the bar, on that phone alone.

The search is the table's (HintJob, the hard computer's move) on `seat_view` of the
position: what that seat may know and no more, the opponent's face-down cards dealt
anew. Its answer goes to that seat's phone only, in the words of the play it names. A
table offers it by its phone adapter's `hints` (Dojo's battles, where the laptop may
give none)."""

from __future__ import annotations

from typing import Any

from .ai_turn import HintJob

HINT = "#hint"
"""What the phone sends to ask (no game's action starts with '#': phone_turn.py)."""


def first(found: Any) -> Any:
    """A search's answer as one action (a plan's first)."""
    return found[0] if isinstance(found, list) and found else found


class PhoneHint:
    """One link's hint: `ask(seat)` when its phone asks, `poll()` each frame, `told(seat)`
    for its state message."""

    def __init__(self, link: Any) -> None:
        self.link = link
        self.job = HintJob()
        self.asked: tuple[int, Any] | None = None
        """(seat, position) the hint was asked for."""
        self.words: str = ""
        """The hint found, in its play's words ("" while searching or none)."""

    def _key(self) -> Any:
        table = self.link.table
        return (table.version, len(table.session.actions))

    def offered(self, seat: int) -> bool:
        """`seat`'s phone may ask a hint now: its choices are on it, and its table
        offers hints there."""
        table = self.link.table
        return bool(
            getattr(getattr(table, "phone_adapter", None), "hints", False)
            and self.link.may_play(seat)
            and table.phone_turn()
            and table.phone_choices(seat)
        )

    def ask(self, seat: int) -> bool:
        """The search started for `seat` (False if no hint is offered to it now)."""
        if not self.offered(seat):
            return False
        table = self.link.table
        key = self._key()
        if self.asked != (seat, key):
            self.asked = (seat, key)
            self.words = ""
            self.job.request(table.state, table._seed(table.hint_salt), key)
        return True

    def poll(self) -> None:
        if self.asked is None:
            return
        seat, key = self.asked
        if key != self._key():  # the position moved on: that hint is old
            self.job.cancel()
            self.asked, self.words = None, ""
            return
        if self.words:
            return
        table = self.link.table
        action = self.job.poll(key, lambda found: table.legal_move(first(found)))
        if action is None:
            return
        labels = {c["action"]: c["label"] for c in table.phone_choices(seat)}
        words = str(labels.get(str(action), ""))
        if words and getattr(action, "kind", "") == "play":  # a face-down card struck: the
            # search cannot see it either (as the table's Dojo hint says it, E3, s24)
            words = str(table.app.tr("phone.hint.guess", what=words))
        self.words = words

    def told(self, seat: int) -> dict[str, Any] | None:
        """What `seat`'s phone is told of its hint: offered, being searched, or found."""
        if not self.offered(seat):
            return None
        mine = self.asked is not None and self.asked == (seat, self._key())
        return {"thinking": mine and not self.words, "words": self.words if mine else ""}
