"""The board viewed after the results says what may be pressed there, not how to throw
and end a turn of a game that is over (s10, a whole hot-seat game at 1280x720 in a real
window: 'Click a roof or 1-9...; drag the string..., E ends the turn' under the dawn).
'The game is over. Esc / R: back to the results, F1 rules.', as Shinobi's and Taisen's
boards say. English and French."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import new_game, random_playout
from scenes import theme
from scenes.app import App
from scenes.night import NightScene
from scenes.night.table_view import help_key


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_board_after_the_results_says_the_game_is_over(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    state = random_playout(new_game(3, {"players": 3}), random.Random(3))
    seats = [Seat("human", name="Ada"), Seat("human", name="Bo"), Seat("ai", "hard")]
    session = GameSession("night", 3, dict(state.options), seats, state)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    assert help_key(scene) == "night.help.watch"  # the dawn, before the results
    scene.results_shown = True  # back from them: "View board"
    assert scene.viewing_board
    assert help_key(scene) == "night.help.final"  # fails before: 'night.help'
    drawn: list[str] = []
    blit = theme.blit_text

    def noting(canvas: object, string: str, *args: object, **kwargs: object) -> pygame.Rect:
        drawn.append(string)
        return blit(canvas, string, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "blit_text", noting)
    scene.draw(pygame.Surface((1280, 720)))
    assert str(app.tr("night.help.final")) in drawn  # whole on one line at 1280x720
    app.set_language("en")
