"""Dojo hot-seat: an attacker with one card has no secret choice to make, so no cover
comes for it (newcomer A, s14, 116-124, top 5 item 3: a 4-vs-1 battle cost a cover for
each side each round, four in all).

Her one card is hers: it is played whatever she does; only which of the defender's
face-down cards it strikes is hers to choose, and that choice is public (it is made on
the table, the slots all backs). So the table stays in the open: it is hers to act on
(shown_seat), but nobody's cards show (`viewer` -1: her card's back, the defender's
backs, no log line of her own, no hint searched on her card), her card already picked,
and it says so in words that tell nothing of the card: 'Ben has one card: it stays face
down, for Ben too. Ben chooses which face-down card it strikes.' The card turns when it
strikes, as every card does.

A card against one face-down card is no choice at all: reveal_hold.play_unseen plays it.
A defender's lone card: handoff_skip.lay_unseen. Several cards are a choice: a cover."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import auto_lay
from .handoff_skip import lay_unseen, shared_screen
from .reveal_hold import play_unseen

if TYPE_CHECKING:
    from typing import Any

    DojoTable = Any  # the scene itself


def lone_strike(state: Any) -> int | None:
    """The attacker's only card when it is all her hand against two face-down cards or
    more (only the slot to choose, in the open), else None."""
    battle = state.battle
    if state.phase != "attack" or battle is None or len(battle.hand) != 1:
        return None
    if sum(1 for card in battle.row if card is not None) < 2:
        return None
    return int(battle.hand[0])


def strike_in_the_open(table: DojoTable) -> bool:
    """The attacker with one card chooses its slot with no cover, her card unseen by
    all (True); else nothing is done (False)."""
    table.blind_seat = None  # (each hand-off decides anew)
    state = table.state
    if not shared_screen(table) or lone_strike(state) is None:
        return False
    battle = state.battle
    table.shown_seat = table.blind_seat = battle.attacker
    table.holder = None
    table.open_seat = None
    table._refresh()
    name = table.seat_name(battle.attacker)
    table.tell(table.app.tr("dojo.strike.blind", name=name))
    return True


def blind(table: DojoTable) -> bool:
    """The seat shown acts in the open with her card unseen (`viewer` is nobody's)."""
    seat = table.blind_seat
    state = table.state
    return seat is not None and seat == table.shown_seat and lone_strike(state) is not None


def picked(table: DojoTable) -> int | None:
    """The card that strikes: her one card, while she acts blind."""
    return lone_strike(table.state) if blind(table) else None


def no_choice(table: DojoTable) -> bool:
    """The person to act has no secret choice: the table lays her lone card, plays her
    one card against one, or lets her strike with it unseen (True); else nothing is
    done, and a cover comes (False)."""
    if strike_in_the_open(table):  # (first: it forgets the last strike's blindness)
        return True
    return lay_unseen(table) or auto_lay.lay_unseen(table) or play_unseen(table)
