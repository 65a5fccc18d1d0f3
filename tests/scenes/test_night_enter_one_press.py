"""Newcomer V (s13, 024_1; T, s12, 099_1): after a throw the list held only '1. End the
turn', the pointer had moved off it (the string was dragged), and Enter scolded 'No
choice was lit: the first is lit now' instead of ending the turn. With one row, or
once the planned action is done, Enter chooses it; while the planned action waits,
the first row is still only lit."""

from __future__ import annotations

import pygame
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightAction, NightState
from scenes.app import App
from scenes.night import NightScene

CANVAS = (1280, 720)


def scene_for(app: App, s: NightState) -> NightScene:
    session = GameSession("night", 7, dict(s.options), [Seat("human")] * s.players, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = 0
    scene._refresh()
    scene.draw(pygame.Surface(CANVAS))
    return scene


def pointer_to_village(scene: NightScene) -> None:
    """The pointer moved over the village, off every row (as after dragging the
    string)."""
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 400), buttons=(0, 0, 0)))
    scene.draw(pygame.Surface(CANVAS))


def press_enter(scene: NightScene) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))


def test_enter_ends_the_turn_when_end_is_the_only_row(app: App) -> None:
    app.set_language("fr")
    scene = scene_for(app, line_state([("move", "skip")] * 3))
    scene.play(NightAction("move", ("1", "20.0")))  # 20 cm: a hit
    scene.draw(pygame.Surface(CANVAS))
    pointer_to_village(scene)
    assert [a.kind for a, _ in scene.options] == ["end"]
    press_enter(scene)
    assert scene.refusal() != app.tr("night.enter_unlit")
    assert scene.session.actions[-1] == "end" and scene.state.current_player != 0


def test_enter_ends_the_turn_once_the_action_is_done_beside_a_bonus(app: App) -> None:
    s = line_state([("move", "skip")] * 3)
    give(s, "gears", seat=0)
    scene = scene_for(app, s)
    scene.play(NightAction("move", ("1", "20.0")))
    scene.draw(pygame.Surface(CANVAS))
    pointer_to_village(scene)
    kinds = {a.kind for a, _ in scene.options}
    assert "end" in kinds and len(scene.option_list.listed()) > 1
    press_enter(scene)
    assert scene.session.actions[-1] == "end"


def test_enter_only_lights_the_first_row_while_the_planned_action_waits(app: App) -> None:
    s = line_state([("move", "skip")] * 3)
    scene = scene_for(app, s)
    pointer_to_village(scene)
    press_enter(scene)
    assert scene.session.actions == []
    assert scene.refusal() == app.tr("night.enter_unlit")
