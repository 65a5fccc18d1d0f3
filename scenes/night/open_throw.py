"""A throw at a person (an Attack, a Shuriken, a Kunai) is the table's public moment:
everyone gathers to watch it fly. It is aimed in the open: the string's screen needs
nothing private, so the moment the string comes to her hands the table shows what
EVERYONE knows (her own private faces as backs, her score '?'), and the rest of her
turn is played in the open (open_turn.py): a choice that needs her faces (a token in
her hand) brings her cover back first, else 'Look at my tokens' does, on demand.
Newcomer E, s15, 109: Ines aimed a Shuriken at Bruno with her bag face up, '6 pts' and
her hand on show, while Bruno came to watch the throw."""

from __future__ import annotations

from typing import Any

from ninjas.night.rules import NightAction

from . import open_turn

NightTable = Any  # the scene itself: its state, its seats shown, its holder

AT_A_PERSON = ("attack", "shuriken", "kunai")
THROWN = (*AT_A_PERSON, "move")
"""A Move's grapnel too: everyone watches it fly, and its string needs nothing private
(newcomer G, s16, nc-G/121-125_1: Ana's Move was aimed and thrown with her faces on
the roofs and in her backpack; the same after a look at her tokens)."""


def aimed(table: NightTable, action: NightAction) -> bool:
    """The string taken up for `action`: a throw (at a person, or a Move's grapnel), on
    the laptop, with another person at the table, turns the table to the open view
    (True)."""
    state = table.state
    seat = state.current_player
    if action.kind not in THROWN or state.face_up or len(table.humans) < 2:
        return False
    if table.shown_seat != seat or table.phone_seat(seat):
        return False
    table.holder = None  # everyone looks on: her next private step has its cover
    open_turn.opened(table, seat)
    table._refresh()  # her rows as everyone may read them, none naming her faces
    return True


def put_down(table: NightTable) -> None:
    """The string put down unthrown (Esc, another roof): her rows again, as everyone
    may see them (a row naming a face she alone knows is left out, or her cover comes
    first where her choice needs her faces: open_turn.rows)."""
    if open_turn.everyone_looks(table):
        table._refresh()
