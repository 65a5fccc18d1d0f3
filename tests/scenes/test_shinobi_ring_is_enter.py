"""One highlight in the Shinobi choices, and Enter takes the row that is ringed (issue
33, newcomer V, s9 f21/f25: at the guided steps 10 and 12 the lesson ringed 'Place 2
Bear + 1 Ronin' in gold, the pointer had moved off the list, and Enter said 'No choice
was lit' and lit row 1, the wrong clan; g27: the hint's gold ring on '1 on Final
Showdown' while the keys' red focus sat on '2 on Missions')."""

from __future__ import annotations

import os

import pygame

from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App

from .conftest import Driver
from .test_shinobi_tutorial import click_card, guided_table, play_steps


def _key(action: ShinobiAction) -> str:
    return " ".join([action.kind, *sorted(map(str, action.args))])


def test_enter_takes_the_row_the_lesson_rings_once_the_pointer_has_moved(
    app: App, ui: Driver
) -> None:
    scene = guided_table(app)
    play_steps(scene, ui, until="ronin")
    ui.step()
    plan = scene.lesson.ronin_plan()
    assert scene.guide.current.key == "ronin" and plan is not None
    click_card(scene, ui, plan.args[0])  # the step's click: its rows come, its row asked
    ui.step()
    rows = [_key(a) for a, _ in scene.option_panel.options]
    asked = rows.index(_key(plan))
    assert asked > 0  # (the wrong clan's row is first: the trap)
    ui.move((scene.layout.hand.centerx, scene.layout.hand.top - 40))  # off the list
    ui.step()
    assert scene.asked_place() is not None  # the lesson's ring on the asked row
    assert scene.option_panel.ringed() == asked
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:  # to look at: one highlight, the gold ring
        canvas = pygame.Surface(app.canvas.get_size())
        scene.draw(canvas)
        pygame.image.save(canvas, f"{shot}_lesson.png")
    ui.key(pygame.K_RETURN)
    ui.step()
    assert scene.lesson.count("place") == 2, scene.state.phase  # before: row 1 lit, nothing laid
    kind, *args = scene.lesson._mine_texts[-1].split()
    assert " ".join([kind, *sorted(args)]) == _key(plan)  # the ringed row, not row 1's clan


def test_a_row_lit_elsewhere_keeps_the_lessons_ring_and_enter_says_the_step(
    app: App, ui: Driver
) -> None:
    """The keys' focus on another row: the table's thin ring goes (one highlight), the
    lesson's own gold ring stays on the row the step asks for (newcomer V, s20: a
    resting pointer took it off), and Enter plays nothing else: it says the step's and
    brings the focus back to the ring, so the next Enter plays it."""
    scene = guided_table(app)
    play_steps(scene, ui, until="ronin")
    ui.step()
    plan = scene.lesson.ronin_plan()
    assert plan is not None
    click_card(scene, ui, plan.args[0])
    ui.step()
    rows = [_key(a) for a, _ in scene.option_panel.options]
    asked = rows.index(_key(plan))
    choices = scene.option_panel.choices
    ui.move((scene.layout.hand.centerx, scene.layout.hand.top - 40))
    ui.step()
    choices.focus = 0  # the keys moved the focus to row 1
    ui.step()
    assert choices.focus == 0 and asked != 0
    assert scene.option_panel.ringed() is None  # the table's thin ring: one highlight
    row_rect = next(r.rect for r in choices.rows_drawn if r.index == asked)
    assert scene.asked_place() == pygame.Rect(row_rect)  # the lesson's ring stays
    first = _key(scene.option_panel.options[0][0])
    assert first != _key(plan)
    placed = scene.lesson.count("place")
    ui.key(pygame.K_RETURN)  # Enter never plays another move than the lesson's: it says
    # the step's (newcomer S, s20, gg17-gg19: two Enters passed, the Spider's step lost)
    assert scene.lesson.count("place") == placed
    told = scene.refusal()
    assert told is not None and scene.words.action_label(plan) in told
    assert choices.focus == asked  # the focus back on the ring, as the words say
    ui.step()
    ui.key(pygame.K_RETURN)
    ui.step()
    assert scene.lesson.count("place") == placed + 1
