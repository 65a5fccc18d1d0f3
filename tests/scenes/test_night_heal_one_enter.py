"""Newcomer P, s19 (Night FR, 1280x720): a planned Heal asked an extra press when its
turn came: Enter only lit its row ('no choice was lit'), a second Enter healed. The
planned action's one row is lit when its list shows, and Enter takes it; with several
rows (a Move's roofs) Enter still only lights the first. Real keys through app.dispatch,
the table drawn between them as a window would."""

from __future__ import annotations

import pygame
from support.night_line import give, line_state, person_table

from ninjas.night.position import INJURY
from scenes.app import App


def press(app: App, scene, key: int) -> None:  # type: ignore[no-untyped-def]
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=key, mod=0))
    surface = pygame.Surface((1280, 720))
    for _ in range(10):
        scene.update(1 / 60)
        scene.draw(surface)


def heal_turn(app: App):  # type: ignore[no-untyped-def]
    s = line_state(plans=[("heal", "skip"), ("skip", "skip"), ("skip", "skip")])
    s.backpacks[0][0] = INJURY
    give(s, "v2", seat=0)  # a token too: a Discard row besides Heal and End
    scene = person_table(app, s)
    scene.update(1 / 60)
    scene.draw(pygame.Surface((1280, 720)))
    return scene


def test_one_enter_heals(app: App) -> None:
    scene = heal_turn(app)
    assert [a.kind for a, _ in scene.options] == ["heal", "discard", "end"]
    press(app, scene, pygame.K_RETURN)
    assert scene.state.history[-1:] == ["heal"]  # fails before: Enter only lit the row
    assert scene.state.injuries(0) == 0


def test_the_heal_row_is_lit_when_its_turn_comes(app: App) -> None:
    scene = heal_turn(app)
    panel = scene.option_list
    focus = panel.choices.focus
    assert focus is not None and panel.rows[panel.listed()[focus]][0].kind == "heal"


def test_a_move_of_several_roofs_is_not_taken_by_enter(app: App) -> None:
    s = line_state(plans=[("move", "skip"), ("skip", "skip"), ("skip", "skip")])
    scene = person_table(app, s)
    assert sum(a.kind == "move" for a, _ in scene.options) > 1
    press(app, scene, pygame.K_RETURN)
    assert scene.throw is None and not scene.state.history
