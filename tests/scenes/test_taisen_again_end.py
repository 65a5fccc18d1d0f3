"""Replay its turn (T) ends on a step of its own, 'End of the replay: your turn', before
the turn passes (newcomer O, s18, 047: the header said her turn and her dice mixed with
the replay's while its last move still showed); the T pressed there goes back to her
turn, it does not start the replay again (049); H during the replay ends it and asks
the hint (049: H was ignored, the game seemed frozen). Real keys through app.dispatch."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.taisen import turn_again

from .test_taisen_turn_again import wolf_played


def to_the_last_wait(scene: Any, ui: Any) -> Any:
    ui.key(pygame.K_t)
    for _ in range(5000):
        wait = turn_again.waiting(scene)
        if wait is not None and wait.event.data["last"]:
            return wait
        if wait is not None:
            ui.key(pygame.K_t)
        else:
            ui.step()
    raise AssertionError("no end of the replay")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_ends_on_its_own_step_then_her_turn(app: Any, ui: Any, lang: str) -> None:
    app.set_language(lang)
    scene = wolf_played(app)
    rolled = list(scene.state.dice)
    to_the_last_wait(scene, ui)
    assert scene.prompt(None)[0] == app.tr("taisen.again.end")
    assert scene.view.side == 1  # the top bar still on the Wolf's turn
    ui.key(pygame.K_t)  # T once more: back to her turn, not the replay again
    for _ in range(5000):
        if not scene.animator.busy:
            break
        assert turn_again.waiting(scene) is None
        ui.step()
    assert scene.can_act and not scene.again and scene.view.side == 0
    assert list(scene.state.dice) == rolled


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_h_during_the_replay_ends_it_and_asks_the_hint(app: Any, ui: Any, lang: str) -> None:
    app.set_language(lang)
    scene = wolf_played(app)
    ui.key(pygame.K_t)
    assert scene.animator.busy and scene.again
    ui.key(pygame.K_h)
    try:
        assert not scene.animator.busy and not scene.again and scene.can_act
        assert scene.hint_pending or scene.hint is not None  # asked
    finally:
        scene.hint_job.cancel()
