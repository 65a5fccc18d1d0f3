"""The string comes to the hands at a length that gives nothing away (issue 33,
newcomer R, n26): every throw started at half the string, so Bo's string was Ada's and
Enter alone after a throw of about that length hit. Each throw now starts at its own
length drawn from the game's seed (the same for every roof it may aim at, another for
the next throw), from a generator of its own, never the game's."""

from __future__ import annotations

import random

import pygame

from ninjas.core.session import Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night.string_aim import START_CM

from .conftest import pass_handoff
from .test_night_hand_in_panel import aiming_table
from .test_night_scene import table


def test_the_start_is_the_same_whatever_the_roof(app: App) -> None:
    scene = aiming_table(app)
    moves = [a for a, _ in scene.options if a.kind == "move"]
    assert len(moves) >= 3
    lengths = set()
    for action in moves:
        scene.aiming.start(action)
        lengths.add(scene.length)
    assert len(lengths) == 1, lengths  # the target's distance plays no part
    low, high = START_CM
    assert low <= lengths.pop() <= high


def test_each_throw_of_a_game_starts_at_its_own_length(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("human")], seed=7)
    canvas = pygame.Surface((1280, 720))
    rng = random.Random(7)
    starts: list[float] = []
    for _ in range(3_000):  # (the animations run at 0.1 s a step, the table drawn
        # only when a person may act: 190 s in the suite when drawn each 1/60 s step)
        if scene.state.is_terminal or len(starts) >= 3:
            break
        if isinstance(app.top, HandoffScene):
            pass_handoff(app)
            continue
        scene.update(0.1)
        if not scene.can_act:
            continue
        scene.draw(canvas)
        if scene.state.phase == "plan":
            scene.plan = ["move", "collect"]  # (the plan suggested may throw nothing)
            scene.confirm_plan()
        elif scene.throw is not None:
            again = scene.length
            scene.aiming.start(scene.throw)  # taken up again: the same start
            assert scene.length == again
            starts.append(scene.length)
            scene.aiming.nudge(rng.uniform(-10, 10))
            scene.throw_now()
        elif scene.options:
            # a throw if one is offered, else the end of the turn: the first row (a Pick
            # with nothing to pick up) did nothing, and the loop spun on it to its end
            kinds = [a.kind for a, _ in scene.options]
            throws = [i for i, kind in enumerate(kinds) if kind in ("move", "attack")]
            ends = [i for i, kind in enumerate(kinds) if kind == "end"]
            scene.choose_option((throws or ends or [0])[0])
    assert len(starts) >= 2, starts
    low, high = START_CM
    assert all(low - 0.01 <= s <= high + 0.01 for s in starts), starts
    # fails before: every throw at half the string, the last one's start
    assert len(set(starts)) == len(starts), starts
