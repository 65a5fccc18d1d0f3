"""Newcomer O, s18 (Night setup, Taisen setup): a remembered name ('éloïse') had to be
backspaced out letter by letter. A click on the box's field selects the name again, so
the first letter typed replaces it, in every game's setup."""

from __future__ import annotations

import pygame
import pytest

from scenes.setup import SetupScene
from scenes.setup_parts.name_entry import NameEntryScene

pytestmark = pytest.mark.usefixtures("own_data_dir")


@pytest.mark.parametrize("game", ["taisen", "dojo", "shinobi", "night"])
def test_a_click_on_the_name_field_selects_the_name(app, ui, game: str) -> None:
    app.push(SetupScene(app, game))
    setup = ui.top
    setup.name_typed(0, "Éloïse")
    ui.click(setup.name_rows[0])
    entry = ui.top
    assert isinstance(entry, NameEntryScene) and entry.field.value == "Éloïse"
    ui.key(pygame.K_END)  # the name kept to edit: the selection dropped
    assert not entry.field.selected
    ui.click(entry.field)  # fails before: the click left the caret at the end
    assert entry.field.selected
    ui.event(pygame.TEXTINPUT, text="S")
    ui.step()
    ui.event(pygame.TEXTINPUT, text="am")
    ui.step()
    assert entry.field.value == "Sam"
    ui.key(pygame.K_RETURN)
    assert ui.top is setup and setup.seats[0].name == "Sam"
