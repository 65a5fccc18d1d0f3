"""Newcomer L, s17, L084: the History replayed a game only with Enter (or a click on
the row), with no button saying so. The chosen row has a 'Replay' button beside its
'Review'; a click on it opens the game's replay."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.arena import run_arena
from ninjas.core.history import Record, read_record
from ninjas.core.history_folder import write_record
from ninjas.core.i18n import Translator
from scenes.history import HistoryScene
from scenes.history.record_list import replay_rect
from scenes.replay.scene import ReplayScene

from .conftest import record_blits

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("fr", (1920, 1080))])
def test_the_chosen_row_has_a_replay_button_beside_review(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: Any
) -> None:
    run_arena("taisen", ["random"] * 2, 1, seed=1, record=tmp_path / "a")
    (path,) = sorted((tmp_path / "a").glob("record-*.json"))
    folder = tmp_path / "history"
    record = read_record(path)
    seats = [{"kind": "human"}, {"kind": "ai", "level": "hard"}]  # a person: Review too
    person = Record(
        replace(record.summary, seats=seats, names=["Léa", None]),
        replace(record.save, seats=seats),
    )
    write_record(person, folder)
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = HistoryScene(app, folder)
    app.push(scene)
    blits = record_blits(monkeypatch)
    app.draw()
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}/history-{lang}-{size[0]}.png")
    said = dict(blits)
    index, row, review = scene.list.rows[0]
    assert index == scene.list.selected
    button = replay_rect(row)
    words = app.tr("history.replay")
    assert words in said and button.contains(said[words])  # fails before: no button
    assert review is not None and not button.colliderect(review)
    assert button.right <= review.left and row.contains(button)
    click = {"pos": button.center, "button": 1}
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, click))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, click))
    assert isinstance(app.top, ReplayScene), app.top


@pytest.mark.parametrize(("lang", "size"), [("fr", (1920, 1080)), ("en", (1280, 720))])
def test_every_row_has_its_replay_button_as_its_review(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: Any
) -> None:
    """Newcomer S, s20 (146): the chosen row showed 'Revoir' + 'Analyse', the other rows
    'Analyse' alone, a button that looked missing. Each row has both; the other row's
    Replay opens that row's game."""
    run_arena("taisen", ["random"] * 2, 2, seed=1, record=tmp_path / "a")
    folder = tmp_path / "history"
    seats = [{"kind": "human"}, {"kind": "ai", "level": "hard"}]
    for path in sorted((tmp_path / "a").glob("record-*.json")):
        record = read_record(path)
        write_record(
            Record(
                replace(record.summary, seats=seats, names=["Léa", None]),
                replace(record.save, seats=seats),
            ),
            folder,
        )
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = HistoryScene(app, folder)
    app.push(scene)
    blits = record_blits(monkeypatch)
    app.draw()
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}/history-rows-{lang}-{size[0]}.png")
    assert len(scene.list.rows) == 2
    for name in ("history.replay", "history.review"):
        drawn = [rect for words, rect in blits if words == app.tr(name)]
        for _, row, _ in scene.list.rows:  # fails before: Replay on the chosen row alone
            assert any(row.contains(rect) for rect in drawn), (name, row)
    index, row, review = scene.list.rows[1]
    assert index != scene.list.selected and review is not None
    assert replay_rect(row).right <= review.left
    click = {"pos": replay_rect(row).center, "button": 1}
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, click))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, click))
    assert isinstance(app.top, ReplayScene), app.top
