"""Issue 33, newcomer P: the setup's "Advanced options" did not look clickable (dim
words alone, no frame, no arrow: 'Setup 9: make Options avancées look clickable'). It
became a framed box with the choices' gold arrow, "Show >", which newcomer E (s15,
nc-E 002) read as a value selector. It is now its label and, in the value's place, a
button, "More options…" / "Plus d'options…", with no arrow; a click, Enter or Right
opens it."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.setup import SetupScene

from .conftest import Driver, record_blits


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_advanced_options_is_a_button_saying_more_options(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    setup = SetupScene(app, game)
    app.push(setup)
    ui = Driver(app)
    ui.step()
    texts = record_blits(monkeypatch)
    app.draw()
    row = setup.advanced_button
    box = row.box()
    assert row.rect.contains(box)
    inside = [string for string, rect in texts if box.collidepoint(rect.center)]
    assert ">" not in inside  # no choice's arrow (fails before: 'Show >')
    assert inside == [app.tr("setup.advanced.show")]
    assert app.tr("setup.advanced.show") in ("More options…", "Plus d'options…")
    label = [rect for string, rect in texts if string == app.tr("setup.advanced")]
    assert label and label[0].right <= box.left  # its label on the left, whole
    # a frame: the box's top edge drawn in the border's colour, not the panel under it
    canvas = app.canvas
    edge = canvas.get_at((box.centerx, box.top))[:3]
    above = canvas.get_at((box.centerx, box.top - theme.px(3)))[:3]
    assert sum(abs(a - b) for a, b in zip(edge, above, strict=True)) > 40, (edge, above)
    # a choice's twin: its box where an option row of its width has its value's box
    chooser = next(w for _, w in setup.cells if w.rect.size == row.rect.size)
    value = chooser._value_rect()
    assert box.move(-row.rect.left, -row.rect.top) == value.move(
        -chooser.rect.left, -chooser.rect.top
    )


def test_a_click_enter_or_right_opens_it(app: App) -> None:
    ui = Driver(app)
    for opening in ("click", "enter", "right"):
        setup = SetupScene(app, "night")
        app.push(setup)
        ui.step()
        assert not setup.advanced_shown
        if opening == "click":
            ui.click(setup.advanced_button)
        else:
            setup.menu.focus(setup.advanced_index)
            ui.key(pygame.K_RETURN if opening == "enter" else pygame.K_RIGHT)
        assert setup.advanced_shown, opening
        assert setup.menu.widgets[setup.menu.index] is setup.seed_field
        app.pop()
