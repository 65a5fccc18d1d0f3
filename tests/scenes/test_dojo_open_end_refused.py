"""E with moves still to spend and the Dojo left empty: refused at once, and why, never
a warning offering 'End the walk' that is then refused (issue 33, newcomer H, s10,
nc-98/135.png, 136.png)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.dojo import DojoScene

from .test_dojo_open_dojo import HOME, u_session
from .test_dojo_scene import key


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_e_with_moves_left_and_the_dojo_empty_is_refused_at_once(app: App, lang: str) -> None:
    app.set_language(lang)
    session = u_session()
    for _ in range(2):  # both ninjas off the Dojo into the forest (free): 4 moves left
        session.apply("step -1,-3 -1,-2 0")
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    state = scene.state
    assert state.count(HOME, 0) == 0 and state.remaining == 4
    key(scene, pygame.K_e)
    assert app.top is scene  # before: 'Your Dojo is left empty' offering 'End the walk'
    assert state.phase == "move" and scene.refused is not None
    why = scene.explain(state.refusal_reason("end"))  # type: ignore[arg-type]
    assert scene.refused[0] == app.tr("dojo.refused", why=why)
