"""Newcomer K, s11 (nc-K/043, 065, 219): Léa alone at the laptop, Théo on his phone,
Midori the computer. Midori's turn came and went in a moment and Léa's cover rose over
it: she only read it in the cover's recap. Now Midori's last move stays on the open
table (nobody's hand face up) READ_SECONDS, by the animation speed, before Léa's cover
rises; and no card of Léa's or Théo's hand is drawn face up while the table is open."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ninjas.core.session import Seat
from scenes.handoff import HandoffScene
from scenes.phones import PhonesScene
from scenes.tableflow.handoff_flow import READ_SECONDS

from .conftest import PhoneTable, hidden_from

FRAMES = 6000
"""The game's frames given to show the computer's two moves and the covers after them
(1,413 frames, 23.5 s of the table's time, EN and FR); was 120 s of the clock, which a
loaded machine (load 27, s24) ran out of after about 600 frames."""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_computers_move_is_read_on_the_open_table_before_her_cover(
    phone_table: Any, lang: str
) -> None:
    seats = [Seat("human"), Seat("human", phone=True), Seat("ai", "easy")]
    table: PhoneTable = phone_table(seats, seed=5, lang=lang, animate=True)
    app, scene = table.app, table.scene
    while isinstance(app.top, PhonesScene):
        app.pop()
    rng = random.Random(3)
    covers: list[tuple[float, float]] = []  # (Midori's move seen still, the cover)
    still: float | None = None
    leaked: set[int] = set()
    open_faces = 0  # frames of the open table that drew card faces (its clans)
    for _ in range(FRAMES):  # a bound in frames, not seconds: a loaded machine passes too
        if len(covers) == 2:
            break
        top = app.top
        if isinstance(top, HandoffScene):
            if top.time > 1:
                top.ready()
        elif scene.turn_end.waiting:
            scene.turn_end.confirm()
        elif scene.can_act and scene.acting_seat == 0:
            scene.play(rng.choice(scene.state.legal_actions()))
        elif scene.phone_seat(scene.state.current_player) and not scene.session.ai_to_move:
            table.phone_move(1, rng)
        app.apply_scale()
        app.stack[-1].update(1 / 60)
        app.stack[-1].draw(table_canvas(table))
        if app.stack[-1] is scene and scene.shown_seat is None:  # the open table
            leaked |= scene.faces_drawn & hidden_from(scene.state, 2)
            open_faces += bool(scene.faces_drawn)
        played = scene.computer.played
        computer_last = played is not None and played[1] == len(scene.session.actions)
        if computer_last and scene.settled and not scene.held and still is None:
            still = scene.time
        if isinstance(app.top, HandoffScene) and app.top.time == 0 and still is not None:
            covers.append((still, scene.time))
        if not computer_last:
            still = None
    assert len(covers) == 2, covers
    for seen, cover in covers:  # before: the cover the frame the table was still
        assert cover - seen >= READ_SECONDS - 1e-6, covers
        assert cover - seen <= READ_SECONDS + 0.2, covers
    assert (
        open_faces and not leaked
    )  # nothing of Léa's or Théo's hand drawn while the table was open


_canvas: dict[int, Any] = {}


def table_canvas(table: PhoneTable) -> Any:
    import pygame

    return _canvas.setdefault(id(table), pygame.Surface((1280, 720)))
