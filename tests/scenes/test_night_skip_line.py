"""'Ada does nothing this turn.' is logged when the turn really ends (issue 33,
newcomer J, shot-127: the line stood in the log while the End turn button that would
end the turn still waited). An End the turn skipping the planned action keeps its line
out of the log while it waits for its confirm, a language changed meanwhile too; Undo
takes it back with no line left; the confirm logs it once, and the log told again (a
new language) keeps it. English and French."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import first_action_turn

from ninjas.core.session import Seat
from scenes.app import App
from scenes.night import NightScene

CANVAS = (1280, 720)


def move_turn(app: App) -> NightScene:
    """A real game (its log can be told again from its actions), placed and planned,
    every seat's plan Move + Move: seat 0, a person, to act first."""
    app.settings.confirm_turn_end = True  # the default (the scene tests switch it off)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene: NightScene = first_action_turn(app, 5, "plan move move", seats)
    scene.draw(pygame.Surface(CANVAS))
    return scene


def press(scene: NightScene, key: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    scene.update(1 / 60)
    scene.draw(pygame.Surface(CANVAS))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_skip_is_logged_once_its_end_turn_is_confirmed(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = move_turn(app)
    tr = app.tr

    def skipped() -> int:
        move = tr("night.action.move")  # (s10: why; s11: 'Ada skips the planned Move.')
        return scene.log_lines.count(
            tr("night.log.skipped.chose", name=scene.seat_name(0), action=move)
        )

    press(scene, pygame.K_e)
    assert scene.turn_end.waiting and skipped() == 0  # before: logged under the button
    other = "fr" if lang == "en" else "en"
    app.set_language(other)  # the log told again while the skip waits
    press(scene, pygame.K_LSHIFT)
    tr = app.tr
    assert scene.turn_end.waiting and skipped() == 0
    assert any(scene.seat_name(2) in line for line in scene.log_lines)  # it was told again
    app.set_language(lang)
    press(scene, pygame.K_LSHIFT)
    tr = app.tr
    press(scene, pygame.K_u)  # taken back: no line of a turn that did not end
    assert not scene.turn_end.waiting and scene.session.actions[-1] != "end" and skipped() == 0
    press(scene, pygame.K_e)
    assert skipped() == 0
    press(scene, pygame.K_e)  # the confirm: the turn ends, its line is logged
    assert not scene.turn_end.waiting and scene.session.actions[-1] == "end"
    assert skipped() == 1
    app.set_language(other)  # told again: the ended turn keeps its line
    press(scene, pygame.K_LSHIFT)
    tr = app.tr
    assert skipped() == 1
    app.pop()
    app.set_language("en")
