"""Night's guided game (issue 33, newcomer L, guided Night scored 8): the bubbles of
steps 4/10 and 8/10 covered roof 11 and the whole bottom, and 8/10 the footer's keys
(s61, s69, s70): every bubble now stays above the footer, three quarters of the
village wide at most, four lines at most. Step 6/10 said 'the computer plays its first
action' when it had already played it (s65): it says its next one. And both of L's
throws landed exactly on the string's length (s64, s73): the lesson never sets the
string; it starts at half its length, as at every table (the exact throws were L's own:
the string in the hands is drawn at the village's scale)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.night.string_aim import START_SALT, start_length
from scenes.night.tutorial import BUBBLE_SHARE, STEPS

from .test_night_native import choose_first, throw_true
from .test_night_tutorial import guided_table


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_bubble_is_small_and_leaves_the_footer(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = guided_table(app)
    app.draw()
    layout = scene.layout()
    for index, step in enumerate(STEPS):
        scene.guide.step = index
        bubble = scene.guide.bubble_rect()
        assert bubble.bottom <= layout.map.bottom, (step.key, bubble)  # the keys' line
        assert bubble.width <= round(layout.map.width * BUBBLE_SHARE), (step.key, bubble)
        assert len(scene.guide._wrapped(bubble.width)) <= 4, step.key
    app.set_language("en")


def play_guided(app: App, until: str) -> Any:
    """The guided game played as the steps ask, to the step `until`; every string taken
    up is noted (its kind and length as it came to the hands) before it is thrown."""
    scene = guided_table(app, think_here=True)
    canvas = pygame.Surface((1280, 720))
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    scene.taken = []
    for _ in range(20_000):
        if not scene.guiding or STEPS[scene.guide.step].key == until:
            return scene
        step = STEPS[scene.guide.step]
        scene.update(1 / 60)
        scene.draw(canvas)
        if step.done is None:
            scene.handle_event(enter)
        elif not scene.can_act:
            continue
        elif scene.state.phase == "plan":
            scene.click(scene.layout().confirm_rect().center)
        elif scene.throw is not None:
            start = start_length(scene._seed(START_SALT), scene.throw.kind)
            scene.taken.append((scene.throw.kind, scene.length, start))
            throw_true(scene)
        else:
            choose_first(scene, ("place", "attack", "move", "collect", "end"))
    raise AssertionError(f"never reached {until}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_move_step_says_the_computer_plays_its_next_action(app: App, lang: str) -> None:
    scene = play_guided(app, "end_move")
    app.set_language(lang)
    # the computer played first this round: its first action is behind it already
    acts = [a for a in scene.session.actions if not a.startswith(("place", "plan", "end"))]
    assert scene.session.state.first == 1 and len(acts) >= 2, acts
    words = scene.guide.words()
    assert {"en": "first action", "fr": "première action"}[lang] not in words
    assert {"en": "its next action", "fr": "son action suivante"}[lang] in words
    app.set_language("en")


def test_the_lesson_never_sets_the_string(app: App) -> None:
    scene = play_guided(app, "dawn")
    kinds = [kind for kind, _, _ in scene.taken]
    assert "move" in kinds and "attack" in kinds
    for kind, length, start in scene.taken:  # its start length, never the way to the roof
        assert length == start, (kind, length)
