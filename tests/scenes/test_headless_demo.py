"""Headless demos play whole games: the loop waits for the AI worker, and a number of
frames is a fixed stretch of game time (issue 21, point 18)."""

from __future__ import annotations

import pytest

from scenes.app import App

DEMO_FRAMES = 30_000
"""The issue's headless demo: enough for a whole game of any of the four (the seeds
below take 3,000 to 7,000 frames)."""


def frames_to_results(app: App, game: str, seed: int) -> tuple[int, list[str]]:
    """Frames the demo of `game` plays before its results screen, and its moves."""
    from scenes.results import ResultsScene
    from scenes.title import start_demo_game

    app.demo = True
    app.settings.animation_speed = 4.0  # the fastest a player can choose: fewer frames
    start_demo_game(app, game, seed)
    table = app.top
    assert table is not None
    frames = 0
    while frames < DEMO_FRAMES and not isinstance(app.top, ResultsScene):
        app.run(max_frames=30)
        frames += 30
    return frames, list(table.session.actions)  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_a_headless_demo_plays_a_whole_game_to_the_results(app: App, game: str) -> None:
    from scenes.results import ResultsScene

    frames, actions = frames_to_results(app, game, seed=7)
    assert isinstance(app.top, ResultsScene), f"{game}: {len(actions)} moves in {frames} frames"
    assert len(actions) >= 10


def test_a_number_of_frames_is_the_same_stretch_of_the_game_every_time(app: App) -> None:
    """The same demo for the same frames makes the same moves, however long the AI took
    (headless, a frame is 1/60 s of game time and a search takes none)."""
    from scenes.title import start_demo_game

    moves = []
    for _ in range(2):
        app.demo = True
        start_demo_game(app, "shinobi", 11)
        table = app.top
        app.run(max_frames=900)  # computers hold each move on the stage: 15 s, 19 moves
        moves.append(list(table.session.actions))  # type: ignore[union-attr]
    assert len(moves[0]) >= 15 and moves[0] == moves[1]
