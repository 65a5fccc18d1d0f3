"""The hex note waits for the pointer to move after a click that played something
(issue 33, newcomer T, s9 d12, c6: the last step of the walk clicked onto a plain, its
note 'La plaine (sud-est, côté est) : y entrer coûte 1...' stayed over the log with the
pointer resting there, through the summoning too). The computer's moves, while the
person reads a note, do not hide it."""

from __future__ import annotations

from ninjas.core.session import Seat
from scenes.app import App

from .test_dojo_newcomer_d import STEP, person_to
from .test_dojo_scene import press, table
from .test_dojo_stale_note import point


def test_a_step_clicked_onto_a_hex_hides_its_note_till_the_pointer_moves(app: App) -> None:
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "move")
    app.draw()
    state = scene.state
    step = next(a for a in scene.legal() if a.kind == "step")
    source = tuple(map(int, str(step.args[0]).split(",")))
    target = tuple(map(int, str(step.args[1]).split(",")))
    scene.forest_cost = int(step.args[2])
    actions = len(scene.session.actions)
    press(scene, scene.view.centre(source))  # the ninja, then where it goes
    press(scene, scene.view.centre(target))
    assert len(scene.session.actions) == actions + 1, scene.refusal()
    scene.update(STEP)
    app.draw()
    assert scene.controls.pointed() == target
    assert scene.note.box() is None  # fails before: the reached hex's note
    point(scene, (scene.mouse[0] + 1, scene.mouse[1]))
    app.draw()
    assert scene.note.box() is not None  # pointed at again: the note
    while state.phase == "move" and scene.can_act:  # the walk ends, the pointer resting
        scene.submit(str(scene.legal()[-1]))
        scene.update(STEP)
    app.draw()
    assert scene.note.box() is None


def test_the_computer_s_moves_leave_the_note_read(app: App) -> None:
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "move")
    while not scene.session.ai_to_move:
        scene.submit(str(scene.state.legal_actions()[-1]))
        scene.update(STEP)
    point(scene, scene.view.centre(next(iter(scene.state.terrain))))
    app.draw()
    assert scene.note.box() is not None
    played = len(scene.session.actions)
    for _ in range(240):
        if not scene.session.ai_to_move:
            break
        scene.update(STEP)
        app.draw()
        if scene.session.ai_to_move and scene.stage.tray is None:  # (a battle's tray: none)
            assert scene.note.box() is not None
    assert len(scene.session.actions) > played
