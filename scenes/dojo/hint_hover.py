"""The hint's words under the pointer ring the places they name on the board, as a log
line's do (map_layers.draw_log_hexes): the hint's own step or die, and the rest of its
plan, the later walks' hexes and the dice still to set (issue 33, s22 brief point 2;
newcomer Z, s21, FR 1920x1080, 48-50: the log's and the hint's places were hard to find,
the later walks 'en pointillés sur le plateau' faint)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .routes import action_hex

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

    from .protocol import Table


def words_rect(table: Table) -> pygame.Rect | None:
    """Where the hint's words stand in the action panel while a hint is shown (its
    prompt's block, down to the rolled die and the moves left), else None."""
    panel = table.prompt_panel
    if panel.hint_words() is None:
        return None
    action = table.layout.action
    with theme.scaled_for(table.app.view_size):
        bottom = panel.moves_area().top
    return pygame.Rect(action.left, action.top, action.width, max(0, bottom - action.top))


def named(table: Table) -> list[Hex]:
    """The hexes the hint shown names: its action's, then its plan's later steps' (where
    each walk starts and goes) and dice, each once, those on the board."""
    hint = table.hint
    if hint is None:
        return []
    out = [action_hex(arg) for arg in hint.args if "," in arg]
    for text in table.hint_plan.rest()[1:]:
        kind, *args = text.split()
        if kind == "step":
            out += [action_hex(args[0]), action_hex(args[1])]
        elif kind == "die":
            out.append(action_hex(args[0]))
    terrain = table.state.terrain
    return [h for h in dict.fromkeys(out) if h in terrain]


def hovered(table: Table) -> list[Hex]:
    """The hint's places while the pointer is on its words, else none."""
    rect = words_rect(table)
    if rect is None or not rect.collidepoint(table.mouse):
        return []
    return named(table)
