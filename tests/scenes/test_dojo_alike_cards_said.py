"""An attacker's hand of cards all of one rank, against one face-down card, is no choice
either, but the table does not play it for her: played by itself, it would tell the
defender at the laptop that the hand she keeps is all of that rank (s15; s13's newcomer
X had them played by the table, 'The table plays Ada's card'). Whether the table plays
for her rests on what every seat may count, the number of her cards: one card, played
in the open; two, her choice behind her cover, alike or not. EN and FR."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.dojo import reveal_hold

from .conftest import Driver
from .test_dojo_reveal_read import _battle


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_alike_cards_are_never_played_for_the_attacker(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=2, defenders=1)
    state = scene.state
    for _ in range(200):  # the lone defender's card laid by the table
        if state.phase == "attack":
            break
        ui.step()
    battle = state.battle
    assert battle is not None and state.phase == "attack" and len(battle.row) == 1
    played = len(scene.session.actions)
    for hand in ([5, 5], [5, 7]):  # alike or not: the same, as the defender sees it
        battle.hand = list(hand)
        assert not reveal_hold.play_unseen(scene)  # fails before: [5, 5] played
        assert len(scene.session.actions) == played and state.phase == "attack"
    battle.hand = [5]  # one card, which all can count: played in the open
    assert reveal_hold.play_unseen(scene)
    assert len(scene.session.actions) == played + 1
