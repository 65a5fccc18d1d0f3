"""The Shinobi table after its game (issue 33): "View board" shows a footer that says
what can still be done there, in a line that fits the window."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.registry import make_game_scene
from scenes.shinobi import scene as table_module

from .conftest import Driver
from .test_results_native import finished, show


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 4])
def test_view_board_shows_a_footer_for_the_finished_game(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, players: int
) -> None:
    """The footer said 'Click cards (Left/Right, Space), then a choice ...' over a game
    with no choice left."""
    app.set_language(lang)
    session = finished("shinobi", {"players": players, "mode": "grandmaster"}, players)
    table = make_game_scene(app, session)
    app.push(table)
    ui.step()
    table.results_shown = True  # type: ignore[attr-defined]
    show(app, session).view_board()
    assert app.top is table
    footers: list[str] = []
    original = table_module.draw_hint

    def draw_hint(canvas: pygame.Surface, string: str, *args: Any) -> None:
        footers.append(string)
        original(canvas, string, *args)

    monkeypatch.setattr(table_module, "draw_hint", draw_hint)
    table.draw(pygame.Surface(app.view_size))
    assert footers == [app.tr("shinobi.help_final")]
    assert footers[0] != app.tr("shinobi.help")
    width = app.view_size[0] - theme.px(24)
    assert theme.font(theme.FONT_SMALL).size(footers[0])[0] <= width  # never cut with "…"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("players", "mode"), [(4, "grandmaster"), (3, "grasshopper")])
def test_the_last_moves_are_never_an_empty_heading(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, players: int, mode: str
) -> None:
    """Once the game is over the choices' panel tells the final scores and the last
    moves: with four players 'Last moves' stood over nothing when the newest entry
    took two lines and the panel had room for one. The newest entry always shows now,
    cut with '…' if it must be."""
    app.set_language(lang)
    session = finished("shinobi", {"players": players, "mode": mode}, players)
    table = make_game_scene(app, session)
    app.push(table)
    ui.step()
    assert table.prompt.shows_turn()  # type: ignore[attr-defined]
    log = table.log  # type: ignore[attr-defined]
    longest = max((line for line, _ in log.entries()), key=len)  # a line of the game's log
    assert len(table.wraps.wrap(longest, theme.FONT_MIN, table.layout.options.width // 2)) > 1  # type: ignore[attr-defined]
    monkeypatch.setattr(log, "recent", lambda count: [(longest, True)][-count:] if count else [])
    drawn: list[str] = []
    original = theme.text
    monkeypatch.setattr(
        theme, "text", lambda string, *a, **k: drawn.append(string) or original(string, *a, **k)
    )
    table.prompt.draw_turn(pygame.Surface(app.view_size), table.layout.options)  # type: ignore[attr-defined]
    heading = app.tr("shinobi.turn.recent")
    assert heading in drawn
    after = drawn[drawn.index(heading) + 1 :]
    assert after and longest.startswith(after[0].rstrip(" …")), (after, longest)
