"""What a newcomer met at the Ninja Night table: undo after a throw, the rope after an
undo, the hand-off, throws out of reach, the guided game's text, the list under the
mouse."""

from __future__ import annotations

from scenes.app import App
from scenes.night.scene import RopeShow

from .test_night_effects import crafted, scene_of
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


def test_after_an_undo_no_rope_of_what_was_taken_back_is_drawn(app: App) -> None:
    """The rope shown (and the frame of it kept drawn) goes with an undo; a new rope
    never draws a forgotten one's pieces, even if it is given that one's id()."""
    s = crafted([("attack", "skip")] * 3)
    scene = scene_of(app, s)
    scene.play(next(a for a in s.legal_actions() if a.kind == "attack"))
    assert scene.rope is not None
    old = scene.rope
    scene.rope.age = 0.2
    app.draw()
    assert scene._rope_kept is not None
    scene.after_undo()
    assert scene.rope is None and scene._rope_kept is None and scene.cue == 0.0
    assert not scene.busy
    scene._rope_kept = (old, (old.frame, id(scene.view)), [[(0, 0), (1, 1)]])
    new = RopeShow(
        [[(f[0][0] + 50.0, f[0][1], f[0][2]) for f in old.frames]] * len(old.frames),
        old.landed,
        0,
        True,
        old.before,
        "night_fist",
        age=old.age,
    )
    assert scene._rope_pieces(new) == scene.view.visible_lines(new.frames[new.frame])
