"""Dojo's guided first game: a real game against the easy computer on the small
Causeway board, its first turn guided step by step (scenes/guide.py): build your Dojo,
roll, walk (what each terrain costs), how a battle goes (cards face down, played one
at a time), a projectile from the plains, summoning, and the two ways to win. Opened
from the Dojo setup screen ("Learn to play")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession
from ninjas.dojo.rules import DojoAction

from .. import theme
from ..guide import Guide, GuidedTable, Step
from .board_view import hex_cover
from .scene import DojoScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 1
"""The computer places its Dojo first, then the person places and plays first (a roll
of 3 on Causeway)."""
TUTORIAL_OPTIONS = {"board": "causeway"}
"""The smallest board: the clans meet within a few turns."""
BUBBLE_WIDTHS = (440, 400, 360, 320, 280, 250, 220)
"""The bubble's widths tried (design px), widest first: the widest that finds room."""
FALLBACK_WIDTH = 280
"""With no room free of hexes, the bubble at least this wide lies where it covers the
least of the board (only a step's long words, at the smallest windows)."""
CORNERS = ("topright", "bottomleft", "topleft", "bottomright")
"""The map's corners tried for the bubble, in this order."""
SQRT3 = 3**0.5
STEP_KEYS = ("welcome", "place", "roll", "walk", "battle", "projectile", "summon", "win")


def _played(table: Any, *kinds: str) -> bool:
    """Has the person (seat 0) played an action of one of these kinds?"""
    return any(seat == 0 and kind in kinds for seat, kind in table.played)


def _summoned(table: Any) -> bool:
    state = table.state
    placing_dice = state.phase == "assign" and state.current_player == 0
    return _played(table, "summon") and not placing_dice


def steps(table: DojoScene) -> tuple[Step, ...]:
    """The steps, ringing the parts of this table's layout they speak of."""

    def board() -> pygame.Rect:
        return table.layout.map

    def panel() -> pygame.Rect:
        return table.layout.action

    return (
        Step("welcome", None),
        Step("place", lambda t: _played(t, "dojo"), board),
        Step("roll", lambda t: _played(t, "roll", "blitz"), panel),
        Step("walk", lambda t: _played(t, "step", "end") or t.state.turns[0] > 1, board),
        Step("battle", None, board),
        Step("projectile", None, board),
        Step("summon", _summoned, panel),
        Step("win", None),
    )


class DojoTutorial(GuidedTable, DojoScene):
    """A Dojo table with a guide on top, both drawn at the window's own size: the
    bubble lies over the map where no hex lies, else over the log (see _bubble)."""

    tutorial_game = "dojo"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = TUTORIAL_OPTIONS

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        self.played: list[tuple[int, str]] = []
        """(seat, kind) of every action played at this table (the steps' progress)."""
        self._bubble_kept: tuple[tuple[object, ...], pygame.Rect] | None = None
        super().__init__(app, session, **table)
        self.guide = Guide(app, steps(self), "dojo.tutorial", self._bubble, bottom=self._bottom)

    def play(self, action: DojoAction | str) -> None:
        seat = self.state.current_player
        super().play(action)
        self.played.append((seat, str(action).split(" ", 1)[0]))

    def _bubble(self, size: tuple[int, int]) -> pygame.Rect:
        """The bubble on a surface of `size`: over the map where no hex lies (nor a Dojo,
        nor the battle's tray), as wide as there is room for, in a corner of the map or
        else slid along one of its edges; when the board fills the map, over the log at
        the foot of the column. So it covers neither the board the steps ring, nor the
        action panel and its choices, nor the clans' status. Worked out once per step."""
        key = (
            self._fit_key(size),
            theme.scale(),
            self.guide.words(),
            tuple(self.tray_rect),
            tuple(self._sites()),
        )
        if self._bubble_kept is not None and self._bubble_kept[0] == key:
            return pygame.Rect(self._bubble_kept[1])
        rect = self._find_bubble(size)
        self._bubble_kept = (key, rect)
        return pygame.Rect(rect)

    def _find_bubble(self, size: tuple[int, int]) -> pygame.Rect:
        lay, view = self._layout_for(size)
        px = theme.px
        room = lay.map.inflate(-2 * px(12), -2 * px(12))
        hexes = [
            *self.state.board.hexes(),
            *(d for d in self.state.dojos if d is not None),
            *self._sites(),
        ]
        taken = [rect for h in hexes for rect in _hex_cover(view.centre(h), view.radius)]
        if self.tray_rect.width:
            taken.append(self.tray_rect)
        stride = max(1, px(8))
        least: tuple[int, pygame.Rect] | None = None
        for width in BUBBLE_WIDTHS:
            w = min(px(width), room.width)
            rect = pygame.Rect(0, 0, w, self.guide.height_for(w))
            if rect.height > room.height:
                continue
            places = [(getattr(room, corner), corner) for corner in CORNERS]
            for y in range(room.top, room.bottom - rect.height + 1, stride):
                places += [((room.left, y), "topleft"), ((room.right, y), "topright")]
            for x in range(room.left, room.right - rect.width + 1, stride):
                places += [((x, room.top), "topleft"), ((x, room.bottom), "bottomleft")]
            for point, corner in places:  # the corners first, then along the edges
                setattr(rect, corner, point)
                hit = rect.collidelistall(taken)
                if not hit:
                    return rect
                if width >= FALLBACK_WIDTH:
                    over = sum(rect.clip(taken[i]).width * rect.clip(taken[i]).height for i in hit)
                    if least is None or over < least[0]:
                        least = (over, rect.copy())
        # no free room on the map (the board fitted to it once both Dojos stand): over
        # the log, at the foot of the column, if the words fit there
        log = lay.log.inflate(-2 * px(4), -2 * px(4))
        height = self.guide.height_for(log.width)
        if height <= log.height:
            return pygame.Rect(log.left, log.bottom - height, log.width, height)
        # else (long words at a small window): where it covers the least of the board
        if least is not None:
            return least[1]
        rect = pygame.Rect(room.topleft, (room.width, self.guide.height_for(room.width)))
        return rect

    def _sites(self) -> list[tuple[int, int]]:
        """The glowing Dojo sites while a Dojo is to be placed (off the board's hexes:
        the bubble must not lie over one the step asks to click)."""
        state = self.state
        if state.phase != "dojo":
            return []
        out = []
        for action in state.legal_actions():
            q, r = action.args[0].split(",")
            out.append((int(q), int(r)))
        return out

    def _bottom(self, size: tuple[int, int]) -> int:
        """The bubble's bottom (its words' height given where it lies)."""
        return self._bubble(size).bottom


_hex_cover = hex_cover
