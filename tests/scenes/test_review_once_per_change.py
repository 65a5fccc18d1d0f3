"""Code debt of the review screen (issue 33, the review to 9): ReviewScene.shade worked
the turns with no choice out again every frame, and forced.runs_of copied the seat's
turns every frame; they are worked out once per change now (forced.SeatForced). The
costly moves so far (live_rows.py) and the decisions listed (decisions.py) each wrote
the same keys and clicks; they share one row picker (row_picker.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review import forced
from scenes.review.decisions import DecisionList
from scenes.review.live_rows import LiveRows
from scenes.review.row_picker import RowPicker
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record
from .test_review_live import SMALL, Held


def test_the_turns_with_no_choice_are_worked_out_once_per_change(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = {"turns": 0, "groups": 0}
    turns, groups = forced.seat_turns, forced.forced_groups

    def seat_turns(*args: Any) -> Any:
        calls["turns"] += 1
        return turns(*args)

    def forced_groups(*args: Any) -> Any:
        calls["groups"] += 1
        return groups(*args)

    monkeypatch.setattr(forced, "seat_turns", seat_turns)
    monkeypatch.setattr(forced, "forced_groups", forced_groups)
    path = make_record("taisen", tmp_path)
    held = Held()
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, held)
    app.push(scene)
    held.answer(1)
    ui.step(10)  # ten frames drawn while it is worked out
    assert calls == {"turns": 1, "groups": 1}  # (before: 'groups' once a frame)
    for _ in range(100):
        if not scene.working:
            break
        held.answer(5)
        ui.step()
    ui.step(10)
    assert not scene.working and calls == {"turns": 1, "groups": 2}  # once more, done


def items(count: int) -> list[rv.Item]:
    return [rv.Item(10 * n, f"m{n}", "c", 0.5, 0.5, 0.2) for n in range(count)]


def picked(app: App, widget: RowPicker, rects: list[pygame.Rect]) -> list[int]:
    """Down twice, Enter; Down past the last, Enter; Up past the first, Enter; a click
    on the second row: the moves opened, by their index."""
    opened: list[int] = []
    widget.on_open = lambda item: opened.append(item.index)

    def key(k: int) -> None:
        widget.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))

    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    widget.activate()
    for _ in range(5):
        key(pygame.K_DOWN)
    widget.activate()
    for _ in range(5):
        key(pygame.K_UP)
    widget.activate()
    pos = rects[1].center
    widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    return opened


def test_the_costly_moves_so_far_and_the_decisions_pick_rows_alike(app: App) -> None:
    for kind in (LiveRows, DecisionList):
        assert issubclass(kind, RowPicker)
        assert kind.activate is RowPicker.activate  # one copy of the keys and clicks
    assert LiveRows.handle_event is RowPicker.handle_event
    moves = items(4)
    live = LiveRows(app, lambda item: None)
    rects = [pygame.Rect(100, 100 + 40 * n, 300, 36) for n in range(4)]
    live.lay(list(zip(rects, moves, strict=True)))
    listed = DecisionList(app, lambda item: None, lambda item: ("", "", (0, 0, 0), ""))
    listed.set_items(moves)
    listed.place(pygame.Rect(100, 100, 300, 4 * 200))
    rows = [listed.row_rect(n) for n in range(4)]
    assert all(rows)
    expected = [20, 30, 0, 10]
    assert picked(app, live, rects) == expected
    assert picked(app, listed, [r for r in rows if r is not None]) == expected
