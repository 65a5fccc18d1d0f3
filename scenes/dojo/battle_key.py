"""The battle's rules, said in the side panel while its cards are laid and played: the
ranks (Ace 1 ... King 13) and what a tie does (ninjas/dojo/cards.clash, RULINGS.md: a
tie does nothing, but a defender in a mountain, or any under Defense Advantage, wins
it). The panel stood empty under the prompt in a battle, and nothing said whether the
Ace was high or who won a tie (issue 33, newcomer X, s9 t29-t31)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .layout import LOG_LINE, LOG_SIZE

if TYPE_CHECKING:
    from .protocol import Table

PHASES = ("lay", "attack")
"""The phases whose cards the key speaks of."""
MOST_LINES = 5


def key_text(table: Table) -> str:
    """The ranks and the tie's rule for the battle going on ("" when none)."""
    state = table.state
    if state.phase not in PHASES or state.battle is None:
        return ""
    if getattr(table, "watching", False):  # a replay's step is said there (replay_step.py;
        return ""  # newcomer X's position, s9: both were drawn over each other)
    tr = table.app.tr
    tie = "all" if state.toggle("defense_advantage") else "mountain"
    words = [tr("dojo.battle_key.ranks"), tr("dojo.battle_key.tie." + tie)]
    if state.battle.source is not None:  # a throw: the thrower is not harmed (cards.clash)
        ace = state.toggle("ace_in_the_face")
        words.append(tr("dojo.battle_key.throw_ace" if ace else "dojo.battle_key.throw"))
    return " ".join(str(w) for w in words)


def key_lines(table: Table, top: int, area: pygame.Rect) -> list[str]:
    """Its lines under `top` in the panel `area` (none where they do not fit whole)."""
    text = key_text(table)
    if not text:
        return []
    lines = table.wrap(text, LOG_SIZE, area.width)
    if len(lines) > MOST_LINES or top + len(lines) * theme.px(LOG_LINE) > area.bottom:
        return []
    return lines


def draw_key(table: Table, canvas: pygame.Surface, top: int, area: pygame.Rect) -> None:
    y = top
    for line in key_lines(table, top, area):
        theme.blit_text(canvas, line, LOG_SIZE, theme.MOONLIGHT, topleft=(area.left, y))
        y += theme.px(LOG_LINE)
