"""CI time (s14): the Dojo's table drew every picture a frame may need as it was made
(its three water frames, the backgrounds of both clans' turns and of the end: about
11 ms); a replay makes its table again at each step and draws it at once, so its
watching table now draws only what its frames need. The same frame either way."""

from __future__ import annotations

import pygame

from scenes.dojo import hud
from scenes.replay.watch import WatchTable

from .test_replay_newcomer import opened


def test_a_dojo_replay_step_draws_nothing_ahead_and_the_same_frame(
    app, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    ahead: list[object] = []
    real = hud.Hud.draw_ahead

    def counted(self) -> None:  # type: ignore[no-untyped-def]
        ahead.append(self)
        real(self)

    monkeypatch.setattr(hud.Hud, "draw_ahead", counted)
    scene = opened(app, tmp_path, "dojo")
    scene.go(scene.total // 2)
    scene.update(0.0)
    app.draw()
    assert ahead == []  # the step's table drew nothing ahead
    watched = pygame.image.tobytes(app.window, "RGB")
    monkeypatch.setattr(WatchTable, "draws_ahead", True)
    scene.go(scene.total // 2 + 1)  # built again as before, its pictures drawn ahead
    scene.update(0.0)
    scene.go(scene.total // 2)
    scene.update(0.0)
    app.draw()
    assert len(ahead) == 2
    assert pygame.image.tobytes(app.window, "RGB") == watched
