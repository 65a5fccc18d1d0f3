"""A throw in reach only at the string's very end (its roof's centre beyond the
string, the near edge within it) says so on its row, without a length: newcomer X
(s21, FR 1920x1080, 133) was offered 'Attaquer Ninja bleu (lancer le poing)' at a
ninja two roofs away and took it for out of reach; a roof well in reach says nothing
more, and one beyond says 'out of reach'."""

from __future__ import annotations

import pytest
from support.night_line import line_state, scene_of

from ninjas.night.village import Building, Village
from scenes.app import App

EDGE = [
    Building(0, 0, 10, 10, 1),  # centre (5, 5): seat 0
    Building(32, 0, 10, 10, 1),  # centre 32 cm off: only its near edge in the fist's reach
    Building(16, 20, 10, 10, 1),  # centre about 20 cm off: well in reach
    Building(60, 0, 10, 10, 2),  # centre 60 cm off: beyond
    Building(0, -40, 10, 10, 1),  # the spare tokens
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_attack_only_at_the_string_end_says_so(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("attack", "skip")] * 4, positions=(0, 1, 2, 3), players=4)
    s.village = Village("edge", 100, EDGE, [])
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    rows = {a.args[0]: text for a, text in scene.options if a.kind == "attack"}
    edge = "only the near edge of its roof" if lang == "en" else "seul le bord proche"
    beyond = "out of reach" if lang == "en" else "hors de portée"
    assert edge in rows["1"] and beyond not in rows["1"]
    assert edge not in rows["2"] and beyond not in rows["2"]
    assert beyond in rows["3"] and edge not in rows["3"]
    assert not any(ch.isdigit() for ch in rows["1"].split(":")[-1])  # never a length
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_the_turn_hint_says_why(app: App, lang: str) -> None:
    """'Hint: End turn' gave no reason (newcomer X, s21, 135): with the planned Attack's
    ninjas only at the string's very end, it says so; its action played, that; a plan
    of Skip, that."""
    from ninjas.night.rules import NightAction
    from scenes.night.act_reason import act_reason

    app.set_language(lang)
    s = line_state([("attack", "skip")] * 4, positions=(0, 1, 3, 3), players=4)
    s.village = Village("edge", 100, EDGE, [])
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    end = NightAction("end")
    assert act_reason(scene, end) == app.tr("night.reason.end.attack")
    assert act_reason(scene, end)  # fails before: ''
    s.plans[0] = ["skip", "skip"]
    assert act_reason(scene, end) == app.tr("night.reason.end.skip")
    s.main_done = True
    scene._refresh()
    assert act_reason(scene, end).startswith(app.tr("night.reason.end.done"))
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_to_end_the_turn_is_said_while_the_string_is_held(app: App, lang: str) -> None:
    """H while holding the string showed nothing (newcomer X, s21, 135): a hint that
    throws nothing is said over the string, with its reason and how to put it down."""
    from ninjas.night.rules import NightAction

    app.set_language(lang)
    s = line_state([("attack", "skip")] * 4, positions=(0, 1, 3, 3), players=4)
    s.village = Village("edge", 100, EDGE, [])
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    assert scene.click_roof(1) and scene.throw is not None  # the string in the hands
    scene.hint = NightAction("end")
    said = scene.prompt()
    assert app.tr("night.reason.end.attack") in said  # fails before: the throw's words only
    assert app.tr("night.prompt.throw_drop") in said
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_throw_prompt_says_which_end_to_drag(app: App, lang: str) -> None:
    """'Faites glisser son bout' did not say which end (newcomer X, s21, 153: she grabbed
    the grapnel, which did nothing then); either end drags now (s22,
    test_night_string_paid_out), and the prompt says so."""
    app.set_language(lang)
    ends = "Drag either end" if lang == "en" else "Faites glisser l'un ou l'autre bout"
    assert ends in app.tr("night.prompt.throw") and ends in app.tr("night.prompt.throw_short")
    app.set_language("en")
