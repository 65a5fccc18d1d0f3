"""After Undo the move taken back is previewed under the pointer as it was before it
was played, and one click plays it again, as before the undo (newcomer O, s18, 033-037:
the click after Undo only picked the ninja, a second click played it). Real events
through app.dispatch."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.taisen import layout as L

from .test_taisen_scene import settle, table, visible_point  # noqa: F401

BOARD = "J/-/-/-/R2S2/jr1p3/-/-/-/-/s1 m r1g1b1 -"
"""R2 (S2 riding on it) moves with the blue die alone (the test_taisen_scene combat)."""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_click_plays_the_undone_move_again(table: Any, app: Any, ui: Any, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table(notation=BOARD)
    settle(scene)
    point = visible_point(scene, 1)
    ui.click(L.die_rect(2).center)  # the blue die, then the ninja: played at once
    ui.click(point)
    assert scene.session.actions == ["b:R2"]
    settle(scene)
    ui.key(pygame.K_u)
    assert scene.session.actions == []
    assert scene.selection.die == 2 and scene.selection.focused() is None
    ui.key(pygame.K_RETURN)  # Enter plays nothing unseen: it shows the focus first
    assert scene.session.actions == [] and scene.selection.focused() is not None
    ui.move((5, 5))
    ui.move(point)  # the pointer on the ninja again: its move previewed
    preview = scene.highlights().preview
    assert preview is not None and preview.dst == 5
    ui.click(point)
    assert scene.session.actions == ["b:R2"]  # one click, as before the undo
