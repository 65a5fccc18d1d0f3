"""What ShinobiScene mixes in for the computers' turns: followed one action at a time
(follow_pace.py) and seen again from the person's turn (turn_again.py)."""

from __future__ import annotations

from .follow_pace import FollowPaceTable
from .turn_again import TurnAgainTable


class ComputerTurns(TurnAgainTable, FollowPaceTable):
    """Mixed into ShinobiScene before its other rooms and TableScene."""
