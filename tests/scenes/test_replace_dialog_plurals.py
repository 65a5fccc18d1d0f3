"""The replace-game dialog said "1 moves" (real plurals, EN and FR)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from scenes.app import App
from scenes.message import ConfirmScene
from scenes.setup import SetupScene


@pytest.mark.parametrize(
    ("lang", "moves", "said"),
    [("en", 1, "(1 move)"), ("en", 3, "(3 moves)"), ("fr", 1, "(1 coup)"), ("fr", 3, "(3 coups)")],
)
def test_the_replace_game_dialog_counts_moves_with_real_plurals(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, moves: int, said: str
) -> None:
    app.set_language(lang)
    waiting = SimpleNamespace(game="shinobi", actions=["x"] * moves)
    monkeypatch.setattr("scenes.setup.game_at_risk", lambda *a: waiting)
    setup = SetupScene(app, "shinobi")
    app.push(setup)
    setup.start()
    dialog = app.top
    assert isinstance(dialog, ConfirmScene)
    assert said in dialog.text
