"""A defender who always lets the table lay her cards: a toggle on the laying panel,
'Always lay my cards shuffled when I defend', remembered for the game, after which the
table lays that seat's cards shuffled as soon as they are dealt, the round then played
and its result shown as before. The attacker sees only backs either way. A computer's
throws made a newcomer lay her cards three pop-ups in a row, each only 'Lay them all
(shuffled)' then 'Continue' (newcomer H, s16, nc-H/080-083).

The choice is kept on her seat of the session (Seat.lay_shuffled), saved with the game:
a game reopened, and its rematch ('Play again', the same seats), lay for her still (E17,
s16: it was forgotten on reload). Not in the settings: nothing on the table turns it off
once on (her laying panel no longer shows), so it lasts no longer than that game and
its rematches; a new game from the setup asks again."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .handoff_skip import shared_screen

if TYPE_CHECKING:
    from .protocol import Table

SEATS = "auto_lay_seats"
"""The table's attribute: the seats whose cards it lays (for the game it shows)."""


def seats(table: Table | Any) -> set[int]:
    """The seats whose cards the table lays for them, this game: first those the
    session's seats say (a game reopened, a rematch)."""
    found: set[int] | None = getattr(table, SEATS, None)
    if found is None:
        kept = getattr(getattr(table, "session", None), "seats", [])
        found = {i for i, seat in enumerate(kept) if seat.lay_shuffled}
        setattr(table, SEATS, found)
    return found


def laying(table: Table) -> bool:
    """The person to act lays two cards or more, none laid yet: a choice the table
    may take over."""
    state = table.state
    battle = state.battle
    return (
        table.can_act
        and state.phase == "lay"
        and battle is not None
        and not battle.row
        and len(battle.pool) >= 2
    )


def label(table: Table) -> str:
    """The toggle's words."""
    return str(table.app.tr("dojo.act.lay_always"))


def switch_on(table: Table) -> None:
    """The toggle pressed: this seat's cards laid shuffled now, and from now on, kept on
    her seat of the session (saved with the lay that follows)."""
    seat = int(table.state.current_player)
    seats(table).add(seat)
    kept = table.session.seats
    kept[seat] = replace(kept[seat], lay_shuffled=True)
    table.controls.lay_all()


def frame(table: Table) -> None:
    """Each frame: a seat that asked for it has its cards laid, shuffled, once they are
    shown dealt; the prompt says so. (Sharing the laptop, `lay_unseen` lays them in
    place of her cover.)"""
    if shared_screen(table) or table.busy or not laying(table):
        return
    if table.state.current_player in seats(table):
        table.controls.lay_all()
        table.tell(table.app.tr("dojo.lay.always_done"))


def lay_unseen(table: Table | Any) -> bool:
    """Her cover due, sharing the laptop: her cards laid shuffled by the table, nobody's
    shown, as for a lone card (handoff_skip.lay_unseen) (True); else nothing (False)."""
    state = table.state
    battle = state.battle
    if state.phase != "lay" or battle is None or battle.row or len(battle.pool) < 2:
        return False
    if state.current_player not in seats(table):
        return False
    table.shown_seat = None  # nobody's cards show while they are laid
    cards = sorted(battle.pool)
    random.Random(f"{table.session.seed}:{len(table.session.actions)}").shuffle(cards)
    for rank in cards:
        table.play(f"lay {rank}")
    table.tell(table.app.tr("dojo.lay.always_done"))
    return True
