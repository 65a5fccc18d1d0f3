"""The player count stands over the seats it counts (newcomer F, s15, nc-F 207: 'show
the player count next to the seats rather than as a separate row'). In the games of
four seats (Shinobi, Night) the 'Players' choice leaves the options panel for the
corner over the first seat's card, left of the goal's lines: the same choice (Left /
Right, a click on its arrows), first in the keyboard's order as it is on the screen
(Down from it to the seats), its cell in the panel given to the other options."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import theme

if TYPE_CHECKING:
    from .layout import SetupLayout

WIDTH = 250
"""Design width of the count's row."""
HEIGHT = 34
GAP = 3
"""Design px between its row and the seats' cards."""


def up_top(scene: Any) -> bool:
    """The count stands over the seats: a game of more than two seats."""
    return len(scene.seats) > 2 and any(key == "players" for key, _ in scene.cells)


def panel_cells(scene: Any) -> list[tuple[str, Any]]:
    """The options panel's cells: all of the scene's, but the count's when it is up top."""
    top = up_top(scene)
    return [(key, widget) for key, widget in scene.cells if not (top and key == "players")]


def place(scene: Any, laid: SetupLayout) -> None:
    """Puts the count's row over the first seat's card."""
    if not up_top(scene):
        return
    widget = next(widget for key, widget in scene.cells if key == "players")
    first = laid.seat_panels[0]
    px = theme.px
    widget.rect = pygame.Rect(0, 0, min(px(WIDTH), first.width), px(HEIGHT))
    widget.rect.bottomleft = (first.left, first.top - px(GAP))


def first_in_order(scene: Any) -> None:
    """Puts the count first in the menu's order, as it stands over the seats' rows (the
    focused widget and every later index stay where they were)."""
    if up_top(scene):
        widget = dict(scene.cells)["players"]
        scene.menu.widgets.remove(widget)
        scene.menu.widgets.insert(0, widget)
