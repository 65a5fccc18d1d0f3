"""Esc in the setup's seed field, while a number is being typed, cancels that edit and
stays on the setup; a second Esc leaves it (newcomer L, s17, nc-L 139: Esc in the seed
field left the whole setup for the title)."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.setup import SetupScene
from scenes.title import TitleScene

from .conftest import Driver


def test_escape_cancels_the_seed_edit_then_leaves(app: App, ui: Driver) -> None:
    app.push(TitleScene(app))
    setup = SetupScene(app, "taisen", seed=7)
    app.push(setup)
    ui.step()
    setup.menu.focus(setup.seed_field)
    ui.key(pygame.K_4)
    ui.key(pygame.K_2)
    assert setup.seed_field.value == "742"
    ui.key(pygame.K_ESCAPE)
    assert app.top is setup and setup.seed_field.value == "7"
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_escape_without_an_edit_leaves_at_once(app: App, ui: Driver) -> None:
    app.push(TitleScene(app))
    setup = SetupScene(app, "taisen", seed=7)
    app.push(setup)
    ui.step()
    setup.menu.focus(setup.seed_field)
    ui.key(pygame.K_BACKSPACE)
    ui.key(pygame.K_DOWN)  # the focus leaves the field: its edit is over, kept
    ui.key(pygame.K_UP)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
