"""Issue 33, "the move that ends a turn can be taken back until something new is
revealed": at each of the four tables the person's move that ends the game waits for
"End turn" like any other (its button, its prompt, Undo), and the results (and the
game's record in the history) come only once it is confirmed. (The session's side:
tests/core/test_game_end_hold.py.)"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession
from scenes import theme
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.night.scene import NightScene
from scenes.results import ResultsScene
from scenes.shinobi import ShinobiScene
from scenes.taisen import TaisenScene, top_bar
from scenes.taisen.naming import winner_words

from ..core.test_game_end_hold import dojo_taken_by_a_joker, random_to_the_end
from .conftest import Driver
from .hotseat import table

TABLES: dict[str, type] = {
    "taisen": TaisenScene,
    "shinobi": ShinobiScene,
    "night": NightScene,
    "dojo": DojoScene,
}


def before_the_end(game: str) -> tuple[GameSession, str]:
    """A game against the computer one move of the person's before its end: the
    session, and that move."""
    if game == "dojo":
        return dojo_taken_by_a_joker(), "joker 0,0"
    session = random_to_the_end(game)
    last = session.actions[-1]
    assert session.undo()
    return session, last


def prompt(scene: Any) -> str:
    """What the table's prompt says now."""
    if isinstance(scene, TaisenScene):
        return str(scene.prompt(None)[0])
    if isinstance(scene, ShinobiScene):
        return str(scene.prompt.text())
    if isinstance(scene, NightScene):
        return str(scene.prompt())
    return str(scene.prompt_panel.text())


def play_last(scene: Any, last: str) -> None:
    action = scene.legal_move(last) if hasattr(scene, "legal_move") else last
    assert action is not None
    scene.play(action)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_game_ending_move_waits_for_end_turn_then_the_results(
    app: App, ui: Driver, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, last = before_the_end(game)
    scene = table(app, TABLES[game], session)
    kept: list[int] = []
    monkeypatch.setattr(scene.history, "keep", lambda: kept.append(len(scene.session.actions)))
    ui.step(2)
    assert scene.can_act
    play_last(scene, last)
    ui.step(60)
    assert scene.state.is_terminal and scene.turn_end.waiting  # fails before: no wait
    assert app.top is scene and not scene.results_shown and not kept  # no results yet
    assert scene.turn_end.shown and scene.can_undo()
    assert app.tr("turn_end.prompt_last") in prompt(scene)  # not 'The game is over.'
    ui.key(pygame.K_u)  # Undo: the last move is taken back, the game goes on
    assert not scene.state.is_terminal and scene.can_act and not scene.turn_end.waiting
    play_last(scene, last)
    ui.step(10)
    assert scene.turn_end.waiting and app.top is scene
    ui.key(pygame.K_RETURN)  # End turn: now the results, and the record
    ui.step(10)
    assert not scene.turn_end.waiting and isinstance(app.top, ResultsScene)
    assert kept == [len(scene.session.actions)]


@pytest.mark.parametrize("game", ["night", "taisen"])
def test_with_the_confirm_off_the_results_come_at_once(app: App, ui: Driver, game: str) -> None:
    session, last = before_the_end(game)
    scene = table(app, TABLES[game], session, confirm=False)
    ui.step(2)
    play_last(scene, last)
    ui.step(10)
    assert not scene.turn_end.waiting and isinstance(app.top, ResultsScene)


def test_night_dawn_is_told_after_the_skip_once_confirmed(app: App, ui: Driver) -> None:
    """Night's last move skips a Collect: 'Dawn breaks' waits with the skip's line for
    End turn, and follows it (before: the dawn under End turn, the skip after it)."""
    session, last = before_the_end("night")
    scene = table(app, NightScene, session)
    ui.step(2)
    play_last(scene, last)
    ui.step(30)
    dawn = app.tr("night.log.dawn")
    assert scene.turn_end.waiting and dawn not in scene.log_lines
    ui.key(pygame.K_RETURN)
    ui.step(5)
    lines = scene.log_lines
    assert lines[-1] == dawn and scene.seat_name(0) in lines[-2], lines[-3:]


@pytest.mark.parametrize("game", ["taisen", "dojo"])
def test_nothing_announces_the_end_while_the_last_move_may_be_undone(
    app: App, ui: Driver, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lead's s10 check after bf67ae5d: while the game-ending move waited for End
    turn, Taisen's top bar said 'The Monkeys win!' under the winner's banner and Dojo's
    'The game is over', though Undo could still take the move back."""
    session, last = before_the_end(game)
    scene = table(app, TABLES[game], session)
    ui.step(2)
    play_last(scene, last)
    ui.step(60)
    assert scene.turn_end.waiting
    said: list[str] = []
    real = theme.blit_text

    def blit_text(canvas: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        said.append(str(text))
        return real(canvas, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", blit_text)
    app.draw()
    if isinstance(scene, TaisenScene):
        assert not scene.over_on_screen  # no banner, no winner in the top bar
        header = top_bar.header_text(scene)
        assert header != winner_words(app, scene.session, scene.state.winner_side)
    else:
        assert app.tr("dojo.top.over") not in said
        name = scene.seat_name(scene.session.ending)
        assert app.tr("dojo.top.last_move", name=name) in said
    ui.key(pygame.K_RETURN)
    ui.step(10)
    assert isinstance(app.top, ResultsScene)
    if isinstance(scene, TaisenScene):
        assert scene.over_on_screen
