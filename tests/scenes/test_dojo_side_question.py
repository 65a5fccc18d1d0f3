"""The Dojo table's questions stand beside the map, over the right-hand column: the
'Your Dojo is left empty' question lay centred over the map, the window veiled, hiding
the Dojo and the enemy it asked about (newcomer P, s18, Dojo EN 1920x1080: popups
cover the map where the action is). Its panel keeps off the map, its text and buttons
inside it, the map drawn lit under it, at 1280x720 and 1920x1080, EN and FR."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.message import ConfirmScene

from .test_dojo_open_dojo import u_session
from .test_dojo_scene import key


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_open_dojo_question_keeps_off_the_map(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = DojoScene(app, u_session(5), animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    canvas = pygame.Surface(size)
    with theme.scaled_for(size):
        scene.draw(canvas)
        before = canvas.get_at(scene.layout.map.center)
        key(scene, pygame.K_e)
        box = app.top
        assert isinstance(box, ConfirmScene)
        box.draw(canvas)
        body = theme.font(theme.FONT_BODY)
        widest = max(body.size(line)[0] for line in box.lines)
    board = scene.layout.map
    assert not box.panel.colliderect(board)  # before: centred over the map
    assert canvas.get_rect().contains(box.panel)
    assert widest <= box.panel.width
    for button in (box.cancel, box.confirm_button):
        assert box.panel.contains(button.rect)
    assert canvas.get_at(board.center) == before  # the map not veiled
    box.confirm()
    assert app.top is scene and scene.state.phase != "move"
