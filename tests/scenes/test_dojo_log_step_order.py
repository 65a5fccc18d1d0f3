"""A walk's log line says where from, where to, then the way it went (issue 33, newcomer
Q, s19: 'Blue clan moves a ninja from their Dojo north-west to the plains in the
south-east' read as a Dojo in the north-west and a heading south-east). Now 'from their
Dojo to the plains in the south-east, heading north-west' (EN), 'depuis son Dojo sur la
plaine au sud-est, en allant vers le nord-ouest' (FR)."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from ninjas.dojo.hexgrid import neighbours
from scenes.app import App

from .test_dojo_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_walk_line_says_source_target_then_heading(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = table(app, [Seat(), Seat("ai", "easy")], 3, {"board": "random"})
    state = scene.state
    while state.phase == "dojo":
        scene.session.apply(str(state.legal_actions()[0]))
    narrator = scene.narrator
    home = state.dojos[0]
    assert home is not None
    cells = set(state.board.hexes())
    first = next(n for n in sorted(neighbours(home)) if n in cells)
    then = next(n for n in sorted(neighbours(first)) if n in cells and n not in (home, first))
    walk = (home, first, then)
    a, b = home, then
    source, target = narrator.walk_to(a, 0), narrator.walk_target(b, 0)
    way = narrator.heading(a, b)
    stepped = Event("stepped", {"seat": 0, "src": list(a), "dst": list(b), "cost": 1})
    for line in (narrator.walk_line(0, walk, 2), narrator.describe(stepped)[0][1]):
        at = [line.find(words) for words in (source, target, way)]
        assert -1 not in at, (line, source, target, way)
        assert at == sorted(at), line  # fails before: the heading before the target
        assert line.index(way) > line.index(target) + len(target) - 1, line
