"""The plan hint says why (issue 33, newcomer G: "Conseil : Ramasser + Se déplacer"
never said why): 'Collect + Move (3 tokens lie on your roof, then on to another roof)'.
The reason counts tokens, never names a face, and never says how far a roof is."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, scene_of

from ninjas.night.rules import NightAction
from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_plan_hint_says_why_in_a_few_words(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("skip", "skip")] * 3, (0, 2, 3))
    for kind in ("v3", "kunai", "v1"):
        give(s, kind, building=0)
    give(s, "v2", building=1)
    give(s, "v2", seat=1)
    s.roofs[4] = []  # the spare tokens' roof is in reach too: none there
    scene = scene_of(app, s)
    scene.shown_seat = 0
    label = scene.words.hint_label

    words = label(NightAction("plan", ("collect", "move")), [])
    assert words.startswith(f"{tr('night.action.collect')} + {tr('night.action.move')}")
    assert tr.plural("night.reason.collect", 3) in words
    assert tr("night.reason.then.move_on") in words
    assert tr("night.token.kunai") not in words and "cm" not in words

    words = label(NightAction("plan", ("move", "collect")), [])
    assert tr.plural("night.reason.move", 1, roof=2) in words  # roof 2, in reach, 1 token
    assert tr("night.reason.then.collect_there") in words

    s.positions[0] = 1  # beside Blue's roof 2 (20 cm): within the fist's reach
    words = label(NightAction("plan", ("attack", "heal")), [])
    assert tr("night.reason.attack", name=scene.seat_name(1)) in words
    assert tr("night.reason.then.heal") in words

    s.positions[0] = 2  # on Blue's roof, Blue carrying a token
    words = label(NightAction("plan", ("steal", "skip")), [])
    assert f"({tr('night.reason.steal', name=scene.seat_name(1))}, " in words
    app.set_language("en")


def test_skip_and_skip_says_its_reason_once(app: App) -> None:
    """(A Skip says why since s11, newcomer J: test_night_hint_says_why.py.)"""
    s = line_state([("skip", "skip")] * 3, (0, 2, 3))
    scene = scene_of(app, s)
    scene.shown_seat = 0
    words = scene.words.hint_label(NightAction("plan", ("skip", "skip")), [])
    assert words.startswith("Skip + Skip (Skip: ") and words.count("Skip:") == 1
