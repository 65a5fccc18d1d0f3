"""An attacker whose cards are all of one rank, against one face-down card, has them
played by the table in the open, and the table says so: 'The table plays Ada's card'
(newcomer X, s13, 167-168: round 2 played itself and she suspected a bug; the replay
showed 5 and 5), never the rank or the likeness of the cards kept: they stay hers (the
words are shown in the open). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.dojo.cards import rank_name
from scenes.app import App
from scenes.dojo import reveal_hold

from .conftest import Driver
from .test_dojo_reveal_read import _battle


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_alike_cards_played_for_the_attacker_are_said(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=2, defenders=1)
    state = scene.state
    for _ in range(200):  # the lone defender's card laid by the table
        if state.phase == "attack":
            break
        ui.step()
    battle = state.battle
    assert battle is not None and state.phase == "attack" and len(battle.row) == 1
    battle.hand = [5, 5]
    assert reveal_hold.play_unseen(scene)
    name = scene.seat_name(battle.attacker)
    said = app.tr("dojo.play.for_them", name=name)
    assert scene.refusal() == said  # before: played, nothing said
    assert rank_name(5) not in said.replace(name, "")
