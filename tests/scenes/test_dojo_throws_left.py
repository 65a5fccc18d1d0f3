"""A throw's row says how many throws its hex has left when more than one ninja stands
there (newcomer K, s17, 064: 'Throw from the plains' listed once with 2 ninjas there, a
second throw offered only after the first), EN and FR; a lone ninja's row as before."""

from __future__ import annotations

import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes.app import App

from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_throw_row_counts_the_throws_left_from_its_hex(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    src = next(
        h
        for h, kind in state.terrain.items()
        if kind == "plains"
        and h not in state.dojos
        and any(n in state.terrain and n not in state.dojos for n in neighbours(h))
    )
    dst = next(n for n in neighbours(src) if n in state.terrain and n not in state.dojos)
    state.ninjas = {d: [0, 0] for d in state.dojos if d is not None}
    state.ninjas[src], state.ninjas[dst] = [0, 0], [0, 0]
    state.ninjas[src][me], state.ninjas[dst][1 - me] = 2, 1
    state.phase = "battle"

    def throw_rows() -> list[str]:
        scene.version += 1
        scene._refresh()
        return [o.label for o in scene.options if str(o.action).startswith("throw")]

    tr = app.tr
    rows = throw_rows()
    assert len(rows) == 1 and rows[0].endswith(tr.plural("dojo.act.throws_left", 2, label="")), rows
    state.thrown[src] = 1  # one thrown: one left
    rows = throw_rows()
    assert rows[0].endswith(tr.plural("dojo.act.throws_left", 1, label="")), rows
    state.thrown.clear()
    state.ninjas[src][me] = 1  # a lone ninja: no count
    rows = throw_rows()
    assert rows and tr.plural("dojo.act.throws_left", 1, label="") not in rows[0], rows
