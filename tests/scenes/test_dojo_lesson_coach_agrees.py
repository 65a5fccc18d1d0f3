"""The guided Dojo's coach and the list agree (newcomer M, s11, nc-M/166): at the throw
step the coach said to click the enemy ringed in gold while the list's lit row threw at
another hex. Now the move the coach asks for is the list's first battle row, and the
row lit, at the throw step and at the battle step. EN and FR."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo.tutorial import DojoTutorial

from .conftest import Driver
from .test_dojo_tutorial import _attack, tutorial


def _to(scene: DojoTutorial, ui: Driver, wanted: Callable[[DojoTutorial], bool]) -> None:
    """The lesson played as its steps ask, by the keyboard, until `wanted`."""
    for _ in range(1500):
        ui.step()
        if wanted(scene):
            return
        if scene.guide.explaining:
            ui.key(pygame.K_RETURN)
            continue
        if not scene.can_act:
            continue
        state, lesson, key = scene.state, scene.lesson, scene.guide.current.key
        if state.phase == "dojo":
            scene.play(str(state.legal_actions()[3]))
        elif state.phase == "roll" and key == "roll":
            ui.key(pygame.K_r)
        elif state.phase == "move":
            walk = scene.walk()
            scene.play(walk.steps[0] if walk is not None and walk.steps else "end")
        elif state.phase == "battle":
            assert lesson is not None
            if key == "throw":
                scene.play(f"throw {hex_text(lesson.plains)} {hex_text(lesson.target)}")
            else:
                scene.play(f"fight {hex_text(lesson.battle)}")
        elif state.phase == "attack":
            _attack(scene, ui, True)
    raise AssertionError("never reached")


def _first(scene: DojoTutorial) -> str | None:
    """The list's first battle or throw row."""
    return next((a for a in scene.choices._actions if a and a != "done"), None)


def _lit(scene: DojoTutorial) -> str | None:
    listed = scene.choices.list
    row = listed.lit.keyed_row(scene.mouse)
    shown = [r.index for r in listed.rows_drawn]
    if row is None or row not in shown:
        return None
    return scene.choices._actions[row]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lit_row_is_the_move_the_coach_asks(app: App, ui: Driver, lang: str) -> None:
    app.tr = Translator(lang)
    scene = tutorial(app)

    def at(key: str) -> Callable[[DojoTutorial], bool]:
        return lambda t: (
            (t.guide.current.key == key and t.can_act and not t.guide.telling)
            and t.state.phase == "battle"
        )

    _to(scene, ui, at("throw"))
    lesson = scene.lesson
    assert lesson is not None
    ui.step()
    throw = f"throw {hex_text(lesson.plains)} {hex_text(lesson.target)}"
    assert _first(scene) == throw and _lit(scene) == throw
    assert scene.choices.lit_mark() == lesson.target  # the hex the coach rings
    _to(scene, ui, at("battle"))
    ui.step()
    fight = f"fight {hex_text(lesson.battle)}"
    assert _first(scene) == fight and _lit(scene) == fight


@pytest.mark.parametrize("site", (0, 3, 8))
def test_the_throws_tray_keeps_off_the_hex_the_battle_step_rings(
    app: App, ui: Driver, site: int
) -> None:
    """nc-M/169: the throw's tray, still fading at the battle step, lay over the hex the
    coach says to click (the tray now lies where it covers least of the board, E1's
    0702c8ff): none of the hexes the lesson rings is under it."""
    from ninjas.dojo.rules import new_game
    from scenes.dojo.tray import Tray
    from scenes.dojo.tutorial import TUTORIAL_OPTIONS, TUTORIAL_SEED

    sites = len(new_game(TUTORIAL_SEED, dict(TUTORIAL_OPTIONS)).legal_actions())
    scene = tutorial(app)

    def at_throw(t: DojoTutorial) -> bool:
        return t.guide.current.key == "throw" and t.can_act and t.state.phase == "battle"

    first = True

    def build(t: DojoTutorial) -> bool:
        nonlocal first
        if first and t.state.phase == "dojo" and t.can_act:
            first = False
            t.play(str(t.state.legal_actions()[site % sites]))
        return at_throw(t)

    _to(scene, ui, build)
    lesson = scene.lesson
    assert lesson is not None
    scene.stage.tray = Tray(lesson.target, 0, lesson.plains, dealt=[5], row=[])
    ui.step()
    rect = scene.tray_view.rect
    assert rect.width
    for h in (lesson.battle, lesson.plains, lesson.target):
        assert not rect.collidepoint(scene.view.centre(h)), (h, rect)
