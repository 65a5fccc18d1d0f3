"""The walking trap (newcomer X, s13, 016-017): asked 'walk there and join them, or
choose that group?', she clicked her destination on the board and the ninja chosen
before walked there, the question ignored. A board click while the question is open
closes it and moves nothing; a click on the stack the chosen ninja came from this move
(a walk back, never meant) chooses that stack, one click, unasked."""

from __future__ import annotations

import pytest

from scenes.app import App

from .test_dojo_scene import _placed_table


def _walked_out(app: App, lang: str):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    home = state.dojos[state.mover]
    assert home is not None
    state.phase, state.remaining = "move", 6
    scene.version += 1
    scene._refresh()
    scene.controls.click_hex(home)
    out = next(
        h
        for h, r in scene.controls.routes().items()
        if r.ends and r.cost == 1 and state.terrain.get(h) == "plains"
    )
    scene.controls.click_hex(out)
    assert scene.selected == out and state.remaining == 5
    return scene, home, out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_board_click_while_asked_moves_nothing(app: App, lang: str) -> None:
    scene, home, out = _walked_out(app, lang)
    state = scene.state
    scene.undo_chose = None  # the person's own choice: joining may be meant, asked
    scene.controls._walks().clear()
    scene.controls.click_hex(home)
    assert scene.question == (out, home)
    far = next(h for h, r in scene.controls.routes().items() if r.ends and h not in (home, out))
    actions = len(scene.session.actions)
    scene.controls.click_hex(far)  # her destination, the question unanswered
    assert len(scene.session.actions) == actions and state.remaining == 5  # before: walked
    assert scene.question is None and scene.selected == out
    said = app.tr("dojo.refused.question_closed")
    assert said != "dojo.refused.question_closed" and scene.refusal() == said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_back_where_the_ninja_came_from_chooses_that_stack(app: App, lang: str) -> None:
    scene, home, out = _walked_out(app, lang)
    state = scene.state
    scene.controls.click_hex(out)  # the person's own choice this time
    scene.controls.click_hex(home)  # the Dojo it left: to take another ninja there
    assert scene.question is None and scene.selected == home  # before: asked
    assert state.remaining == 5 and state.count(home, state.mover) == 4


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_her_stack_while_asked_chooses_it(app: App, lang: str) -> None:
    """Asked 'walk there and join, or choose that group?', a click on a stack of hers
    chooses it (newcomer A, s14, 027: her quick second click on her group was told
    'Nothing moved: the question is closed' / 'la question est fermée')."""
    scene, home, out = _walked_out(app, lang)
    state = scene.state
    scene.undo_chose = None
    scene.controls._walks().clear()
    scene.controls.click_hex(home)
    assert scene.question == (out, home)
    actions = len(scene.session.actions)
    scene.controls.click_hex(home)  # the group again, quickly
    assert len(scene.session.actions) == actions and state.remaining == 5
    assert scene.question is None and scene.selected == home and scene.refusal() is None
    word = {"en": "question", "fr": "question"}[lang]
    assert word not in app.tr("dojo.refused.question_closed")
