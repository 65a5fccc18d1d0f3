"""Night's 'Every throw' (newcomer X, s21, FR 1920x1080, 173-175): a game of 16 throws
listed 14 then a page holding 2; the list now stands on one page, its rows closer,
where that way it fits. The results' 'Every throw' button floated between the notes and
the window's edge, in line with nothing: its right edge is now the button row's."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.night.throw_list import ThrowListScene

from .test_night_throw_list import results_over


@pytest.mark.parametrize(("size", "lang"), [((1920, 1080), "fr"), ((1280, 720), "en")])
def test_sixteen_throws_stand_on_one_page(sized_app: Any, size: tuple[int, int], lang: str) -> None:
    app = sized_app(size)
    app.set_language(lang)
    app.apply_scale()
    results = results_over(app, 16)
    assert results.throws_button is not None
    results.throws_button.on_click()  # type: ignore[misc]
    listing = app.top
    assert isinstance(listing, ThrowListScene)
    listing.draw(pygame.Surface(size))
    assert not listing.pager.paged  # fails before: 14, then a page of 2
    assert [row["n"] for row in listing.shown()] == [str(n) for n in range(1, 17)]
    last = listing.row_top(16) + theme.font(theme.FONT_BODY).get_height()
    assert last <= listing.panel.bottom - theme.px(8)  # every row whole in the panel
    assert listing.line_height() > theme.font(theme.FONT_BODY).get_height()  # rows apart
    app.set_language("en")


@pytest.mark.parametrize(("size", "lang"), [((1920, 1080), "fr"), ((1280, 720), "en")])
def test_many_throws_still_fill_full_pages(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    app.apply_scale()
    results = results_over(app, 40)
    results.throws_button.on_click()  # type: ignore[union-attr,misc]
    listing = app.top
    assert isinstance(listing, ThrowListScene) and listing.pager.paged
    assert not listing.compact
    app.set_language("en")


@pytest.mark.parametrize(("size", "lang"), [((1920, 1080), "fr"), ((1280, 720), "en")])
def test_the_every_throw_button_lines_up_with_the_buttons_under_it(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    app.apply_scale()
    results = results_over(app, 16)
    results.draw(pygame.Surface(size))
    button = results.throws_button
    layout = results.layout_now
    assert button is not None and layout is not None and layout.notes_rect is not None
    notes = layout.notes_rect
    under = [w.rect for w in results.menu.widgets if w is not button and w.rect.top > notes.bottom]
    assert under
    assert button.rect.right == max(r.right for r in under)  # fails before: floating
    assert button.rect.left >= notes.right + theme.px(16)
    assert button.rect.centery == notes.centery
    app.set_language("en")
