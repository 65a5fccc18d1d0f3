"""The log names where a walk ends by its terrain and its part of the board ('Kenji
moves a ninja from the plains south-east to the plains in the centre.'): three walks of
hers read 'from the plains south-east to the plains' alike, one under the other
(newcomer K, s17, 041). Its start keeps its terrain alone, beside the way it went
(newcomer J, s11: no map part there to misread as a second way)."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.app import App

from .test_dojo_scene import table

STEPS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_walk_s_end_is_named_by_its_part(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = table(app, [Seat(), Seat("ai", "easy")], 3, {"board": "random"})
    while scene.state.phase == "place":
        scene.session.apply(str(scene.state.legal_actions()[0]))
    state, narrator = scene.state, scene.narrator
    lands = [h for h in state.board.hexes() if h not in state.dojos]
    alike: dict[tuple[str, str, str], set[str]] = {}
    for a in lands:
        for d in STEPS:
            b = (a[0] + d[0], a[1] + d[1])
            if b not in lands:
                continue
            step = Event("stepped", {"seat": 0, "src": list(a), "dst": list(b), "cost": 1})
            line = narrator.describe(step)[0][1]
            walk = narrator.walk_line(0, (a, b), 1)
            for said in (line, walk):
                assert narrator.part_name(b) in said, said  # before: its terrain alone
                assert "(" not in said, said
            way = narrator.heading(a, b)
            key = (narrator.terrain_name(a), way, narrator.terrain_name(b))
            alike.setdefault(key, set()).add(line)
    # walks of one kind and way now read apart where they end apart (before: one line)
    assert any(len(lines) > 1 for lines in alike.values())
