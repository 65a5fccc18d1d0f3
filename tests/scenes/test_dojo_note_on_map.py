"""The hex note keeps off the log where the map has free room (issue 33, newcomer L,
guided Dojo, FR 1280x720, s87: with the walk done, the note on a plains near the panel
lay at the top of the log, and read as lying over it). When the action panel's foot has
no room for it, the note goes on the map where it covers no hex, Dojo nor the guide's
bubble, narrower if need be; only a map with no such room sends it to the log's top."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.dojo.board_view import hex_cover

from .conftest import Driver
from .test_dojo_ends import SizedApp
from .test_dojo_tutorial import _walk_to, to_the_walk, tutorial


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lessons_notes_lie_on_the_map_not_the_log(sized_app: SizedApp, lang: str) -> None:
    app = sized_app((1280, 720))
    app.tr = Translator(lang)
    ui = Driver(app)
    scene = tutorial(app)
    to_the_walk(scene, ui)
    for _ in range(12):  # the guide's walk, every move spent (L's moment)
        arrow = scene.lesson_step()
        if arrow is None:
            break
        assert _walk_to(scene, ui, *arrow, True)
    assert scene.state.phase == "move" and scene.state.remaining == 0
    view, state = scene.view, scene.state
    every = [r for h in state.terrain for r in hex_cover(view.centre(h), view.radius)]
    every += [r for d in state.dojos if d for r in hex_cover(view.centre(d), view.radius)]
    bubble = scene.guide.bubble_rect()
    on_map = 0
    for h in state.terrain:
        scene.cursor = h
        app.draw()
        note = scene.note.box()
        assert note is not None
        box, lines = note
        assert " ".join(lines).split() == scene.note.text(h).split()  # every word
        assert not box.colliderect(scene.layout.log), (h, box)
        if box.colliderect(scene.layout.map):
            on_map += 1
            assert scene.layout.map.contains(box) and box.collidelist(every) < 0, (h, box)
            assert not box.colliderect(bubble), (h, box, bubble)
        assert pygame.Rect(0, 0, 1280, 720).contains(box)
    assert on_map  # (the long plains notes: the panel's foot has no room for them)
