"""Can the game end in the turn under way? The table's one answer to 'when can the game
end', read by the top bar (deck_warning.py) before it looks at the next clan's turn
(ninjas/dojo/deck_end.py), and built on what the battle rows and their dialog say
(battle_end.py), so that the three never disagree.

Newcomer M (s11, nc-M/103-106): with her deck at 0, so that any draw of hers ended the
game that turn, the top bar still said 'The game can end on Blue clan's turn: Blue clan
has 10 cards left', while the battle row and its dialog said this battle ends it now.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .battle_end import battle_end

if TYPE_CHECKING:
    from .protocol import Table

DRAWING = ("roll", "move", "battle", "summon", "assign", "joker", "lay")
"""The phases of a turn still to draw from a deck (a battle's, a summoning's)."""


@dataclass(frozen=True)
class EndNow:
    """The clan on the move (`seat`) can end the game this turn: `how` is "empty" (its
    deck is empty: its next draw ends it) or "battle" (a battle it can start now draws
    past `short`'s `left` cards, as its row says). A summoning past the deck is the
    summoning panel's to say, when the count is chosen (summoning.py)."""

    seat: int
    how: str
    short: int
    left: int


def end_now(table: Table) -> EndNow | None:
    """How the game can end in the turn under way, or None (placing, over, or no draw
    of this turn can outrun a deck)."""
    state = table.state
    if state.is_terminal or state.phase not in DRAWING:
        return None
    me = int(state.mover)
    deck = len(state.decks[me])
    if deck == 0:
        return EndNow(me, "empty", me, 0)
    for action in table.legal():
        end = battle_end(state, action)
        if end is not None:
            return EndNow(me, "battle", end.short, end.left)
    return None


def end_now_text(table: Table, short: bool = False) -> str | None:
    """The top bar's words for end_now ("Ada's deck is empty: the next card Ada draws,
    by a summoning or a battle, ends the game this turn. Most land wins: Ada 13, Blue
    clan 10."), or None; `short`: fewer words, for long names."""
    now = end_now(table)
    if now is None:
        return None
    state = table.state
    tr = table.app.tr
    me = now.seat
    key = f"dojo.top.end_now_{now.how}" + ("_short" if short else "")
    words = dict(
        name=table.seat_name(me),
        other=table.seat_name(now.short),
        a=table.seat_name(me),
        mine=state.land(me),
        b=table.seat_name(1 - me),
        theirs=state.land(1 - me),
    )
    if now.how == "empty":
        return str(tr(key, **words))
    return str(tr.plural(key, now.left, **words))
