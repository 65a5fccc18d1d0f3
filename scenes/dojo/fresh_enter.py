"""Enter (or Space) never carries across the computer's turn into the person's roll.

Enter and Space press the panel's main button, and at the start of a turn that button
rolls the die. A newcomer pressed Enter through a defence in the computer's turn, and
the press after the computer's last move rolled the die of their own turn (issue 33).
A press of Enter or Space while the computer's turn is played or told arms this guard;
the first such press at the person's roll then only says the turn is theirs (the next
one, R or a click on the button rolls). Any other step of the person's turn disarms it.
So at her first lay of the computer's throw or attack: the first such press says how to
lay (the next lays them all, shuffled; her_first_lay).

The computer's waits (one move at a time, follow_pace.py) and the replay of its turn
(T, turn_again.py) take their Enter, Space or click before the table sees it: such a
read taken while the computer's turn or its replay is shown arms the guard too
(newcomer K, s17, om_3/om_4 and 021: the Enter that ended its last wait, and 'Back to my
turn', were followed at once by 'Kenji rolls 4' with no R pressed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .protocol import Table

MAIN_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""The keys that press the panel's main button (Roll at the start of a turn)."""


class FreshEnter:
    """The guard of the table `table`: `holds(key)` before the key goes to the table,
    `pressed(key)` after it."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.armed = False
        """Enter or Space was pressed during the computer's turn, and the person has not
        acted in their own turn since."""

    def computers_turn(self) -> bool:
        """The computer's turn is being played or told (its summoning's dice still in
        view while the person's roll waits)."""
        table = self.table
        state = table.state
        if state.is_terminal or state.phase == "dojo":
            return False
        if table.session.seats[state.mover].is_ai:
            return True
        return state.phase == "roll" and not table.can_act

    def holds(self, key: int) -> bool:
        """Is this press of Enter or Space the first since the computer's turn, at the
        person's roll? Then it rolls nothing and the prompt says why (True)."""
        table = self.table
        if key not in MAIN_KEYS or not self.armed:
            return False
        if self.her_first_lay():  # the main button would lay all her cards, shuffled
            self.armed = False
            table.refuse(table.app.tr("dojo.fresh_enter_lay"))
            return True
        if table.state.phase != "roll" or not table.can_act:
            return False
        self.armed = False
        table.refuse(table.app.tr("dojo.fresh_enter"))
        return True

    def her_first_lay(self) -> bool:
        """The computer's throw or attack has come to her cards, none laid yet: Enter
        there lays them all, shuffled. An Enter pressed for 'Its next move (Enter)', or
        to read a round, laid her cards unchosen (E4, s18, in a real window at 1280x720,
        Move by move: the Enter after its walks landed on its shuriken's lay)."""
        table = self.table
        state = table.state
        battle = state.battle
        if state.phase != "lay" or battle is None or battle.row or not table.can_act:
            return False
        return bool(table.session.seats[state.mover].is_ai)

    def pressed(self, key: int) -> None:
        """A key went to the table: Enter or Space during the computer's turn arms the
        guard."""
        if key in MAIN_KEYS and self.computers_turn():
            self.armed = True

    def theirs(self) -> bool:
        """The computer's turn, or its replay, is what the table shows."""
        return self.computers_turn() or bool(self.table.turn_again.active)

    def read(self, key: int | None, theirs: bool) -> None:
        """A wait or the replay took `key` (None: a click), the computer's turn or its
        replay shown before (`theirs`): Enter, Space or a click arms the guard."""
        if theirs and (key is None or key in MAIN_KEYS):
            self.armed = True

    def refresh(self) -> None:
        """The position changed: a step of the person's own turn past the roll disarms."""
        state = self.table.state
        if state.is_terminal or state.phase == "dojo":
            self.armed = False
        elif state.phase != "roll" and not self.table.session.seats[state.mover].is_ai:
            self.armed = False
