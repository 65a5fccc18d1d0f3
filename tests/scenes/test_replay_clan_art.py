"""Newcomer L, s17, L088: in a 4-player Shinobi replay, view of everything, a clan of
four cards was a flat tile, 'Dragon ×4 8', no art, where the live table drew it with
its art: the replay laid each opponent's clans in four places (the fourth's room for
the hand) even where the hand lies under the clans. There, three places while the seat
has fewer than four clans, as the live table; the tiles clear of the hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.arena import run_arena
from scenes.replay import open_replay
from scenes.shinobi import cards

TALL = 70
"""A clan tile's height (px at 1280x720) that holds its art over a row of chips."""


def test_an_opponents_clans_keep_their_art_with_the_hand_under_them(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_arena("shinobi", ["easy"] * 4, 1, seed=3, options={"players": 4}, record=tmp_path)
    (path,) = sorted(tmp_path.glob("*.json"))
    app = sized_app((1280, 720))
    flat: list[str] = []
    compact = cards._compact_tile

    def spy(surface: Any, clan: str, chips: list[Any], *args: Any) -> None:
        # a clan of three cards or more in a tile tall enough for its art and its
        # chips in a row (a tile shorter than that is flat on the live table too)
        if len(chips) >= 3 and surface.get_height() >= TALL:
            flat.append(f"{clan} x{len(chips)} {surface.get_size()}")
        compact(surface, clan, chips, *args)

    monkeypatch.setattr(cards, "_compact_tile", spy)
    cards._tiles.clear()
    replay = open_replay(app, path, at=0)
    app.push(replay)
    canvas = pygame.Surface((1280, 720))
    below = 0
    for index in range(22, 35, 3):  # (Bear x4 flat at 25 to 31 before)
        replay.go(index)
        replay.draw(canvas)
        board = replay.table.board
        below += len(board.hand_below)
        hands = [rect for rect, _ in board.hand_rects]
        for tile, _seat, _clan in board.tiles:
            assert tile.collidelist(hands) < 0, "a clan over the hand"
    assert below, "hands laid under the clans"
    assert flat == [], flat  # fails before: 'Bear x4 (62, 80)', flat in a fourth place
