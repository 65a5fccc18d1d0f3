"""A choice the Shinobi table made for the person (selection.Selection.play_forced: the
only card a power may take, the only opponent, the only clan) takes no key of theirs
with it: a key pressed for the choice they expected must not act in the next one.

Newcomer F, s15 (273): Toad's 'Return a card', Midori had one card; the table took it
('Spider (2) is the only card you can choose, so it is chosen') and F's next '1', meant
for that card, discarded her Dragon. Now the prompt says what was chosen, and for
GRACE_SECONDS after the next decision opens (the person's choices, or the turn's "End
turn") a digit, Enter, Space or E does nothing but say why: press again.

The table's key guard (tableflow/keys.CarriedKeys.grace) asks `eats(key)` of each key
pressed, before the "End turn" confirm and the table's own keys."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ninjas.core.i18n import sentence

if TYPE_CHECKING:
    from .protocol import Table

GRACE_SECONDS = 1.5
"""How long (the table's time, once the next decision is open) a choosing key is taken
for one meant for the choice made for the person."""
CHOOSING_KEYS = frozenset(
    {
        *range(pygame.K_1, pygame.K_9 + 1),
        *range(pygame.K_KP_1, pygame.K_KP_9 + 1),
        pygame.K_RETURN,
        pygame.K_KP_ENTER,
        pygame.K_SPACE,
        pygame.K_e,
    }
)
"""The keys that choose a row, pick a pile or end the turn (controls.py, turn_end.py);
Esc, F1, U and H go on."""


class AutoPickGuard:
    """`AutoPickGuard(table)`: `picked(note)` when a choice is made for the person,
    `tick()` at each update, `eats(key)` for each key pressed."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.seat: int | None = None
        """The person it was made for, while the next decision is not open yet."""
        self.until = -math.inf
        """Until when (table time) a choosing key is eaten."""

    def picked(self, note: str) -> None:
        """A choice was made for the person to move: the prompt says it (the log does too)
        and their keys wait for the next decision to be seen."""
        table = self.table
        table.carried_keys.grace = self
        self.seat = table.state.current_player
        self.until = -math.inf
        if note:
            table.tell(note)

    def open(self) -> bool:
        """The next decision is in front of the person: their choices, or the turn's
        "End turn"."""
        table = self.table
        return bool(table.can_act or table.turn_end.shown)

    def tick(self) -> None:
        """The next decision opens: the grace starts (or the turn went to someone else,
        and nothing waits)."""
        if self.seat is None:
            return
        table = self.table
        if table.state.current_player != self.seat or table.state.is_terminal:
            self.seat = None
        elif self.open():
            self.seat = None
            self.until = table.time + GRACE_SECONDS

    def eats(self, key: int) -> bool:
        """Is this key press one to drop (pressed for the choice made for the person, in
        the grace)? It then says why in the prompt."""
        if key not in CHOOSING_KEYS:
            return False
        self.tick()
        table = self.table
        if self.seat is not None or table.time >= self.until:
            return False  # nothing open yet (Space hurries what is told), or seen long enough
        table.tell(sentence(table.app.tr("shinobi.auto.key_kept")))  # the log says what
        return True
