"""A click on one of your own hexes in reach, with a walker chosen after its walk, asks
'Walk there and join them / Choose that group instead', its first row the walk (newcomer
J, s11, nc-J/042: his Dojo's ninja stayed chosen after a walk and was to reinforce his
mountain; the click chose the mountain's ninja instead, and he moved that one away;
newcomer P, s12, 013: the same click walked her ninja back into her Dojo, where she
meant to choose another: it asks now, and Enter walks). Another stack is chosen by a
click with nothing chosen, or after Esc; one out of the walker's reach is still chosen by
its click."""

from __future__ import annotations

import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes.app import App

from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_your_stack_in_reach_walks_the_chosen_ninja_there(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    home = state.dojos[me]
    assert home is not None
    out = next(n for n in neighbours(home) if state.terrain.get(n, "water") != "water")
    state.ninjas[home][me] -= 1
    state.ninjas.setdefault(out, [0, 0])[me] += 1
    state.phase, state.remaining = "move", 4
    scene.version += 1
    scene._refresh()
    # chosen for the person, as after a walk that ended on the Dojo (or an undo)
    scene.selected = scene.undo_chose = home
    played = len(scene.session.actions)
    scene.controls.click_hex(out)
    assert scene.question == (home, out) and len(scene.session.actions) == played  # asked
    scene.choices._answer_join(True)  # the first row: walk there and join them
    assert state.count(out, me) == 2 and len(scene.session.actions) > played  # (J, s11:
    # out's ninja was chosen, nothing played)
    # with nothing chosen, a click on a stack chooses it; Esc lets a choice go
    scene.selected = scene.undo_chose = None
    scene.controls.click_hex(home)
    assert scene.selected == home
    scene.let_go()  # Esc
    assert scene.selected is None
    scene.controls.click_hex(out)
    assert scene.selected == out
