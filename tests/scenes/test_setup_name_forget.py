"""Newcomers H and I (s16): every mistyped name ('Hélne', 'Ins') stayed a suggestion in
the name box for good. Each suggestion but the seat's own and one another seat bears has
an 'x': a click on it (or Delete on the name's button) forgets the name, here and in
every setup after (saved), names from the records too; the records are not touched. A
name typed again is suggested again."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.settings import Settings, settings_from_value
from scenes.app import App
from scenes.pad_hub import PadPress
from scenes.setup import SetupScene
from scenes.setup_parts.name_entry import NameEntryScene

from .conftest import Driver


def name_box(app: App, history: list[str]) -> tuple[SetupScene, NameEntryScene]:
    app.settings.last_names = {"dojo": ["Ins", "Hélne"], "night": ["Inès", None]}
    setup = SetupScene(app, "night")
    app.push(setup)
    setup.people.loader.names, setup.people.merged_in = history, False  # the records' people
    setup.people.poll()
    Driver(app).step()
    setup.ask_name(0)  # the seat bears 'Inès'
    box = app.top
    assert isinstance(box, NameEntryScene)
    Driver(app).step()
    return setup, box


def offered(box: NameEntryScene) -> dict[str, pygame.Rect]:
    return {name: button.rect for button, name in box.forgettable.items()}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_its_x_forgets_a_name_and_no_record(
    sized_app: Callable[[tuple[int, int]], App], lang: str
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    saved: list[list[str]] = []
    app.save_settings = lambda: saved.append(list(app.settings.forgotten_names))  # type: ignore[method-assign]
    setup, box = name_box(app, ["Hlène", "Inès"])
    assert set(offered(box)) == {"Ins", "Hélne", "Hlène"}  # not Inès: the seat's own
    assert app.tr("setup.name.help_forget") == box.help_text()
    button = next(b for b, name in box.forgettable.items() if name == "Ins")
    Driver(app).click(box.mark(button).center)
    assert app.top is box and setup.seats[0].name == "Inès"  # not picked: forgotten
    assert "Ins" not in offered(box) and button not in box.menu.widgets
    assert saved[-1] == ["Ins"] and app.settings.last_names["dojo"] == [None, "Hélne"]
    button = next(b for b, name in box.forgettable.items() if name == "Hlène")
    Driver(app).click(box.mark(button).center)  # one of the records' names
    assert app.settings.forgotten_names == ["Ins", "Hlène"]
    box.back()
    setup.ask_name(0)  # the next box: neither offered
    assert set(offered(app.top)) == {"Hélne"}  # type: ignore[arg-type]
    again = SetupScene(app, "dojo")  # nor in another setup, its records read again
    again.people.loader.names, again.people.merged_in = ["Hlène", "Ins", "Marc"], False
    again.people.poll()
    assert again.people.names == ["Hélne", "Inès", "Marc"]


def test_delete_or_a_pads_x_forgets_a_name_and_typing_it_brings_it_back(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    app = sized_app((1280, 720))
    setup, box = name_box(app, [])
    driver = Driver(app)
    driver.key(pygame.K_DELETE)  # in the field: no name forgotten
    assert set(offered(box)) == {"Ins", "Hélne"}
    hélne = next(b for b, name in box.forgettable.items() if name == "Hélne")
    box.menu.focus(hélne)
    driver.key(pygame.K_DELETE)
    assert app.settings.forgotten_names == ["Hélne"] and app.top is box
    assert box.menu.focused in box.name_buttons  # the focus on a name left
    ins = next(b for b, name in box.forgettable.items() if name == "Ins")
    box.menu.focus(ins)
    box.handle_pad(PadPress(0, "x", 0, False))  # a pad's X, as Delete
    assert app.settings.forgotten_names == ["Hélne", "Ins"] and not box.forgettable
    box.field.value = "Hélne"
    box.confirm()  # typed again: suggested again
    assert app.settings.forgotten_names == ["Ins"] and setup.people.names[0] == "Hélne"


def test_the_forgotten_names_are_kept_checked() -> None:
    kept = settings_from_value({"forgotten_names": ["Ins", " Ins ", 3, "", "Hélne"]}, Settings())
    assert kept.forgotten_names == ["Ins", "Hélne"]
    assert settings_from_value({"forgotten_names": "Ins"}, Settings()).forgotten_names == []
