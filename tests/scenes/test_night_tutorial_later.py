"""Guided Night's later lessons (scenes/night/tutorial_later.py): the guided game ended at
round 2 having shown Move, Collect and Attack only (newcomers, s23). Steal, Heal, the
bonuses, a full backpack and the yellow tokens are each told when the game brings them
to the person, else by their round; a lesson waiting for its moment shows nothing and
takes no key (the table is played meanwhile). The whole guided game, every lesson shown
by round 5: test_night_tutorial.test_each_step_ends_when_done_and_the_game_goes_on."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.night.rules import INJURY
from scenes.app import App
from scenes.guide import Guide, Step
from scenes.night import tutorial_later as later


def guide_of(app: App, steps: tuple[Step, ...]) -> Guide:
    return Guide(app, steps, "night.tutorial", pygame.Rect(0, 0, 400, 100))


def test_steps_that_wait_show_in_the_order_their_moments_come(app: App) -> None:
    table = SimpleNamespace(heal=False, steal=False)
    steps = (
        Step("heal", None, when=lambda t: t.heal),
        Step("steal", None, when=lambda t: t.steal),
        Step("done", None),
    )
    guide = guide_of(app, steps)
    guide.advance(table)
    assert guide.guiding and guide.waiting and not guide.explaining
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    assert not guide.takes(enter, pygame.Rect(0, 0, 10, 10))  # the table's key
    canvas = pygame.Surface((1280, 720))
    guide.draw(canvas, 0.0)
    assert guide.step not in guide.seen  # no bubble
    table.steal = True  # the second's moment comes first: it is shown first
    guide.advance(table)
    assert guide.current.key == "steal" and guide.explaining
    assert guide.progress() == (1, 3)
    assert guide.takes(enter, pygame.Rect(0, 0, 10, 10))
    guide.advance(table)
    assert guide.current.key == "heal" and guide.waiting
    table.heal = True
    guide.advance(table)
    assert guide.current.key == "heal" and guide.explaining and guide.progress() == (2, 3)
    guide.next_step()
    guide.advance(table)
    assert guide.current.key == "done" and not guide.waiting


def person(state: Any, can_act: bool = True) -> Any:
    return SimpleNamespace(state=state, can_act=can_act)


def planning(round_: int = 2, positions: tuple[int, ...] = (0, 2)) -> Any:
    s = line_state(positions=positions, players=2, round=round_)
    s.phase, s.plans = "plan", [None, None]
    return s


@pytest.mark.parametrize("key", list(later.DEADLINES))
def test_each_lesson_waits_for_its_moment_or_its_round(key: str) -> None:
    when = later.when(key)
    early = planning()
    assert not when(person(early))
    late = planning(round_=later.DEADLINES[key])
    assert when(person(late)) and not when(person(late, can_act=False))


def test_the_moments_the_game_brings() -> None:
    hurt = planning()
    hurt.backpacks[0][0] = INJURY
    assert later.when("heal")(person(hurt))
    beside = planning(positions=(0, 0))
    give(beside, "v2", seat=1)
    assert later.when("steal")(person(beside))
    assert not later.when("steal")(person(planning(positions=(0, 0))))  # nothing to take
    bonus = planning()
    give(bonus, "kunai", seat=0)
    assert later.when("bonus")(person(bonus))
    full = planning()
    for kind in ("v1", "v2", "v1", "v3"):
        give(full, kind, seat=0)
    assert later.when("full")(person(full))


def test_the_heal_lesson_sets_a_plan_that_heals(app: App) -> None:
    """Seen in a real window (s24, FR 1280x720): the Heal lesson showed as she planned,
    injured, and the plan the table had set was still Move then Collect. The plan set
    when its bubble shows heals; closing another's bubble changes nothing she chose."""
    from .test_night_tutorial import guided_table

    scene = guided_table(app, think_here=True)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    for _ in range(3_000):
        scene.update(1 / 60)
        if scene.state.phase == "plan" and scene.can_act:
            break
        if scene.guide.explaining:
            scene.handle_event(enter)
        elif scene.can_act:
            scene.choose_option(0)  # the first roof
    state = scene.state
    assert state.phase == "plan" and scene.can_act and "heal" not in scene.plan
    state.backpacks[0][0] = INJURY
    guide = scene.guide
    guide.step = next(k for k, s in enumerate(guide.steps) if s.key == "heal")
    scene.update(1 / 60)
    assert guide.current.key == "heal" and not guide.waiting
    assert "heal" in scene.plan and scene.plan_panel.suggested == scene.plan  # fails before
    scene.plan = ["move", "collect"]  # she chose otherwise, and closes the bubble
    scene.handle_event(enter)
    scene.update(1 / 60)
    assert scene.plan == ["move", "collect"]
