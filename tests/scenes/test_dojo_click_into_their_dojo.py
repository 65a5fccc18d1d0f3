"""A click on the enemy Dojo, where a ninja of the person's already stands, walks the
chosen ninja there: it does not choose the stack on the Dojo instead. Newcomer A (s24,
Dojo guided game EN 1280x720, z31/z32): 'these two ninjas into the Dojo', her stack
chosen, a click on the Dojo chose the ninja there (the rule for one's own stacks: a
click chooses), only a drag walked. A ninja of hers on their Dojo is one she means to
keep there (alone there at the turn's end she wins); a click there means 'come here'.
Elsewhere a click on another stack of hers still chooses it (newcomer P, s18)."""

from __future__ import annotations

import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes.app import App

from .test_dojo_scene import _placed_table


def _beside_their_dojo(app: App):  # type: ignore[no-untyped-def]
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    theirs = state.dojos[1 - me]
    assert theirs is not None
    out = next(n for n in neighbours(theirs) if state.terrain.get(n) == "plains")
    home = state.dojos[me]
    state.ninjas = {d: [0, 0] for d in state.dojos if d is not None}
    state.ninjas[home][me] = 3
    state.ninjas[theirs] = [0, 0]
    state.ninjas[theirs][me], state.ninjas[theirs][1 - me] = 1, 2
    state.ninjas[out] = [0, 0]
    state.ninjas[out][me] = 2
    state.phase, state.remaining = "move", 2
    scene.version += 1
    scene._refresh()
    return scene, theirs, out, home


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_their_dojo_walks_the_chosen_ninja_there(app: App, lang: str) -> None:
    app.set_language(lang)
    scene, theirs, out, _home = _beside_their_dojo(app)
    me = scene.state.mover
    scene.controls.click_hex(out)  # her stack of 2, chosen by her click
    assert scene.selected == out
    scene.controls.click_hex(theirs)
    assert scene.state.ninjas[theirs][me] == 2  # fails before: the Dojo's ninja chosen
    assert scene.state.ninjas[out][me] == 1


def test_a_click_on_another_stack_elsewhere_still_chooses_it(app: App) -> None:
    scene, theirs, out, _home = _beside_their_dojo(app)
    state = scene.state
    me = state.mover
    other = next(
        n
        for n in neighbours(out)
        if n != theirs and state.terrain.get(n) == "plains" and n not in state.dojos
    )
    state.ninjas[other] = [0, 0]
    state.ninjas[other][me] = 1
    scene.version += 1
    scene._refresh()
    scene.controls.click_hex(out)
    scene.controls.click_hex(other)
    assert scene.selected == other and state.ninjas[other][me] == 1  # chosen, as before


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prompt_says_a_click_on_their_dojo_walks_there(app: App, lang: str) -> None:
    """The panel's words are true (s25 brief E4 point 2): with a ninja of hers on the
    enemy Dojo, 'a click chooses it' is not said of every other stack; the Dojo's own
    rule is said with it. Without one there, the words are as before."""
    app.set_language(lang)
    scene, theirs, out, _home = _beside_their_dojo(app)
    scene.controls.click_hex(out)
    app.draw()
    said = scene.prompt_panel.text()
    assert said == app.tr("dojo.prompt.destination_dojo")  # fails before: 'destination'
    assert said != app.tr("dojo.prompt.destination")
    me = scene.state.mover
    scene.state.ninjas[theirs][me] = 0
    scene.version += 1
    scene._refresh()
    scene.selected = out
    app.draw()
    assert scene.prompt_panel.text() == app.tr("dojo.prompt.destination")
