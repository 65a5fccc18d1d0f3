"""The hint while setting the summoning's dice: its plan knows every die, so one press
sets them all (issue 33, newcomer M, s8: 15 dice took 15 presses of H and Enter). The
row 'All 3 dice as the hint sets them' is ringed, and Enter or a click plays it."""

from __future__ import annotations

import pygame
import pytest

from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App

from .test_dojo_hint_enter import _assigning
from .test_dojo_scene import key, press

LABEL = {
    "en": "All 3 dice as the hint sets them",
    "fr": "Les 3 dés comme le conseil les pose",
}


def hinted(app: App, monkeypatch: pytest.MonkeyPatch, lang: str):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = _assigning(app)  # three cards drawn: three dice to set
    sites = [a for a in scene.legal() if a.kind == "die"]
    plan = [sites[-1], sites[0], sites[-1]]
    monkeypatch.setattr(ai_turn, "think_hint_plan", lambda level, seed, state: Ready(plan))
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert scene.hint is not None and str(scene.hint) == str(plan[0])
    return scene, [str(a) for a in plan]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_sets_every_die_the_hint_planned(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    scene, plan = hinted(app, monkeypatch, lang)
    before = len(scene.session.actions)
    row = next(o for o in scene.options if o.name == "dice hint")
    assert row.label.endswith(LABEL[lang])  # (numbered: "1. ...")
    # in the spread's place, first, and the row the hint rings (not its first die's hex)
    assert scene.options[0] is row and scene.choices._hint_row == 0
    key(scene, pygame.K_RETURN)
    # fails before: one die, plan[0] alone
    assert scene.session.actions[before:] == plan


def test_a_click_on_the_row_sets_them_too(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene, plan = hinted(app, monkeypatch, "en")
    before = len(scene.session.actions)
    row = next(o for o in scene.options if o.name == "dice hint")
    press(scene, row.rect.center)
    assert scene.session.actions[before:] == plan


def test_after_a_die_of_the_plan_the_row_counts_what_is_left(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, plan = hinted(app, monkeypatch, "en")
    scene.submit(plan[0])  # the hint's first die by hand: the plan goes on
    scene.update(1 / 60)
    row = next(o for o in scene.options if o.name == "dice hint")
    assert row.label.endswith("All 2 dice as the hint sets them")
    scene.submit(plan[0])  # the plan's second die elsewhere: the plan is dropped
    scene.update(1 / 60)
    assert not any(o.name == "dice hint" for o in scene.options)
