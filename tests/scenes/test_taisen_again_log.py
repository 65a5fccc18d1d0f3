"""While the computer's turn is played again (T), the log marks the line of the move
shown and scrolls back to it; once the replay is over it is back at its newest lines
(newcomer G, s16, 021: 'the log keeps showing my newest lines')."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.log_panel import LogLine
from scenes.taisen import again_log, turn_again

from .conftest import STEP
from .test_taisen_scene import key, settle
from .test_taisen_turn_again import tap, wolf_played


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_move_replayed_is_marked_in_the_log(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = wolf_played(app)
    moved = [
        index
        for index, line in enumerate(scene.log.lines)
        if line.side == 1 and any(f" {n}" in line.text for n in range(1, 10))
    ]
    for n in range(12):  # lines told since: the turn's are out of sight
        scene.log.add(LogLine(f"later line {n}"))
    assert scene.trail and again_log.marked_line(scene) is None
    key(scene, pygame.K_t)
    seen = []
    for _ in range(5000):
        if not scene.animator.busy:
            break
        index = again_log.marked_line(scene)
        if index is not None and (not seen or seen[-1] != index):
            seen.append(index)
            app.draw()
            line = scene.log.lines[index]
            assert line in [shown for _rect, shown in scene.log.placed()]  # scrolled to it
            rect = next(r for r, shown in scene.log.placed() if shown is line)
            frame = rect.inflate(theme.px(12), theme.px(2))
            assert tuple(app.canvas.get_at(frame.midleft))[:3] == theme.GOLD  # framed
            assert scene.log._surface_key is scene.log._shown  # the rows drawn, scrolled
        if turn_again.waiting(scene) is not None:
            tap(scene, pygame.K_t)
        else:
            scene.update(STEP)
    assert len(seen) == len(scene.trail) > 1  # each move's line in turn, in order
    assert seen == sorted(seen) and set(seen) <= set(moved)
    settle(scene)
    app.draw()
    assert scene.log.scroll == 0  # back at the newest lines
