"""Newcomer O, s18: as Ida she planned Collect on a roof whose tokens wait for round 5;
the red why on the card was small, and Confirm played the plan without a word (her turn
then passed). A plan with an action that does nothing now is asked about once, on the
button ('Collect does nothing now: confirm this plan anyway?'); the next Enter plays it;
a plan changed after the question is asked about afresh. Real keys through app.dispatch
(scenes/night/plan_check.py)."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import line_state, person_table

from scenes.app import App
from scenes.night.plan_check import dead_action


def press(app: App, k: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=k, mod=0))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_plan_whose_collect_does_nothing_is_asked_about_once(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state()  # every token on the spare roof: none on hers
    s.phase, s.index, s.plans = "plan", 0, [None, None, None]
    scene = person_table(app, s)
    panel, tr = scene.plan_panel, app.tr
    for _ in range(6):
        if scene.plan[0] == "collect":
            break
        press(app, pygame.K_q)
    assert scene.plan[0] == "collect" and dead_action(s, 0, scene.plan) == "collect"
    press(app, pygame.K_RETURN)
    assert scene.state.plans[0] is None  # before: played at once
    asked = tr("night.plan.confirm.dead", action=tr("night.action.collect"))
    assert panel.confirm_text() == asked
    scene.draw(pygame.Surface((1280, 720)))
    press(app, pygame.K_w)  # the plan changed: asked afresh
    assert panel.confirm_text() != asked
    press(app, pygame.K_RETURN)
    assert scene.state.plans[0] is None and panel.confirm_text().startswith(asked[:8])
    press(app, pygame.K_RETURN)
    assert scene.state.plans[0] is not None or scene.state.phase != "plan"
    app.set_language("en")
