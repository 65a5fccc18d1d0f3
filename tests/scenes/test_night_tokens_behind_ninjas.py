"""Newcomer O, s12 (nc-O/101_1, 106): Aiko and Kenji standing on roof 4 were drawn
under roof 3's tokens, on the roof behind theirs: the tokens of every roof under a
ninja were drawn again over it (so that its own roof's stay seen, issue 33). Now only
its own roof's are: a roof's tokens behind stay behind. O's game, round 3."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import scene_of

from ninjas.night.rules import new_game

from ..night.test_ai_move_collect_reach import ACTIONS, OPTIONS, SEED


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_roof_behind_keeps_its_tokens_behind_the_ninjas(sized_app: Any, size: Any) -> None:
    app = sized_app(size)
    s = new_game(SEED, dict(OPTIONS))
    for action in ACTIONS:
        s.apply(action)
    assert s.positions[:2] == [3, 3] and s.roofs[2]  # Aiko and Kenji on roof 4
    scene = scene_of(app, s)
    view = scene.view
    redrawn: list[int] = []
    draw_over = view.draw_tokens_over

    def watched(*args: Any, **kwargs: Any) -> list[int]:
        again: list[int] = draw_over(*args, **kwargs)
        redrawn.extend(again)
        return again

    view.draw_tokens_over = watched
    scene.draw(app.window)
    # roof 3's tokens lie under the ninjas of roof 4 on the screen
    d = view.token_size()
    covers = [view.ninja_cover(view.ninja_spot(3, seat)) for seat in (0, 1)]
    under = [
        t
        for k, t in enumerate(s.roofs[2])
        if pygame.Rect(0, 0, d, d)
        .move(view.token_spot(2, k))
        .move(-d // 2, -d // 2)
        .collidelist(covers)
        >= 0
    ]
    assert under  # (the picture the newcomer saw)
    assert not set(under) & set(redrawn), redrawn  # fails before: drawn over them
    app.pop()
