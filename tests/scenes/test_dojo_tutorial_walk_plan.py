"""The guided Dojo's walk step shows ONE plan, whatever the roll (issue 33, newcomer P,
s8, a 6: the words named 'three ninjas and one onto the plains', the gold arrow pointed
at a mountain and moved after every click, even at 0 moves left; H drew another plan;
the words flipped to '2 moves go out and back' and back; the Dojo could be left empty).

Followed as a person would, clicking the gold arrow's tail and head, for every roll: the
words keep one goal and say the arrow's step with the moves left, the arrow walks the
plan drawn at the start one step at a time, H's hint is that step, and the walk ends at
0 moves with the Dojo held and the words saying to press E."""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.guard import enemy_reach
from ninjas.dojo.hexgrid import Hex
from ninjas.dojo.rules import parse_hex
from scenes.app import App
from scenes.dojo.tutorial import DojoTutorial

from .conftest import Driver
from .test_dojo_tutorial import _Die, tutorial


def to_the_roll(scene: DojoTutorial, ui: Driver, site: int, value: int) -> None:
    """The lesson played to the person's walk: their Dojo on site number `site`, the
    computer's scripted turn, then a roll of `value` (the game's dice after it as the
    seed deals them) as soon as the table takes it."""
    state = scene.state
    for _ in range(400):
        ui.step()
        if state.phase == "move" and scene.can_act and scene.guide.current.key == "walk":
            return
        if scene.guide.explaining:
            ui.key(pygame.K_RETURN)
        elif scene.can_act and state.phase == "dojo":
            scene.play(str(state.legal_actions()[site]))
        elif scene.can_act and state.phase == "roll":
            state.rng = _Die(state.rng, value)
            ui.key(pygame.K_r)
    raise AssertionError("the walk never came")


def named(scene: DojoTutorial, h: Hex) -> str:
    """A hex as the walk's words should name it: the person's Dojo, the lesson's ringed
    hexes, else its terrain."""
    tr = scene.app.tr
    lesson = scene.lesson
    assert lesson is not None
    special = {
        scene.state.dojos[0]: "dojo.tutorial.walk.home",
        lesson.battle: "dojo.tutorial.walk.battle_hex",
        lesson.plains: "dojo.tutorial.walk.plains_hex",
    }
    return tr(special[h]) if h in special else tr(f"dojo.terrain.{scene.state.terrain[h]}")


def said(scene: DojoTutorial, step: str, nth: tuple[int, int] = (1, 1)) -> str:
    """The sentence that should say `step` ("step src dst cost") with the moves left;
    `nth`, its place among the walk's steps between the same hexes ('ninja 2 of 3')."""
    tr = scene.app.tr
    _, src, dst, cost = step.split()
    if scene.state.terrain[parse_hex(dst)] == "forest":
        price = tr(f"dojo.tutorial.walk.forest_{cost}")
    else:
        price = tr.plural("dojo.tutorial.walk.cost", int(cost))
    hexes = {"source": named(scene, parse_hex(src)), "target": named(scene, parse_hex(dst))}
    left = scene.state.remaining
    if nth[1] > 1:
        hexes.update(nth=str(nth[0]), of=str(nth[1]))
        if left == 0:
            return tr("dojo.tutorial.walk.next_none_nth", cost=price, **hexes)
        return tr.plural("dojo.tutorial.walk.next_nth", left, cost=price, **hexes)
    if left == 0:
        return tr("dojo.tutorial.walk.next_none", cost=price, **hexes)
    return tr.plural("dojo.tutorial.walk.next", left, cost=price, **hexes)


@pytest.mark.parametrize("site", (0, 1, 5, 9))
@pytest.mark.parametrize("value", range(1, 7))
def test_one_plan_for_every_roll_said_and_drawn_step_by_step(
    app: App, ui: Driver, site: int, value: int
) -> None:
    """Sites 1 and 5 with a 4 to a 6, and 9 with a 6, made the old walk plan afresh or
    its words change mid-walk; every roll of every site is checked this way (half the
    rolls in French)."""
    app.tr = Translator("fr" if value % 2 else "en")
    scene = tutorial(app)
    to_the_roll(scene, ui, site, value)
    state = scene.state
    home = state.dojos[0]
    assert home is not None and enemy_reach(state, 0) is not None  # Blue at the door
    assert state.remaining == value and scene.guide.current.key == "walk"
    first = scene.walk()
    assert first is not None and first.steps
    plan = scene._words("walk")["plan"]  # the goal, said once for the whole walk
    ui.key(pygame.K_h)  # H: the guide's own walk, not another plan
    assert scene.hint_job.job is None and scene.hint_plan.rest() == []
    sentences = []
    for index, step in enumerate(first.steps):
        walk = scene.walk()
        assert walk is not None and walk.steps == first.steps[index:]  # never planned afresh
        _, src, dst, _ = step.split()
        arrow = (parse_hex(src), parse_hex(dst))
        assert scene.lesson_step() == arrow  # the gold arrow: this step, and only it
        assert scene.hint is not None and str(scene.hint) == step  # H's hint: the same
        # the goal and the arrow's step, one instruction at a time (newcomer M, s11)
        # each step of several alike its own: 'ninja 2 of 3' (newcomer H, s16, nc-H/014)
        alike = [s.split()[1:3] for s in first.steps]
        nth = (alike[:index].count(alike[index]) + 1, alike.count(alike[index]))
        words = app.tr("dojo.tutorial.walk", plan=plan, now=said(scene, step, nth))
        assert scene.guide.words() == words, (index, scene.guide.words())
        assert words not in sentences  # never the same sentence twice in a walk
        sentences.append(words)
        assert scene.guide.progress() == (5, 13)  # one step of the thirteen, all along
        count = app.tr(
            "dojo.tutorial.progress.walk",
            step=5,
            steps=13,
            arrow=index + 1,
            arrows=len(first.steps),
        )
        assert scene.guide.progress_text() == count  # with the arrows walked: "arrow 2 of 7"
        played = len(scene.session.actions)
        if scene.selected != arrow[0]:
            ui.click(scene.view.centre(arrow[0]))  # the arrow's tail, then its head
        ui.click(scene.view.centre(arrow[1]))
        assert scene.session.actions[played:] == [step]  # the click walked the arrow's step
        assert state.count(home, 0) >= 1  # the Dojo is never left empty
        ui.step()
    assert state.phase == "move" and state.remaining == 0 and scene.lesson_step() is None
    guard = app.tr("dojo.tutorial.walk.guard") if enemy_reach(state, 0) is not None else ""
    spent = app.tr("dojo.tutorial.walk", plan=app.tr("dojo.tutorial.walk.spent"), now=guard)
    assert scene.guide.words() == spent
    assert scene.guide.progress_text() == app.tr("dojo.tutorial.progress", step=5, steps=13)
    ui.key(pygame.K_e)
    assert state.phase != "move" and state.count(home, 0) >= 1
    assert scene.guide.current.key != "walk"


def test_the_words_say_a_free_forest_step_at_no_move_left(app: App, ui: Driver) -> None:
    """A free forest step at 0 moves left is said as such, never '0 moves left'."""
    scene = tutorial(app)
    to_the_roll(scene, ui, 0, 1)
    lesson = scene.lesson
    assert lesson is not None
    forest = next(h for h, kind in scene.state.terrain.items() if kind == "forest")
    scene.state.remaining = 0
    step = f"step {lesson.plains[0]},{lesson.plains[1]} {forest[0]},{forest[1]} 0"
    from scenes.dojo.lesson_words import next_step

    words = next_step(scene, lesson, step, 0)
    assert words == said(scene, step) and "0" not in words.split(":")[0]
    assert app.tr("dojo.tutorial.walk.forest_0") in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_steps_cost_is_never_broken_across_two_lines(
    sized_app: Callable[[tuple[int, int]], App], lang: str
) -> None:
    """At 1920x1080 the step's cost broke as '(1' at a line's end and 'move).' on the
    next: the number and its unit hold together (no-break space), at every step."""
    app = sized_app((1920, 1080))
    app.tr = Translator(lang)
    scene = tutorial(app)
    ui = Driver(app)
    to_the_roll(scene, ui, 0, 6)
    for _ in range(8):
        walk = scene.walk()
        if walk is None or not walk.steps:
            break
        lines = scene.guide._wrapped(scene.guide.bubble_rect().width)
        assert not any(re.search(r"\(\d+$", line) for line in lines), lines
        scene.play(walk.steps[0])
        ui.step()
    assert scene.state.remaining == 0
