"""Newcomer O, s18, 224/225: eight roofs to move to were paged ('Page 1/2'), the log's
panel half empty under them, and the hint's roof then stood alone on page 2. Where the
list fits on one page with the log at two lines, the log gives the room: one page, every
roof's row seen, the log still two lines under it (scenes/night/roof_room.py)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import first_action_turn

from ninjas.core.session import Seat
from scenes.night.layout import LOG_LINE
from scenes.night.table_view import room_for_log


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_eight_roofs_stand_on_one_page_over_a_two_line_log(sized_app: Any, lang: str) -> None:
    size = (1280, 720)
    app = sized_app(size)
    app.set_language(lang)
    scene = first_action_turn(app, 4242, "plan move attack", [Seat("human")] * 3)
    scene.state.positions[0] = 8  # roof 9: eight roofs in reach, a two-line heading
    scene._refresh()
    moves = [a for a, _ in scene.options if a.kind == "move"]
    assert len(moves) == 8
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    panel = scene.option_list
    assert not panel.pager.paged  # before: Page 1/2
    shown = [scene.options[i][0] for i in panel.visible()]
    assert all(move in shown for move in moves)
    layout = scene.layout()
    box = panel.box(layout)
    log = room_for_log(layout, box)
    assert log is not None and log.height >= layout.px(2 * LOG_LINE + 12) - 1
    assert box.bottom <= log.top and log.bottom <= layout.packs.top
