"""Where 'Turn +' and 'Turn -' land: the starts of the turns the table counts.

The timeline's segments are each seat's run of actions (ninjas.core.history.walk), and
in Dojo a battle's defender lays its cards inside the mover's turn: 'Turn +' pressed
three times went from action 0 to 25 and still said 'Turn 1 of 4' (newcomer H, s16,
133). In Dojo a turn begins where the placer (the Dojos' phase) or the mover changes, or
a clan's turn count does; in the other games each seat's run is a turn as the strip says
it (Night's strip counts rounds, each seat's turn one of them)."""

from __future__ import annotations

from typing import Any

from ninjas.core.saves import start_state


def _dojo_turn(state: Any) -> tuple[bool, int, int]:
    """Whose turn it is and which, as Dojo's table counts it."""
    placing = state.phase == "dojo"
    return placing, int(state.placer if placing else state.mover), sum(state.turns)


def table_starts(save: Any, turn_starts: list[int]) -> list[int]:
    """The first action of each turn of `save` as its table counts them (`turn_starts`,
    the timeline's, outside Dojo). The save replays (the replay opened it)."""
    if save.game != "dojo":
        return list(turn_starts)
    state = start_state(save)
    starts: list[int] = []
    last: tuple[bool, int, int] | None = None
    for index, text in enumerate(save.actions):
        now = _dojo_turn(state)
        if now != last:
            starts.append(index)
            last = now
        state.apply(text)
    return starts
