"""The hint 'Recruit' with an empty hand says it is a dead turn, and why it is still the
cheaper one. Newcomer A (s22, FR GM 1920x1080, fr_g33c/fr_g35): 'Conseil : Recruter —
se corrompre coûterait environ 3 points' with 0 cards in hand; the card drawn laid
nothing and was discarded, and the hint read as wrong. EN and FR."""

from __future__ import annotations

import pytest

from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App

from ..shinobi.test_rules import arrange
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_recruit_with_an_empty_hand_says_the_card_lays_nothing(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    state = scene.state
    seat = state.current_player
    state.phase = "draw"
    arrange(state, hands={seat: []})
    said = scene.hint_reason.reason(state, ShinobiAction("recruit"))
    empty = app.tr("shinobi.why.recruit_empty", cost=0).split(",")[0]
    assert said.startswith(empty), said  # fails before: the cost alone
    arrange(state, hands={seat: state.deck[:3]})
    assert scene.hint_reason.reason(state, ShinobiAction("recruit")).startswith(
        app.tr("shinobi.why.recruit", cost=0).split(" ")[0]
    )
    app.set_language("en")
