"""Newcomers I and J (s16): the computer's turns went by too fast to follow, and the
pace lived only in Settings. Each setup offers 'Computer's turns: Brisk / One move at a
time', the Settings' own value (saved at once), greyed while no computer plays. In
every game it is a cell of the options panel with its line, Dojo's too (newcomer P,
s19: Dojo's stood apart in the bottom bar, between Learn to play and Start; now 'Who
starts' stands there). Its words stand whole, inside the screen, clear of every other
row."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App
from scenes.setup_parts import pace_row

from .conftest import Driver, record_blits
from .test_setup_goal_line import opened


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_setup_offers_the_computers_pace(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    app.settings.computer_pace = "step"
    setup = opened(app, game)
    row = dict(setup.cells)[pace_row.KEY]
    assert row in setup.menu.widgets and row.enabled and row.value == "step"
    texts = record_blits(monkeypatch)
    app.draw()
    drawn = dict(texts)
    tr = app.tr
    words = [tr("settings.computer_pace"), row.words("step"), tr("setup.explain.pace.step")]
    assert setup.options_panel.contains(row.rect)  # fails before for Dojo: the bottom bar
    assert not row.stacked
    order = setup.menu.widgets  # in the keys' order, among the options, before the seed's
    assert order.index(row) < setup.advanced_index
    screen = pygame.Rect((0, 0), size)
    for text in words:
        assert text in drawn, text  # whole, never cut
        assert screen.contains(drawn[text])
    for widget in setup.menu.widgets:
        if widget is not row and not setup.hidden(widget):
            assert not widget.rect.colliderect(row.rect), widget


@pytest.mark.parametrize("game", ["taisen", "dojo"])
def test_changing_it_on_the_setup_is_the_settings_change(
    sized_app: Callable[[tuple[int, int]], App], game: str
) -> None:
    app = sized_app((1280, 720))
    saved: list[str] = []
    app.save_settings = lambda: saved.append(app.settings.computer_pace)  # type: ignore[method-assign]
    setup = opened(app, game)
    row = dict(setup.cells)[pace_row.KEY]
    assert app.settings.computer_pace == "brisk"  # the Settings' default, kept
    Driver(app).click((row.rect.right - 24, row.rect.centery))  # its right arrow
    assert app.settings.computer_pace == "step" and saved == ["step"]
    assert setup.explanation(pace_row.KEY) == app.tr("setup.explain.pace.step")


def test_no_computer_at_the_table_greys_it_out_of_the_keys_way(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    app = sized_app((1280, 720))
    setup = opened(app, "night")
    row = dict(setup.cells)[pace_row.KEY]
    setup.set_kind(1, "human")
    assert not row.enabled and not row.can_focus
    assert setup.explanation(pace_row.KEY) == app.tr("setup.explain.pace.none")
    setup.set_kind(1, "ai")
    assert row.enabled
