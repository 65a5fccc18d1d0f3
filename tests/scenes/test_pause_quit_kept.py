"""Newcomer N, s17 (160, 161: 'Quit to title did not ask to save ... a one-line "your
game is kept" on quit would remove the worry'): the pause menu's Quit to title says,
under its word, whether the game waits under Continue (scenes/pause.kept_label). EN
and FR."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.pause import PauseScene
from scenes.widgets import resolve


def _quit_line(app: Any, session: GameSession, lesson: bool = False) -> str | None:
    pause = PauseScene(app, session, lesson=lesson)
    button = pause.menu.widgets[-1]
    assert resolve(button.label) == app.tr("pause.quit")
    pause.draw(pygame.Surface((1280, 720)))
    return None if button.sublabel is None else str(resolve(button.sublabel))


@pytest.mark.parametrize(
    ("lang", "kept", "unsaved"),
    [
        ("en", "Your game is kept: Continue picks it up", "Saving is off: this game is not kept"),
        (
            "fr",
            "Votre partie est gardée\u00a0: Continuer la reprend",
            "Sauvegarde désactivée\u00a0: partie non gardée",
        ),
    ],
)
def test_quit_to_title_says_the_game_is_kept(
    app: Any, tmp_path: Path, lang: str, kept: str, unsaved: str
) -> None:
    app.set_language(lang)
    session = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], seed=3, autosave=False)
    session.autosave_path = tmp_path / "autosave.json"  # saving, as a game from the setup
    assert session.saving
    assert _quit_line(app, session) == kept  # fails before: no second line
    session.save_off = "disk full"
    assert _quit_line(app, session) == unsaved
    assert _quit_line(app, session, lesson=True) == app.tr("pause.quit.lesson")
    while not session.state.is_terminal:  # a game over: nothing to keep, nothing said
        session.apply(session.state.legal_actions()[0])
    assert _quit_line(app, session) is None
    app.set_language("en")
