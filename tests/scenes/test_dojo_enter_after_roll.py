"""Enter after a roll and after H takes the hinted step at the Dojo table, never the
forest's mode (issue 33, newcomer T, s9 ab.png, n2, n10: rolled with Enter, then H and
Enter while the hint was still searched lit the walk's only row, 'Forest steps: free',
and every Enter after the hint toggled it, 'free / cost 1', again and again)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.ai.hint import hint_plan_in_worker
from scenes import ai_turn
from scenes.app import App

from .test_dojo_scene import _placed_table, key


class Slow:
    """A hint search that answers only once `done` is set (a busy machine's)."""

    def __init__(self, answer: Any) -> None:
        self.answer = answer
        self.done = False

    def result(self) -> Any:
        return self.answer if self.done else None

    def cancel(self) -> None:
        pass


def _slow_hint(monkeypatch: pytest.MonkeyPatch) -> list[Slow]:
    jobs: list[Slow] = []

    def think_plan(level: str, seed: int, view: Any) -> Slow:
        jobs.append(Slow(hint_plan_in_worker(level, seed, view)))
        return jobs[-1]

    monkeypatch.setattr(ai_turn, "think_hint_plan", think_plan)
    return jobs


def _rolled_by_enter(app: App):  # type: ignore[no-untyped-def]
    for seed in range(4, 60):
        scene = _placed_table(app, seed=seed)
        scene.mouse = (5, 5)  # the pointer on no row: keys only
        app.draw()
        key(scene, pygame.K_RETURN)  # the main button: Roll
        scene.update(1 / 60)
        assert scene.state.phase == "move"
        if scene.state.remaining >= 3:
            return scene
        app.pop()
    raise AssertionError("no roll that high")


def _forest_mode(scene) -> int:  # type: ignore[no-untyped-def]
    return int(scene.forest_cost)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_enter_while_the_hint_is_searched_lights_no_row_then_takes_the_step(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    app.set_language(language)
    jobs = _slow_hint(monkeypatch)
    scene = _rolled_by_enter(app)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert scene.hint_pending and scene.hint is None
    actions, mode = len(scene.session.actions), _forest_mode(scene)
    key(scene, pygame.K_RETURN)  # the hint not there yet
    app.draw()
    assert scene.refusal() == app.tr("dojo.enter_hint_wait")
    assert scene.choices.list.lit_row(scene.mouse) is None  # the forest's row not lit
    assert len(scene.session.actions) == actions and _forest_mode(scene) == mode
    jobs[-1].done = True
    scene.update(1 / 60)
    hinted = str(scene.hint)
    assert hinted.startswith("step "), hinted
    key(scene, pygame.K_RETURN)
    assert scene.session.actions[actions:] == [hinted]  # the hinted step, no toggle


@pytest.mark.parametrize("language", ["en", "fr"])
def test_enter_in_the_walk_with_nothing_lit_says_how_to_step(app: App, language: str) -> None:
    app.set_language(language)
    scene = _rolled_by_enter(app)
    actions, mode = len(scene.session.actions), _forest_mode(scene)
    for _ in range(3):
        key(scene, pygame.K_RETURN)
        app.draw()
        assert scene.refusal() == app.tr("dojo.enter_walk")
        assert scene.choices.list.lit_row(scene.mouse) is None
        assert len(scene.session.actions) == actions and _forest_mode(scene) == mode


def test_a_hint_takes_the_focus_off_the_forest_row(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The keys lit the forest's row (a pad's focus, or Enter before this fix): H then
    Enter still takes the hinted step; Enter on the row, lit again, changes the mode."""
    jobs = _slow_hint(monkeypatch)
    scene = _rolled_by_enter(app)
    scene.choices.list.focus = 0  # as the keys or a pad light it
    assert scene.choices.list.lit_row(scene.mouse) == 0
    key(scene, pygame.K_h)
    jobs[-1].done = True
    scene.update(1 / 60)
    app.draw()
    hinted = str(scene.hint)
    assert scene.choices.list.lit_row(scene.mouse) is None
    actions = len(scene.session.actions)
    key(scene, pygame.K_RETURN)
    assert scene.session.actions[actions:] == [hinted]
    scene.update(1 / 60)
    scene.choices.list.focus = 0  # the person lights the row again: Enter is the mode's
    mode = _forest_mode(scene)
    key(scene, pygame.K_RETURN)
    assert _forest_mode(scene) != mode
