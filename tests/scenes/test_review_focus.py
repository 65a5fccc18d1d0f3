"""Issue 33 (the review to 9): the review opened with the keyboard's focus on 'Stop for
now', so Enter at once left it. The focus starts on the costly moves, the decisions
listed or the graph, and on nothing while none of those has anything to choose: the
buttons under them are reached by Tab or the pointer."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ninjas.core.history import read_record
from scenes.app import App
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record
from .test_review_live import SMALL, Held
from .test_review_screen import at_once


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_at_once_keeps_the_review_and_the_graph_takes_the_focus(
    app: App, ui: Driver, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    held = Held()
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, held)
    app.push(scene)
    ui.step(2)
    assert scene.working and not scene.chart.can_focus
    assert scene.menu.focused is None  # (before: the 'Stop for now' button)
    ui.key(pygame.K_RETURN)
    assert app.top is scene and scene.working and not scene.job.cancelled
    held.answer(1)
    ui.step(2)
    focused = scene.menu.focused
    assert focused in (scene.chart, scene.live_rows) and focused is not None
    ui.key(pygame.K_TAB)  # the buttons are still there, by Tab
    while scene.menu.focused is not scene.back_button:
        ui.key(pygame.K_TAB)
    held.answer(1)
    ui.step(2)
    assert scene.menu.focused is scene.back_button  # a focus chosen stays where it was


def test_a_finished_review_starts_on_its_costly_moves_or_its_graph(
    app: App, ui: Driver, tmp_path: Path
) -> None:
    path = make_record("taisen", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, at_once)
    app.push(scene)
    for _ in range(200):
        if not scene.working:
            break
        ui.step()
    ui.step()
    first = scene.worst_buttons or ([scene.decisions] if scene.decisions.items else [])
    expected = first[0] if first else scene.chart
    assert scene.menu.focused is expected
    assert scene.menu.focused not in (scene.back_button, scene.other_button)
