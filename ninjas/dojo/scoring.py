"""How a Dojo game is won (RULINGS section 4): taking the enemy Dojo, or the land count
when a player must draw from an empty deck (ties: more ninjas on the board)."""

from __future__ import annotations

from .hexgrid import Hex


def dojo_taken(ninjas: dict[Hex, list[int]], seat: int, enemy_dojo: Hex) -> bool:
    """At the end of `seat`'s turn: one of its ninjas on the enemy Dojo, no enemy there."""
    here = ninjas.get(enemy_dojo, [0, 0])
    return here[seat] > 0 and here[1 - seat] == 0


def land(terrain: dict[Hex, str], ninjas: dict[Hex, list[int]], seat: int) -> int:
    """Non-water board hexes where only `seat`'s ninjas stand (Dojo hexes are not land)."""
    return sum(
        1
        for h, t in terrain.items()
        if t not in ("water", "dojo")
        and ninjas.get(h, [0, 0])[seat] > 0
        and ninjas.get(h, [0, 0])[1 - seat] == 0
    )


def on_board(terrain: dict[Hex, str], ninjas: dict[Hex, list[int]], seat: int) -> int:
    """`seat`'s ninjas on the board's hexes (Dojos included: they lie on the table)."""
    return sum(c[seat] for h, c in ninjas.items() if h in terrain)


def land_count_winner(terrain: dict[Hex, str], ninjas: dict[Hex, list[int]]) -> int | None:
    """The winner by land, ties broken by more ninjas on the board; None if still tied."""
    lands = [land(terrain, ninjas, s) for s in (0, 1)]
    if lands[0] != lands[1]:
        return 0 if lands[0] > lands[1] else 1
    counts = [on_board(terrain, ninjas, s) for s in (0, 1)]
    if counts[0] != counts[1]:
        return 0 if counts[0] > counts[1] else 1
    return None
