"""Replay its turn (T) after the person rolled, at 1280x720: its step's words and its
'Next' button were drawn over the recap ('In Blue clan's turn: ... 1. Walks e...'), the
walk's line cut after '0 moves; 1' (newcomer N, s17, 133, 133crop). Now the recap steps
aside while the replay tells it, and the step's words are whole lines, none over another
text of the action panel."""

from __future__ import annotations

import pygame
import pytest

from scenes.dojo import step_said

from .conftest import _app, record_blits
from .test_dojo_turn_again import _frames_until, _kept_turn


@pytest.mark.parametrize(
    ("size", "lang"), [((1280, 720), "en"), ((1280, 720), "fr"), ((1920, 1080), "en")]
)
def test_the_replay_after_the_roll_is_clear_of_the_recap(
    size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _app(size)
    scene = _kept_turn(app, lang)
    scene.on_key(pygame.K_r)
    _frames_until(scene, lambda: scene.state.phase == "move" and scene.can_act)
    assert scene.their_turn.lines()  # the recap told before the replay
    again = scene.turn_again
    scene.on_key(pygame.K_t)
    _frames_until(scene, lambda: again.shown)
    blits = record_blits(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    said = [row for row, _ in step_said.rows(scene)]
    assert said
    action = scene.layout.action
    button = again.button.rect
    mine = [rect for text, rect in blits if text in said]
    assert len(mine) == len(said)  # every row drawn
    others = [
        rect
        for text, rect in blits
        if action.contains(rect) and text not in said and not button.contains(rect)
    ]
    for rect in [*mine, button]:
        assert rect.collidelist(others) == -1  # fails before: over the recap's lines
    whole = " ".join(said)
    told = [text for text, _ in step_said.lines(scene)]
    assert whole.endswith(" ".join(told[-1].split()[-2:]))  # the walk's line not cut
