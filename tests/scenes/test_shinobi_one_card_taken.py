"""Shinobi: a power's card picker with one card to choose is no choice: the card is
taken for the person and the log says so (issue 33, s10 brief point 3: 'Return a card'
still asked for the rival's one card). Destroy a card (two Spiders) and Return a card
(two Toads) on a rival whose clans hold one kind of card, EN and FR; with two kinds the
picker asks (test_shinobi_newcomer_fixes)."""

from __future__ import annotations

import pytest

from scenes.app import App
from tests.shinobi.test_rules import BEAR, arrange, ids

from .conftest import Driver
from .test_shinobi_newcomer_fixes import akane_places, place_clan

SAID = {
    ("en", "Spider"): "Destroy a card: Bear (6) is the only card you can choose, so it is chosen.",
    ("en", "Toad"): "Send a foe's card back to their hand: Bear (6) is the only card you can "
    "choose, so it is chosen.",
    ("fr", "Spider"): "Détruisez une carte\u00a0: Ours (6) est la seule carte que vous pouvez "
    "choisir, elle est donc choisie.",
    ("fr", "Toad"): "1 carte rivale rentre dans sa main\u00a0: Ours (6) est la seule carte que "
    "vous pouvez choisir, elle est donc choisie.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("clan", ["Spider", "Toad"])
def test_the_only_card_is_taken_and_said(app: App, ui: Driver, lang: str, clan: str) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    cards = ids(clan)[:2]
    arrange(scene.state, hands={0: cards}, clans={1: {"Bear": BEAR[:2]}})
    scene._refresh()
    before = len(scene.log.lines)
    place_clan(scene, ui, clan, cards)
    ui.step(3)
    state = scene.state
    assert not (state.phase == "power" and state.pending)  # fails before: the picker asked
    assert len(state.clans[1].get("Bear", [])) == 1  # one Bear destroyed, or returned
    lines = [line for _, line in scene.log.lines[before:]]
    assert SAID[lang, clan] in lines, lines
