"""The log's walk lines name their start by its terrain too (newcomer J, s11: 'Jules
déplace un ninja depuis la plaine (nord-est, côté est) vers le nord-ouest, sur la
montagne' named where the start hex lies on the map beside the way it went, and read as
a second, other way: nc-J/011, 018_1). Only the way the ninja went is a compass word."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from ninjas.dojo.hexgrid import Hex
from scenes.app import App
from scenes.dojo import DojoScene

from .test_dojo_scene import table


def _parted(scene: DojoScene) -> tuple[Hex, Hex]:
    """A hex whose whole name has a map part, not a Dojo, and a land beside it."""
    state = scene.state
    for h in sorted(state.board.hexes()):
        if h in state.dojos or "(" not in scene.narrator.place_name(h):
            continue
        for d in ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)):
            n = (h[0] + d[0], h[1] + d[1])
            if n in state.board and n not in state.dojos:
                return h, n
    raise AssertionError("no named hex")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_walk_from_a_land_names_it_by_its_terrain(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = table(app, [Seat(), Seat("ai", "easy")], 3, {"board": "random"})
    while scene.state.phase == "place":
        scene.session.apply(str(scene.state.legal_actions()[0]))
    a, b = _parted(scene)
    narrator = scene.narrator
    way = narrator.heading(a, b)
    for line in (
        narrator.walk_line(0, (a, b), 1),
        narrator.walk_line(0, (a, b, a), 2),
        narrator.describe(Event("stepped", {"seat": 0, "src": list(a), "dst": list(b), "cost": 1}))[
            0
        ][1],
    ):
        assert "(" not in line, line  # no map part, at either end
        assert narrator.terrain_name(a) in line, line
    assert f" {way}" in narrator.walk_line(0, (a, b), 1)
