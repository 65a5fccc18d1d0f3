"""A summoning whose dice one hex only may take sets them there at once, the prompt
saying why: Ben, his Dojo alone on the board, was asked to place each of his dice under
it, a choice the rules left him none of (newcomer A, s14, 126-127). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.dojo.rules import hex_text
from scenes.app import App

from .conftest import Driver
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dice_go_under_the_only_hex_that_takes_them(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    home = state.dojos[me]
    assert home is not None
    for h, here in state.ninjas.items():  # her ninjas all home: one hex for the dice
        if h != home:
            here[me] = 0
    state.phase = "summon"
    scene.version += 1
    scene._refresh()
    scene.play("summon 3")
    state.summon_cards = [1, 2, 3]  # (matchable cards: the dice may bring ninjas)
    sites = [a for a in state.legal_actions() if a.kind == "die"]
    assert [str(a) for a in sites] == [f"die {hex_text(home)}"]
    ui.step(3)
    assert state.phase != "assign"  # before: the three dice waited, one click each
    where = scene.narrator.place_name(home)
    said = scene.refusal()
    assert said == app.tr.plural("dojo.dice.one_site", 3, where=where), said
