"""The Dojo walk hint counts what its steps spend, follows the forest's mode, and says
why a walk comes back (issue 33, newcomer T, s9 d28, n7, d9/d10: 'Then 4 more steps'
with 4 moves read like five steps, 'Then 7 more steps' with 4 moves like a mistake; 'a
free forest step' while the row said 'cost 1'; a walk into the forest and straight back
to the plains, with no word why)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.dojo.guard import left_open
from ninjas.dojo.rush import outnumbered
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo.hint_plan import walks
from scenes.dojo.routes import action_hex

from .test_dojo_scene import _placed_table, key


def _rolled(app: App, wanted: Any) -> tuple[Any, list[str]]:
    """A table after its roll, and a walk `wanted(state)` finds there."""
    for seed in range(4, 80):
        scene = _placed_table(app, seed=seed)
        scene.play("roll")
        plan = wanted(scene.state)
        if plan:
            return scene, plan
        app.pop()
    raise AssertionError("no such walk")


def _free_forest_walk(state: Any, keeps_dojo: bool = False) -> list[str] | None:
    """Every move spent, through a free forest step at least: its steps outnumber its
    moves; `keeps_dojo`: a walk that leaves no enemy a way into an empty Dojo, nor more
    enemies in reach of it than stay there (else the hint's warning, always said, may
    leave no room for the moves' count)."""

    def walk(s: Any, done: list[str]) -> list[str] | None:
        legal = [str(a) for a in s.legal_actions()]
        if s.phase != "move":
            return None
        if "end" in legal and s.remaining == 0 and any(a.endswith(" 0") for a in done):
            if not (keeps_dojo and (left_open(state, [*done, "end"]) or outnumbered(s, s.mover))):
                return [*done, "end"]
        if len(done) >= 8:
            return None
        steps = [a for a in legal if a.startswith("step ")]
        steps.sort(key=lambda a: not a.endswith(" 0"))  # free forest steps first
        for text in steps[:3]:
            after = s.clone()
            after.apply(text)
            found = walk(after, [*done, text])
            if found:
                return found
        return None

    return walk(state, [])


def _drawn_steps(plan: list[str]) -> list[str]:
    """The steps of the plan's first walk (the one drawn), in turn."""
    wanted, out = list(walks(plan)[0]), []
    for a in plan:
        parts = a.split()
        if (
            parts[0] == "step"
            and wanted
            and (action_hex(parts[1]), action_hex(parts[2])) == wanted[0]
        ):
            out.append(a)
            wanted.pop(0)
    return out


def _there_and_back(state: Any) -> list[str] | None:
    """Into a forest for free and straight back, its move the roll's last."""
    if state.remaining != 1:
        return None
    for action in state.legal_actions():
        text = str(action)
        parts = text.split()
        if parts[0] != "step" or parts[3] != "0":
            continue
        after = state.clone()
        after.apply(text)
        back = f"step {parts[2]} {parts[1]} 1"
        if back in [str(a) for a in after.legal_actions()]:
            return [text, back, "end"]
    return None


def _hinted(scene: Any, plan: list[str], monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setattr(ai_turn, "think_hint_plan", lambda level, seed, view: Ready(plan))
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert str(scene.hint) == plan[0]
    return str(scene.narrator.hint_text(scene.hint))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_says_how_many_moves_its_steps_spend(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    app.set_language(language)

    def long_free_walk(state: Any) -> list[str] | None:
        plan = _free_forest_walk(state, keeps_dojo=True)
        steps = _drawn_steps(plan) if plan else []
        moves = sum(int(a.split()[3]) for a in steps)
        return plan if len(steps) > moves and len(steps) >= 2 else None

    scene, plan = _rolled(app, long_free_walk)
    # only the steps of the walk drawn, the first ninja's (newcomer X, s13, nc-X/029:
    # '3 pas pour 2 déplacements' over one arrow, other ninjas' steps counted), in turn:
    # another ninja's step off the same hex to the same hex is not its (newcomer W, s21)
    steps = _drawn_steps(plan)
    moves = sum(int(a.split()[3]) for a in steps)
    assert len(steps) > moves and len(steps) >= 2
    words = _hinted(scene, plan, monkeypatch)
    tr = app.tr
    why = [tr("dojo.hint.why.forest")]
    if any(a.endswith(" 2") for a in steps):  # a mountain's 2 moves
        why.append(tr("dojo.hint.why.mountain"))
    said = tr.plural("dojo.hint.this_walk", moves, steps=len(steps), why=", ".join(why))
    assert tr("dojo.hint.open") not in words  # a walk that keeps the Dojo: no warning
    assert said in words, words  # fails before: only 'Then N more steps'
    drawn = len(walks(plan)[0]) - 1  # the steps drawn: the walk under way's (newcomer A)
    if drawn:
        assert tr.plural("dojo.hint.more_steps", drawn) in words


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_says_which_cost_it_plays_when_the_mode_differs(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    app.set_language(language)
    scene, plan = _rolled(app, lambda s: (w := _free_forest_walk(s)) and w[0].endswith(" 0") and w)
    _hinted(scene, plan, monkeypatch)
    app.draw()
    words = scene.prompt_panel.hint_words() or ""
    mode = app.tr("dojo.hint.mode.0")
    assert scene.forest_cost == 0 and mode not in words  # the hint's cost, the mode's
    key(scene, pygame.K_f)  # the person changes it: forest steps cost 1
    scene.update(1 / 60)
    assert scene.forest_cost == 1 and str(scene.hint) == plan[0]
    app.draw()
    assert mode in (scene.prompt_panel.hint_words() or "")  # fails before: not a word


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_walk_that_comes_back_says_why(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    app.set_language(language)
    scene, plan = _rolled(app, _there_and_back)
    tr = app.tr
    home = scene.state.terrain.get(tuple(map(int, plan[0].split()[1].split(","))), "dojo")
    why = tr("dojo.hint.back", place=tr(f"dojo.terrain.{home}"))
    assert why in _hinted(scene, plan, monkeypatch)  # fails before: no word why
    key(scene, pygame.K_RETURN)  # the way in, then the way back says it too
    scene.update(1 / 60)
    assert str(scene.hint) == plan[1]
    assert why in scene.narrator.hint_text(scene.hint)
