"""While 'Replay its turn' plays, the log shows the story as of the board shown: no line
of the computer's turn after the one that opens it, till the replay is over (newcomer W,
s21, Dojo EN 1280x720, 44_replay_its_1: the log under the replay already told the end
of the turn while the board showed its first walk). scenes/dojo/again_log.py."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App

from .conftest import Driver
from .test_dojo_turn_again import _frames_until, _kept_turn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_waits_at_the_turn_s_start_while_it_plays_again(
    app: App, ui: Driver, lang: str
) -> None:
    scene = _kept_turn(app, lang)
    log = scene.log_panel
    whole = [line.text for _, line in log.visible()]
    seat = 1 - (scene.their_turn.seat() or 0)
    opening = scene.seat_name(seat)
    ui.key(pygame.K_t)
    again = scene.turn_again
    assert again.active
    shown = [line.text for _, line in log.visible()]
    assert len(shown) < len(whole)  # before: the whole turn told under its first walk
    assert shown == whole[: len(shown)]
    assert opening in shown[-1], shown[-1]  # 'Blue clan: turn 3.' the last line shown
    scene.draw(pygame.Surface(app.view_size))
    drawn = [text for _, text, _, _ in log.shown()]
    assert not any(line in " ".join(drawn) for line in whole[len(shown) :] if len(line) > 12)
    again.stop()
    _frames_until(scene, lambda: not again.active)
    assert [line.text for _, line in log.visible()] == whole  # the whole log back
    app.set_language("en")
