"""Shinobi's guided game teaches a whole round (issue 33, newcomer H: it ended after one
turn; 'add corruption, a targeting power (choose opponent + clan), a Ronin, scores;
show the same End-turn confirm as the real game; teach one-click Place 3'). Followed
step by step, its seed makes every step true; played otherwise, a step that would ask
for cards no longer held is skipped, and no step asks for a move the rules refuse."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.shinobi.data import card_kind, card_name
from scenes.app import App
from scenes.shinobi.tutorial import STEP_KEYS, ShinobiTutorial

from .conftest import Driver
from .test_shinobi_tutorial import discard_anyway, follow, guided_table, play_steps


def watch_lesson(scene: ShinobiTutorial, ui: Driver) -> dict[str, Any]:
    """Follow the lesson to its end, noting what the person met on the way."""
    seen: dict[str, Any] = {"steps": [], "words": {}, "confirm_at": set(), "clan_choices": 0}
    for _ in range(3000):
        ui.step()
        if not scene.guiding or scene.state.is_terminal:
            break
        step = scene.guide.current.key
        if not seen["steps"] or seen["steps"][-1] != step:
            seen["steps"].append(step)
            seen["words"][step] = scene.guide.words()
        if scene.turn_end.shown:
            seen["confirm_at"].add(step)
        state = scene.state
        if state.phase == "power" and state.current_player == 0 and state.pending[0].step == "clan":
            seen["clan_choices"] = max(seen["clan_choices"], len(scene.options))
            assert step == "power", step  # the step that asks for it is still shown
        if scene.guide.current.done is None:
            ui.key(pygame.K_RETURN)
            continue
        follow(scene, ui, step)
    return seen


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lesson_plays_a_whole_round_as_its_steps_say(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = guided_table(app)
    seen = watch_lesson(scene, ui)
    state = scene.state
    assert seen["steps"] == list(STEP_KEYS)  # none skipped: each step true for the cards
    assert not scene.guiding and not state.is_terminal
    assert "end_turn" in seen["confirm_at"]  # the real game's End turn, in the lesson
    assert state.corruption[0]  # corrupt once
    clans = state.clans[0]
    assert any(card_kind(c) == "ronin" for cards in clans.values() for c in cards)
    assert "Spider" in clans and len(clans) == 3
    assert seen["clan_choices"] >= 2  # the Spider's clan: a choice among Sora's clans
    assert scene.scores_seen
    for key, words in seen["words"].items():
        assert "{" not in words and words.strip(), key
    done = seen["words"]["done"]
    assert done.startswith("Lesson done!" if lang == "en" else "Leçon terminée")
    # 'Lay a fourth clan to end the round' is a move the person has
    state.phase, state.turn = "place", 0  # (as at their next turn)
    assert any(a.kind == "place" and a.args[0] not in clans for a in state.legal_actions()), sorted(
        card_name(c) for c in state.hands[0]
    )


def test_each_step_names_the_cards_of_the_hand_it_asks_for(app: App, ui: Driver) -> None:
    scene = guided_table(app)
    seen = watch_lesson(scene, ui)
    words = seen["words"]
    assert "the Dragon" in words["discard"]
    assert "The Rat went under your corruption token" in words["corrupted"]
    assert "its strength, 3," in words["corrupted"] and "drew you 5 cards" in words["corrupted"]
    assert "click one Bear card, once, then choose Place 2 Bears + 1 Ronin" in words["ronin"]
    assert "Keep your Spider cards" in words["keep"]
    assert "choose Place 3 Spiders" in words["power"]
    assert "Clans you have laid: 3." in words["end"]


def test_with_the_confirm_off_the_lesson_passes_its_end_turn_step(app: App, ui: Driver) -> None:
    scene = guided_table(app)
    app.settings.confirm_turn_end = False
    steps = play_steps(scene, ui)
    assert steps == [key for key in STEP_KEYS if key != "end_turn"]
    assert not scene.guiding


@pytest.mark.parametrize("lone", ["Spider", "Ronin", "Tengu"])
def test_played_otherwise_no_step_asks_for_a_move_the_rules_refuse(
    app: App, ui: Driver, lone: str
) -> None:
    """The first discard is another card than the one the lesson names: the steps go
    on, and each move asked is offered (follow() asserts it) or its step is skipped."""
    scene = guided_table(app)
    for _ in range(3000):
        ui.step()
        if scene.guide.current.key == "discard" and scene.can_act:
            break
        step = scene.guide.current
        if step.done is None:
            ui.key(pygame.K_RETURN)
        else:
            follow(scene, ui, step.key)
    assert scene.state.phase == "discard"
    discard_anyway(scene, ui, lone)
    assert card_name(scene.state.jigoku[-1]) == lone
    seen = play_steps(scene, ui)
    assert not scene.guiding or scene.state.is_terminal
    assert seen[-1] == "done" and set(seen) <= set(STEP_KEYS)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_step_s_bubble_covers_the_choices_or_leaves_the_screen(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    """Where End turn and the choices stand (layout.options) stays clear at every step,
    and every bubble is whole on the screen."""
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = guided_table(app)
    checked = set()
    for _ in range(3000):
        ui.step()
        if not scene.guiding:
            break
        step = scene.guide.current
        if step.key not in checked:
            checked.add(step.key)
            bubble = scene.guide.bubble_rect()
            assert not bubble.colliderect(scene.layout.options), (step.key, bubble)
            assert pygame.Rect((0, 0), size).contains(bubble), (step.key, bubble)
        if step.done is None:
            ui.key(pygame.K_RETURN)
        else:
            follow(scene, ui, step.key)
    assert checked == set(STEP_KEYS)
