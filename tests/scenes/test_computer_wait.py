"""A computer player whose worker froze (issue 21, point 11), at every table: the table
says that it waits (English and French) and offers a way out, a random legal move
(the same on every machine, and what the save records) or the title screen; with a
real worker stopped by SIGSTOP the watchdog's new worker answers and the game goes on,
and no worker process is left behind."""

from __future__ import annotations

import os
import signal
import sys
import time
from typing import Any

import pygame
import pytest

from ninjas.ai import thinking
from ninjas.core.saves import examine
from ninjas.core.session import GameSession, Seat
from ninjas.games import get_game
from scenes.ai_turn import ComputerWaitScene, fallback_action
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.night import NightScene
from scenes.shinobi import ShinobiScene
from scenes.taisen import TaisenScene
from scenes.title import TitleScene

from .conftest import Driver

TABLES: dict[str, tuple[type[Any], dict[str, Any]]] = {
    "taisen": (TaisenScene, {}),
    "shinobi": (ShinobiScene, {"ai_pause": 0}),
    "night": (NightScene, {"ai_pause": 0}),
    "dojo": (DojoScene, {"ai_pause": 0}),
}


class Frozen:
    """A search whose worker froze and was replaced, still without an answer."""

    stalled = True
    restarts = 1

    def __init__(self) -> None:
        self.cancelled = False
        self.started = time.monotonic() - 5.0

    def done(self) -> bool:
        return False

    def result(self) -> Any:
        return None

    def cancel(self) -> None:
        self.cancelled = True


def computer_first(app: App, game: str, autosave: bool = False) -> tuple[Any, list[Frozen]]:
    """The game's table with the computer to move first and a person at the other seat(s),
    its searches all frozen."""
    options = {"players": 2} if game in ("shinobi", "night") else {}
    first = get_game(game).new_game(seed=5, options=dict(options)).current_player
    seats = [Seat("ai", "easy") if i == first else Seat() for i in range(2)]
    session = GameSession.new(game, seats, 5, options, autosave=autosave)
    cls, extra = TABLES[game]
    scene = cls(app, session, animate=False, **extra)
    searches: list[Frozen] = []

    def frozen(*_: Any) -> Frozen:
        searches.append(Frozen())
        return searches[-1]

    scene._think = frozen
    app.push(scene)
    return scene, searches


def until_covered(ui: Driver, scene: Any, frames: int = 600) -> ComputerWaitScene:
    for _ in range(frames):
        if isinstance(ui.top, ComputerWaitScene):
            return ui.top
        ui.step()
    raise AssertionError("the table never said that it waits for the computer")


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_table_says_it_waits_and_a_random_move_is_played(
    app: App, ui: Driver, game: str
) -> None:
    scene, searches = computer_first(app, game)
    cover = until_covered(ui, scene)
    assert cover.table is scene and scene.session.actions == []
    ui.key(pygame.K_SPACE)  # meant for the table a moment before: it chooses nothing
    assert ui.top is cover and scene.session.actions == []
    ui.step(40)
    for lang in ("en", "fr"):
        app.set_language(lang)
        ui.step()  # the table is drawn under the cover
        for key in ("ai_wait.title", "ai_wait.random", "ai_wait.menu"):
            assert app.tr(key) != key
    assert app.tr("ai_wait.title") == "En attente de l'ordinateur"
    chosen = fallback_action(scene.session)
    assert str(chosen) in [str(a) for a in scene.session.state.legal_actions()]
    ui.click(cover.menu.widgets[0])  # "play a random move for it"
    assert searches[0].cancelled and cover not in app.stack
    assert scene.session.actions == [str(chosen)]
    again = GameSession.from_save(scene.session.to_save(), autosave=False)
    assert again.actions == scene.session.actions  # the save records the move itself
    if scene.session.ai_to_move:  # its next decision: a new search (frozen here too)
        assert until_covered(ui, scene) is not cover and len(searches) == 2


def test_the_random_move_is_the_same_on_every_machine(app: App) -> None:
    def session() -> GameSession:
        seats = [Seat("ai"), Seat()]
        return GameSession.new("shinobi", seats, 11, {"players": 2}, autosave=False)

    one, two = session(), session()
    chance = one.state.rng.getstate()
    moves = {str(fallback_action(one)) for _ in range(3)} | {str(fallback_action(two))}
    assert len(moves) == 1  # a function of the seed and the move number alone
    assert one.state.rng.getstate() == chance  # the game's own generator untouched


@pytest.mark.parametrize("game", ["dojo", "night"])
def test_back_to_the_title_keeps_the_game_to_continue(app: App, ui: Driver, game: str) -> None:
    scene, searches = computer_first(app, game, autosave=True)
    cover = until_covered(ui, scene)
    ui.step(40)
    ui.key(pygame.K_ESCAPE)  # Escape does not choose for the person
    assert ui.top is cover
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RETURN)  # "back to the title screen"
    assert isinstance(ui.top, TitleScene) and searches[0].cancelled
    path = scene.session.autosave_path
    assert path is not None
    if scene.session.actions:
        assert examine(path).resumable
    else:  # nobody has moved (Dojo: the computer's Dojo is its first action): nothing to keep
        assert not path.exists()


def test_the_cover_goes_when_the_answer_comes(app: App, ui: Driver) -> None:
    scene, searches = computer_first(app, "taisen")
    cover = until_covered(ui, scene)
    answer = scene.session.state.legal_actions()[0]
    searches[0].done = lambda: True  # type: ignore[method-assign]
    searches[0].stalled = False  # type: ignore[misc]
    searches[0].result = lambda: answer  # type: ignore[method-assign]
    ui.step()
    assert ui.top is scene and cover not in app.stack
    ui.step(3)
    assert scene.session.actions[:1] == [str(answer)]


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.skipif(sys.platform != "linux", reason="sends signals")
def test_a_worker_stopped_with_sigstop_at_the_table(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real worker, frozen while the computer is to move: the cover comes after the
    stall limit, the new worker answers, the cover goes and the move is played; no
    worker is left behind."""
    monkeypatch.setattr(thinking, "STALL_SECONDS", 1.5)
    options = {"first": "monkey"}
    session = GameSession.new("taisen", [Seat("ai", "easy"), Seat()], 5, options, autosave=False)
    pids: list[int] = []
    try:
        thinking.warm_up()
        deadline = time.monotonic() + 60
        while not thinking.heartbeat() and time.monotonic() < deadline:
            time.sleep(0.05)
        pids += thinking.worker_pids()
        assert pids and thinking.heartbeat()
        os.kill(pids[0], signal.SIGSTOP)
        scene = TaisenScene(app, session, animate=False)
        app.push(scene)
        covered = False
        deadline = time.monotonic() + 90
        while not session.actions and time.monotonic() < deadline:
            ui.step()
            covered = covered or isinstance(ui.top, ComputerWaitScene)
            time.sleep(0.01)
        assert covered  # it said that it waited
        assert session.actions  # then the new worker's answer was played
        assert gone(pids[0])
        pids += thinking.worker_pids()
        ui.step(2)
        assert not isinstance(ui.top, ComputerWaitScene)
    finally:
        thinking.shutdown()
    assert all(gone(pid) for pid in pids)
