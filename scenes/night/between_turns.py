"""The moment between a seat's action and the next person's turn at a shared laptop:
its animations end, then the computer's move is held on the open table or a cover
rises for the next person. Meanwhile the prompt said '{next} is playing…' and the
footer listed the string's keys (issue 33, newcomer T, s20, 124_2: 'Sam is playing…'
and 'drag the string... Enter throws' while Green's fist still landed on Sam): nothing
of the next person's answers until their turn opens. Now the seat that played is still
playing, and the footer says only what a watcher may press."""

from __future__ import annotations

from typing import Any


def passing(table: Any) -> int | None:
    """The seat whose action was told last while the next person's turn at the laptop
    has not opened yet (a hold or a cover still to come), else None."""
    state = table.state
    actor = table.stage.actor
    if state.is_terminal or actor is None or table.can_act or table.turn_end.waiting:
        return None
    seat = state.current_player
    if actor == seat or seat not in table.humans or not table.hands_off:
        return None
    if state.drop_seat is not None:
        return None  # a hit seat chooses its drop now: the prompt says who (test_night_throws)
    if table.phone_seat(seat):
        return None  # a phone's seat chooses on its phone: said so (prompt_panel)
    return int(actor)
