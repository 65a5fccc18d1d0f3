"""A Steal planned after an Attack with the backpack full says on its card that it
fails unless a token is discarded first, not 'the roof you land on decides' (newcomer
M, s17, 068 -> 080: told only when the Steal failed). EN and FR."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, person_table

from scenes.app import App
from scenes.night import NightScene
from scenes.night.plan_reason import second_why


def planning(app: App, pack: list[str]) -> NightScene:
    """Seat 0 (a person) to plan on roof 0, carrying `pack`; nobody on its roof."""
    s = line_state()
    s.phase, s.plans = "plan", [[], [], []]
    for kind in pack:
        give(s, kind, seat=0)
    return person_table(app, s, draw=False)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_steal_after_an_attack_with_a_full_backpack_warns(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = planning(app, ["v1", "v2", "v1", "v2"])
    state = scene.state
    said = second_why(tr, state, 0, "attack", "steal")
    assert said == tr("night.plan.steal_full")  # fails before: 'After Attack, ...'
    scene.plan_panel.plan = ["attack", "steal"]
    card = " ".join(text for text, _ in scene.plan_panel.card_lines("steal", 400, 6))
    assert tr("night.plan.steal_full").split()[-1] in card
    roomy = planning(app, ["v1", "v2", "v1"])
    after = second_why(tr, roomy.state, 0, "attack", "steal")
    assert after == tr("night.why.after", action=tr("night.action.attack"))
    app.set_language("en")
