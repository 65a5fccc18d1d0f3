"""The Dojo table's help line at the foot of the screen: the keys and clicks that work
in the phase shown, not the move's in every phase. It said "Click your ninjas, then a
hex..." during battles and while cards were laid, and in French it was cut at the right
edge at 1920x1080 (newcomer B, d29, d36.png): each line is short enough for the width
of the table at every size (tests/scenes/test_dojo_newcomer_b.py measures them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import one_strike

if TYPE_CHECKING:
    from .protocol import Table

PHASES = ("dojo", "roll", "move", "battle", "lay", "attack", "fury", "joker", "summon", "assign")
"""The phases with a help line of their own (dojo.help.<phase>)."""


def help_key(table: Table) -> str:
    """The catalogue key of the help line for what the table shows now."""
    state = table.state
    if table.turn_end.waiting and table.turn_end.on_phone:
        return "dojo.help.turn_end_phone"  # Enter does nothing here: it ends there
    if table.turn_end.waiting:
        return "dojo.help.turn_end"
    if table.reveal.waiting or table.summon_hold.waiting or table.turn_again.follow.shown:
        return "dojo.help.reveal"  # (and a computer's walk waiting: follow_pace.py)
    if table.end_hold.waiting:
        return "dojo.help.end_hold"
    if table.turn_again.active:  # the computer's walks seen again (turn_again.py)
        return "dojo.help.turn_again"
    if state.is_terminal and not table.busy:  # nothing left to skip (s24: 'skip the
        # animations' stood under the finished board)
        return (
            "dojo.help.over_board" if getattr(table, "viewing_board", False) else "dojo.help.over"
        )
    if state.is_terminal or not table.can_act:
        return "dojo.help.wait"  # the computer, another person, or events being told
    if state.phase == "roll" and not any(a.kind == "blitz" for a in state.legal_actions()):
        # B is named only where it does something (newcomer X: "B: Ninjas Blitz" with it off)
        return "dojo.help.roll_plain"
    if one_strike.only_play(table) is not None:  # her one card against one: one key
        return "dojo.help.strike_only"
    if state.phase in PHASES:
        return f"dojo.help.{state.phase}"
    return "dojo.help.wait"


def help_text(table: Table) -> str:
    """The line: for a turn a phone ends, its person named (s15, E7: the prompt said
    'ends their turn on their phone' over 'Enter or E: end your turn')."""
    key = help_key(table)
    seat = table.turn_end.seat
    if key == "dojo.help.turn_end_phone" and seat is not None:
        return str(table.app.tr(key, name=table.seat_name(seat)))
    return str(table.app.tr(key))
