"""Issue 33, s10: in a 4-player Grand Master Shinobi replay, in the view of everything,
each opponent's panel held its clans and its open hand in a third of the table's height:
the clans' tiles were 6-26 px tall at 1280x720 (1-9 at 1920x1080), unreadable. The
opponents' row is now taller there (the own row gives the room, the board's row keeps
its height and its words), and the hand lies where it leaves the clans' tiles tallest:
every opponent's tiles at least 28 design px tall (33 px at 1280x720, 42 at 1920x1080;
before, 6 and 1). A seat's view keeps the game's own layout."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene
from scenes.shinobi.layout import table_layout

from .test_replay_open_hands import drawn_at, shinobi_record

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A folder to save the screens in (to look at them), none by default."""
LEAST = 28
"""The least design height of an opponent's clan tile (its name read)."""


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_every_opponents_clans_read_in_a_four_player_grand_master_replay(
    sized_app: Any, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    replay = open_replay(app, shinobi_record(tmp_path, 4, "grandmaster"), at=0)
    assert isinstance(replay, ReplayScene)
    app.push(replay)
    canvas = pygame.Surface(size)
    seen = 0
    for index in range(10, min(replay.total, 250), 30):
        table = drawn_at(replay, index, canvas)
        if SHOT:
            pygame.image.save(canvas, f"{SHOT}/four-{lang}-{size[0]}-{index}.png")
        base = table_layout(size, 4, "grandmaster", table.hand.rows)
        layout = table.layout
        assert layout.opponents[0].height > base.opponents[0].height
        assert layout.board.height == base.board.height, "the board's words keep their room"
        with theme.scaled_for(size):
            least = theme.px(LEAST)
        for rect, seat, _ in table.board.tiles:
            if seat != table.bottom_seat():
                seen += 1
                assert rect.height >= least, (index, seat, rect)
    assert seen > 20
    replay.set_view(0)  # a seat's view: the game's own layout
    table = drawn_at(replay, 40, canvas)
    base = table_layout(size, 4, "grandmaster", table.hand.rows)
    assert table.layout.opponents[0] == base.opponents[0]
