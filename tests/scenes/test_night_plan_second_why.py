"""The plan's second action is warned of from where the first leaves the ninja (newcomer
K, s11 nc-K/030: after choosing Move as the first action, the second action's Collect
still said 'Only yellow tokens here: they wait for round 5', of the roof being left).
After a Move or an Attack the roof is not known when planning: the warning says the
roof it lands on decides, on the laptop's card and on the phone, EN and FR; after a
Skip the warning of the roof it stands on still holds."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, person_table

from scenes.app import App
from scenes.night import NightScene

from .test_night_plan_full_pack import drawn


def planning(app: App) -> NightScene:
    """Seat 0 to plan in round 1 on roof 0, which holds only a yellow token."""
    s = line_state()
    s.phase, s.plans = "plan", [[], [], []]
    give(s, "y4", building=0)
    give(s, "v2", building=1)
    scene: NightScene = person_table(app, s, draw=False)
    assert s.why_not(0, "collect") == "yellow_later"
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_second_collect_after_a_move_speaks_of_the_roof_landed_on(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    tr = app.tr
    yellow = tr("night.why.yellow_later").split(":")[0].split()[0]  # 'Only' / 'Rien'
    after = {"en": "the roof you land on", "fr": "du toit où vous arrivez"}[lang]
    scene = planning(app)
    scene.plan_panel.planned_for = (scene.state.round, 0)
    scene.plan_panel.plan = ["move", "collect"]
    card = drawn(scene, monkeypatch)
    assert after in card
    assert tr("night.action.move") in tr("night.why.after", action=tr("night.action.move"))
    assert tr("night.why.yellow_later").split(":")[0] not in card

    scene.plan_panel.plan = ["skip", "collect"]  # stays on the roof: the warning holds
    card = drawn(scene, monkeypatch)
    assert tr("night.why.yellow_later").split(":")[0] in card and yellow
    assert after not in card

    scene.plan_panel.plan = ["collect", "move"]  # the first action's card: from here
    card = drawn(scene, monkeypatch)
    assert tr("night.why.yellow_later").split(":")[0] in card
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_phone_s_second_step_speaks_of_the_roof_landed_on(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = planning(app)
    plans = {c["action"]: c["parts"] for c in scene.phone_adapter.choices(0)}
    move = tr("night.action.move")
    assert plans["plan move collect"][1]["note"] == tr("night.why.after", action=move)
    attack = tr("night.action.attack")
    assert plans["plan attack collect"][1]["note"] == tr("night.why.after", action=attack)
    assert plans["plan skip collect"][1]["note"] == tr("night.why.yellow_later")
    assert plans["plan collect move"][0]["note"] == tr("night.why.yellow_later")
    assert plans["plan move heal"][1]["note"] == tr("night.why.no_injury")  # not the roof's
    app.set_language("en")
