"""What a newcomer saw in a whole Taisen game in a real window at 1920x1080 (issue 15):
the computer's combat swords, left on the board through the human's turn, hid the
number of the tile they fought on (the log names tiles by number); and "View board"
from the results showed the victory banner over the middle of the final board, with
a Menu button that opened the pause menu."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.taisen import TaisenScene, hud
from scenes.taisen import layout as L

from .conftest import SIZES, STEP
from .test_results_native import finished
from .test_taisen_native import open_table


@pytest.fixture(autouse=True)
def back_to_design_size() -> Iterator[None]:
    yield
    L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720
    theme.set_scale(1.0)


def number_box(pos: int) -> pygame.Rect:
    """Where the path tile's number is written on the road (board_view's stone)."""
    glyph = theme.text(str(pos), 22, theme.MOONLIGHT)
    return glyph.get_rect(center=(L.COLUMNS[pos].centerx, L.ROAD_Y + L.px(1)))


@pytest.mark.parametrize("size", SIZES)
def test_the_computers_combat_swords_leave_the_tiles_number_readable(
    sized_app: Any, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene = open_table(app)
    scene.trail, scene.trail_combats = [], set()
    app.draw()
    plain = app.canvas.copy()
    combats = set(range(1, 10))
    scene.trail_combats = combats
    app.draw()
    swords = 0
    for pos in combats:
        box = number_box(pos)
        before = pygame.image.tobytes(plain.subsurface(box), "RGB")
        after = pygame.image.tobytes(app.canvas.subsurface(box), "RGB")
        assert before == after, f"tile {pos}'s number is covered at {size}"
        # the swords are drawn, on that tile's own stone (inside its column, on the road)
        column = L.COLUMNS[pos]
        road = pygame.Rect(column.left, L.ROAD_Y - L.ROAD_H // 2, column.width, L.ROAD_H)
        left = road.clip(pygame.Rect(column.left, road.top, box.left - column.left, road.height))
        changed = pygame.image.tobytes(app.canvas.subsurface(left), "RGB") != pygame.image.tobytes(
            plain.subsurface(left), "RGB"
        )
        swords += changed
    assert swords == len(combats)


def test_view_board_shows_the_whole_final_board_and_its_button_leads_to_the_results(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1920, 1080))
    session = finished("taisen", {}, 2)
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    app.apply_scale()
    banners: list[str] = []
    real = hud.banner_surface

    def counted(*args: Any) -> pygame.Surface:
        banners.append(str(args[1]))
        return real(*args)

    monkeypatch.setattr(hud, "banner_surface", counted)
    app.draw()
    assert banners, "the end is announced on the board before the results"
    scene.update(STEP)  # then the results come
    results = app.top
    assert isinstance(results, ResultsScene) and scene.results_shown
    results.view_board()
    assert app.top is scene
    banners.clear()
    for _ in range(3):
        scene.update(STEP)
        app.draw()
    assert banners == [], "the banner covers the final board the player came to look at"
    assert scene.header_text() == app.tr(f"taisen.banner.{session.state.winner}")
    menu = scene.buttons["menu"]
    assert menu.label_key == "results.back"
    pos = menu.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert isinstance(app.top, ResultsScene) and not isinstance(app.top, PauseScene)


def test_the_menu_button_still_pauses_a_game_going_on(sized_app: Any) -> None:
    app = sized_app((1920, 1080))
    scene = open_table(app)
    menu = scene.buttons["menu"]
    assert menu.label_key == "taisen.button.menu"
    pos = menu.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert isinstance(app.top, PauseScene)


def test_the_keys_line_under_the_final_board_says_the_way_back_to_the_results(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It said "Esc: menu" (drawn into the static board) where Esc leads to the results."""
    app = sized_app((1920, 1080))
    drawn: list[str] = []
    real = theme.blit_text

    def recorded(surface: pygame.Surface, string: str, *args: Any, **kw: Any) -> Any:
        drawn.append(string)
        return real(surface, string, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", recorded)
    open_table(app)
    assert app.tr("taisen.help") in drawn and app.tr("taisen.help_final") not in drawn
    app.pop()
    session = finished("taisen", {}, 2)
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    app.apply_scale()
    app.draw()
    scene.update(STEP)
    results = app.top
    assert isinstance(results, ResultsScene)
    results.view_board()
    drawn.clear()
    for _ in range(2):
        scene.update(STEP)
        app.draw()
    assert app.tr("taisen.help_final") in drawn and app.tr("taisen.help") not in drawn
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(app.top, ResultsScene)
