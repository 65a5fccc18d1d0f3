"""After a Collect the discards are one row, 'Discard a token to the roof…', that opens
them: a click meant for End the turn, where End stood before the rows were rebuilt,
never throws a token away (newcomer C, s14, 095-096: 'Discard token 2 (slot 1)' took
End the turn's place under the pointer, and one click threw away 2 points)."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, person_table

from scenes.app import App
from scenes.night.options_panel import BACK


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_discards_are_one_row_that_opens_them(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("collect", "skip")] * 3)
    for kind in ("v1", "v2", "v3"):
        give(s, kind, seat=0)
    give(s, "v1", building=0)
    scene = person_table(app, s, draw=False)
    collect = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "collect")
    scene.choose_option(collect)  # the backpack is full now: four tokens to discard
    panel = scene.option_list
    panel.sync_pager()
    listed = panel.listed()
    assert [scene.options[i][0].kind for i in listed] == ["discard", "end"]
    assert panel.label_of(listed[0]) == app.tr("night.act.discard.open")
    played = len(scene.session.actions)
    panel.pick(listed[0])  # the row opens the discards: nothing thrown away
    assert len(scene.session.actions) == played
    opened = panel.listed()
    assert opened[-1] == BACK and len(opened) == 5
    assert panel.heading_text() == app.tr("night.options.discards")  # what to choose
    assert {scene.options[i][0].kind for i in opened[:-1]} == {"discard"}
    panel.pick(opened[0])  # a discard chosen in the opened list is played
    assert len(scene.session.actions) == played + 1
    assert scene.session.actions[-1].split()[0] == "discard"
    app.set_language("en")
