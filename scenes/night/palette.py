"""The Night table's colours, in one place: the seats', the tokens', the marks drawn on
the village and the options' rows (the shared ones are in scenes/theme.py)."""

from __future__ import annotations

from .. import theme

SEAT_COLOURS = theme.SEAT_COLOURS
TARGET_GOLD = (240, 200, 90)
TOKEN_COLOURS = {"pink": (236, 140, 170), "yellow": (240, 210, 80)}
KIND_COLOURS = {
    "potion": (120, 200, 240),
    "gears": (180, 180, 190),
    "hook": (200, 160, 110),
    "shuriken": (220, 220, 230),
    "kunai": (200, 90, 90),
}
HAND_SKIN = (233, 201, 164)
STRING_COLOUR = (236, 226, 190)
ROPE_SHADOW = (30, 26, 24)
HINT_COLOUR = theme.HINT
"""The hint's mark: its option's row and its roof."""
HOVER_FILL = theme.lerp(theme.PANEL_LIGHT, theme.BORDER, 0.5)
HOVER_EDGE = theme.lerp(theme.BORDER, theme.MOONLIGHT, 0.55)
"""The option row under the mouse: a lighter tint of the row with a light edge. The dark
red it had is what the table's chosen things and red buttons wear (the Throw! button,
the page arrows, a pick elsewhere), so a row merely pointed at looked chosen."""
WHY_COLOUR = (236, 140, 120)
"""Why an action cannot be carried out, on its plan card."""
MISS_INK = (255, 160, 140)
"""A missed throw's result over the village (a hit's is gold), in a vermilion frame."""


def token_colour(kind: str) -> tuple[int, int, int]:
    """The disc drawn for a token where its picture is missing: by what is seen of it."""
    return KIND_COLOURS.get(kind, TOKEN_COLOURS.get(kind, (240, 200, 120)))
