"""A computer's march held a beat once it has landed (newcomer X, s13, 027, nc-X table:
'the computer's turn 6/10: it was over in under 3 s, I saw nothing move live'; Taisen's
computer moves have the same beat since ded5a304). When the computer's next action is
not a step on from where its last walk ended (another walk, the end of its walking, a
battle), the walk's last hex is ringed in its colour for LANDED_SECONDS before it
plays, within the turn's time budget (DojoScene.fit_turn squeezes the beat first with
the rest); one move at a time (Settings), it then waits for the person (follow_pace.py). The beat is the table's own event, "landed": never recorded, never in the
log, the story or the phones."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event
from ninjas.dojo.rules import parse_hex

from . import follow_pace
from .routes import event_hex

LANDED_SECONDS = 0.6
"""A march's landing held, at speed 1 and where the turn's budget has room."""
FOLLOW_STEP_FLOOR = 0.2
"""A computer's step that follows the way its last march just went (another ninja of the
same stack, the same one step), at the least, at speed 1 (turn_pace.fit): a person's
own step walks 0.18 s; a march's first step keeps turn_pace.MARCH_STEP_FLOOR."""


class MarchBeat:
    """The computer's last walk's end, and the beat its next action brings."""

    def __init__(self) -> None:
        self.ended: tuple[int, Any] | None = None
        """(seat, hex) where the computer's last step landed, while its walk may go on."""
        self.way: tuple[int, Any, Any] | None = None
        """(seat, from, to) of the computer's march under way while it is one step."""
        self.follows = False
        """The computer's step just played follows the way of the march before it."""

    def before(self, table: Any, action: str) -> list[Event]:
        """The beat to show before the action `action` (text) of the seat to move at
        `table`: [] unless a computer's (at an animated table) that is not a step on
        from where its last walk ended."""
        seat = table.state.current_player
        by_computer = bool(table.session.ai_to_move and table.animate)
        ended, self.ended = self.ended, None
        way, self.way, self.follows = self.way, None, False
        parts = action.split()
        step = parts[0] == "step" and len(parts) >= 3  # step SRC DST COST
        src, dst = (parse_hex(parts[1]), parse_hex(parts[2])) if step else (None, None)
        if by_computer and step:
            self.ended = (seat, dst)
            if ended is None or ended != (seat, src):  # a new march: its first step
                self.way = (seat, src, dst)
        if ended is None or not by_computer or ended[0] != seat:
            return []
        if step and src == ended[1]:
            return []  # the walk goes on
        if step and way == (seat, src, dst) and not follow_pace.on(table):
            self.follows = True  # the same stack's next ninja, the same way: one beat
            return []  # after them all
        table.stage.event_seconds["landed"] = LANDED_SECONDS  # (turn_pace.fit may shorten it)
        beat = Event("landed", {"seat": seat, "hex": list(ended[1])})
        return [beat, follow_pace.wait(seat)] if follow_pace.on(table) else [beat]

    def clear(self) -> None:
        self.ended, self.way, self.follows = None, None, False


def landed_hex(event: Event) -> Any:
    """The hex a "landed" beat rings."""
    return event_hex(event.data["hex"])
