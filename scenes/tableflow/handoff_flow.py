"""Between turns at a table: the hand-off when two people share the laptop (the table
covered until the next one says it is them, the cover telling the public story of what
the others did since that person's own last move: scenes/handoff_story.py), and, to the
lone person, what the computer did to them, told inside the table (Night's panel)."""

from __future__ import annotations

import logging
from typing import Any, Protocol

from ..handoff import hand_over, needs_handoff
from ..since_turn import SinceLine, since_last_turn
from ..table_protocol import TableParts

log = logging.getLogger(__name__)

READ_SECONDS = 1.5
"""How long (at animation speed 1) a computer's last move stays on the open table, once
still, before the cover of the laptop's only person rises when the others play on phones
(newcomer K, s11: Midori's and the Green ninja's turns came and went in a moment, then
the cover; she only read them in its recap)."""


class Story(TableParts[Any], Protocol):
    """What the hand-off's flow needs of a table (TableScene has it)."""

    app: Any
    session: Any
    humans: list[int]
    phones: Any
    hands_off: bool
    handoff_open: bool
    shown_seat: int | None
    holder: int | None

    @property
    def held(self) -> bool: ...

    @property
    def settled(self) -> bool: ...

    def _refresh(self) -> None: ...
    def open_handoff(self) -> None: ...
    def phone_seat(self, seat: int) -> bool: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def handoff_ready_key(self, seat: int) -> str | None: ...
    def handoff_story(self, seat: int) -> list[SinceLine]: ...
    def show_since_last_turn(self, seat: int, only_if_touched: bool = False) -> None: ...
    def tells_touches_now(self) -> bool: ...


def laptop_alone(table: Any, seat: int) -> bool:
    """`seat` is the laptop's only person, every other person of the game on a phone
    (nobody ever passes them the laptop: its words say their turn, never a pass)."""
    others = [s for s in table.humans if s != seat]
    return seat in table.humans and bool(others) and all(table.phone_seat(s) for s in others)


class HandoffFlow:
    """`HandoffFlow(table)`: `due()` each frame while a person is to move; `open()` covers
    the table; `story(seat)` is what its cover tells of the others' moves since `seat`'s."""

    def __init__(self, table: Story) -> None:
        self.table = table
        self.read_from: tuple[int, float] | None = None
        """(actions played, table time) when a computer's last move was first seen still
        with the lone person's cover due (`read`)."""
        self.touches_told = -1
        """The number of actions played when the lone person was last told what was done
        to them (touches_if_due)."""

    def due(self) -> None:
        """Two people at the laptop: the table covered until the next one says it is
        them (nothing of the last one's hand shows meanwhile)."""
        table = self.table
        if (
            table.hands_off
            and not table.held
            and table.settled
            and not table.handoff_open
            and needs_handoff(table.session, table.shown_seat)
            and not table.phone_seat(table.state.current_player)
            and table.app.top is table
        ):
            seat = table.state.current_player
            if seat == table.holder and not self.others_at_the_table(seat):
                table.shown_seat = table.holder  # they still hold the laptop
                table._refresh()
                return
            if self.read(seat):
                table.open_handoff()

    def read(self, seat: int) -> bool:
        """The computer's last move has been seen: at once, unless the computer played
        last and `seat` is the laptop's only person, the others on phones: then its move
        stays on the open table (nobody's hand shown) READ_SECONDS (by the animation
        speed) before her cover (newcomer K, s11: read only in the cover's recap)."""
        table = self.table
        played = getattr(getattr(table, "computer", None), "played", None)
        if not getattr(table, "animate", False) or played is None:
            return True
        count = len(table.session.actions)
        if played[1] != count or not laptop_alone(table, seat):
            return True
        now = float(table.time)
        if self.read_from is None or self.read_from[0] != count:
            self.read_from = (count, now)
        speed = float(table.app.settings.animation_speed) or 1.0
        return now - self.read_from[1] >= READ_SECONDS / speed

    def others_at_the_table(self, seat: int) -> bool:
        """Another person plays on a phone beside the laptop: the laptop's person's hand
        shows only once they say it is them, every turn (issue 33, newcomer F: with Tom
        on his phone, Ann's whole hand came up on the laptop 0.8 s after Tom's turn, as
        she "still held the laptop"; Tom sat beside it)."""
        table = self.table
        return any(table.phone_seat(other) for other in table.humans if other != seat)

    def open(self) -> None:
        """Cover the table until the person to move says it is them."""
        table = self.table
        seat = table.state.current_player
        # the laptop's only person, a phone beside it: nothing is passed, the others
        # look away (newcomer I, s10: 'Pass the laptop to Aiko' 3-4 times a round, Aiko
        # alone at the laptop, Kenji on his phone); her first cover too, before anyone
        # held it (newcomer K, s11, nc-K/219: 'Passez l'ordinateur à Léa', Léa alone)
        first = table.holder is None and laptop_alone(table, seat)
        alone = (seat == table.holder or first) and self.others_at_the_table(seat)
        key = "handoff.private" if alone else "handoff.pass_to"
        hand_over(table, seat, table.seat_colour(seat), message_key=key)

    def touches_if_due(self) -> None:
        """The lone person's turn has come, at a moment the table's tells_touches_now
        likes: what the computer did to them since their own last move, told inside the
        table (show_since_last_turn: Night's panel over the village; with two people
        the hand-off's cover tells it), once per position; nothing when nothing touched
        them."""
        table = self.table
        count = len(table.session.actions)
        if (
            len(table.humans) != 1
            or self.touches_told == count
            or not table.tells_touches_now()
            or table.phones is not None
            or not table.can_act
            or not table.settled
            or table.app.top is not table
        ):
            return
        self.touches_told = count
        table.show_since_last_turn(table.humans[0], only_if_touched=True)

    def story(self, seat: int) -> list[SinceLine]:
        """What the hand-off's cover tells of what happened since `seat`'s own last move:
        the public lines only, as everyone at the table sees the cover (the seat's own
        lines are in the table's log once they have said it is them)."""
        table = self.table
        if table.state.is_terminal:
            return []
        try:
            return since_last_turn(table, seat, public=True)
        except Exception as exc:  # a summary is never worth a crash
            log.warning("The story since the last turn could not be told: %s", exc)
            return []
