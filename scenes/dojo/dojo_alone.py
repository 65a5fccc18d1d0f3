"""The top bar's warning that a clan stands alone on the other clan's Dojo, and so wins
at the end of the turn under way: 'A ninja of yours ends your turn on the enemy Dojo
with no enemy there' (RULINGS.md, Dojo: Win; ninjas/dojo/scoring.py dojo_taken, checked
in position._end_turn). Nothing the other clan does in that turn can dislodge it (the
turn's battles are its mover's; its summoning adds ninjas, never takes them), so the
warning is sure, bar a draw from an empty deck ending the game first (said then). Newcomer
P (issue 33, s8) summoned after walking alone onto the Blue Dojo with nothing telling
that it won the game at the end of that turn; the person about to lose is told too.

Read from the board as shown (the table may still be telling a computer's walk) and for
the turn the top bar names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo.deck_end import deck_end
from ninjas.dojo.scoring import dojo_taken

if TYPE_CHECKING:
    from .protocol import Table


def alone_seat(table: Table, told: int) -> int | None:
    """`told` (the seat whose turn is told) if it stands alone on the other's Dojo as the
    board shows it now, else None (while placing the Dojos, or once the game is over and
    told)."""
    state = table.state
    told_end = not table.busy or table.end_hold.waiting  # (its end read: end_hold.py)
    if state.phase == "dojo" or (state.is_terminal and told_end):
        return None
    dojo = state.dojos[1 - told]
    if dojo is None:
        return None
    return told if dojo_taken(table.stage.shown_ninjas(), told, dojo) else None


def alone_text(table: Table, told: int, caveat: bool = True) -> str | None:
    """The warning's words, said to the seat shown ('you') or of it ('your Dojo'), else
    by the clans' names: 'You stand alone on the Blue clan's Dojo: you win at the end of
    this turn.'; 'Blue clan stands alone on your Dojo: it wins at the end of this turn.'
    While the seat still walks, 'if one stays there'. `caveat`: with, when a draw of
    the turn can run a deck out first, that it would end the game on land. None with no
    such clan."""
    seat = alone_seat(table, told)
    if seat is None:
        return None
    tr = table.app.tr
    state = table.state
    walking = state.mover == seat and state.phase in ("roll", "move") and not state.is_terminal
    viewer = table.viewer
    if viewer == seat:
        key = "dojo.alone.you"
    elif viewer == 1 - seat:
        key = "dojo.alone.yours"
    else:
        key = "dojo.alone.other"
    if walking:
        key += "_walking"
    text = str(
        tr(
            key,
            name=table.seat_name(seat),
            clan=table.clan_name(1 - seat),
            dojo=tr("dojo.place.dojo", name=table.clan_name(1 - seat)),
        )
    )
    if caveat and not state.is_terminal and state.mover == seat and deck_end(state) is not None:
        text += " " + str(tr("dojo.alone.unless"))
    return text
