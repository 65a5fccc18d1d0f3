"""The hot-seat cover before a battle's cards says what the person is handed: 'Hélène,
you DEFEND in the forest, 2 against 2', 'Bob, you ATTACK in the plains, 3 against 1'
(newcomer M, s11, nc-M/028, 044, 058: 'Pass the laptop to Bob' and 'Hélène: your battle
cards' said nothing of which battle, nor which side of it). Only public facts: the hex,
who attacks and who defends, how many ninjas each side has there; never a card.

The words stand first in the cover's open part, bright, above its 'look away' line: the
cover's `lead` (scenes/handoff.py's hand_over; the cover was once made a BattleCover
by swapping its class)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..handoff import hand_over
from ..registry import person_name

if TYPE_CHECKING:
    from .protocol import Table


def battle_words(table: Table, seat: int) -> str:
    """What `seat` is handed in the battle on ("" when none): attacker or defender,
    where, and both sides' ninjas there (a throw: from where, at where)."""
    state = table.state
    battle = state.battle
    if battle is None or seat not in (0, 1):
        return ""
    counts = state.ninjas.get(battle.hex, [0, 0])
    name = person_name(table.session, seat) or table.seat_name(seat)
    where = table.narrator.terrain_name(battle.hex)
    attacking = seat == battle.attacker
    mine, theirs = counts[seat], counts[1 - seat]
    if battle.source is not None:
        key = "dojo.handoff.throw" if attacking else "dojo.handoff.thrown_at"
        source = table.narrator.terrain_name(battle.source)
        return table.app.tr(key, name=name, where=where, source=source, mine=mine, theirs=theirs)
    key = "dojo.handoff.attack" if attacking else "dojo.handoff.defend"
    return table.app.tr(key, name=name, where=where, mine=mine, theirs=theirs)


def hand_over_battle(table: Table, seat: int, colour: tuple[int, int, int], title: str) -> None:
    """Cover the table for `seat` (handoff.hand_over, `title` its words), the cover
    saying first which battle and which side of it the person is handed (its `lead`)."""
    hand_over(table, seat, colour, message_key=title, lead=lambda: battle_words(table, seat))
