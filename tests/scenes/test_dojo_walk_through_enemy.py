"""A walk may pass through a hex the enemy holds: a battle comes only where a walk ends
(the rules: 'Once your movement is complete, you are ready to battle ... you must occupy
the same territory'; RULINGS: battles wherever your ninjas share a hex with enemies,
after the move). Newcomer P, s12, 054: a ninja walked through an enemy-held forest and
she did not know one may: the hex's note says it now."""

from __future__ import annotations

import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes.app import App
from scenes.dojo.routes import routes_from

from .test_dojo_scene import _placed_table

SAID = {"en": "a walk may pass through", "fr": "une marche peut y passer"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_walk_passes_through_an_enemy_hex_and_its_note_says_so(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    home = state.dojos[me]
    assert home is not None
    cells = state.board.hexes()
    # an enemy on a land hex beside the Dojo, with land beyond it
    held, beyond = next(
        (n, b)
        for n in neighbours(home)
        if state.terrain.get(n) in ("plains", "forest")
        for b in neighbours(n)
        if b in cells
        and b != home
        and state.terrain.get(b) in ("plains", "forest")
        and not any(state.ninjas.get(b, [0, 0]))
    )
    state.ninjas.setdefault(held, [0, 0])[1 - me] = 1
    state.phase, state.remaining = "move", 2
    scene.version += 1
    scene._refresh()
    state.apply(
        next(
            a
            for a in state.legal_actions()
            if a.kind == "step"
            and a.args[0] == f"{home[0]},{home[1]}"
            and a.args[1] == f"{held[0]},{held[1]}"
            and int(a.args[2]) == 1
        )
    )
    # on the enemy's hex, the walk may go on (no battle stops it there)
    assert state.phase == "move" and state.remaining == 1
    on = [
        a for a in state.legal_actions() if a.kind == "step" and a.args[0] == f"{held[0]},{held[1]}"
    ]
    assert any(a.args[1] == f"{beyond[0]},{beyond[1]}" for a in on), on
    assert routes_from(state, held).get(beyond) is not None
    text = scene.note.text(held)
    assert text is not None and SAID[lang] in text, text  # before: the terrain alone
    assert SAID[lang] not in (scene.note.text(beyond) or "")
