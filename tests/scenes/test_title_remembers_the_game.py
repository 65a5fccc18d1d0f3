"""The title selects the game last played: after quitting a Shinobi game it highlighted
Ninja Taisen, and "Learn to play" opened Taisen's guided game."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.pause import PauseScene
from scenes.title import GameCard, TitleScene

from .test_shinobi_scene import table


@pytest.mark.parametrize("saved", [False, True])
def test_after_quitting_a_game_the_title_selects_that_game(
    app: App, saved: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")])
    opened: list[str] = []
    monkeypatch.setattr("scenes.title.make_tutorial", lambda _app, game: opened.append(game))
    monkeypatch.setattr(TitleScene, "autosave_path", property(lambda self: _path(saved)))
    pause = PauseScene(app, scene.session)
    app.push(pause)
    pause.quit_to_title()
    title = app.top
    assert isinstance(title, TitleScene)
    assert title.selected_game() == "shinobi"
    if not saved:  # the game's card has the focus (Continue has it when there is a save)
        focused = title.menu.focused
        assert isinstance(focused, GameCard) and focused.game == "shinobi"
    monkeypatch.setattr(app, "push", lambda scene: None)
    title.open_tutorial()  # Learn to play starts the lesson of the game it names
    assert opened == ["shinobi"]


def _path(saved: bool):  # type: ignore[no-untyped-def]
    from pathlib import Path

    return Path(__file__) if saved else Path("/nonexistent/autosave.json")


def test_back_from_a_games_setup_learn_to_play_teaches_that_game(app: App) -> None:
    """Back from Dojo's setup (Esc) the Dojo card was lit but Learn to play still named
    and taught Ninja Taisen until the pointer rested on Dojo."""
    title = TitleScene(app)
    app.push(title)
    assert title.selected_game() != "dojo"
    title.choose_game("dojo")
    app.pop()  # Esc on the setup
    assert app.top is title
    assert title.selected_game() == "dojo"
    assert title.taught_game() == app.tr("game.dojo.name")
