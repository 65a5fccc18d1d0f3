"""A power taking several cards one at a time says 'more' after the first pick: 'Take 3
from the Jigoku: choose 2 more cards', not 'choose 2 cards' as if the power had changed
(newcomer A, s23, phone 360x640, 032). On the table and on the phone alike (one prompt).
EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import sentence
from ninjas.shinobi.position import Pending
from scenes.app import App

from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_the_first_pick_the_prompt_says_more(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    state = scene.state
    seat = state.current_player
    power = scene.words.power_label("take_jigoku", 3)
    for left, key in ((3, "shinobi.prompt.card"), (2, "shinobi.prompt.card_more")):
        state.pending = [Pending(seat, "take_jigoku", 3, 3, "Crow", step="card", left=left)]
        state.phase = "power"
        said = scene.prompt.asked(None)
        assert said == sentence(app.tr.plural(key, left, power=power, left=left))  # fails before: 2
    state.pending[0].left = 1
    more = app.tr.plural("shinobi.prompt.card_more", 1, power=power, left=1)
    assert scene.prompt.asked(None) == sentence(more)
    app.set_language("en")
