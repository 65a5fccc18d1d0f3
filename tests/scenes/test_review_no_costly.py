"""Newcomer H, s10 (nc-98/072_8.png): she followed the hints, the review found no costly
move ('aucun coup ne vous a coûté beaucoup de chances'), and the replay had no costly
move to start from: she picked one herself. The review now says so warmly, 'No costly
move: you played as the computer would', starts its list on the closest call (Enter
replays it) and offers 'Replay from the start' beside Back."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.replay.scene import ReplayScene
from scenes.review.scene import ReviewScene
from scenes.widgets import resolve

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def opened(sized_app: Any, tmp_path: Path, lang: str, close: bool) -> Any:
    """A won Dojo review of every move the computer's own, but for one close call
    (`close`) at the third decision."""
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    record = read_record(path)
    found = list(rv.decisions(record, 0))[:8]
    items = [rv.Item(d.index, d.move, d.move, 0.5, 0.6, 0.6) for d in found]
    if close:
        other = next(str(a) for a in found[2].state.legal_actions() if str(a) != found[2].move)
        items[2] = rv.Item(found[2].index, found[2].move, other, 0.5, 0.62, 0.6)
    scene = ReviewScene(app, record, path, 0, SMALL, lambda *a: Future())
    scene.job.review = rv.Review("dojo", 0, SMALL.key(), items, 1.0)
    scene.build_menu()
    app.push(scene)
    app.draw()
    return app, scene, items


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_costly_move_offers_the_closest_call_and_the_start(
    sized_app: Any, tmp_path: Path, lang: str
) -> None:
    app, scene, items = opened(sized_app, tmp_path, lang, close=True)
    tr = app.tr
    lines = [text for text, _ in scene.summary_lines(scene.job.review)]
    assert tr("review.worst.none") in lines
    closest = tr("review.calm.closest", moment=scene.moment(items[2].index))
    assert closest in lines  # fails before: no offer
    assert scene.decisions.items[scene.decisions.selected] is items[2]  # fails before: 0
    start = scene.start_button
    assert start in scene.menu.widgets and resolve(start.label) == tr("review.start")
    assert not start.rect.colliderect(scene.back_button.rect)
    assert start.rect.bottom == scene.back_button.rect.bottom
    start.on_click()
    assert isinstance(app.top, ReplayScene) and app.top.index == 0


def test_every_move_the_computers_offers_the_start(sized_app: Any, tmp_path: Path) -> None:
    app, scene, _ = opened(sized_app, tmp_path, "en", close=False)
    lines = [text for text, _ in scene.summary_lines(scene.job.review)]
    assert app.tr("review.calm.start") in lines
    assert scene.decisions.selected == 0 and scene.start_button in scene.menu.widgets
