"""The Dojo status under a clan's name says no 'deck out next turn' once the deck
already shows 0 (issue 33, newcomer X, s9: 'pioche vide au prochain tour' stayed under
Ada's name with her deck at 0, as if the end were still to come)."""

from __future__ import annotations

from scenes.app import App

from .test_dojo_scene import _placed_table


def test_an_empty_deck_has_no_clock_line(app: App) -> None:
    table = _placed_table(app)
    state = table.state
    table.play("roll")
    empty = state.mover
    state.decks[empty] = []
    none = str(app.tr("dojo.race.clock_short.none"))
    kinds = table.hud.kinds()
    assert none not in kinds[empty] and "·" not in kinds[empty]
    assert kinds[empty] == str(app.tr("setup.human"))
    assert "·" in kinds[1 - empty]  # a deck with cards keeps its clock


def test_one_card_left_still_warns(app: App) -> None:
    table = _placed_table(app)
    state = table.state
    table.play("roll")
    state.decks[state.mover] = state.decks[state.mover][:1]
    assert "·" in table.hud.kinds()[state.mover]
