"""The hint's throw, where the person meets it (newcomer T, s20, Dojo FR 1920x1080,
059): the hint said 'Throw from the plains (north-west) to the west' and drew its arrow
to the enemy; a click on the arrow's head answered 'Refused: No battle here: the hex
has no ninjas of both clans', a wrong reason (a throw's plains is clicked first), and
the hinted throw's row was not on the list's first page (Tab to find it)."""

from __future__ import annotations

import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.routes import action_hex

from .test_dojo_loose_ends import _plains, _stage
from .test_dojo_scene import _placed_table, press


def _many_throws(app: App, lang: str) -> DojoScene:
    """All plains, enemies alone on hexes with six neighbours, one ninja of the mover's
    beside each: more throws than a page of the list holds."""
    app.set_language(lang)
    scene = _placed_table(app)
    _plains(scene)
    state = scene.state
    me = state.mover
    cells = set(state.board.hexes())
    state.ninjas = {d: [0, 0] for d in state.dojos if d is not None}
    for h in sorted(cells):
        if h in state.ninjas or any(n in state.ninjas for n in neighbours(h)):
            continue
        if sum(n in cells for n in neighbours(h)) < 6:
            continue
        state.ninjas[h] = [0, 0]
        state.ninjas[h][1 - me] = 1
        for n in neighbours(h)[:3]:
            if n not in state.ninjas:
                state.ninjas[n] = [0, 0]
                state.ninjas[n][me] = 1
    state.phase = "battle"
    _stage(scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hinted_throw_is_on_page_one_and_a_click_on_its_target_takes_it(
    app: App, lang: str
) -> None:
    scene = _many_throws(app, lang)
    state = scene.state
    throws = [a for a in scene.legal() if a.kind == "throw"]
    assert scene.choices.pager.paged  # more rows than a page
    hinted = throws[-1]  # the last, on a later page before
    scene.hint = hinted
    scene.choices.build()
    shown = [o.action for o in scene.options]
    assert str(hinted) in shown  # before: on a later page (Tab)
    src, dst = action_hex(hinted.args[0]), action_hex(hinted.args[-1])
    other = next(
        action_hex(a.args[-1]) for a in throws if action_hex(a.args[-1]) != dst
    )  # another throw's target, nothing chosen: what to click first
    press(scene, scene.view.centre(other))
    assert scene.refusal() == app.tr("dojo.refused.throw_from_first")  # before: 'no battle'
    assert state.battle is None
    press(scene, scene.view.centre(dst))  # the hint's arrow's head: its throw
    assert state.battle is not None and state.battle.hex == dst
    assert state.battle.source == src
