"""Dojo with phones: a phone seat's hint on the shared screen where that seat knows
nothing the other does not. The table gives no hint to a phone seat (TableScene.may_hint:
the search runs on what that seat alone knows, and the screen is everyone's), and so
'H hint' in the footer did nothing all game, its button greyed with no word why
(newcomer B, s23, FR 1280x720, 62/64c: a walk to make on the table, 'H conseil'
advertised; with phones off it worked). Outside a battle a Dojo seat's view is the
other's: the board, the decks' counts and the discards are public, the decks' order
hidden from both; so its walks, rolls, fights to choose and summons may be hinted on
the table. Its battle cards stay on its phone, and no hint is searched on them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any


def knows_nothing_more(state: Any) -> bool:
    """The seat to act sees nothing the other seat does not (their views alike)."""
    if state.is_terminal:
        return False
    seat = int(state.current_player)
    mine = state.view(seat)
    return all(
        replace(state.view(other), seat=seat) == mine
        for other in range(len(state.turns))
        if other != seat
    )


def may_hint_phone_seat(table: Any) -> bool:
    """The laptop acts for a phone seat now (its public choices) and a hint for it tells
    the screen nothing that seat alone knows."""
    return bool(table.can_act) and knows_nothing_more(table.state)
