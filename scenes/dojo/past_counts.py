"""The clans' counts as the board drawn shows them while 'Replay its turn' plays: the
board is put back to where the computer's turn began and its moves are played again,
and the side panels said today's 'Ninjas 6  Land 2' over that past board (newcomer K,
s17, rp1_6). Its ninjas and land are counted on the board shown (Stage.shown_ninjas),
step by step; at other times on the position."""

from __future__ import annotations

from typing import Any

from ninjas.dojo.scoring import land, on_board


def shown_counts(table: Any, seat: int) -> tuple[int, int]:
    """`seat`'s ninjas on the board and the land it holds alone, as drawn."""
    state = table.state
    if not table.turn_again.active:
        return state.on_board(seat), state.land(seat)
    ninjas = table.stage.shown_ninjas()
    return on_board(state.terrain, ninjas, seat), land(state.terrain, ninjas, seat)
