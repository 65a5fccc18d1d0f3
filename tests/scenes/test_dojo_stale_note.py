"""The hex note goes when the pointer is no longer pointing (issue 33, newcomer I, s6,
d16/d17.png: "a hover tooltip ('La plaine (nord-ouest, 3e…)') stays in the side panel
after the pointer left, over the log during my summon and during the computer's turn").
It waits for the pointer to move once a turn has passed, and once another screen has
been over the table; it goes as the pointer leaves the board."""

from __future__ import annotations

import pygame

from ninjas.core.session import Seat
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.pause import PauseScene

from .test_dojo_newcomer_d import STEP, person_to
from .test_dojo_scene import table


def point(scene: DojoScene, pos: tuple[int, int]) -> None:
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    )


def pointed_note(app: App) -> DojoScene:
    """The person's move, the pointer on a hex with its note shown."""
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "move")
    app.draw()
    point(scene, scene.view.centre(next(iter(scene.state.terrain))))
    app.draw()
    assert scene.note.box() is not None
    return scene


def test_the_note_goes_when_the_turn_passes_until_the_pointer_moves(app: App) -> None:
    scene = pointed_note(app)
    mouse = scene.mouse
    while not scene.session.ai_to_move:  # the person's turn ends, the pointer resting
        scene.submit(str(scene.state.legal_actions()[-1]))
        scene.update(STEP)
    app.draw()
    assert scene.mouse == mouse and scene.controls.pointed() is not None
    assert scene.note.box() is None
    for _ in range(30):  # through the computer's turn, the pointer still resting
        scene.update(STEP)
        app.draw()
        assert scene.note.box() is None
    point(scene, (mouse[0] + 1, mouse[1]))  # pointing again, in the computer's turn
    app.draw()
    assert scene.note.box() is not None


def test_the_note_goes_as_the_pointer_leaves_the_board(app: App) -> None:
    scene = pointed_note(app)
    point(scene, scene.layout.log.center)
    app.draw()
    assert scene.note.box() is None


def test_the_note_waits_for_the_pointer_after_another_screen(app: App) -> None:
    """The pointer moved over the pause menu: the table never saw where it went."""
    scene = pointed_note(app)
    app.push(PauseScene(app, scene.session))
    app.pop()
    app.draw()
    assert scene.note.box() is None
    point(scene, scene.view.centre(next(iter(scene.state.terrain))))
    app.draw()
    assert scene.note.box() is not None
