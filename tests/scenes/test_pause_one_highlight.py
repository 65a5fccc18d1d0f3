"""The pause menu lights one button at a time, the keyboard's or the pointer's (issue 33,
newcomer L, s24: Resume stayed red while the keys' gold ring stood on Settings)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.pause import PauseScene


def lit(scene: PauseScene) -> list[str]:
    """The buttons drawn otherwise than a button at rest (their fill, border or words)."""
    widgets = scene.menu.widgets
    rest = [w for w in widgets if not w.focused and not w.hovered and w.style == "normal"]
    plain = rest[0].colours()
    return [w.label() for w in widgets if w.colours() != plain and w.style != "quiet"]


def settle(ui: Any) -> None:
    ui.step(60)  # the glow of a button left fades


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_keyboard_s_focus_is_the_pause_menu_s_only_highlight(
    app: Any, ui: Any, in_game: Any, lang: str
) -> None:
    app.set_language(lang)
    scene = ui.top
    assert isinstance(scene, PauseScene)
    ui.move((2, 2))  # the pointer on no button
    settle(ui)
    resume = app.tr("pause.resume")
    assert lit(scene) == [resume]  # the focus starts on Resume: Enter resumes
    for _ in range(4):
        ui.key(pygame.K_DOWN)
    settle(ui)
    assert lit(scene) == [app.tr("pause.settings")]  # Resume no longer lit (red before)
    app.draw()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pointer_s_button_is_the_only_highlight(
    app: Any, ui: Any, in_game: Any, lang: str
) -> None:
    app.set_language(lang)
    scene = ui.top
    rules = next(w for w in scene.menu.widgets if w.label() == app.tr("pause.rules"))
    ui.move(rules.rect.center)
    settle(ui)
    assert lit(scene) == [app.tr("pause.rules")]
