"""The first-game tutorial: started from the title, it guides a real first turn."""

from __future__ import annotations

import time

import pygame

from scenes.taisen import layout as L
from scenes.taisen.tutorial import STEPS, TutorialScene
from scenes.title import TitleScene

STEP = 1 / 60


def key(scene, code):  # type: ignore[no-untyped-def]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    scene.update(STEP)


def test_the_title_starts_the_tutorial(app, ui):  # type: ignore[no-untyped-def]
    app.push(TitleScene(app))
    button = next(
        w
        for w in ui.top.menu.widgets
        if getattr(w, "label", None) and w.label() == app.tr("title.tutorial")
    )
    ui.click(button)  # the game it names: Ninja Taisen, the first, at start
    assert isinstance(ui.top, TutorialScene) and ui.top.step == 0


def test_the_tutorial_guides_a_whole_first_turn(app, drawn):  # type: ignore[no-untyped-def]
    scene = TutorialScene.start(app)
    app.push(TitleScene(app))
    app.push(scene)
    for _ in range(200):
        scene.update(STEP)
    scene.skip_animations()
    seen = []
    deadline = time.monotonic() + 90
    while scene.guiding and time.monotonic() < deadline:
        step = STEPS[scene.step]
        if step.key not in seen:
            seen.append(step.key)
            drawn()
        if step.done is None:
            key(scene, pygame.K_RETURN)
        elif step.key == "dice":
            die = scene.selection.dice_for(None)[0]
            scene.handle_event(
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=L.die_rect(die).center, button=1)
            )
            scene.update(STEP)
        elif step.key == "fight" and scene.can_act:  # the ringed fight, played
            assert scene.selection.focused_action() == scene.fight_move()  # ringed
            scene._play(scene.fight_move())
            scene.update(STEP)
        elif step.key in ("move", "more") and scene.can_act:
            focused = scene.selection.focused_action() or next(
                (a for a in scene.state.legal_actions() if step.key == "move" and not a.is_end),
                None,
            )
            if step.key == "more":
                scene.end_turn() if scene.selection.can_end else scene._play(
                    scene.state.legal_actions()[0]
                )
            elif focused is not None:
                scene._play(focused)
            scene.update(STEP)
        else:
            scene.update(STEP)
            time.sleep(0.002)  # the computer thinks in its worker, in real time
    # (the confirm is off here: its End turn step passes unseen, test_taisen_lesson_turn_end)
    unseen = {STEPS[i].key for i in scene.guide.unseen}  # (a fight where a die reaches one)
    assert "fight" in seen  # the lesson's seed: a die reaches a Wolf (newcomer W, s21)
    assert seen == [s.key for s in STEPS if s.key != "end_turn" and s.key not in unseen]
    scene.skip_animations()  # (the fight's, where the lesson let the person fight one)
    scene.update(STEP)
    assert not scene.guiding and scene.can_act  # the game goes on, unguided
    assert len(scene.session.actions) >= 2


def test_the_bubble_leaves_the_wolves_side_in_view_when_the_words_are_about_it(app):  # type: ignore[no-untyped-def]
    """The steps about the Wolves (their stacks hang from the top of the tiles, their
    moves stay marked there) put the bubble on the bottom of the path, not over its top."""
    from scenes.taisen.tutorial import LOW_STEPS

    scene = TutorialScene.start(app)
    app.push(scene)
    app.draw()
    keys = [step.key for step in STEPS]
    for index, step_key in enumerate(keys):
        scene.guide.step = index
        app.draw()
        bubble = scene.bubble_rect()
        if step_key == "dice":  # by the dice, beside the Monkeys (newcomer B, s22)
            assert bubble.bottom <= L.BOARD_BOTTOM and bubble.top > L.ROAD_Y - L.ROAD_H
            monkeys = [pos for pos, stack in enumerate(scene.state.stacks[0]) if stack]
            assert bubble.left >= L.column_rect(max(monkeys)).right
        elif step_key in LOW_STEPS:
            assert bubble.bottom <= L.BOARD_BOTTOM and bubble.top > L.ROAD_Y - L.ROAD_H, step_key
            assert bubble.left >= L.column_rect(5).left, step_key  # the Monkeys start left
        else:
            assert bubble.top <= L.BOARD_TOP + 5, step_key


def test_the_dice_step_can_be_done_with_the_number_keys_it_names(app):  # type: ignore[no-untyped-def]
    scene = TutorialScene.start(app)
    app.push(scene)
    for _ in range(200):
        scene.update(STEP)
    scene.skip_animations()
    while STEPS[scene.step].key != "dice":
        key(scene, pygame.K_RETURN)
    assert "1, 2" in scene.words()
    die = scene.selection.dice_for(None)[0]
    key(scene, (pygame.K_1, pygame.K_2, pygame.K_3)[die])
    assert STEPS[scene.step].key == "move"


def test_the_end_turn_confirm_is_the_lesson_s_as_after_it(app):  # type: ignore[no-untyped-def]
    """Newcomer E played on after the guide: a third die ended the turn at once, Undo
    greyed, with the confirm on in the settings; newcomer L met the same in the lesson's
    own turn (its End turn step: test_taisen_lesson_turn_end.py)."""
    scene = TutorialScene.start(app)
    assert scene.guide.guiding and scene.confirms_turn_end
    scene.guide.step = len(scene.guide.steps)
    assert scene.confirms_turn_end


def test_esc_at_the_move_step_brings_the_coach_back_to_the_dice(app):  # type: ignore[no-untyped-def]
    """Newcomer O, s18, 011: Esc cleared her die at step 4 and the bubble still said
    'the ninjas this die can move glow' under 'Choose a die': it goes back to the dice."""
    scene = TutorialScene.start(app)
    app.push(scene)
    for _ in range(200):
        scene.update(STEP)
    scene.skip_animations()
    while STEPS[scene.step].key != "dice":
        key(scene, pygame.K_RETURN)
    die = scene.selection.dice_for(None)[0]
    key(scene, (pygame.K_1, pygame.K_2, pygame.K_3)[die])
    assert STEPS[scene.step].key == "move"
    key(scene, pygame.K_ESCAPE)
    assert scene.selection.die is None
    assert STEPS[scene.step].key == "dice"
    key(scene, (pygame.K_1, pygame.K_2, pygame.K_3)[die])  # and on again with a die
    assert STEPS[scene.step].key == "move"
