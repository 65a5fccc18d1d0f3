"""Taisen's dice panel in the replay shows the dice the turn rolled, a die used struck
with the value it was rolled at, as the live table keeps them (newcomer L, s17, L129:
during the Wolf's turn the panel showed blank struck dice while the log said 'Wolf
rolls: red 3, green 3, blue 1'). The rules' state keeps a used die as 0; its value is
read from the turn's moves. A step played on the table (stepped.animate_on_taisen)
ends on the position's own dice (a turn's end: the next side's roll)."""

from __future__ import annotations

from typing import Any


def turn_values(state: Any, events: list[Any]) -> tuple[list[int], list[bool]]:
    """The dice of the side to move in `state` (each die's value, and whether it is
    used), a used die's value read from `events` (the turn's, up to the position)."""
    from ninjas.taisen.cards import DICE_LETTERS

    left = list(state.dice or [0, 0, 0])
    values = list(left)
    for event in events:
        data = event.data
        if event.kind == "moved" and data.get("side") == ("monkey", "wolf")[state.side]:
            die = DICE_LETTERS.index(str(data["die"]))
            if not left[die]:
                values[die] = int(data["value"])
    return values, [not value for value in left]


def show(table: Any, state: Any, events: list[Any]) -> None:
    """The table's dice panel as `state` has them, each used die with its value."""
    dice = table.view.dice
    dice.values, dice.used = turn_values(state, events)
    dice.lit = None


def keep_for_end(table: Any, state: Any, events: list[Any]) -> None:
    """The dice to show once the step being played on `table` has played (settle)."""
    table.settled_dice = turn_values(state, events)


def settle(table: Any) -> None:
    """The position's own dice, once its step has played (each frame, animator idle)."""
    kept = getattr(table, "settled_dice", None)
    if kept is None:
        return
    table.settled_dice = None
    dice = table.view.dice
    dice.values, dice.used = list(kept[0]), list(kept[1])
    dice.lit = None
