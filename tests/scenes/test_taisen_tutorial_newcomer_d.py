"""The guided Taisen game after newcomers C and D (issue 33): its bubble covers none of
the Wolves' stacks at any step, and each step stays until the player does its own
action (the counter jumped 3/8 -> 5/8)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App
from scenes.taisen import layout as L
from scenes.taisen.guidance import DIE_NAMES
from scenes.taisen.tutorial import LOW_STEPS, STEPS, TutorialScene

SizedApp = Callable[[tuple[int, int]], App]
STEP = 1 / 60


def started(app: App) -> TutorialScene:
    scene = TutorialScene.start(app)
    app.push(scene)
    for _ in range(200):
        scene.update(STEP)
    scene.skip_animations()
    return scene


def to_step(scene: TutorialScene, name: str) -> None:
    while STEPS[scene.step].key != name:
        scene.handle_event(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        )
        scene.update(STEP)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_bubble_never_covers_the_wolves(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    """At steps 1, 3, 4 and 5 the bubble lay over the top of tiles 2-9, where the
    Wolves' stacks hang on tiles 7-9: it now sits over tiles no Wolf stands on, and
    over no Monkey either (above the road)."""
    app = sized_app(size)
    app.set_language(lang)
    scene = started(app)
    app.draw()
    wolves = [pos for pos, stack in enumerate(scene.state.stacks[1]) if stack]
    assert wolves
    for index, step in enumerate(STEPS):
        if step.key in LOW_STEPS or step.key == "dice":  # low, by the dice (below)
            continue
        scene.guide.step = index
        app.draw()
        bubble = scene.bubble_rect()
        for pos in wolves:
            assert not bubble.colliderect(L.column_rect(pos)), (step.key, pos, bubble)
        assert bubble.bottom <= L.ROAD_Y - L.ROAD_H // 2, (step.key, bubble)
        assert bubble.top >= L.BOARD_TOP, step.key


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_move_made_at_the_dice_step_is_told_as_it_happened(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    """A click on a ninja that only one die can move plays it at once: it ended the
    dice step and the move step with it (3/8 -> 5/8); then the move step waited for a
    second move and said "the ninjas that die can move" though no die was picked. Step
    4 now says which die moved that ninja and how to pick one, and Next goes on."""
    app = sized_app(size)
    app.set_language(lang)
    scene = started(app)
    to_step(scene, "dice")
    assert scene.selection.die is None
    move = next(a for a in scene.state.legal_actions() if not a.is_end)
    scene._play(move)
    for _ in range(5):
        scene.update(STEP)
    assert scene.guide.current.key == "moved"
    assert scene.step == STEPS.index(next(s for s in STEPS if s.key == "move"))  # 4/8
    words = scene.words()
    die = app.tr(f"taisen.die.{DIE_NAMES[move.die]}")
    assert f" {die}" in words and words != app.tr("taisen.tutorial.move")
    assert words.endswith(app.tr("taisen.tutorial.next"))  # it explains: Next goes on
    app.draw()
    bubble = scene.bubble_rect()
    for pos, stack in enumerate(scene.state.stacks[1]):
        assert not stack or not bubble.colliderect(L.column_rect(pos)), (pos, bubble)
    assert bubble.bottom <= L.ROAD_Y - L.ROAD_H // 2, bubble
    scene.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    )
    scene.update(STEP)
    assert scene.guide.current.key == "more"


def test_a_die_picked_first_keeps_the_move_steps_words(app: App) -> None:
    scene = started(app)
    to_step(scene, "dice")
    die = scene.selection.dice_for(None)[0]
    scene.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=(pygame.K_1, pygame.K_2, pygame.K_3)[die], mod=0)
    )
    scene.update(STEP)
    assert scene.guide.current.key == "move"
    assert scene.words() == app.tr("taisen.tutorial.move")


def test_each_step_shows_one_at_a_time_from_a_die_to_a_move(app: App) -> None:
    scene = started(app)
    to_step(scene, "dice")
    shown = []
    die = scene.selection.dice_for(None)[0]
    scene.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=(pygame.K_1, pygame.K_2, pygame.K_3)[die], mod=0)
    )
    scene.update(STEP)
    shown.append(STEPS[scene.step].key)
    action = scene.selection.focused_action() or next(
        a for a in scene.state.legal_actions() if not a.is_end
    )
    scene._play(action)
    scene.update(STEP)
    shown.append(STEPS[scene.step].key)
    assert shown == ["move", "more"]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_dice_step_s_bubble_stands_by_the_dice(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    """Newcomer B (s22, FR 1280x720, 10learn03): the dice step's words stood at the top
    of the window, the dice at the bottom left. The bubble now rests on the bottom of
    the path, right above the dice panel's row, beside the Monkeys' stacks (none
    covered), below the road (the Wolves' stacks hang from the top)."""
    app = sized_app(size)
    app.set_language(lang)
    scene = started(app)
    to_step(scene, "dice")
    app.draw()
    bubble = scene.bubble_rect()
    dice = L.DICE_PANEL
    assert 0 <= dice.top - bubble.bottom <= dice.height // 2, (bubble, dice)  # fails before
    assert bubble.top >= L.ROAD_Y + L.ROAD_H // 2, bubble
    assert bubble.bottom <= L.BOARD_BOTTOM
    monkeys = [pos for pos, stack in enumerate(scene.state.stacks[0]) if stack]
    assert monkeys
    for pos in monkeys:
        assert not bubble.colliderect(L.column_rect(pos)), (pos, bubble)
