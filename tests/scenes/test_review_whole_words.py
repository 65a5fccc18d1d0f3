"""Newcomer S, s20 (093 FR 1280x720, 121 EN 1920x1080): the review's words cut short
('about the same: your move 28% · t…', 'Played: ... · The computer: Use Pardon: your
strongest corrupt car…', the graph's note '... et du jeu des a…') showed nothing more
when pointed at. The graph's note cut shows whole when the pointer is on it. (A
decision's row is never cut now, s21: test_review_rows_said_whole.py.)"""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.scene import ReviewScene

from .conftest import record_blits
from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def _scene(app: Any, tmp_path: Path) -> ReviewScene:
    """Seat 0's Shinobi review, each move about as good as another the computer chose
    (its row: 'about the same: ...', 'Played: ... · The computer: ...')."""
    path = make_record("shinobi", tmp_path)
    record = read_record(path)
    items = []
    for d in rv.decisions(record, 0):
        other = [str(a) for a in d.state.legal_actions() if str(a) != d.move]
        best = max(other, key=len) if other else d.move
        items.append(rv.Item(d.index, d.move, best, 0.5, 0.5, 0.49))
    scene = ReviewScene(app, record, path, 0, SMALL, lambda *a: Future())
    scene.job.review = rv.Review("shinobi", 0, SMALL.key(), items, 1.0)
    scene.build_menu()
    app.push(scene)
    app.draw()
    return scene


def _move(app: Any, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))


def _said(blits: list[tuple[str, pygame.Rect]]) -> str:
    return " ".join(words for words, _ in blits)


def test_the_graphs_note_cut_shows_whole_under_the_pointer(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1280, 720))
    app.language_for_run("fr")
    scene = _scene(app, tmp_path)
    long = (
        "Entre les coups de Marie-Hélène, les creux viennent des cartes piochées "
        "et du jeu des autres joueurs"
    )
    monkeypatch.setattr(scene, "note", lambda: long)
    blits = record_blits(monkeypatch)
    app.draw()
    (rect,) = [r for words, r in blits if words.startswith("Entre les") and words.endswith("…")]
    blits.clear()
    _move(app, rect.center)
    app.draw()
    assert long in _said(blits)  # fails before: cut, pointed at or not
