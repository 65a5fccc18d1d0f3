"""The hint speaks to the clan to move: its own Dojo is 'your Dojo' (newcomer C, s23, EN
1920x1080, 306: Orange read 'pull back from the Orange clan's Dojo to the forest' as the
enemy's Dojo); the enemy's keeps its clan's name. EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .test_dojo_top_told_turn import _against_the_computer


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_movers_own_dojo_is_yours_in_the_hint(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    table = _against_the_computer(app)
    state = table.state
    home, theirs = state.dojos[state.mover], state.dojos[1 - state.mover]
    near = next(h for h in state.terrain if h not in (home, theirs))
    said, _ = table.narrator.step_names(home, near)
    assert said == app.tr("dojo.place.own_dojo.you")  # fails before: 'the Orange clan's Dojo'
    other, _ = table.narrator.step_names(theirs, near)
    assert other == table.narrator.place_name(theirs)
    app.tr = Translator("en")
