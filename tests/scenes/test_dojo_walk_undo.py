"""One click, one undo (issue 33, newcomer J, Dojo in French, shot-213): a walk of
several hexes made with one click was taken back a step a press of U, the first press
leaving the ninja one hex short of where it was. Undo now takes back the whole walk
that click made, and says so; a walk made a step a click is still undone a step a press."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .test_dojo_scene import _placed_table, key


def _walking(app: App, lang: str):  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    scene.selected = state.dojos[state.mover]
    walk = max(scene.controls.routes().values(), key=lambda route: len(route.steps))
    assert len(walk.steps) >= 3  # a walk of several steps, made with one click
    return scene, walk


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_undo_takes_back_the_whole_walk_one_click_made(app: App, lang: str) -> None:
    scene, walk = _walking(app, lang)
    session = scene.session
    home = scene.selected
    count, remaining = len(session.actions), scene.state.remaining
    ninjas = {h: list(c) for h, c in scene.state.ninjas.items() if any(c)}
    scene.controls.click_hex(walk.hexes[-1])
    assert len(session.actions) == count + len(walk.steps)
    key(scene, pygame.K_u)
    assert len(session.actions) == count  # before: count + steps - 1
    assert scene.state.remaining == remaining
    assert {h: list(c) for h, c in scene.state.ninjas.items() if any(c)} == ninjas
    assert scene.selected == home  # the walked stack, back where it stood
    said = str(scene.refusal())
    assert str(len(walk.steps)) in said  # the walk's steps counted, none called the computer's
    assert app.tr("undo.step_and_replies.one", what="")[-12:] not in said


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_a_walk_made_a_step_a_click_is_undone_a_step_a_press(app: App, lang: str) -> None:
    scene, walk = _walking(app, lang)
    session = scene.session
    count = len(session.actions)
    for there in walk.hexes[1:3]:
        scene.controls.click_hex(there)
    assert len(session.actions) == count + 2
    key(scene, pygame.K_u)
    assert len(session.actions) == count + 1
    key(scene, pygame.K_u)
    assert len(session.actions) == count
