"""Night, Aki alone at the laptop, Mei on her phone, the computer: its throw (or its
words said) was held 2 s on the village by Night's own reading, then 1.5 s more by the
hand-off's hold before Aki's cover (3.5 s). One hold now, the hand-off flow's, counted
from when the table has settled after the computer's End the turn: READ_SECONDS, as in
hot-seat (test_handoff_computer_read, test_night_kept_marks)."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.night import skip_handoff
from scenes.phones import PhonesScene
from scenes.tableflow.handoff_flow import READ_SECONDS

from .conftest import PhoneTable

FRAMES = 6000
"""The game's frames given to reach the computer's first throw and the cover after it
(1,216 frames); was 120 s of the clock, which a loaded machine (load 27, s24) can run
out of first."""


def test_the_computer_s_throw_is_read_once_before_the_laptop_s_cover(
    phone_table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # each of Aki's turns behind her cover, as one whose choice needs her faces: since
    # s15 most are played in the open (skip_handoff.act_in_the_open), and this game's
    # covers after the computer's throws went with them
    monkeypatch.setattr(skip_handoff.secrecy, "needs_private", lambda state, seat: True)
    seats = [Seat("human"), Seat("human", phone=True), Seat("ai", "easy")]
    table: PhoneTable = phone_table(seats, seed=5, game="night", animate=True)
    app, scene = table.app, table.scene
    while isinstance(app.top, PhonesScene):
        app.pop()
    rng = random.Random(3)
    canvas = pygame.Surface((1280, 720))
    began = 0.0
    landed: float | None = None
    settled: float | None = None
    waits: list[float] = []  # from the table settled after the computer's turn to the cover
    for _ in range(FRAMES):  # a bound in frames, not seconds: a loaded machine passes too
        if waits:
            break
        top = app.top
        if isinstance(top, HandoffScene):
            if top.time > GRACE_SECONDS:
                top.ready()
        elif scene.turn_end.waiting:
            scene.turn_end.confirm()
        elif scene.can_act and scene.acting_seat == 0:
            scene.play(rng.choice(scene.state.legal_actions()))
        elif scene.phone_seat(scene.state.current_player) and not scene.session.ai_to_move:
            if table.link.state_message(1)["choices"]:
                table.phone_move(1, rng)
            elif scene.can_act and scene.acting_seat == 1:
                legal = [a for a in scene.state.legal_actions() if not scene.phone_side(a)]
                scene.act_for(1, rng.choice(legal))
        count = len(scene.session.actions)
        app.apply_scale()
        app.stack[-1].update(1 / 60)
        if scene.stage.round_card.waits:  # a round's card read (round_card.py: it
            scene.stage.round_card.hurry()  # waits for a key when no cover follows)
        app.stack[-1].draw(canvas)
        new = [str(a) for a in scene.session.actions[count:]]
        if any(a.startswith(("plan", "place")) for a in new):
            began, landed = scene.time, None  # a new round: no throw yet
        stage = scene.stage
        if stage.result_text is not None and stage.result_seat == 2:
            if stage.result_told >= began:  # its throw landed, its words said
                landed = stage.result_told
        played = scene.computer.played
        last = played is not None and played[1] == len(scene.session.actions)
        last = last and str(scene.session.actions[-1]) == "end"  # its action turn ended
        if new or not last:
            settled = None
        elif settled is None and app.top is scene and scene.settled and not scene.held:
            settled = scene.time
        covered = isinstance(app.top, HandoffScene) and app.top.time == 0
        if covered and last and landed is not None and settled is not None:
            assert landed <= settled
            waits.append(scene.time - settled)
    assert waits, "no cover after a computer's throw"
    # fails before: 3.5 s (Night's 2 s, then the flow's 1.5 s)
    assert READ_SECONDS - 1e-6 <= waits[0] <= READ_SECONDS + 0.3, waits
