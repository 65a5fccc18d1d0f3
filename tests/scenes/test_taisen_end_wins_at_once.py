"""Ending a turn that wins (a ninja holds the enemy village) with dice that could still
move asks nothing: the game ends at the first End turn (newcomer O, s18, 108: 'Dés qui
peuvent encore jouer... appuyez de nouveau' at the winning moment). Real keys through
app.dispatch."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from .test_taisen_scene import settle, table  # noqa: F401

BOARD = "J/-/-/-/S2/jr1p3/-/-/-/-/R2 m r1g1b1 -"
"""The monkeys' Rock 2 on the Wolf village; every die can still move a ninja."""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_winning_turn_ends_at_the_first_press(table: Any, app: Any, ui: Any, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table(notation=BOARD)
    settle(scene)
    first = next(a for a in scene.state.legal_actions() if str(a) == "r:S2")
    scene._play(first)
    settle(scene)
    assert scene.selection.dice_for(None)  # dice that could still move
    ui.key(pygame.K_e)
    assert scene.state.is_terminal and scene.state.winner_side == 0
    assert scene.refusal() is None or "E" not in str(scene.refusal())
