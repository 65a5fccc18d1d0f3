"""Newcomer S, s20 (093 FR 1280x720, 121 EN 1920x1080): the review's words cut short
('about the same: your move 28% · t…', 'Played: ... · The computer: Use Pardon: your
strongest corrupt car…', the graph's note '... et du jeu des a…') showed nothing more
when pointed at. A decision's row whose words are cut shows them whole over it when the
pointer is on it or the keys choose it; the graph's note cut, when the pointer is on it."""

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


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_a_cut_rows_words_show_whole_under_the_pointer_and_the_keys(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: Any, lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    scene = _scene(app, tmp_path)
    listing = scene.decisions
    blits = record_blits(monkeypatch)
    cut: list[int] = []
    for start in range(0, len(listing.items), listing.shown_rows()):  # a page with one
        listing.top = min(start, len(listing.items) - listing.shown_rows())
        shown = range(listing.top, listing.top + listing.shown_rows())
        rows = {i: listing.words(listing.items[i]) for i in shown}
        blits.clear()
        app.draw()
        drawn = [words for words, _ in blits]
        cut = [i for i, row in rows.items() if row[3] not in drawn]
        if cut:
            break
    assert cut, "a row's played words are cut"
    index = cut[-1]
    rect = listing.row_rect(index)
    assert rect is not None
    blits.clear()
    _move(app, rect.center)
    app.draw()
    played = rows[index][3]
    assert played in _said(blits), played  # fails before: cut, pointed at or not
    # the keys choose it from the row above (or below): whole too
    _move(app, (0, 0))
    blits.clear()
    app.draw()
    assert played not in _said(blits)  # the pointer gone: the tip too
    listing.selected = index - 1 if index - 1 in rows else index + 1
    key = pygame.K_DOWN if listing.selected < index else pygame.K_UP
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    assert listing.selected == index
    blits.clear()
    app.draw()
    assert played in _said(blits)


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
