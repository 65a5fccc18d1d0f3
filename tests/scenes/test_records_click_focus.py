"""Newcomer K (issue 33, RC2): after a click on 'Ana' in the Records' people, the gold
focus ring jumped to Rename, so the next Enter would rename. A click now leaves the ring
on the name clicked, under the pointer; Enter on a name still takes it on to Rename, the
keys' way there past the other names (test_records_screen)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.records.name_dialogs import RenameScene

from .test_records_screen import history, opened  # noqa: F401  (a fixture)

pytestmark = pytest.mark.usefixtures("own_data_dir")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_a_name_keeps_the_focus_on_it(app: App, history: Path, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene, ui = opened(app, history)
    ann = next(button for button in scene.people.buttons if button.name == "Ann")
    ui.click(ann)
    assert scene.selected == "Ann"
    assert scene.menu.focused is ann  # was the Rename button
    assert ann.focused and not scene.rename_button.focused
    ui.key(pygame.K_RETURN)  # Enter on the name: on to Rename, nothing opened
    assert app.top is scene and scene.menu.focused is scene.rename_button
    ui.key(pygame.K_RETURN)
    assert isinstance(app.top, RenameScene) and app.top.field.value == "Ann"
