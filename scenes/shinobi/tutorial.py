"""Shinobi WAT-AAH!'s guided first game: a real two-player Grasshopper game against the
easy computer whose first turn is guided step by step (scenes/guide.py): draw (recruit
or be corrupt), read your cards, lay a clan and see its power act, discard, watch the
computer play, and how the round ends and is scored. Opened from the Shinobi setup
screen ("Learn to play")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession

from .. import theme
from ..guide import Guide, GuidedTable, Step
from .hand_view import STACK_SHOWN
from .layout import TableLayout, table_layout
from .scene import ShinobiScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 6
"""Akane plays first and, after recruiting, holds two Carps: a clan whose power (draw
2 cards) needs no further choice."""
TUTORIAL_OPTIONS = {"players": 2, "mode": "grasshopper"}


def _drew(table: Any) -> bool:
    state = table.state
    return bool(table.session.actions) or state.current_player != 0


def _laid(table: Any) -> bool:
    state = table.state
    return bool(state.clans[0]) or state.turn != 0 or state.round > 1


def _discarded(table: Any) -> bool:
    state = table.state
    return state.turn != 0 or state.is_terminal


def steps(table: ShinobiScene) -> tuple[Step, ...]:
    """The steps, ringing the parts of this table's layout they speak of."""
    return (
        Step("welcome", None),
        Step("draw", _drew, lambda: table.layout.options),
        Step("hand", None, lambda: table.layout.hand),
        Step("place", _laid, lambda: table.layout.hand),
        Step("discard", _discarded, lambda: table.layout.hand),
        Step("table", None, lambda: table.layout.opponents[0]),
        Step("end", None, lambda: table.board.scores_rect()),
    )


STEP_KEYS = ("welcome", "draw", "hand", "place", "discard", "table", "end")


class ShinobiTutorial(GuidedTable, ShinobiScene):
    """A Shinobi table with a guide on top, both drawn at the window's own size: the
    bubble sits over your own clans, above the hand, wherever the layout puts them."""

    tutorial_game = "shinobi"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = TUTORIAL_OPTIONS

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        super().__init__(app, session, **table)
        self.guide = Guide(
            app, steps(self), "shinobi.tutorial", self._bubble, bottom=self._bubble_bottom
        )

    def _bubble_layout(self, size: tuple[int, int]) -> TableLayout:
        return table_layout(size, self.state.players, self.state.mode, self.hand.rows)

    def _over_clans(self) -> bool:
        """Whether the step shown speaks of the clans on the table (yours among them):
        its bubble then lies over the hand's free end, not over your clans."""
        guide = getattr(self, "guide", None)
        return guide is not None and guide.guiding and guide.current.key == "table"

    def _bubble(self, size: tuple[int, int]) -> pygame.Rect:
        """The bubble's left, width (its height follows its words) on a surface of `size`:
        over your own clans, above the hand; for the step on the clans on the table, over
        the hand right of its last pile (right-aligned; over the hand's last piles only if
        the hand leaves less than 420 design px free)."""
        layout = self._bubble_layout(size)
        own = layout.own
        width = min(layout.px(720), own.width - layout.px(80))
        if not self._over_clans():
            return self._beside_zoom(pygame.Rect(own.left + layout.px(40), 0, width, 0), size)
        hand = layout.hand
        right = hand.left
        if size == self.size:  # the piles as laid (relative to the hand's left)
            right = max(
                (
                    hand.left + spot.x + self.hand.group_width(STACK_SHOWN)
                    for spot in self.hand.laid.values()
                ),
                default=hand.left,
            )
        free = hand.right - right - layout.px(16)
        if free >= layout.px(420):  # narrower, to leave every pile in sight
            width = min(width, free)
        return pygame.Rect(hand.right - width, 0, width, 0)

    def _beside_zoom(self, bubble: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """`bubble` moved (and narrowed) to the side of your clans' panel away from the
        card enlarged above the hand, when one is: step 3 asks you to point at a card,
        and its bubble lay over the enlarged card."""
        zoomed = self.zoom.card_zoom() if size == self.size else None
        if zoomed is None:
            return bubble
        zoom = zoomed[1].inflate(2 * theme.px(12), 0)
        if not (bubble.left < zoom.right and zoom.left < bubble.right):
            return bubble
        own = self.layout.own
        inside = own.inflate(-2 * theme.px(16), 0)
        left_room = zoom.left - inside.left
        right_room = inside.right - zoom.right
        if right_room >= left_room:
            width = min(bubble.width, right_room)
            return pygame.Rect(inside.right - width, 0, width, 0)
        width = min(bubble.width, left_room)
        return pygame.Rect(inside.left, 0, width, 0)

    def _bubble_bottom(self, size: tuple[int, int]) -> int:
        layout = self._bubble_layout(size)
        if self._over_clans():
            return layout.hand.bottom - layout.px(8)
        return layout.hand.top - layout.px(8)
