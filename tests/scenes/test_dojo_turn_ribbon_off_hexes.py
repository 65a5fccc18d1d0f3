"""The turn's ribbon ('Clan bleu : tour 2') covers no hex where the map has a clear
corner (newcomer C, s22, FR 1280x720, g24: it lay across the top rows, right where
Blue's ninjas walked first, hiding their first moves). Across the top where that is
clear, else in a corner, its words on narrower lines (ribbon_place.clear_place)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.events import Event
from scenes import theme
from scenes.app import App
from scenes.dojo.board_view import hex_cover

from .test_dojo_hint_pull_back import c_table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_turns_ribbon_lies_off_every_hex(sized_app, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    app: App = sized_app(size)
    app.set_language(lang)
    scene = c_table(app, 16)  # Blue's turn begins: its Dojo at the map's top
    scene.stage.effects.clear()
    scene.animate = True
    scene.stage.stage(Event("turn", {"seat": 1, "turn": 2}))  # Blue's turn told
    (banner,) = [e for e in scene.stage.effects if e.kind == "banner"]
    banner.age = banner.duration / 2
    app.draw()
    assert banner.place is not None
    area, ribbon = banner.place
    with theme.scaled_for(size):
        view = scene.view
        hexes = {*scene.state.terrain, *scene.state.dojos}
        covers = [r for h in hexes for r in hex_cover(view.centre(h), view.radius)]
        assert pygame.Rect(area).contains(ribbon)
        # fails before: across the top rows (and over Blue's Dojo's row)
        assert ribbon.collidelist(covers) < 0, ribbon
    app.set_language("en")
