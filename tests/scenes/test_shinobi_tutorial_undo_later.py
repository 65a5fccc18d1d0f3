"""Guided Shinobi after an Undo in a later turn (issue 33, newcomer S, s9 G18-G20: U after
'Place 2 Bear + 1 Ronin' sent the bubble back to 6/15, 'Your discard ends your turn...
press End turn', while a clan was to be placed; once placed again it stayed there, and
the step 11 advice was lost). The guide goes back to the step whose task the undo took
back, the Ronin's, and on from there. The step asking for a row lights it for the keys
too (newcomer S: at 12/15 the keys' red focus sat on 'Be corrupt' while the step said
Recruit: Enter would have corrupted)."""

from __future__ import annotations

import pygame

from scenes.app import App

from .conftest import Driver
from .test_shinobi_tutorial import follow, guided_table, play_steps


def test_an_undo_in_the_second_turn_goes_back_to_that_turn_s_step(app: App, ui: Driver) -> None:
    scene = guided_table(app)
    play_steps(scene, ui, until="ronin")
    ui.step()
    assert scene.guide.current.key == "ronin"
    for _ in range(50):  # the pair and the Ronin laid in one click, as the step says
        follow(scene, ui, "ronin")
        ui.step()
        if scene.lesson.count("place") >= 2:
            break
    assert scene.lesson.count("place") == 2 and scene.guide.current.key == "keep"
    ui.key(pygame.K_u)
    ui.step()
    assert scene.lesson.count("place") == 1 and scene.state.phase == "place"
    assert scene.guide.current.key == "ronin", scene.guide.current.key  # before: end_turn
    assert play_steps(scene, ui)[:3] == ["ronin", "keep", "power"]  # and on from there


def test_the_row_a_step_asks_for_has_the_keys_focus(app: App, ui: Driver) -> None:
    scene = guided_table(app)
    play_steps(scene, ui, until="corrupt")
    ui.step()
    choices = scene.option_panel.choices
    labels = [label for _, label in scene.option_panel.options]
    corrupt = labels.index(app.tr("shinobi.act.corrupt"))
    assert choices.focus == corrupt  # the step asks to be corrupt: Enter does it
    ui.key(pygame.K_RETURN)
    ui.step()
    assert scene.lesson.draws()[-1] == "corrupt"
    play_steps(scene, ui, until="power")
    for _ in range(600):  # Sora's turn, then the draw the power step asks for
        ui.step()
        if scene.can_act and scene.state.phase == "draw":
            break
    labels = [label for _, label in scene.option_panel.options]
    recruit = labels.index(app.tr("shinobi.act.recruit"))
    assert scene.guide.current.key == "power" and choices.focus == recruit, choices.focus
