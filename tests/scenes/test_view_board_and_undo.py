"""After "View board" a finished game's table leads back to its results (Esc, R or the
top bar's button, which reads "Results"), for the four games; Undo is never offered
while the computer plays."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.pause import PauseScene
from scenes.registry import make_game_scene
from scenes.results import ResultsScene

from .conftest import Driver
from .test_results_native import GAMES, finished, show


@pytest.mark.parametrize(("game", "options", "players"), GAMES)
@pytest.mark.parametrize("how", ["escape", "r", "button"])
def test_after_view_board_the_results_come_back(
    app: App, ui: Driver, game: str, options: dict[str, Any], players: int, how: str
) -> None:
    session = finished(game, options, players)
    table = make_game_scene(app, session)
    app.push(table)
    table.results_shown = True  # type: ignore[attr-defined]
    results = show(app, session)
    results.view_board()
    assert app.top is table
    ui.step()
    if how == "button":  # the shared top bar (Taisen's own: a click on the board does it)
        if game == "taisen":
            width, height = app.view_size
            ui.click((width // 2, height // 2))
        else:
            button = table.buttons["menu"]  # type: ignore[attr-defined]
            assert button.label() == app.tr("results.back")
            ui.click(button.rect.center)
    else:
        ui.key(pygame.K_ESCAPE if how == "escape" else pygame.K_r)
    assert isinstance(app.top, ResultsScene) and not isinstance(app.top, PauseScene)


def test_undo_is_not_offered_while_the_computer_plays(app: App, ui: Driver) -> None:
    from .test_shinobi_scene import table

    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=2)
    thinks = scene._think
    scene._think = lambda level: None  # type: ignore[assignment,method-assign]  # it thinks on
    session: GameSession = scene.session
    agent = thinks  # the computer's moves, played here
    for _ in range(400):  # to a computer's turn the session could undo back from
        if session.ai_to_move and session.can_undo():
            break
        if session.ai_to_move:
            scene.play(agent("easy").result())  # type: ignore[attr-defined]
            continue
        legal = scene.legal()
        kinds = ("place", "recruit", "discard", "pass")
        scene.play(next((a for k in kinds for a in legal if a.kind == k), legal[0]))
    assert session.ai_to_move and session.can_undo()  # the session would go back...
    ui.step()
    assert not scene.can_undo() and not scene.buttons["undo"].enabled  # ...not while it plays
