"""Grand Master's pawns are placed in the open at a hot-seat table: a placement is public
(everyone sees the pawns land), so the person to place gets no cover for it. The table
opens on their placement at once with nobody's hand, Court cards or peeked Decoys shown
(`shown_seat` stays None) and the prompt names them, 'Helene: place pawns (4 left)...'
(newcomer L, s11, nc-L/157s -> 159s -> 163 -> 171s: Helene, cover, Lucie one pawn,
cover, Helene again: a 'pass the laptop' for every 5-second public choice). Ninja Night
does the same for its placements (scenes/night/skip_handoff.py, place_in_the_open).

A cover still comes wherever something of that seat's own would show:
- a Court card drawn for a pawn on the Imperial Court: its person passes a cover, then
  sees the card alone (covers.py, COURT_REVEAL) as before;
- H for a hint: the hint reads what that seat alone knows (its peeked Decoys), so the
  cover comes first, then the hint is asked for them;
- every other phase (a Missions peek, the next round's turns): the usual cover."""

from __future__ import annotations

from typing import Any

from ..handoff import hand_over
from .covers import COURT_REVEAL


def place_in_the_open(table: Any) -> bool:
    """The person to move places pawns: the table opens on it with nothing private shown
    (True); else nothing is done (False)."""
    state = table.state
    seat = state.current_player
    if state.is_terminal or state.phase != "pawns" or seat not in table.humans:
        return False
    if table.phone_seat(seat):
        return False
    table.open_seat = seat
    table.shown_seat = None  # nobody's hand, Court cards nor Decoys show meanwhile
    table.holder = None  # everyone looked on: the next private turn gets its cover
    table._refresh()
    return True


def placing_open(table: Any) -> bool:
    """A person places pawns in the open now (their choices taken, nothing of theirs
    shown)."""
    state = table.state
    return (
        table.open_seat is not None
        and table.shown_seat is None
        and not state.is_terminal
        and state.phase == "pawns"
        and state.current_player == table.open_seat
    )


def court_drawn(table: Any, seat: int, card: str) -> None:
    """A pawn placed in the open on the Imperial Court drew `card` for `seat`: the table
    is covered until its person says it is them, then the card is shown to them alone."""
    table.open_seat = None

    def show() -> None:
        table.shown_seat = table.holder = seat
        table.reveal = (seat, COURT_REVEAL, card)
        table._refresh()

    hand_over(table, seat, table.seat_colour(seat), instead=show)


def hint_behind_cover(table: Any) -> None:
    """H while placing in the open: the cover first (the hint reads the seat's own
    Decoys), then the hint is asked for its person."""
    seat = table.state.current_player
    table.open_seat = None

    def ask() -> None:
        table.shown_seat = table.holder = seat
        table._refresh()
        table.request_hint()

    hand_over(table, seat, table.seat_colour(seat), instead=ask)
