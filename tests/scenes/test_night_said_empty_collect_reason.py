"""The plan hint's reason never says 'then collect here' of a roof with no token to
collect, where the Collect card says 'No token on your roof now': newcomer T (s12, 114)
read 'Skip + Collect (staying on roof 6 did best..., then collect here)' on an empty
roof. It says the Collect takes something only if a token falls there. A roof with
tokens keeps 'then collect here'. English and French."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, scene_of

from ninjas.night.rules import NightAction
from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_empty_roof_s_collect_is_not_said_to_collect_here(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("skip", "skip")] * 3, (0, 2, 3))
    give(s, "v2", building=1)
    kept = next(t for t in s.roofs[4] if s.kinds[t] == "v1")
    s.roofs[4] = []
    scene = scene_of(app, s)
    scene.shown_seat = 0
    label = scene.words.hint_label

    words = label(NightAction("plan", ("skip", "collect")), [])  # roof 1: no token
    assert tr("night.reason.then.collect_here") not in words  # fails before
    assert tr("night.reason.then.collect_none") in words and "{" not in words
    words = label(NightAction("plan", ("collect", "skip")), [])
    assert tr.plural("night.reason.collect", 0) not in words  # not '0 tokens lie...'
    assert tr("night.reason.collect.none") in words

    s.roofs[0].append(kept)  # a token on the roof: collect here
    words = label(NightAction("plan", ("skip", "collect")), [])
    assert tr("night.reason.then.collect_here") in words
    assert tr("night.reason.then.collect_none") not in words
    app.set_language("en")
