"""Under a setup's heading, one line: the game's goal, and what a first game should set
(newcomer E, s15, 152: 'nothing says what the game is about on this screen'; newcomer
F, s15, 004/207: six optional rules of equal weight, 'which are recommended for a first
game?', and 'first game? Grasshopper is shorter').

The recommended value of a rule is its default (ninjas.options: the first value), the
plain game: Dojo's optional rules Off, Night's Experienced Off, Shinobi's Grasshopper
(one round). A player count, who goes first and a map are no rules: none is advised.
While every rule is at its recommended value the line says so; else it names each rule
to set back, 'First game? Recommended: Joker cards Off, Ninjas Blitz Off'."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.options import game_options

from .. import theme
from ..widgets import shortened

NOT_RULES = ("players", "first")
"""Options that are no rule of the game (a level option, a map, is none either)."""
GAP = 9
"""Design px between the heading and the goal's line (its brush line between)."""
MANY = 3
"""More rules than this to set back are counted, not named."""
SIZE = theme.FONT_SMALL
"""The line's words (capitals 11.6 px at 1280x720)."""


def recommended(game: str) -> dict[str, Any]:
    """Each rule's value for a first game, by option, in the setup's order."""
    return {
        option.key: option.default
        for option in game_options(game)
        if option.key not in NOT_RULES and option.levels is None and option.values
    }


def advice(scene: Any) -> str:
    """'First game? Recommended: Joker cards Off', or that these are the settings to
    start with ("" for a game with no optional rule)."""
    tr = scene.app.tr
    rules = recommended(scene.game)
    if not rules:
        return ""
    changes = [
        tr("setup.first_game.rule", rule=tr(f"setup.{key}"), value=scene.value_label(key, value))
        for key, value in rules.items()
        if scene.option_value(key) != value
    ]
    if not changes:
        return str(tr(f"setup.first_game.ok.{scene.game}"))
    if len(changes) > MANY:  # (a list of six rules would run off the line)
        return str(tr.plural("setup.first_game.many", len(changes)))
    own = f"setup.first_game.change.{scene.game}"  # Shinobi's: its one rule, the mode
    return str(tr(own) if tr.has(own) else tr("setup.first_game.change", rules=", ".join(changes)))


def goal(scene: Any) -> str:
    return str(scene.app.tr(f"setup.goal.{scene.game}"))


def draw(canvas: pygame.Surface, scene: Any, top: int) -> pygame.Rect:
    """The goal, and the advice in gold on the line under it, centred from `top` (real
    px), each cut to the window. Returns the rect they took."""
    width = canvas.get_width() - 2 * theme.px(40)
    centre = canvas.get_width() // 2
    taken = pygame.Rect(centre, top, 0, 0)
    y = top
    for words, colour in ((goal(scene), theme.MOONLIGHT), (advice(scene), theme.GOLD)):
        if not words:
            continue
        drawn = theme.blit_text(
            canvas, shortened(words, SIZE, width), SIZE, colour, midtop=(centre, y)
        )
        taken.union_ip(drawn)
        y = drawn.bottom
    return taken
