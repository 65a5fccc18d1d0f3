"""Newcomer K, s17 (113, 138): the planner came filled in, Move then Collect as the
round before, and she nearly confirmed a plan she no longer wanted; the suggestion was
then offered, not chosen (its chips outlined), a first Enter taking it, a second playing
it. Newcomer P, s18: 'the suggested plan takes two clicks'. What K met, a pre-filled
plan that was not the suggestion, no longer comes (test_night_plan_fresh.py): the
suggestion, outlined and named on its button ('Confirm the suggested plan: ...'), is
played by one Enter or one click, as a plan she changed herself (Q, W, a chip). Real
keys through app.dispatch."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import line_state, person_table

from ninjas.night.rules import NightAction
from scenes.app import App


def press(app: App, k: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=k, mod=0))


def planning(app: App, lang: str):  # noqa: ANN201
    app.set_language(lang)
    s = line_state()
    s.phase, s.index, s.plans = "plan", 0, [None, None, None]
    return person_table(app, s)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_enter_plays_the_untouched_suggestion(app: App, lang: str) -> None:
    scene = planning(app, lang)
    panel, tr = scene.plan_panel, app.tr
    assert panel.untouched  # offered: its chips outlined
    first, second = (str(tr(f"night.action.{a}")) for a in scene.plan)
    assert panel.confirm_text() == tr("night.plan.confirm.suggested", first=first, second=second)
    scene.draw(pygame.Surface((1280, 720)))
    plan = "plan " + " ".join(scene.plan)
    press(app, pygame.K_RETURN)
    # fails before: the first Enter only took it ('Take the suggested plan: ...')
    assert scene.session.actions[-1] == plan
    app.set_language("en")


def test_a_plan_she_changed_is_played_by_the_first_enter(app: App) -> None:
    scene = planning(app, "en")
    press(app, pygame.K_q)
    assert scene.plan != scene.plan_panel.suggested
    press(app, pygame.K_RETURN)
    assert scene.state.plans[0] is not None or scene.state.phase != "plan"


def test_one_click_on_the_untouched_button_plays_it(app: App) -> None:
    scene = planning(app, "en")
    plan = "plan " + " ".join(scene.plan)
    rect = scene.layout((1280, 720)).confirm_rect()
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=rect.center, button=1))
    assert scene.session.actions[-1] == plan  # fails before: taken, not played


def test_a_plan_set_by_the_hint_is_played_by_the_first_enter(app: App) -> None:
    """H asked for it: the hint's plan, even the suggested one, is hers to confirm."""
    scene = planning(app, "en")
    hint = NightAction("plan", tuple(scene.plan_panel.suggested or ()))
    scene.hint = hint
    scene.hint_move(str(hint))
    assert scene.plan == scene.plan_panel.suggested and not scene.plan_panel.untouched
    press(app, pygame.K_RETURN)
    assert scene.state.plans[0] is not None or scene.state.phase != "plan"
