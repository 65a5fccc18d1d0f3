"""Code debt of the review screen (issue 33, the review to 9): the costly moves so far
(live_rows.py) and the decisions listed (decisions.py) each wrote the same keys and
clicks; they share one row picker (row_picker.py)."""

from __future__ import annotations


import pygame

from ninjas import review as rv
from scenes.app import App
from scenes.review.decisions import DecisionList
from scenes.review.live_rows import LiveRows
from scenes.review.row_picker import RowPicker



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
