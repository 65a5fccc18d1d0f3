"""E and Enter are never dropped without a word (issue 33, newcomer R, s8 n16->n17 and
e5: E right after Bo's collect, and Enter then E at an End turn confirm, did nothing;
a later E worked).

Two causes. The skeleton drops a key pressed while the person could not act until
its release (tableflow/keys.py, CarriedKeys): an End turn confirmed by E or Enter is
such a press, and when the confirm brought a hand-off's cover, the release went to the
cover, so the table dropped that key's next press, whoever made it. Every table forgets
those keys when it is shown again (TableScene.on_resume): a release it never saw cannot
be waited for. And a person's E or Enter pressed while their own action still plays (their
rope in the air, their blade flying) acted on nothing: E (End the turn), and Enter
while the turn waits for its End turn, now act once the animation ends (keep,
release); Enter otherwise, which chooses the row lit, says to wait. A key pressed while another seat plays is still not
carried into the person's turn; the prompt says who is playing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import follow_pace
from .roof_keys import ROOF_KEYS
from .throw_hold import ThrowHold

if TYPE_CHECKING:
    from typing import Any

    NightTable = Any  # the scene itself: its stage, its seats, its carried keys

WAITING_KEYS = (pygame.K_e, pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that end a turn or choose the row lit: kept while the person's own action
plays."""


class KeyWait:
    """`KeyWait(table)`: `keep(event)` first of each event (True: kept for later),
    `release()` at each frame, `drop()` when the table is shown again or what the key
    was for went (an undo)."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.key: int | None = None
        """The key pressed while the person's own action played, to act once it ends."""
        self.rows: tuple[str, ...] | None = None
        """The rows shown when a row's key was kept (early_row_key), else None."""
        self.hold = ThrowHold(table)
        """A person's hit on another person waits for the thrower's key (throw_hold.py)."""

    def own_action_plays(self) -> bool:
        """The person at the laptop is to act (or to confirm their turn's end) once the
        animation of their own action ends."""
        table = self.table
        seat = table.shown_seat
        if seat is None or not table.busy or table.stage.actor != seat:
            return False
        waiting = table.turn_end.seat if table.turn_end.waiting else None
        return seat in (waiting, table.state.current_player)

    def keep(self, event: pygame.event.Event) -> bool:
        """`event` is E or Enter pressed while the person's own action plays: kept (True).
        E, End the turn, and Enter while the turn waits for its End turn, act once it
        ends; Enter otherwise chooses the row lit, which the end of the action may
        change: it is said to wait instead."""
        if self.hold.take(event):  # the thrower's key: the victim's cover may come
            return True
        if follow_pace.pressed(self.table, event):  # the pace's switch over the card
            return False
        if self.table.stage.round_card.take(event):  # a round's card read: on we go
            return True
        if self.early_row_key(event):
            self.key, self.rows = event.key, self.shown_rows()
            return True
        if event.type != pygame.KEYDOWN or event.key not in WAITING_KEYS:
            return False
        if not self.own_action_plays():
            return False
        if event.key != pygame.K_e and not self.table.turn_end.waiting:
            self.table.refuse(self.table.app.tr("night.key_wait"))
            return True
        self.key = event.key
        return True

    def early_row_key(self, event: pygame.event.Event) -> bool:
        """A row's number pressed while the person's rows are shown, her turn come, but
        the computer's last move still told (its words, a token flying): kept, to choose
        once the table is still. Newcomer X (s21, FR 1920x1080, 150-151, 206-207) pressed
        1 over 'Aller au toit 1' right after the computers' moves, and had to press it
        again: the table could not act yet and dropped it without a word."""
        table = self.table
        if event.type != pygame.KEYDOWN or event.key not in ROOF_KEYS or not table.busy:
            return False
        seat, state = table.shown_seat, table.state
        if seat is None or state.phase != "act" or state.current_player != seat:
            return False
        if table.stage.actor == seat or table.throw is not None:  # her own action plays
            return False
        return bool(table.option_list.option_rects)

    def shown_rows(self) -> tuple[str, ...]:
        return tuple(text for _, text in self.table.options)

    def release(self) -> None:
        """The key kept, pressed now that the animation has ended (on the table shown);
        a row's key only if the rows are still those it was pressed over."""
        table = self.table
        if self.key is None or table.busy:
            return
        key, self.key = self.key, None
        rows, self.rows = self.rows, None
        if rows is not None and rows != self.shown_rows():
            return
        if table.app.top is table and table.shown_seat is not None:
            table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))

    def drop(self) -> None:
        self.key = self.rows = None
