"""After F (the table alone), the first press on the timeline drags it (issue 33,
newcomers P and Q, s8: 'the first click after F only brings the controls back, so my
first drag did nothing'). The press still brings the controls back; a press elsewhere
only does that, and no button takes a press where none was to be seen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.app import App

from .conftest import Driver
from .test_replay import opened


def drag(ui: Driver, start: tuple[int, int], end: tuple[int, int]) -> None:
    ui.event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    ui.step()
    ui.event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    ui.step()
    ui.event(pygame.MOUSEBUTTONUP, pos=end, button=1)
    ui.step()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_first_drag_after_f_drags(
    sized_app: Any, tmp_path: Path, size: tuple[int, int]
) -> None:
    app: App = sized_app(size)
    ui = Driver(app)
    scene = opened(app, tmp_path, "taisen", at=2)
    ui.step()
    line = scene.timeline.rect
    start = (line.left + line.width // 10, line.centery)
    end = (line.left + line.width * 3 // 4, line.centery)
    ui.key(pygame.K_f)
    assert scene.full
    drag(ui, start, end)
    assert not scene.full  # the controls are back
    assert scene.index == scene.timeline.index_at(end[0])  # fails before: still 2
    assert scene.index > 2 and not scene.timeline.dragging


def test_a_press_off_the_timeline_after_f_only_brings_the_controls(
    app: App, ui: Driver, tmp_path: Path
) -> None:
    scene = opened(app, tmp_path, "taisen", at=2)
    ui.step()
    ui.key(pygame.K_f)
    ui.click(scene.transport[-1])  # where 'to the end' was: not to be seen
    assert not scene.full and scene.index == 2
