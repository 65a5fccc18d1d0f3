"""The guided Dojo's walk, clicked as newcomer M did (s11, nc-M/159-164): after a step
the ninja it moved stayed chosen, and a click on the next gold arrow's head walked that
ninja, not the arrow's; the coach planned afresh in silence ('arrow 4 of 6' became '5
of 8'); and the forest toggle read 'Forest steps: free' while the arrow's step paid 1
(or 'cost 1' while its steps cost 0). Now: the next arrow's head walks the arrow's
ninja, a step not the arrow's is said to change the plan, and the toggle reads the cost
the arrow's forest step is played at. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.rules import parse_hex
from scenes.app import App
from scenes.dojo.tutorial import DojoTutorial

from .conftest import Driver
from .test_dojo_tutorial_walk_plan import to_the_roll, tutorial

FOREST = {0: "dojo.forest.free", 1: "dojo.forest.paid"}


def _arrow(scene: DojoTutorial) -> tuple[str, tuple[int, int], tuple[int, int]]:
    walk = scene.walk()
    assert walk is not None and walk.steps
    step = walk.steps[0]
    _, src, dst, _ = step.split()
    return step, parse_hex(src), parse_hex(dst)


def _steps(scene: DojoTutorial) -> tuple[str, ...]:
    walk = scene.walk()
    return walk.steps if walk is not None else ()


def _toggle_agrees(scene: DojoTutorial, step: str) -> None:
    """An arrow into a forest: the toggle is set to its cost, and the panel says so."""
    _, _, dst, cost = step.split()
    if scene.state.terrain.get(parse_hex(dst)) != "forest":
        return
    assert scene.forest_cost == int(cost), step
    label = scene.app.tr(FOREST[int(cost)])
    assert any(getattr(o, "label", None) == label for o in scene.options), [
        getattr(o, "label", None) for o in scene.options
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_next_arrows_head_walks_the_arrows_ninja(app: App, ui: Driver, lang: str) -> None:
    """Site 0 with a 6 (M's game): clicking only each arrow's head (its tail once, where
    nothing is chosen) plays every arrow's own step, each forest step at the cost the
    toggle reads; nothing is planned afresh."""
    app.tr = Translator(lang)
    paid = False
    for site in (0, 1, 5, 9):
        scene = tutorial(app)
        to_the_roll(scene, ui, site, 6)
        first = scene.walk()
        assert first is not None and first.steps
        for index in range(len(first.steps)):
            ui.step()
            step, src, dst = _arrow(scene)
            assert step == first.steps[index]  # never planned afresh
            _toggle_agrees(scene, step)
            paid = paid or step.endswith(" 1") and scene.state.terrain[dst] == "forest"
            if scene.selected is None:
                ui.click(scene.view.centre(src))
            assert scene.selected in (None, src), (index, scene.selected, src)
            played = len(scene.session.actions)
            ui.click(scene.view.centre(dst))
            assert scene.session.actions[played:] == [step], index
        app.pop()
    assert paid  # (some arrow pays for its forest: the toggle was 'free' there before)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_step_not_the_arrows_says_the_plan_changes(app: App, ui: Driver, lang: str) -> None:
    app.tr = Translator(lang)
    scene = tutorial(app)
    to_the_roll(scene, ui, 0, 6)
    step, src, _ = _arrow(scene)
    note = app.tr("dojo.tutorial.walk.replanned")
    assert note not in scene.guide.words()
    other = next(
        str(a)
        for a in scene.state.legal_actions()
        if a.kind == "step"
        and str(a) != step
        and not str(a).startswith(f"step {src[0]},{src[1]} ")
        or a.kind == "step"
        and str(a).split()[2] != step.split()[2]
    )
    scene.play(other)
    ui.step()
    assert scene.replanned()
    words = scene.guide.words()
    assert words.startswith(note), words
    assert words.count(". ") + words.count(".") <= 3, words  # the note, then the next step
    nxt, nsrc, ndst = _arrow(scene)
    if scene.selected is None:
        ui.click(scene.view.centre(nsrc))
    ui.click(scene.view.centre(ndst))
    ui.step()
    assert not scene.replanned() and note not in scene.guide.words()


def test_the_toggle_pressed_after_the_arrow_is_what_the_step_pays(app: App, ui: Driver) -> None:
    """F pressed at a forest arrow: its head walks at the cost the toggle now reads (not
    the arrow's own), and the coach says the plan changes."""
    for site in (0, 1, 5, 9):
        scene = tutorial(app)
        to_the_roll(scene, ui, site, 6)
        ui.step()
        step, src, dst = _arrow(scene)
        while scene.state.terrain[dst] != "forest" and len(_steps(scene)) > 1:
            if scene.selected != src:
                ui.click(scene.view.centre(src))
            ui.click(scene.view.centre(dst))
            ui.step()
            step, src, dst = _arrow(scene)
        if scene.state.terrain[dst] == "forest":
            break
        app.pop()
    else:
        raise AssertionError("no forest arrow")
    ui.key(pygame.K_f)
    ui.step()
    assert scene.forest_cost != int(step.split()[3])  # not followed back at once
    if scene.selected != src:
        ui.click(scene.view.centre(src))
    played = len(scene.session.actions)
    ui.click(scene.view.centre(dst))
    assert scene.session.actions[played:] == [f"{step.rsplit(' ', 1)[0]} {scene.forest_cost}"]
    ui.step()
    assert scene.replanned()
    assert scene.guide.words().startswith(app.tr("dojo.tutorial.walk.replanned"))
