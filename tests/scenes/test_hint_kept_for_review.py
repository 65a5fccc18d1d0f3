"""Issue 33: the table's hint searches under a 1 s wall-clock deadline (1a35263), the
review with its whole budget, so on a busy machine a hint cut short may name another
move than the review's search, and a person who followed the hint was told their move
was costly. The table now keeps the hint it showed in the game, for that seat
(GameSession.hints, sealed in the save), and the review takes a move a hint shown there
named as the computer's own. Here the hint's search is a stand-in that names another
move than the review's search does (as a search cut short may)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from ninjas import review as rv
from ninjas.ai.hint import hint_plan, hint_seed
from ninjas.core.saves import SaveGame
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.taisen import TaisenScene

from .conftest import Driver
from .test_taisen_hint_enter import person_to_move

BUDGET = rv.Budget(samples=4, playout="random", chooser="hard", spice=0.2)


def follow_a_hint_the_review_would_not_give(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> tuple[TaisenScene, int, str, str]:
    """H with a stand-in search naming a move other than the review's, then Enter plays
    it: the table, the decision's index, the hint shown and the review's own move."""
    scene = person_to_move(app, ui)
    index = len(scene.session.actions)
    state = scene.state
    searched = hint_plan(state, hint_seed(scene.session.seed, index))[0]
    other = next(a for a in state.legal_actions() if not a.is_end and str(a) != searched)
    monkeypatch.setattr(ai_turn, "think_hint", lambda level, seed, view: Ready(other))
    ui.key(pygame.K_h)
    for _ in range(50):
        if scene.hint is not None:
            break
        ui.step()
    assert scene.hint is not None and str(scene.hint) == str(other)
    ui.step()
    ui.key(pygame.K_RETURN)  # the hint's move (test_taisen_hint_enter.py)
    assert scene.session.actions[index] == str(other)
    return scene, index, str(other), searched


def reviewed(save: SaveGame, seat: int, index: int) -> tuple[rv.Decision, rv.Item]:
    decision = next(d for d in rv.decisions(SimpleNamespace(save=save), seat) if d.index == index)  # type: ignore[arg-type]
    return decision, rv.review_decision(decision, BUDGET)


def test_a_hint_shown_and_followed_is_the_computers_move_in_the_review(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, index, shown, searched = follow_a_hint_the_review_would_not_give(app, ui, monkeypatch)
    assert scene.session.hints == {0: {index: [[shown]]}}  # the seat's own, at its position
    # through the sealed save, as the history's record keeps it
    save = SaveGame.from_json(scene.session.to_save().to_json())
    assert save.hints == {0: {index: [[shown]]}}
    decision, item = reviewed(save, 0, index)
    assert decision.hints == ((index, ((shown,),)),)
    assert item.move == item.computer == shown  # "as the computer would"
    assert item.searched == searched != shown  # what the longer search prefers, kept
    assert item.as_good and item.loss == 0.0
    assert item.after_move == item.after_computer
    review = rv.Review("taisen", 0, BUDGET.key(), [item])
    assert review.worst() == [] and review.figures()["same_as_computer"] == 1
    assert rv.Item.from_json(item.to_json()) == item


def test_without_the_hint_kept_the_same_move_reviews_as_before(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record without hints (an older one): the computer's move is the review's
    search's, as before, and nothing is said of a hint."""
    scene, index, shown, searched = follow_a_hint_the_review_would_not_give(app, ui, monkeypatch)
    save = scene.session.to_save()
    save.hints = {}
    decision, item = reviewed(save, 0, index)
    assert decision.hints == ()
    assert item.move == shown and item.computer == searched and item.searched == ""
    assert "searched" not in item.to_json()


def test_the_hint_is_kept_for_its_seat_alone_and_goes_with_an_undo(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, index, shown, _ = follow_a_hint_the_review_would_not_give(app, ui, monkeypatch)
    save = scene.session.to_save()
    assert all(d.hints == () for d in rv.decisions(SimpleNamespace(save=save), 1))  # type: ignore[arg-type]
    # never in the plain part of the save (what the slots and the History read)
    assert shown not in save.to_json() and "hints" not in save.to_json()
    assert scene.session.undo()
    assert len(scene.session.actions) == index
    assert scene.session.hints == {0: {index: [[shown]]}}  # the same position: it stands


def test_a_computers_turn_and_no_hint_keep_nothing(app: App, ui: Driver) -> None:
    scene = person_to_move(app, ui)
    ui.step(5)
    assert scene.session.hints == {}
    scene.hint = None
    scene.keep_hint()
    assert scene.session.hints == {}
