"""Sending ninjas one by one from a stack to the same hex takes a click on the stack and
a click on the hex, each time (newcomer C, s22, FR 1280x720, guided game, gd38: her
forest of 9 beside the blue Dojo, a 6 to spend; after the first walk she chose the
forest again, and her click on the Dojo chose the ninja standing there, 'Vous avez
choisi votre ninja ici...': three tries for what she meant). A hex the chosen stack has
sent a ninja to this move walks the next one there (walk_again.py); any other stack of
hers is still chosen by a click."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes.app import App

from .test_dojo_scene import _placed_table, press


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_stack_then_hex_again_sends_the_next_ninja(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    home = state.dojos[me]
    assert home is not None
    out = next(n for n in neighbours(home) if state.terrain.get(n) in ("plains", "forest"))
    state.ninjas.pop(out, None)
    state.ninjas[home][me] = 5
    state.phase, state.remaining = "move", 4
    scene.version += 1
    scene._refresh()
    press(scene, scene.view.centre(home))
    assert scene.selected == home
    press(scene, scene.view.centre(out))  # the first walks there (an empty hex)
    assert state.count(out, me) == 1 and scene.selected == out
    press(scene, scene.view.centre(home))  # the stack again: its next ninja
    assert scene.selected == home
    label = scene.controls.chooses(out)
    press(scene, scene.view.centre(out))  # fails before: chose the ninja standing there
    assert not label
    assert state.count(out, me) == 2 and state.count(home, me) == 3
    assert scene.prompt() != app.tr.plural("dojo.prompt.chose_join", 1, count=1)
    app.draw()
    if os.environ.get("NINJAS_TEST_SHOT"):
        pygame.image.save(app.canvas, f"{os.environ['NINJAS_TEST_SHOT']}/sends_{lang}.png")
    app.set_language("en")
