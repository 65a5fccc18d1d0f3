"""A person whose action turn holds nothing to do (its action Skip, or one that cannot
be carried out, and no bonus to play) ends it from the hand-off's cover, in one press:
it showed them the whole table only for them to press End the turn (issue 33, newcomer
N, s8 n99.png: Enter, then E, every such turn). The cover still tells what happened
since their last turn; its button says that it ends the turn, and nothing of anyone's
tokens shows: the table is shown to nobody (only the tokens' backs) until the next
person says it is them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.night.rules import NightState

from ..handoff import hand_over

if TYPE_CHECKING:
    from typing import Any

    NightTable = Any  # the scene itself: its hand-off's parts, its play and refresh

END = "end"
"""The action that ends the turn."""
READY_KEY = "handoff.ready.night.skip"
"""The cover's button: 'I am Bo: nothing to do, end my turn' (its .hint under the title)."""


def nothing_to_do(state: NightState, seat: int) -> bool:
    """`seat`'s action turn offers only End the turn (a discard, with nothing to make
    room for, is no move a person waits to make)."""
    if state.phase != "act" or state.drop_seat is not None or state.current_player != seat:
        return False
    return all(action.kind in ("end", "discard") for action in state.legal_actions())


def open_if_nothing_to_do(table: NightTable) -> bool:
    """Cover the table for the person to move, whose button ends their turn, if it
    holds nothing to do (True); else nothing is done (False)."""
    state = table.state
    seat = state.current_player
    if not nothing_to_do(state, seat):
        return False

    def end_it() -> None:
        table.holder, table.shown_seat = seat, None  # nobody's tokens show meanwhile
        table._refresh()
        if nothing_to_do(table.state, seat):  # (still: the cover's button ends it once)
            table.play(END)  # (the action: a sound's name would read the same)

    hand_over(table, seat, table.seat_colour(seat), instead=end_it)
    return True
