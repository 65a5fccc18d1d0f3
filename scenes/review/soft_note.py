"""An opening said softly is drawn softly: a Dojo's site or a Night ninja's first roof
that fell short of the computer's choice is 'a pointer more than a mistake'
(hint_words.SETUP, E5, s15), so its dot, its ring on the graph, its tooltip, its row and
its words are in a sand colour with their own legend, never the costly red a mistake is
drawn in (newcomer F, s15, 105: her Dojo's site read as a mistake in a game she won
17-6; the words softened, the red stayed)."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas import review as rv

from .. import theme
from . import close_call, night_miss
from .graph import COSTLY, GOOD
from .hint_words import NOTE, soft
from .rows import draw_rows


def move_colour(game: str, item: rv.Item) -> theme.Colour:
    """The colour a move short of the computer's is drawn in: sand for an opening,
    the costly red for any other."""
    return NOTE if soft(game, item) else COSTLY


def verdict_kind(scene: Any, item: rv.Item) -> str:
    """A decision's verdict key (review.decision.*) for a move the computer would not
    have made: too close to tell, about the same, an opening's pointer, or a cost."""
    if close_call.wide(item):
        return "unclear"
    pointer = soft(scene.game, item) or night_miss.missed(scene, item)  # (a miss: B, s22)
    return "close" if item.as_good else "setup" if pointer else "costly"


def row_colour(scene: Any, item: rv.Item, verdict: str) -> theme.Colour:
    """A decision's verdict colour in the list: green ahead, dim about the same, sand
    for an opening's pointer, red for a cost."""
    if verdict == "ahead":
        return GOOD
    if verdict == "setup" and not item.as_good:  # (an opening, or a throw that missed)
        return NOTE
    return theme.TEXT_DIM if item.as_good else move_colour(scene.game, item)


def draw_worst_rows(scene: Any, canvas: pygame.Surface, colours: tuple[theme.Colour, ...]) -> int:
    """The costly moves' rows under their buttons (rows.draw_rows), each second line,
    the cost's words (plain_first.block), in its move's colour; the y under the last row."""
    y = 0
    for row, item in zip(scene.rows, scene.worst[scene.first_row :], strict=False):
        colour = NOTE if night_miss.missed(scene, item) else move_colour(scene.game, item)
        own = (colours[0], colour, *colours[2:])
        y = draw_rows(canvas, [row], own.__getitem__)
    return y
