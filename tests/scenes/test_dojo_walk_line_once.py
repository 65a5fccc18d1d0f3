"""Dojo's log line of a walk names a kind of ground once: 'to the forest (...), through
another forest and the plains', never 'to the forest ... through the forest and the
plains' (s24 brief point 4: the repetition). Walks on a built table's own ground, EN and FR."""

from __future__ import annotations

import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes.app import App

from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_walk_s_ground_is_named_once(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    hexes = set(state.board.hexes())
    ground = state.terrain
    paths = [
        (a, b, c)
        for a in sorted(hexes)
        for b in neighbours(a)
        for c in neighbours(b)
        if b in hexes and c in hexes and c != a and not {a, b, c} & set(state.dojos)
    ]
    same = next(p for p in paths if ground[p[1]] == ground[p[2]] != "water")
    other = next(p for p in paths if ground[p[1]] != ground[p[2]])
    line = scene.narrator.walk_line(state.mover, same, 2)
    kind = app.tr(f"dojo.terrain.{ground[same[1]]}")
    assert line.count(kind) == 1, line  # before: twice, 'to the forest ... through the forest'
    assert app.tr(f"dojo.terrain_again.{ground[same[1]]}") in line
    plain = scene.narrator.walk_line(state.mover, other, 2)
    assert app.tr(f"dojo.terrain.{ground[other[1]]}") in plain  # crossed, named as ever
    assert app.tr(f"dojo.terrain_again.{ground[other[1]]}") not in plain
