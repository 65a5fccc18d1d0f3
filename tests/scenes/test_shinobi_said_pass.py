"""A Pass is said in the log, as a Recruit is: newcomer T (s12, 059) saw the log and
the cover's story go from 'Sam recruits.' to 'Sam discards ...' with the pass unsaid.
English and French."""

from __future__ import annotations

import pytest

from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App
from tests.shinobi.test_rules import BEAR, CARP, CROW, arrange

from .conftest import Driver
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_pass_is_said(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app, players=3)
    state = scene.state
    state.deck[:0], state.jigoku[:] = state.jigoku, []
    arrange(state, hands={0: [BEAR[0], CARP[0], CROW[0]]})
    scene._refresh()
    scene.play(ShinobiAction("pass"))
    said = app.tr("shinobi.log.pass", name=scene.seat_name(0))
    assert "{" not in said
    for _ in range(600):  # the staging tells the events as they play out
        if said in [text for _, text in scene.log.lines]:
            break
        ui.step()
    texts = [text for _, text in scene.log.lines]
    assert said in texts  # fails before: never said
