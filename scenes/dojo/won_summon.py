"""A won game's summoning is told, never shown. A clan whose ninjas stand alone on the
other's Dojo once its battles are over wins at the end of the turn (RULINGS.md, Dojo:
Win); its summoning, which the rules still ask and which adds only its own ninjas,
changes nothing. The table plays the person's for them (controls.summon_won: 'The game
is won ... the table drew the card required'), and yet its card was laid out, its die
rolled and held in view with their sounds for about 3.5 s before the Dojo's ribbon:
newcomer Q, s19 (Dojo EN 1280x720 vs Hard), 'after the win a summon still played
automatically'. Now its events keep their log lines and take no time, no sound and no
picture, for either clan: the win's ribbon comes at once."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjas.core.events import Event
from ninjas.dojo.scoring import dojo_taken

if TYPE_CHECKING:
    from .protocol import Table

SUMMON_EVENTS = frozenset({"summon_cards", "die_assigned", "summoned"})
"""A summoning's events (a Joker's ninja, rarer, still shows)."""


def decided(table: Table, seat: int) -> bool:
    """`seat` has won whatever its summoning gives: the game ended on the other's Dojo
    by its win, or it is summoning with its ninjas alone there."""
    state = table.state
    if state.is_terminal:
        return state.end_reason == "dojo" and state.winner == seat
    dojo = state.dojos[1 - seat] if 0 <= seat < len(state.dojos) else None
    return (
        dojo is not None
        and state.mover == seat
        and state.battle is None
        and state.phase in ("summon", "assign", "joker")
        and dojo_taken(state.ninjas, seat, dojo)
    )


def quiet(table: Any, event: Event) -> bool:
    """The summoning event `event`, being told, is a won game's: it takes no time (the
    next event is told at once) and the table `table` (DojoScene: its turn budget's
    shorten) shows nothing of it (True)."""
    if event.kind not in SUMMON_EVENTS:
        return False
    seat = event.data.get("seat")
    if not isinstance(seat, int) or not decided(table, seat):
        return False
    table.shorten(event, 0.0)
    table.stage.summon_show = None
    return True
