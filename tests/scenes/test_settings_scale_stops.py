"""The animation speed is a scale: '<' at its slowest and '>' at its fastest stop there,
the arrow greyed, instead of wrapping round (newcomer N, s12, nc-N/g1617: '<' at 0.5x
jumped to 4x). The language, a true cycle, still wraps."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.settings_scene import SettingsScene
from scenes.title import TitleScene


def arrow_colours(scene: SettingsScene, monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple]:
    said: dict[str, tuple] = {}

    def spy(_canvas, text, _size, colour=theme.MOONLIGHT, *a, **k):  # type: ignore[no-untyped-def]
        if text in "<>":
            said[text] = colour
        return pygame.Rect(0, 0, 1, 1)

    monkeypatch.setattr("scenes.settings_scene.theme.blit_text", spy)
    scene.speed.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_speed_stops_at_its_ends_with_the_arrow_greyed(app, ui, monkeypatch, lang):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    scene = ui.top
    for _ in range(3):
        ui.key(pygame.K_DOWN)
    assert scene.menu.focused is scene.speed
    for _ in range(6):
        ui.key(pygame.K_LEFT)
    assert app.settings.animation_speed == 0.5  # not 4x: the scale stops
    assert arrow_colours(scene, monkeypatch) == {"<": theme.DISABLED, ">": theme.GOLD}
    for _ in range(6):
        ui.key(pygame.K_RIGHT)
    assert app.settings.animation_speed == 4.0
    assert arrow_colours(scene, monkeypatch) == {"<": theme.GOLD, ">": theme.DISABLED}
    ui.key(pygame.K_RETURN)  # Enter steps up too: at the top, it stays
    assert app.settings.animation_speed == 4.0
    # a click on the greyed '<' side at 0.5x does nothing either
    for _ in range(3):
        ui.key(pygame.K_LEFT)
    assert app.settings.animation_speed == 0.5
    box = scene.speed._value_rect()
    scene.speed.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(box.left + 5, box.centery))
    )
    assert app.settings.animation_speed == 0.5


def test_the_language_still_wraps_round(app, ui):  # type: ignore[no-untyped-def]
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    scene = ui.top
    assert scene.menu.focused is scene.language
    ui.key(pygame.K_LEFT)  # from English, the other way round
    assert app.tr.lang == "fr"
