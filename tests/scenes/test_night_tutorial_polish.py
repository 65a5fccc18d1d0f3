"""Night's guided game, polished (issue 33, newcomer G): the bubble hid roofs 7 and 11
and their tokens at 1280x720 (h12.png); step 6 still said 'Your Move is done…' while
they collected (h10-h11.png); and it ended with no 'lesson done' (step 8 just ended)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.night.tutorial import STEPS
from scenes.review.caption_place import bounds

from .test_night_native import choose_first, throw_true
from .test_night_tutorial import guided_table


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_step_s_bubble_covers_a_roof(sized_app: Any, size: tuple[int, int], lang: str) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = guided_table(app)
    app.draw()
    view = scene.view
    roofs = []  # each roof's top, and the room of a ninja standing on it
    for building in range(len(view.village.buildings)):
        top = bounds(list(view.roof_outline(building)))
        tall = view.token_size() * 3
        roofs.append(pygame.Rect(top.left, top.top - tall, top.width, top.height + tall))
    for index, step in enumerate(STEPS):
        scene.guide.step = index
        bubble = scene.guide.bubble_rect()
        hidden = [n + 1 for n, roof in enumerate(roofs) if bubble.colliderect(roof)]
        assert hidden == [], (step.key, bubble, hidden)
        assert pygame.Rect((0, 0), size).contains(bubble)
        layout = scene.layout()
        assert not bubble.colliderect(layout.area), step.key  # the table's own choices


def test_the_bubble_says_end_the_turn_then_collect(app: App) -> None:
    """While the Move's turn waits to be ended, 'Your Move is done: End the turn'; while
    the person collects, 'Collect', never 'Your Move is done'."""
    scene = guided_table(app, think_here=True)
    state = scene.session.state
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    said: dict[str, str] = {}
    for _ in range(20_000):
        scene.update(1 / 60)
        if not scene.guiding or state.round > 1:
            break
        step = STEPS[scene.guide.step]
        if state.phase == "act" and state.current_player == 0 and scene.can_act:
            doing = "collect" if state.planned(0) == "collect" else "move"
            if doing == "move" and state.main_done:
                said["move_done"] = scene.guide.words()  # the last words before it ends
            if doing == "collect":
                said["collecting"] = scene.guide.words()
        if step.done is None:
            scene.handle_event(enter)
            continue
        if not scene.can_act:
            continue
        if state.phase == "plan":
            scene.plan = ["move", "collect"]
            scene.confirm_plan()
        elif scene.throw is not None:
            throw_true(scene)
        else:
            choose_first(scene, ("place", "move", "collect", "end"))
    assert said["move_done"].startswith("Your Move is done: choose End the turn")
    assert said["collecting"].startswith("Your second action: Collect")
    assert "Move is done" not in said["collecting"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_step_says_the_lesson_is_done(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = guided_table(app)
    assert STEPS[-1].key == "done" and STEPS[-1].done is None
    scene.guide.step = len(STEPS) - 1
    words = scene.guide.words()
    assert words.startswith({"en": "Lesson done!", "fr": "Leçon terminée"}[lang]), words
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert not scene.guiding
