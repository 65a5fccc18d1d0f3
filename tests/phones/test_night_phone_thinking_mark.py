"""Newcomer V, s13: while Kenji chose on his phone, nothing on the laptop moved on his row
(the sofa could not tell waiting from stuck). A phone with a pulsing screen stands at
the end of his row in the backpacks' panel while a choice is awaited from his phone (his plan
here), and on nobody's once it has come. Seen at 1280x720 and 1920x1080."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession
from scenes import theme
from scenes.night import phone_mark

from .conftest import PhoneTable
from .test_night_phone_skip_passes import SEATS, kenji_to_skip


def kenji_to_plan(session: GameSession) -> None:
    while not (session.state.phase == "plan" and session.state.current_player == 1):
        state = session.state
        legal = state.legal_actions()
        session.apply(next((a for a in legal if str(a) == "plan collect move"), legal[0]))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_phone_pulses_on_kenjis_portrait_while_he_plans(
    phone_table: Any, size: tuple[int, int], tmp_path: Path
) -> None:
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", prepare=kenji_to_plan)
    scene = table.scene
    theme.set_scale(size[1] / 720)
    try:
        canvas = pygame.Surface(size)
        table.app.apply_scale()
        scene.draw(canvas)
        assert phone_mark.thinking_seat(scene) == 1
        layout = scene.layout(size)
        rect = phone_mark.draw(scene, canvas, layout)  # fails before: no such mark
        assert rect is not None
        cell = layout.pack_cell(1)
        assert cell.contains(rect), (rect, cell)  # on his row, past his pockets
        assert rect.left > layout.slot_rect(1, 3).right, rect
        pygame.image.save(canvas, str(tmp_path / f"mark_{size[0]}.png"))
        # its screen pulses with the table's time
        lit = []
        for t in (0.0, 1.3):
            scene.time = t
            phone_mark.draw(scene, canvas, layout)
            lit.append(tuple(canvas.get_at(rect.center))[:3])
        assert lit[0] != lit[1], lit
        # his plan sent: no mark while the next seat (a phone's too) plans, on him
        scene.play("plan collect move")
        assert phone_mark.thinking_seat(scene) != 1
    finally:
        theme.set_scale(1.0)


def test_while_its_plan_is_written_on_its_row_the_phone_stands_on_its_portrait(
    phone_table: Any,
) -> None:
    """Kenji's Skip, a Hook to play or not, ended on his phone: the mark stands clear of
    the plan written past his pockets ('Collect / Skip')."""
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", prepare=kenji_to_skip)
    scene = table.scene
    state = scene.state
    hook = next(t for t in range(len(state.kinds)) if state.kinds[t] == "hook")
    state.backpacks[1][0] = hook
    state.known[hook].add(1)
    scene._refresh()
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert phone_mark.thinking_seat(scene) == 1
    layout = scene.layout((1280, 720))
    rect = phone_mark.draw(scene, canvas, layout)
    assert rect is not None and layout.pack_cell(1).contains(rect), rect
    assert rect.right < layout.slot_rect(1, 0).left, rect  # before: over 'Skip'
