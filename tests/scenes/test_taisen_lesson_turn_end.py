"""The guided Taisen game's own turn (issue 33, newcomer L): its last die waits for End
turn, as at any table, with a step that says so, and Undo takes it back (s14: the third
die passed the turn at once, Undo greyed); after an undo the guide goes back to the
step the position belongs to (s11: "Well done!" stayed over a move undone)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.taisen.tutorial import STEPS, TutorialScene

STEP = 1 / 60


def started(app: App, lang: str, confirm: bool = True) -> TutorialScene:
    app.set_language(lang)
    app.settings.confirm_turn_end = confirm
    scene = TutorialScene.start(app)
    app.push(scene)
    for _ in range(200):
        scene.update(STEP)
    scene.skip_animations()
    while STEPS[scene.step].key != "dice":  # the steps that only explain
        key(scene, pygame.K_RETURN)
    return scene


def key(scene: TutorialScene, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    scene.update(STEP)
    scene.skip_animations()


def step_key(scene: TutorialScene) -> str:
    return scene.guide.current.key


def play_a_die(scene: TutorialScene) -> None:
    action = next(a for a in scene.state.legal_actions() if not a.is_end)
    if step_key(scene) == "dice":  # its die chosen first, as the step asks
        key(scene, (pygame.K_1, pygame.K_2, pygame.K_3)[action.die])
        assert step_key(scene) == "move"
    scene.play(action)
    scene.update(STEP)
    scene.skip_animations()
    scene.update(STEP)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lesson_s_last_die_waits_for_end_turn_and_can_be_undone(app: App, lang: str) -> None:
    scene = started(app, lang)
    play_a_die(scene)
    assert step_key(scene) == "more"
    while not scene.turn_end.waiting:  # the dice left, till the move that ends the turn
        assert scene.state.side == 0
        play_a_die(scene)
    assert step_key(scene) == "end_turn"
    words = scene.words()
    assert "{" not in words and app.tr("turn_end.button").split()[0] in words
    assert scene.session.can_undo()
    app.draw()  # drawn with its bubble, the End turn button lit
    assert scene.buttons["end"].enabled

    key(scene, pygame.K_u)  # Undo: the last die comes back, the guide with it
    assert not scene.turn_end.waiting and scene.state.side == 0
    assert step_key(scene) == "more"

    play_a_die(scene)
    assert scene.turn_end.waiting and step_key(scene) == "end_turn"
    key(scene, pygame.K_RETURN)  # End turn: the Wolves play, the guide watches them
    assert not scene.turn_end.waiting
    assert step_key(scene) == "watch"


def test_with_the_confirm_off_in_settings_the_lesson_s_turn_passes_at_once(app: App) -> None:
    scene = started(app, "en", confirm=False)
    while scene.state.side == 0:
        play_a_die(scene)
    assert not scene.turn_end.waiting
    assert step_key(scene) == "watch"  # the End turn step passed unseen


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_undo_takes_the_guide_back_to_the_step_of_the_position(app: App, lang: str) -> None:
    scene = started(app, lang)
    play_a_die(scene)  # the first die: "Well done! Use your other dice..."
    assert step_key(scene) == "more"
    key(scene, pygame.K_u)
    assert len(scene.session.actions) == 0
    assert step_key(scene) == "dice"  # not "Well done!" over a board with no move
    assert "{" not in scene.words()
    # the log: the turn's dice where they were rolled, then the undo (s11: the undo's
    # line stood above the dice, as if it came first)
    lines = [line.text for line in scene.log.lines]
    dice = app.tr("taisen.log.dice", side="@", r=0, g=0, b=0).split("@")[1].split("0")[0]
    assert dice in lines[-2], lines
    undone = app.tr("taisen.log.undone", side="@", what="@").split("@")[0]
    assert lines[-1].startswith(undone) and len(lines) == 2, lines

    play_a_die(scene)
    play_a_die(scene)  # two dice played, then one taken back: still "more"
    assert step_key(scene) == "more"
    key(scene, pygame.K_u)
    assert len(scene.session.actions) == 1 and step_key(scene) == "more"
