"""A click on your own stack with the ninja chosen for you after its walk chooses that
stack (newcomer X, s13: one click for the common wish), and never walks it back
(newcomer P, s12, 013: after her first walk out of the Dojo the ninja stayed chosen,
and her click on the Dojo, to choose another ninja there, walked it back in and on: 6
moves burnt)."""

from __future__ import annotations

import pytest

from scenes.app import App

from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_the_dojo_after_a_walk_out_chooses_it(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    home = state.dojos[me]
    assert home is not None
    state.phase, state.remaining = "move", 6
    scene.version += 1
    scene._refresh()
    scene.controls.click_hex(home)
    assert scene.selected == home
    target = next(
        h
        for h, r in scene.controls.routes().items()
        if r.ends and r.cost == 1 and state.terrain.get(h) == "plains"
    )
    scene.controls.click_hex(target)  # out of the Dojo: it stays chosen
    assert scene.selected == target and state.remaining == 5
    walked = len(scene.session.actions)
    scene.controls.click_hex(home)  # to choose another ninja there: chosen, one click
    assert scene.question is None and scene.selected == home  # (newcomer X, s13, 016)
    assert len(scene.session.actions) == walked and state.remaining == 5
    # gathering where one walked this move goes at once (newcomer 62); a way back chooses
    scene.controls.click_hex(target)
    assert scene.question is None
    assert state.count(target, me) == 2 and scene.selected == target
    scene.controls.click_hex(home)
    assert scene.question is None and scene.selected == home and state.remaining == 4
