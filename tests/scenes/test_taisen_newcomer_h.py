"""Newcomer H's Taisen table (issue 33, /tmp/team/s6/nc-H.md): the log's scroll marker
over the end of its top line (t15), the hovered stack's fan over the tile numbers (t12),
and the winner's banner that said "click or press Enter to continue" and went on by
itself after about 2 s."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.log_panel import LogPanel
from scenes.taisen import TaisenScene, game_log, stack_fan
from scenes.taisen import layout as L

from .conftest import STEP

LONG = "Loup déplace Pierre 3 + Ciseaux 2 + Feuille 2 sur la tuile 7 (dé bleu, 2)"


@pytest.fixture(autouse=True)
def back_to_design_size() -> Iterator[None]:
    yield
    L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720
    theme.set_scale(1.0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_log_draws_no_scroll_marker(sized_app: Any, size: tuple[int, int]) -> None:
    """t15: '▲2' lay over '(dé bleu, 2)' at the end of the top line; newcomer U (s20,
    036-040) then read '▲-11' as a riddle: the Taisen log draws none, scrolled back or
    not, and its words keep the rows' room."""
    sized_app(size)
    L.configure(size)
    panel = LogPanel(L.LOG_PANEL.inflate(-2, -2), game_log.STYLE)
    for n in range(12):  # short words: rows filled to within a word of the full width
        panel.add(LONG if n % 3 else " ".join(["dé 2"] * 40))
    for scroll in range(1, 12):
        panel.scroll = 0
        panel.scroll_by(scroll)
        assert panel.scroll and panel.marker_rect() is None
        panel.surface()  # drawn without one


def road() -> pygame.Rect:
    return pygame.Rect(0, L.ROAD_Y - L.ROAD_H // 2, L.CANVAS_W, L.ROAD_H)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_stacks_fan_keeps_off_the_tile_numbers(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    """t12: the fan of a hovered stack, centred on the road, covered its tile's number."""
    app = sized_app(size)
    app.set_language(lang)
    L.configure(size)
    label = app.tr("taisen.fan.top")
    for pos in range(1, 10):
        for count in range(stack_fan.MIN_CARDS, 7):
            for stack in ([1, 2, 3, 4, 5, 6][:count], [11, 12, 13, 14, 15, 16][:count]):
                canvas = pygame.Surface((L.CANVAS_W, L.CANVAS_H))
                rect = stack_fan.draw(canvas, pos, stack, label, app.settings.palette)
                assert not rect.colliderect(road()), (lang, size, pos, stack, rect)
                assert canvas.get_rect().contains(rect)


def _over(app: Any, seats: list[Seat]) -> TaisenScene:
    from .test_results_native import finished

    session = finished("taisen", {}, 2)
    session.seats = seats
    scene = TaisenScene(app, session, animate=True)
    app.push(scene)
    app.apply_scale()
    return scene


def test_the_winners_banner_waits_for_the_click_it_asks_for(app: Any) -> None:
    """H: the banner "... Click or press Enter to continue" went to the results by itself
    after about 2 s, before anything was pressed."""
    from scenes.results import ResultsScene

    scene = _over(app, [Seat(), Seat("ai", "hard")])
    for _ in range(10 * 60):  # ten seconds
        scene.update(STEP)
        app.draw()
    assert app.top is scene and not scene.results_shown
    assert app.tr("taisen.banner.continue")  # still asked on the banner
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    scene.update(STEP)
    assert isinstance(app.top, ResultsScene) and scene.results_shown


def test_a_game_of_computers_only_still_goes_on_by_itself(app: Any) -> None:
    from scenes.results import ResultsScene

    scene = _over(app, [Seat("ai", "easy"), Seat("ai", "easy")])
    for _ in range(4 * 60):
        scene.update(STEP)
    assert isinstance(app.top, ResultsScene)
