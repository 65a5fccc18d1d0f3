"""After a Grasshopper round's last move the results open at once on its final picture
(the move named, 'on to the scores'): the table no longer stands ~2.5 s more on 'The game
is over.' first (newcomer X, s21, guided game FR 1280x720: ~4 s of frozen table before
the results). Grand Master's end and the title's demo keep their wait."""

from __future__ import annotations

import random

from ninjas.core.session import Seat
from scenes.app import App
from scenes.results import ResultsScene
from scenes.shinobi import scene as shinobi_scene

from .test_shinobi_scene import play_through, table


def test_the_final_picture_comes_a_beat_after_the_last_move(app: App) -> None:
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy")], seed=2)
    play_through(app, scene, random.Random(3))
    while app.top is not scene:  # (at the end: the results; seen again below)
        app.pop()
    assert scene.state.is_terminal
    scene.results_shown, scene.over_time, scene.animate = False, 0.0, True
    frames = 0
    while not isinstance(app.top, ResultsScene):
        scene.update(1 / 60)
        frames += 1
        assert frames < 600
    assert frames <= 30, frames  # fails before: 150 frames (2.5 s) of 'The game is over.'
    results = app.top
    assert results.moment.active  # the results open on the final picture, its caption


def test_grand_master_and_the_demo_keep_their_wait(app: App) -> None:
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy")], mode="grandmaster")
    assert scene.results_delay == shinobi_scene.RESULTS_DELAY
    app.pop()
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy")])
    assert scene.results_delay < 1
    app.demo = True
    try:
        assert scene.results_delay == shinobi_scene.RESULTS_DELAY
    finally:
        app.demo = False
