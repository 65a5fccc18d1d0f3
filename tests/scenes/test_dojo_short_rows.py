"""A battle's rows name their hexes shortly (issue 33, newcomer A, c16.png: "Throw from
the plains (south-west, the southern one) at the plains (south-west, the northern one)
(1)" took three lines): each hex by the shortest name no other hex of the list shares,
so the rows stay told apart on one or two lines, in English and French."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App

from .test_dojo_loose_ends import _battles
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_throw_and_battle_rows_take_two_lines_at_most(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = _placed_table(app)
    _battles(scene, defenders=2, attacks=6)  # all plains: every hex has a twin
    scene.selected = None
    with theme.scaled_for((1280, 720)):
        scene.choices.build()
        rows = [o for o in scene.options if o.number]
        assert any(o.icon == "shuriken" for o in rows)
        for option in rows:
            lines = scene.choices.option_lines(option)
            assert len(lines) <= 2, lines
    labels = [o.label for o in rows]
    assert len(set(labels)) == len(labels)


def test_each_name_is_the_shortest_that_no_other_hex_of_the_list_shares(app: App) -> None:
    scene = _placed_table(app)
    _battles(scene, defenders=2, attacks=6)
    names = scene.narrator.list_names()
    assert len(names) >= 3
    assert len(set(names.values())) == len(names)  # never two hexes called alike
    for h, name in names.items():
        assert len(name) <= len(scene.narrator.place_name(h))
    # a hex alone of its terrain in the list is called by its terrain
    lone = scene.narrator.short_names([next(iter(names))])
    assert list(lone.values()) == [app.tr("dojo.terrain.plains")]
