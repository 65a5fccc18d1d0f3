"""Loose ends a newcomer found at the Shinobi table: choice rows that use their panel,
a right-hand column that says something while a computer plays, computer turns shown
long enough to follow, and cards in flight that never hide a seat's name."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.choice_list import FILL_FONTS, SCROLL_FONT, ChoiceList

from .conftest import SIZES, Driver
from .test_shinobi_native import placing
from .test_shinobi_table_layout import pawn_placing

SizedApp = Callable[[tuple[int, int]], App]


# ---------------------------------------------------------------------- 1. choice rows
@pytest.mark.parametrize("size", SIZES)
def test_a_few_choices_are_written_big_and_use_the_panel(
    sized_app: SizedApp, size: tuple[int, int]
) -> None:
    sized_app(size)
    surface = pygame.Surface(size)
    with theme.scaled_for(size):
        box = theme.design_rect(960, 150, 300, 320)
        choices = ChoiceList()
        choices.set_rows(["Sora", "Midori", "Kiku"])
        choices.draw(surface, box)
        rows = [row.rect for row in choices.rows_drawn]
        assert len(rows) == 3 and all(box.contains(row) for row in rows)
        assert choices.row_font == FILL_FONTS[0]  # the largest size: three short rows
        small_row = theme.font(theme.FONT_MIN).get_linesize() + 2 * theme.px(4)
        assert min(row.height for row in rows) >= 2 * small_row  # tall, easy to hit
        assert sum(row.height for row in rows) >= box.height * 0.45


def test_a_long_list_scrolls_at_a_readable_size_and_every_row_is_reached() -> None:
    size = (1280, 720)
    surface = pygame.Surface(size)
    with theme.scaled_for(size):
        box = pygame.Rect(960, 150, 300, 320)
        choices = ChoiceList()
        labels = [f"Card kind number {n}" for n in range(14)]
        choices.set_rows(labels)
        choices.draw(surface, box)
        assert choices.row_font == SCROLL_FONT > theme.FONT_MIN
        seen = set()
        for _ in range(len(labels)):
            seen |= {row.index for row in choices.rows_drawn}
            assert all(box.contains(row.rect) for row in choices.rows_drawn)  # none cut
            choices.scroll(1)
            choices.draw(surface, box)
        assert seen == set(range(len(labels)))


def test_placing_pawns_fills_the_panel_with_large_rows(app: App, ui: Driver) -> None:
    scene = pawn_placing(app)
    ui.step()
    assert len(scene.options) == 9
    assert scene.choices.row_font >= SCROLL_FONT
    rows = [row.rect for row in scene.choices.rows_drawn]
    panel = scene.layout.options
    assert all(panel.contains(rect) for rect in rows)
    assert rows[-1].bottom - rows[0].top >= panel.height * 0.6  # not bunched at the top


def test_the_first_choice_of_a_turn_is_large_at_1920x1080(sized_app: SizedApp) -> None:
    app = sized_app((1920, 1080))
    scene = placing(app)
    scene.selected = []
    ui = Driver(app)
    ui.step()
    assert scene.options and scene.choices.row_font > theme.FONT_MIN
    row = scene.choices.rows_drawn[0]
    assert row.rect.height >= 2 * theme.font(theme.FONT_MIN).get_linesize()
    played = len(scene.session.actions)
    ui.click(row.rect.center)  # and a click where it is drawn chooses it
    assert len(scene.session.actions) == played + 1
