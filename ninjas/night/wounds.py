"""The injuries each seat took over a whole Night game (newcomer K, s17, review 168:
'injuries taken, you 0, Blue 0' though Blue's Shuriken had wounded her and her fist
Blue: the summary read the injuries left at the end, after both had healed).

The game is played again from its seed and options with the texts of its history,
each 'injured' event counted for its seat (an injury to a full backpack is counted
when its token is dropped and the injury lands; one spared at four is not taken)."""

from __future__ import annotations

from .rules import NightState, new_game


def wounds_taken(state: NightState) -> list[int] | None:
    """Each seat's injuries taken since the game began, or None when its history does
    not play again to `state` (a position built by hand)."""
    try:
        sim = new_game(state.seed, dict(state.options))
        taken = [0] * sim.players
        for text in state.history:
            for event in sim.apply(text):
                if event.kind == "injured":
                    taken[int(event.data["seat"])] += 1
    except (ValueError, KeyError, IndexError):
        return None
    if sim.backpacks != state.backpacks or sim.positions != state.positions:
        return None
    return taken
