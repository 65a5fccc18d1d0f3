"""A person's own Pass, told on their own phone, in the second person (newcomer T, s12,
059, and the lead's s12 note: the phone said 'Sam passes: no card laid.' of Sam's own
pass, where its Recruit already read 'You recruit.'): 'You pass: no card laid.' /
'Vous passez : aucune carte posée.'; the laptop's log and another seat's phone keep
the name. A pass played on the table makes the very event described (8714e3f2 logs
it). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App

from .test_shinobi_table_layout import akane_places

SAID = {"en": "You pass: no card laid.", "fr": "Vous passez\u00a0: aucune carte posée."}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_s_own_pass_reads_you_pass_on_its_phone(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app, players=3)
    assert "pass" in [a.kind for a in scene.state.legal_actions()]
    events = list(scene.state.clone().apply(ShinobiAction("pass")) or ())
    passed = next(e for e in events if e.kind == "pass")
    name = scene.seat_name(0)
    theirs = app.tr("shinobi.log.pass", name=name)
    assert [text for _, text in scene.describe_yours(passed, 0)] == [SAID[lang]]  # fails before
    assert [text for _, text in scene.describe_yours(passed, 1)] == [theirs]
    assert [text for _, text in scene.describe(passed)] == [theirs]
    app.set_language("en")
