"""What a move waiting for its End turn holds back is kept in one place, the skeleton's
End turn confirm (scenes/tableflow/turn_end.py, TurnEnd.held), told by the table's
tell_after_turn once the turn is ended, gone with an Undo: Night's skip line, 'Ada does
nothing this turn.', was kept by Night alone (SkipGuard.held_line), its log told again
from a replay of its own. Night's log is now told again from the skeleton's
replayed_events. Play is unchanged (tests/scenes/test_night_skip_line.py)."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.events import Event
from scenes.app import App

from .test_night_skip_line import move_turn, press

SKIP = {"seat": 0, "skipped": True, "why": "chose_not", "action": "move"}
"""The planned Move's skip, with why (s10: every fall-through gives its reason)."""


def test_night_s_skip_waits_in_the_confirm_s_held_events_and_undo_drops_it(app: App) -> None:
    scene = move_turn(app)
    press(scene, pygame.K_e)  # End the turn, skipping the planned Move: it waits
    assert scene.turn_end.waiting
    assert scene.turn_end.held == [Event("turn_ended", SKIP)]
    press(scene, pygame.K_u)
    assert not scene.turn_end.waiting and scene.turn_end.held == []
    told: list[list[Event]] = []
    scene.tell_after_turn = told.append  # type: ignore[method-assign]
    press(scene, pygame.K_e)
    press(scene, pygame.K_e)  # the confirm: the held event told, once
    assert told == [[Event("turn_ended", SKIP)]]
    assert scene.turn_end.held == []
    app.pop()


def test_night_s_log_is_told_again_from_the_skeleton_s_replay(app: App) -> None:
    scene = move_turn(app)
    replays: list[Any] = []
    replay = scene.replayed_events

    def counted(*args: Any) -> Any:
        replays.append(args)
        return replay(*args)

    scene.replayed_events = counted  # type: ignore[method-assign]
    before = list(scene.log_lines)
    scene.stage.retell()
    assert replays and scene.log_lines == before
    press(scene, pygame.K_e)  # the skip waits: told again, its line still held back
    replays.clear()
    scene.stage.retell()
    assert replays and scene.log_lines == before
    assert scene.turn_end.held == [Event("turn_ended", SKIP)]
    app.pop()
