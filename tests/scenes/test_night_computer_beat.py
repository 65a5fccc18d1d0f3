"""A computer's turn of several steps leaves a beat after a step read in words before
its next one (newcomer C, s14: its Shuriken came while she still read its Collect):
scenes/night/computer_seen.ComputerSeen.chained_pause, which the computer's pause
between two steps of one turn asks (tableflow/computer.Computer.pause). A throw's own
rope and banner are their beat: the short pause after it, as before."""

from __future__ import annotations

from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene
from scenes.night.computer_seen import BEAT
from scenes.tableflow.computer import CHAINED_PAUSE


def test_a_beat_after_a_collect_not_after_a_throw(app: App) -> None:
    s = line_state([("collect", "skip"), ("skip", "skip"), ("skip", "skip")])
    give(s, "v1", building=0)
    seats = [Seat("ai", "easy"), Seat("human"), Seat("human")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), ai_pause=0.6)
    app.push(scene)
    assert scene.chained_pause == CHAINED_PAUSE
    s.apply("collect 0")
    assert scene.chained_pause == BEAT > CHAINED_PAUSE  # fails before: 0.1 s
    scene.computer.played = (0, len(scene.session.actions))  # (its own step, the last)
    assert scene.computer.chained() and scene.computer.pause() == BEAT
    s.history.append("shuriken 0 1 12.0")  # (as after a throw)
    assert scene.chained_pause == CHAINED_PAUSE
