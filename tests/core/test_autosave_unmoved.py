"""A game nobody has moved in is nothing to keep: looking at a table for a moment does
not write over the autosave, and such a game is never offered as one to keep (shared by
the four games: ninjas/core)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ninjas.core.autosave import game_at_risk, release_autosave_lock
from ninjas.core.paths import reset_storage_check
from ninjas.core.saves import SaveGame, read_save
from ninjas.core.session import AUTOSAVE_NAME, GameSession, Seat

GAMES = ("taisen", "shinobi", "night", "dojo")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "data"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(path))
    reset_storage_check()
    yield path
    release_autosave_lock()
    reset_storage_check()


def _seats(game: str) -> list[Seat]:
    return [Seat(), Seat(), Seat()] if game in ("shinobi", "night") else [Seat(), Seat()]


@pytest.mark.parametrize("game", GAMES)
def test_a_table_only_looked_at_leaves_the_autosave_alone(data_dir: Path, game: str) -> None:
    path = data_dir / "saves" / AUTOSAVE_NAME
    first = GameSession.new("taisen", [Seat(), Seat()], seed=8)
    player = first.state.current_player
    while first.state.current_player == player:
        first.apply(first.state.legal_actions()[0])
    before = path.read_bytes()
    looked = GameSession.new(game, _seats(game), seed=3)
    looked.autosave()  # quitting to the title autosaves a game still going
    assert path.read_bytes() == before  # the game played before is still there to continue
    looked.apply(looked.state.legal_actions()[0])
    looked.autosave()
    assert read_save(path).actions == looked.actions  # once someone moved, it is kept


def test_a_game_with_no_move_is_never_at_risk(data_dir: Path) -> None:
    path = data_dir / "saves" / AUTOSAVE_NAME
    path.parent.mkdir(parents=True)
    unmoved = GameSession.new("dojo", [Seat(), Seat()], seed=3, autosave=False)
    path.write_text(unmoved.to_save().to_json())
    assert game_at_risk() is None  # "a new game replaces your unfinished game" would be wrong
    moved = GameSession.new("dojo", [Seat(), Seat()], seed=3, autosave=False)
    moved.apply(moved.state.legal_actions()[0])
    path.write_text(moved.to_save().to_json())
    assert isinstance(game_at_risk(), SaveGame)
