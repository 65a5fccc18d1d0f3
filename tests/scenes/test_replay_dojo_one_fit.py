"""Dojo's replay keeps one board size from its first step to its last: at a Dojo's
placement the board is already fitted to where both Dojos will stand, as at the first
turn; it was the small board fitted to every possible site, then jumped larger
(newcomer F, s15, 106). A review's better site elsewhere is fitted too (dojo_fit)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ninjas.core.history import read_record
from scenes.app import App
from scenes.dojo.board_view import BoardView
from scenes.replay import open_replay
from scenes.replay.dojo_fit import final_dojos, fit_sites

from .replay_records import make_record


def board(scene) -> tuple[int, tuple[float, float]]:  # type: ignore[no-untyped-def]
    view: BoardView = scene.table.view
    return view.radius, view.origin


def test_the_placement_shows_the_board_at_the_first_turns_size(
    sized_app: Callable[[tuple[int, int]], App], tmp_path: Path
) -> None:
    app = sized_app((1280, 720))
    path = make_record("dojo", tmp_path / "records")
    scene = open_replay(app, path, at=1)  # the first Dojo placed, the second to come
    assert scene.table.state.phase == "dojo"
    placing = board(scene)
    scene.go(scene.total)
    assert None not in scene.table.state.dojos
    assert board(scene) == placing  # fails before: a smaller radius while placing
    scene.go(0)
    assert board(scene) == placing


def test_a_better_site_elsewhere_is_fitted_too(tmp_path: Path) -> None:
    save = read_record(make_record("dojo", tmp_path / "records")).save
    assert save is not None
    dojos = final_dojos(save)
    assert dojos is not None and len(dojos) == 2
    assert fit_sites(save) == dojos
    assert fit_sites(save, f"dojo {dojos[0][0]},{dojos[0][1]}") == dojos  # the one played
    assert fit_sites(save, "dojo 9,-9") == (*dojos, (9, -9))
    assert fit_sites(save, "roll") == dojos
