"""Grand Master: a Court card with no use now is kept for its holder, not asked about at
each turn's start (newcomer F, s15, 260/268: 'Use Pardon' offered every turn, with no
corrupted card to pardon). The log says so once a round, as the holder's own line (it
names the card); with a corrupted card, Pardon is offered."""

from __future__ import annotations

import pytest

from scenes.app import App

from ..shinobi.test_rules import BEAR
from .conftest import Driver
from .test_shinobi_court_turn import court_turn

KEPT = {
    "en": "Pardon kept for a later turn: no effect now, you have no corrupted card.",
    "fr": "Carte Pardon gardée pour un tour suivant\u00a0: sans effet maintenant, vous "
    "n\u2019avez aucune carte corrompue.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pardon_with_nothing_to_pardon_is_kept_without_asking(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = court_turn(app, "Pardon")
    state = scene.state
    state.corruption[0] = []
    scene._refresh()
    ui.step()
    assert state.phase != "court" and state.current_player == 0  # fails before: asked
    assert state.court_cards[0] == ["Pardon"]  # kept, for a turn it may act
    assert scene.log.lines.count((0, KEPT[lang])) == 1  # Akane's own line (it names it)
    state._start_turn([])  # her next turn of the round: kept again, not told again
    scene._refresh()
    ui.step()
    assert state.phase != "court" and state.court_cards[0] == ["Pardon"]
    assert scene.log.lines.count((0, KEPT[lang])) == 1


def test_pardon_with_a_corrupted_card_is_offered(app: App, ui: Driver) -> None:
    app.set_language("en")
    scene = court_turn(app, "Pardon")
    state = scene.state
    state.corruption[0] = [BEAR[0]]
    scene._refresh()
    ui.step()
    assert state.phase == "court"
    assert str(scene.option_panel.options[0][0]) == "court Pardon"
