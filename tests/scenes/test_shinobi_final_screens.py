"""The Shinobi table after its game (issue 33): "View board" shows a footer that says
what can still be done there, in a line that fits the window."""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from ninjas.shinobi.results import score_breakdown
from scenes import theme
from scenes.app import App
from scenes.registry import make_game_scene
from scenes.shinobi import scene as table_module
from scenes.widgets import wrap_text

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
def test_the_turn_panel_repeats_no_line_of_the_log(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, players: int, mode: str
) -> None:
    """The choices' panel, telling the turn, listed 'Last moves': the very lines of the
    log beside it (newcomer H, s16, 122_6: 'half the right column is duplicated'). It
    tells whose turn it is and the scores; the moves are the log's alone."""
    app.set_language(lang)
    session = finished("shinobi", {"players": players, "mode": mode}, players)
    table = make_game_scene(app, session)
    app.push(table)
    ui.step()
    assert table.prompt.shows_turn()  # type: ignore[attr-defined]
    entries = {line for line, _ in table.log.entries()}  # type: ignore[attr-defined]
    drawn: list[str] = []
    original = theme.text
    monkeypatch.setattr(
        theme, "text", lambda string, *a, **k: drawn.append(string) or original(string, *a, **k)
    )
    table.prompt.draw_turn(pygame.Surface(app.view_size), table.layout.options)  # type: ignore[attr-defined]
    assert app.tr("shinobi.turn.recent") not in drawn  # before: the heading, then lines
    repeated = [words for words in drawn if any(words in line for line in entries)]
    assert not [w for w in repeated if len(w) > 12], repeated
    names = [table.seat_name(seat) for seat in range(players)]  # type: ignore[attr-defined]
    assert all(name in drawn for name in names), drawn  # every seat's score


UNIT = re.compile(r"^(pawns?|cards?|pions?|cartes?)\b")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("players", "mode"), [(4, "grandmaster"), (3, "grasshopper")])
def test_a_narrow_column_never_parts_a_number_from_its_unit(
    app: App, lang: str, players: int, mode: str
) -> None:
    """Narrow results columns read 'Imperial Court (0' over 'pawns)' and '(3' over
    'cards)'. The lines of the results (and of the Scores screen, S) are wrapped as the
    screen wraps them, at every width down to a word's."""
    app.set_language(lang)
    session = finished("shinobi", {"players": players, "mode": mode}, players)
    texts = [
        line.text(app.tr)
        for breakdown in (score_breakdown(session.state),)
        for seat in breakdown.seats
        for line in seat.lines
    ]
    assert texts
    for size in (theme.FONT_SMALL, theme.FONT_BODY):
        for width in range(60, 420, 4):
            for text in texts:
                lines = wrap_text(text, size, width)
                for before, after in zip(lines, lines[1:], strict=False):
                    assert not (re.search(r"\d$", before) and UNIT.match(after)), (before, after)
