"""The cards of a battle under way that go back into their deck are counted in the
deck's warnings (ninjas/dojo/cards_back.py). Newcomer C (s22, FR 1280x720, g45, her game
in tests/support/recorded/dojo_hint_c.json): Blue threw one shuriken at her forest of
14; she drew 14 of her 19 cards, and the top bar said the game could end on her next
turn by a battle drawing past her 4 cards, while 13 of the 14 were to come back as soon
as the one clash was fought."""

from __future__ import annotations

import json
from pathlib import Path

from ninjas.dojo.cards_back import coming_back, deck_after
from ninjas.dojo.deck_end import deck_end
from ninjas.dojo.rules import DojoState, new_game

RECORDED = Path(__file__).resolve().parents[1] / "support" / "recorded" / "dojo_hint_c.json"


def _at(actions: int) -> DojoState:
    kept = json.loads(RECORDED.read_text(encoding="utf-8"))
    state = new_game(kept["seed"], kept["options"])
    for action in kept["actions"][:actions]:
        state.apply(state.parse_action(action))
    return state


def test_a_shuriken_at_fourteen_gives_thirteen_back() -> None:
    state = _at(106)  # Blue's throw at her forest: her 14 cards drawn, none laid
    assert state.phase == "lay" and state.battle is not None and state.battle.projectile
    assert len(state.decks[0]) == 4
    assert coming_back(state, 0) == 13 and deck_after(state, 0) == 17
    assert coming_back(state, 1) == 0  # the thrower's one card is played
    end = deck_end(state)
    # fails before: her own attack 'past her 4 cards' (attack, 4 left)
    assert end is not None and end.left == 17 and end.how == "summon", end


def test_no_battle_no_cards_back() -> None:
    state = _at(98)
    assert state.battle is None
    assert coming_back(state, 0) == coming_back(state, 1) == 0
    assert deck_after(state, 0) == len(state.decks[0])


def test_the_cards_come_back_as_counted() -> None:
    """Played on: once the shuriken's clash is fought, her deck holds what was counted."""
    kept = json.loads(RECORDED.read_text(encoding="utf-8"))
    state = _at(106)
    counted = deck_after(state, 0)
    for action in kept["actions"][106:121]:  # her cards laid, Blue's card played
        state.apply(state.parse_action(action))
        if state.battle is None:
            break
    assert state.battle is None
    assert len(state.decks[0]) == counted
