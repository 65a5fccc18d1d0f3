"""Newcomer O, s12 (nc-O/029-030): the laptop planner came with a plan pre-selected
(Move 1, Collect 2) that O had not chosen, and its button said only 'Confirm the plan':
'I worried I would confirm something I hadn't picked'. The button now says the plan
is the one suggested, and which: 'Confirm the suggested plan: Move, then Collect',
and once the person changes it, 'Confirm your plan: Attack, then Collect'. EN, FR."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import line_state, person_table

from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_confirm_says_the_plan_is_suggested_until_changed(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state()
    s.phase, s.plans = "plan", [[], [], []]
    scene = person_table(app, s, draw=False)
    scene.draw(pygame.Surface((1280, 720)))  # the plan is pre-selected as it is shown
    panel = scene.plan_panel
    first, second = (str(tr(f"night.action.{a}")) for a in scene.plan)
    suggested = str(tr("night.plan.confirm.suggested", first=first, second=second))
    assert panel.confirm_text() == suggested  # fails before: 'Confirm the plan'
    assert {"en": "suggested", "fr": "suggéré"}[lang] in suggested
    panel.cycle(0)  # Q: the person's own choice now
    first, second = (str(tr(f"night.action.{a}")) for a in scene.plan)
    chosen = str(tr("night.plan.confirm.chosen", first=first, second=second))
    assert panel.confirm_text() == chosen
    scene.draw(pygame.Surface((1280, 720)))
    app.set_language("en")
