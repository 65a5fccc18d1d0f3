"""The setup's advanced options fold back: once 'Advanced options: Show' has become the
seed's field, a 'Hide' / 'Masquer' button in the seed's row (between its label and its
box) folds it back behind the row, by a click or the keys (newcomer N, s12, nc-N/004:
'there is no Hide any more, can't fold it back')."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App
from scenes.setup import SetupScene
from scenes.widgets import value_box

from .conftest import Driver, record_blits


@pytest.mark.parametrize("game", ["taisen", "dojo"])
@pytest.mark.parametrize(
    ("size", "lang", "word"), [((1280, 720), "fr", "Masquer"), ((1920, 1080), "en", "Hide")]
)
def test_hide_folds_the_seed_back_behind_its_row(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    size: tuple[int, int],
    lang: str,
    word: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    setup = SetupScene(app, game)
    app.push(setup)
    ui = Driver(app)
    ui.step()
    ui.click(setup.advanced_button)
    assert setup.advanced_shown
    texts = record_blits(monkeypatch)
    app.draw()
    hide = setup.hide_button
    row = setup.seed_field.rect
    drawn = [rect for string, rect in texts if string == word]
    assert drawn and hide.rect.contains(drawn[0])  # its word, whole, in its button
    assert row.contains(hide.rect) and hide.rect.right < value_box(row).left
    label = [rect for string, rect in texts if string == app.tr("setup.seed")]
    assert label and label[0].right < hide.rect.left  # the row's label stays whole
    setup.seed_field.value = "123"
    ui.click(hide)
    assert not setup.advanced_shown
    assert setup.seed is None  # nothing hidden acts unseen: the dice are random again
    assert setup.menu.focused is setup.advanced_button
    assert hide not in setup.menu.widgets
    # and it shows again, Hide with it
    ui.key(pygame.K_RETURN)
    assert setup.advanced_shown and hide in setup.menu.widgets


def test_the_keys_reach_hide_after_the_seed(app: App) -> None:
    ui = Driver(app)
    setup = SetupScene(app, "taisen")
    app.push(setup)
    ui.step()
    setup.menu.focus(setup.advanced_index)
    ui.key(pygame.K_RIGHT)  # Right shows it
    assert setup.menu.focused is setup.seed_field
    ui.key(pygame.K_DOWN)
    assert setup.menu.focused is setup.hide_button
    ui.key(pygame.K_RETURN)
    assert not setup.advanced_shown
    assert setup.menu.focused is setup.advanced_button


def test_a_given_seed_shows_the_field_with_hide(app: App) -> None:
    setup = SetupScene(app, "taisen", seed=42)
    app.push(setup)
    Driver(app).step()
    assert setup.advanced_shown and setup.hide_button in setup.menu.widgets
