"""Every number of Ninja Night in one table (RULINGS section 3)."""

from __future__ import annotations

BOARD_DIAMETER = 60.0
"""Centimetres: the round village board."""
BUILDINGS = 11
SECOND_FLOORS = 5
FOOTPRINT_MIN = (8.0, 8.0)
FOOTPRINT_MAX = (12.0, 10.0)
SPACING = 4.0
"""No two building footprints closer than this."""
TREES = 2
TREE_RADIUS = 3.0
TREE_HEIGHT = 3
GRAPNEL_RADIUS = 1.5
FIST_RADIUS = 1.5
MOVE_STRING_MAX = 40.0
FIGHT_STRING_MAX = 30.0
ROUNDS = 6
YELLOW_FROM_ROUND = 5
BACKPACK_SLOTS = 4
MAX_INJURIES = 4
MIN_PLAYERS = 2
MAX_PLAYERS = 4
TIE_EPSILON = 1e-6
"""Distances closer than this count as equal (nearest roofs)."""

VALUE_TOKENS: dict[str, int] = {"v1": 6, "v2": 5, "v3": 3, "y4": 2, "y5": 2}
"""Kind -> how many. `v` pink values, `y` yellow values."""
TOKEN_VALUES: dict[str, int] = {"v1": 1, "v2": 2, "v3": 3, "y4": 4, "y5": 5}
BONUS_KINDS = ("potion", "gears", "hook", "shuriken", "kunai")
BONUS_EACH = 2
YELLOW_KINDS = frozenset({"y4", "y5"})
GROUPS = {3: 6, 2: 5}
"""Setup: six buildings get 3 tokens, five get 2."""

AI_LENGTH_ERROR: dict[str, tuple[float, float]] = {
    "easy": (0.6, 0.18),
    "normal": (0.4, 0.11),
    "hard": (0.3, 0.065),
}
"""How far off the computer sets the string, by level, judging by eye as a person does:
a normal error whose spread is a floor (cm) plus a share of the true distance, so that
it grows with the distance (Weber's law). The testers' own throws erred by 3 to 25%:
`hard` is a steady eye (about 7%: a long attack sometimes misses), `easy` a beginner's."""


def ai_length_spread(level: str, distance: float) -> float:
    """The spread (cm, one standard deviation) of a level's estimate of `distance`."""
    floor, share = AI_LENGTH_ERROR.get(level, AI_LENGTH_ERROR["easy"])
    return floor + share * distance


def token_kinds() -> list[str]:
    """All 28 tokens' kinds in a fixed order."""
    kinds: list[str] = []
    for kind, count in VALUE_TOKENS.items():
        kinds += [kind] * count
    for kind in BONUS_KINDS:
        kinds += [kind] * BONUS_EACH
    return kinds
