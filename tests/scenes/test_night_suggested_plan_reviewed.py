"""Newcomer Z (s21, Night EN 1280x720, 119): in round 6 Sam, injured, confirmed the plan
the table suggested, 'Heal, then Move' (scenes/night/plan_suggest.py, plain rules, not a
search), and the review called it 'a mistake for sure', 10% against the computer's 38%
for 'Move, then Collect'. The hint (H) and the review search alike (ninjas.ai.hint); the
suggestion does not. A plan confirmed as the table suggested it is now kept as a hint
shown to that seat (ninjas.core.hints_shown), so the review takes it as the computer's
own ('the hint's move', what a longer look prefers beside it), never as a mistake; and
in the last round the table no longer suggests a Heal (plan_suggest.last_round: an
injury costs no points at the end), so it suggests there what the hint said. Her game
is kept as seed and actions (tests/support/recorded/night_suggested_heal_z.json)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import new_game
from scenes.app import App
from scenes.night import NightScene
from scenes.night import scene as night_scene

RECORDED = Path(__file__).resolve().parents[1] / "support" / "recorded"
HEAL = 68
"""The action index of Sam's 'plan heal move' (round 6), seat 0."""


def kept() -> dict:  # type: ignore[type-arg]
    return json.loads((RECORDED / "night_suggested_heal_z.json").read_text(encoding="utf-8"))


def planning(app: App) -> NightScene:
    """Z's game up to Sam's plan of round 6, on a table with Sam shown."""
    game = kept()
    seats = [Seat(raw["kind"], raw["level"]) for raw in game["seats"]]
    state = new_game(game["seed"], dict(game["options"]))
    session = GameSession("night", game["seed"], dict(game["options"]), seats, state)
    for text in game["actions"][:HEAL]:
        session.apply(session.state.parse_action(text))
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0  # Sam took the laptop through his cover
    scene._refresh()
    scene.draw(pygame.Surface((1280, 720)))
    return scene


def press(app: App, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=key, mod=0))


def test_the_suggested_plan_confirmed_is_kept_and_never_called_a_mistake(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever the table suggests (here the plan Z was offered, before last_round)."""
    monkeypatch.setattr(night_scene, "suggested", lambda state, seat: ["heal", "move"])
    scene = planning(app)
    session = scene.session
    assert session.state.phase == "plan" and session.state.current_player == 0
    assert scene.plan == ["heal", "move"] and scene.plan_panel.untouched  # as Z saw it
    press(app, pygame.K_RETURN)
    assert session.actions[HEAL:] == ["plan heal move"]
    # fails before: nothing kept, and the review's search called it costly
    assert session.hints == {0: {HEAL: [["plan heal move"]]}}
    save = dataclasses.replace(session.to_save(), actions=list(kept()["actions"]))
    record = SimpleNamespace(save=save)
    (decision,) = [d for d in rv.decisions(record, 0) if d.index == HEAL]  # type: ignore[arg-type]
    item = rv.review_decision(decision, rv.budget_for("night"))
    assert item.move == item.computer == "plan heal move"
    assert item.searched == "plan move collect"  # what a longer look prefers, said beside
    assert item.as_good and item.loss == 0.0
    assert item not in rv.Review("night", 0, "b", [item]).worst()


def test_her_last_round_suggestion_is_the_hints(app: App) -> None:
    """Round 6, injured, her backpack full (fails before: 'Heal, then Move')."""
    scene = planning(app)
    assert scene.state.round == 6 and scene.state.injuries(0) == 1
    assert scene.plan == ["move", "collect"] and scene.plan_panel.untouched
    press(app, pygame.K_RETURN)
    assert scene.session.hints == {0: {HEAL: [["plan move collect"]]}}


@pytest.mark.parametrize("key", [pygame.K_q, pygame.K_w])
def test_a_plan_changed_by_the_person_is_not_kept_as_a_hint(app: App, key: int) -> None:
    scene = planning(app)
    press(app, key)
    assert scene.plan != scene.plan_panel.suggested
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)  # (a second press where Confirm asks about a dead action)
    assert len(scene.session.actions) == HEAL + 1
    assert scene.session.hints == {}
