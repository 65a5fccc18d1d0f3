"""Every number of Dojo in one table (RULINGS section 4)."""

from __future__ import annotations

BOARD_RADIUS = 3
"""The random board: 37 hexes, the centre and three rings."""
TERRAIN_COUNTS: dict[str, int] = {"water": 7, "forest": 8, "mountain": 8, "plains": 14}
"""Terrain -> how many hexes of it on the random board."""
TERRAINS = ("water", "forest", "mountain", "plains")
DOJO_TOUCHES = 2
"""A Dojo hex lies off the board and touches exactly this many board hexes."""
DOJO_MIN_DISTANCE = 3
"""The second Dojo at this hex distance or more from the first."""

MOVE_COST: dict[str, tuple[int, ...]] = {
    "plains": (1,),
    "water": (1,),
    "forest": (0, 1),
    "mountain": (2,),
    "dojo": (1,),
}
"""Terrain -> the costs a mover may choose to enter it (forest: 0 or 1, RULINGS 4)."""
WATER_CAPACITY = 1
"""At most this many ninjas on a water hex at the end of a move."""
MOVE_ROLL_MAX = 6
"""The die's highest face (and Ninjas Blitz's moves)."""

RANKS = tuple(range(1, 14))
"""A=1 .. K=13, four suits of each."""
SUITS = 4
JOKERS = 2
JOKER = 0
"""A Joker's code in a deck."""
ACE = 1
SUMMON_FACES = tuple(range(1, 7))
"""Only cards A..6 can match a summoning die."""
START_NINJAS = 5
"""Ninjas on each Dojo when the game starts."""
FURY_CROWD = 5
"""Fists of Fury: a lone ninja facing this many or more draws two cards per card."""
