"""Issue 33, newcomer X (s9 r10/p1.png, Dojo FR 1280x720): while the review was worked
out, the keys stood on the graph's first dot, put there before any costly move was
found; once one was listed on the right, Enter opened the first dot's tooltip, not it.
The keys now start on the costly moves once some are listed, unless the person has
moved them."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record
from .test_review_live_rows import SMALL, replays_opened


def working(app: App, tmp_path: Path) -> tuple[ReviewScene, list[rv.Decision]]:
    path = make_record("taisen", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, lambda *a: Future())
    app.push(scene)
    return scene, list(rv.decisions(read_record(path), 0))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_opens_the_costly_move_listed_not_the_first_dot(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.language_for_run(lang)
    scene, found = working(app, tmp_path)
    opened = replays_opened(monkeypatch)
    good = found[1]
    scene.job.items = [rv.Item(good.index, good.move, good.move, 0.3, 0.3, 0.3)]
    ui.step()
    ui.step()
    assert scene.menu.focused is scene.chart  # a dot, and no costly move yet
    costly = found[2]
    scene.job.items = [*scene.job.items, rv.Item(costly.index, costly.move, "y", 0.5, 0.5, 0.2)]
    ui.step()
    ui.step()
    assert scene.working
    ui.key(pygame.K_RETURN)
    assert opened == [costly.index]


def test_the_focus_the_person_chose_stays_on_the_graph(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, found = working(app, tmp_path)
    good = found[1]
    scene.job.items = [rv.Item(good.index, good.move, good.move, 0.3, 0.3, 0.3)]
    ui.step()
    ui.key(pygame.K_RIGHT)  # walked the graph: the keys stay there
    costly = found[2]
    scene.job.items = [*scene.job.items, rv.Item(costly.index, costly.move, "y", 0.5, 0.5, 0.2)]
    ui.step()
    ui.step()
    assert scene.menu.focused is scene.chart
