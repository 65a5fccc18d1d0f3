"""A person's throw that hurt another person at the laptop stays on the open table until
the thrower presses a key: the hit's banner was covered within 1.5-2 s by the victim's
cover, to drop a token for the injury (newcomer V, s13: 'from a sofa 1.5 s is too
short'; the computer's move has its hold, tableflow/handoff_flow.read). A cue low on
the village says so, as the computer's hold does: Space, Enter or a click passes the
laptop. Nobody's tokens show meanwhile, as before a cover: only the hit and its banner."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..tableflow.handoff_flow import SKIP_KEYS
from ..tableflow.hold_cue import draw_pill

if TYPE_CHECKING:
    from typing import Any

    NightTable = Any  # the scene itself: its state, session, seats shown


class ThrowHold:
    """`holding()`: the cover waits for the thrower's key; `take(event)` answers that
    key (True if taken); `draw(canvas)` the cue while it waits."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.passed = -1
        """The number of actions played when the thrower's key let the cover come."""

    def holding(self) -> bool:
        """Another person at the laptop must drop a token for a hit by a person at the
        laptop (the thrower), and the thrower has not pressed a key since."""
        table = self.table
        state = table.state
        victim = state.drop_seat
        if victim is None or not getattr(table, "animate", False) or state.is_terminal:
            return False
        thrower = state.seat_at(state.index)
        if thrower == victim or thrower not in table.humans or table.phone_seat(thrower):
            return False  # (the thrower's hand is hidden already: the cover is due)
        if victim not in table.humans or table.phone_seat(victim):
            return False  # a computer drops at once; a phone's seat drops on its phone
        return self.passed != len(table.session.actions)

    def take(self, event: pygame.event.Event) -> bool:
        """Space, Enter or a left click while the hold is on: the cover may come."""
        if not self.holding() or self.table.busy:
            return False
        kind = event.type
        keyed = kind == pygame.KEYDOWN and event.key in SKIP_KEYS
        clicked = kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
        if clicked:
            table = self.table
            pos = getattr(event, "pos", (-1, -1))
            if any(button.rect.collidepoint(pos) for button in table.buttons.values()):
                return False  # Menu, Undo, Hint answer as ever
        if keyed or clicked:
            self.passed = len(self.table.session.actions)
            return True
        return False

    def words(self) -> str:
        table = self.table
        state = table.state
        thrower = state.seat_at(state.index)
        return str(
            table.app.tr(
                "night.throw_hold",
                who=table.seat_name(thrower),
                name=table.seat_name(state.drop_seat),
            )
        )

    def draw(self, canvas: pygame.Surface) -> pygame.Rect | None:
        """The cue, low on the village above the throw's banner, while the hold waits
        (once the throw and what it did have played)."""
        table = self.table
        if not self.holding() or table.busy or table.app.top is not table:
            return None
        stage = table.stage
        if stage.result_text is not None:  # the hit's banner stays up while the cue does
            text, end = stage.result_text
            stage.result_text = (text, max(end, float(table.time) + 1.0))
        return draw_pill(table, canvas, self.words())
