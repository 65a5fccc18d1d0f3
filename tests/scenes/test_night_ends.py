"""What a newcomer met at the Ninja Night table: undo after a throw, the rope after an
undo, the hand-off, throws out of reach, the guided game's text, the list under the
mouse."""

from __future__ import annotations

from scenes.app import App

from .test_night_native import click, table, until


def test_a_first_click_on_undo_takes_back(app: App) -> None:
    scene = table(app)
    until(scene, lambda: scene.can_act and scene.state.phase == "place")
    scene.choose_option(0)
    until(scene, lambda: scene.can_act)
    app.draw()
    scene.update(1 / 60)
    app.draw()
    assert scene.can_undo()
    played = len(scene.session.actions)
    click(app, scene.buttons["undo"].rect.center)
    assert len(scene.session.actions) < played
