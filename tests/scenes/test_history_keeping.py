"""The tables keep their games in the history (issue 34 section 1): a game that ends, once;
a game given up when a new one takes the autosave's place; never a guided game or the
attract mode's demo."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ninjas.core.history_folder import list_records
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.registry import make_game_scene


def finished(game: str, seed: int) -> GameSession:
    session = GameSession.new(game, [Seat(), Seat("ai", "easy")], seed, autosave=False)
    rng = random.Random(seed)
    while not session.state.is_terminal:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def shown_over(app: App, session: GameSession):  # type: ignore[no-untyped-def]
    scene = make_game_scene(app, session)
    scene.animate = False
    app.push(scene)
    scene.show_results()
    if scene.history.thread is not None:
        scene.history.thread.join(30)
    return scene


@pytest.mark.parametrize("game", ["taisen", "dojo"])
def test_a_game_that_ends_is_kept_once(app: App, data_dir: Path, game: str) -> None:
    session = finished(game, 5)
    scene = shown_over(app, session)
    listing = list_records()
    assert [r.game for r in listing.records] == [game] and not listing.refused
    record = listing.records[0]
    assert record.over and record.actions == len(session.actions)
    assert record.seats == [s.to_json() for s in session.seats]
    app.pop()  # the results, then the results again: still one record
    scene.results_shown = False
    scene.show_results()
    if scene.history.thread is not None:
        scene.history.thread.join(30)
    assert len(list_records().records) == 1


def test_neither_a_guided_game_nor_the_demo_is_kept(
    app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenes.registry import make_tutorial

    tutorial = make_tutorial(app, "taisen")
    rng = random.Random(2)
    while not tutorial.session.state.is_terminal:
        tutorial.session.apply(rng.choice(tutorial.session.state.legal_actions()))
    app.push(tutorial)
    tutorial.show_results()
    assert tutorial.history.thread is None
    monkeypatch.setattr(app, "demo", True)
    scene = shown_over(app, finished("taisen", 6))
    assert scene.history.thread is None and list_records().records == []


def test_a_game_given_up_for_a_new_one_is_kept_as_given_up(
    app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenes.message import ConfirmScene
    from scenes.setup import SetupScene

    waiting = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], 8)
    rng = random.Random(8)
    while waiting.state.current_player == 0 or len(waiting.actions) < 6:
        waiting.apply(rng.choice(waiting.state.legal_actions()))
    waiting.autosave()
    setup = SetupScene(app, "taisen")
    app.push(setup)
    setup.start()
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    import scenes.tableflow.history_keeper as keeper_module  # the setup asks through it

    threads = []
    real = keeper_module.keep_in_background
    monkeypatch.setattr(keeper_module, "keep_in_background", lambda s: threads.append(real(s)))
    confirm.confirm()
    for thread in threads:
        thread.join(30)
    records = list_records().records
    assert len(records) == 1 and not records[0].over and records[0].turns >= 1
